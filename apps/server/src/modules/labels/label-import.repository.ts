import type { RateTable } from '@waypost/domain';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  branches,
  customers,
  labels,
  labelSerialSequence,
  labelTransactions,
  merchants,
  rateTables,
  userBranches,
} from '../../db/schema/index.js';
import type { BranchLookup, MerchantLookup, TownshipLookup } from './label-lookups.js';
import type { NewLabelRow } from './labels.repository.js';
import type { LabelParty } from './label-booking.js';

/** Rows per multi-row INSERT: a label row has about 75 columns, and a statement takes at most 65 535 parameters. */
const chunkSize = 500;

function chunks<T>(items: readonly T[], size = chunkSize): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

type Row = Record<string, unknown>;
const rowsOf = async (db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** What booking a whole file reads, each looked up once for all its rows (ids the file names, of this company). */
export interface ImportLookups {
  townships: Map<string, TownshipLookup>;
  branches: Map<number, BranchLookup>;
  merchants: Map<number, MerchantLookup>;
  rateTable: { id: number; rates: RateTable } | null;
  acceptBranch: BranchLookup | null;
  userBranchIds: number[];
}

/**
 * The bulk import's reads and writes (issue 13.5): one query per kind of thing for the whole file, and multi-row
 * INSERTs — a statement per row would not book thousands of labels a second.
 */
export const labelImportRepository = {
  async lookups(
    db: Database,
    wanted: {
      companyId: number;
      userId: number;
      acceptBranchId: number;
      townshipIds: string[];
      branchIds: number[];
      merchantIds: number[];
    },
  ): Promise<ImportLookups> {
    const branchIds = [...new Set([...wanted.branchIds, wanted.acceptBranchId])];
    const [townshipRows, branchRows, merchantRows, [rateTable], userBranchRows] = await Promise.all([
      wanted.townshipIds.length === 0
        ? []
        : rowsOf(
            db,
            sql`select t.id, t.level, t.postcode, t.parent_id, d.id as district_id, d.parent_id as district_parent_id
                from locations t left join locations d on d.id = t.parent_id
                where t.id = any(${sql.param(wanted.townshipIds)}::text[])`,
          ),
      db
        .select({ id: branches.id, companyId: branches.companyId, town: branches.town })
        .from(branches)
        .where(inArray(branches.id, branchIds)),
      wanted.merchantIds.length === 0
        ? []
        : db
            .select({ id: merchants.id, codFeeVersion: merchants.codFeeVersion })
            .from(merchants)
            .where(and(eq(merchants.companyId, wanted.companyId), inArray(merchants.id, wanted.merchantIds))),
      db
        .select({ id: rateTables.id, rates: rateTables.rates })
        .from(rateTables)
        .where(and(eq(rateTables.companyId, wanted.companyId), eq(rateTables.active, true)))
        .orderBy(desc(rateTables.id))
        .limit(1),
      db.select({ id: userBranches.branchId }).from(userBranches).where(eq(userBranches.userId, wanted.userId)),
    ]);
    const branchMap = new Map(branchRows.map((branch) => [branch.id, branch]));
    return {
      townships: new Map(
        townshipRows.map((row) => [
          row.id as string,
          {
            id: row.id as string,
            level: row.level as string,
            postcode: row.postcode as string | null,
            parentId: row.parent_id as string | null,
            districtId: row.district_id as string | null,
            districtParentId: row.district_parent_id as string | null,
          },
        ]),
      ),
      branches: branchMap,
      merchants: new Map(merchantRows.map((merchant) => [merchant.id, merchant as MerchantLookup])),
      rateTable: (rateTable as { id: number; rates: RateTable } | undefined) ?? null,
      acceptBranch: branchMap.get(wanted.acceptBranchId) ?? null,
      userBranchIds: userBranchRows.map((row) => row.id),
    };
  },

  /** The reference ids among `references` that labels of the company already carry. */
  async existingReferences(db: Database, companyId: number, references: string[]): Promise<Set<string>> {
    if (references.length === 0) return new Set();
    const found = await db
      .selectDistinct({ referenceId: labels.referenceId })
      .from(labels)
      .where(
        and(eq(labels.companyId, companyId), isNotNull(labels.referenceId), inArray(labels.referenceId, references)),
      );
    return new Set(found.map((row) => row.referenceId!));
  },

  /** Imports of one company book one at a time, so two files cannot both book the same reference id. */
  async lockCompanyImports(tx: Database, companyId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`label-import:${companyId}`}, 0))`);
  },

  async nextSerials(tx: Database, count: number): Promise<number[]> {
    const rows = await rowsOf(
      tx,
      sql`select nextval(${sql.raw(`'${labelSerialSequence.seqName}'`)})::text as serial
          from generate_series(1, ${sql.param(count)}::int)`,
    );
    return rows.map((row) => Number(row.serial));
  },

  /** Saves each phone once (the details of its last row win), in phone order; returns each phone's customer id. */
  async upsertCustomers(
    tx: Database,
    { companyId, parties, at }: { companyId: number; parties: LabelParty[]; at: Date },
  ): Promise<Map<string, number>> {
    const byPhone = new Map(parties.map((party) => [party.phone, party]));
    const sorted = [...byPhone.values()].sort((a, b) => (a.phone < b.phone ? -1 : a.phone > b.phone ? 1 : 0));
    const ids = new Map<string, number>();
    for (const part of chunks(sorted, 2_000)) {
      const saved = await tx
        .insert(customers)
        .values(part.map((party) => ({ companyId, ...party, createdAt: at, updatedAt: at })))
        .onConflictDoUpdate({
          target: [customers.companyId, customers.phone],
          set: {
            name: sql`excluded.name`,
            townshipId: sql`excluded.township_id`,
            address: sql`excluded.address`,
            updatedAt: sql`excluded.updated_at`,
          },
        })
        .returning({ id: customers.id, phone: customers.phone });
      for (const row of saved) ids.set(row.phone, row.id);
    }
    return ids;
  },

  /** Inserts the labels; returns each tracking code's label id. */
  async insertLabels(tx: Database, rows: NewLabelRow[]): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    for (const part of chunks(rows)) {
      const inserted = await tx
        .insert(labels)
        .values(part)
        .returning({ id: labels.id, trackingCode: labels.trackingCode });
      for (const row of inserted) ids.set(row.trackingCode, Number(row.id));
    }
    return ids;
  },

  /** Each new label's first step: pending at the accepting branch. */
  async insertFirstTransactions(
    tx: Database,
    { labelIds, branchId, actorId, at }: { labelIds: number[]; branchId: number; actorId: number; at: Date },
  ): Promise<void> {
    for (const part of chunks(labelIds, 5_000)) {
      await tx.insert(labelTransactions).values(
        part.map((labelId) => ({
          labelId,
          seq: 1,
          status: 'pending' as const,
          branchId,
          actorId,
          note: null,
          createdAt: at,
        })),
      );
    }
  },
};
