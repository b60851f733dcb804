import type { ImportTownship, LabelStatus, RateTable } from '@waypost/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { insertAsJson } from '../../db/insert-as-json.js';
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
  /**
   * Every township with its district and region (names too, for the template's allowed values), in id order — which
   * groups them by region. A township of a self-administered zone has the zone as its district.
   */
  async townships(db: Database): Promise<ImportTownship[]> {
    const rows = await rowsOf(
      db,
      sql`select t.id, t.name_en, t.name_mm, d.id as district_id, r.id as region_id, r.name_en as region_name_en,
                 r.name_mm as region_name_mm
          from locations t
          join locations d on d.id = t.parent_id
          join locations r on r.id = coalesce(d.parent_id, d.id)
          where t.level = 'township'
          order by t.id`,
    );
    return rows as unknown as ImportTownship[];
  },

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
    // One after another: inside a transaction they share one connection.
    const townshipRows =
      wanted.townshipIds.length === 0
        ? []
        : await rowsOf(
            db,
            sql`select t.id, t.level, t.postcode, t.parent_id, d.id as district_id, d.parent_id as district_parent_id
                from locations t left join locations d on d.id = t.parent_id
                where t.id = any(${sql.param(wanted.townshipIds)}::text[])`,
          );
    const branchRows = await db
      .select({ id: branches.id, companyId: branches.companyId, town: branches.town })
      .from(branches)
      .where(inArray(branches.id, branchIds));
    const merchantRows =
      wanted.merchantIds.length === 0
        ? []
        : await db
            .select({ id: merchants.id, codFeeVersion: merchants.codFeeVersion })
            .from(merchants)
            .where(and(eq(merchants.companyId, wanted.companyId), inArray(merchants.id, wanted.merchantIds)));
    const [rateTable] = await db
      .select({ id: rateTables.id, rates: rateTables.rates })
      .from(rateTables)
      .where(and(eq(rateTables.companyId, wanted.companyId), eq(rateTables.active, true)))
      .orderBy(desc(rateTables.id))
      .limit(1);
    const userBranchRows = await db
      .select({ id: userBranches.branchId })
      .from(userBranches)
      .where(eq(userBranches.userId, wanted.userId));
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
    const found = await rowsOf(
      db,
      // Looked up one by one through the (company, reference) index (a lateral subquery with a limit, which the
      // planner cannot turn into a join): as a join or `= any(…)` it preferred reading the whole labels table
      // (50–150 ms at 180,000 labels, more as they grow) to 5,000 index probes (≈ 8 ms).
      sql`select r.reference_id from unnest(${sql.param(references)}::text[]) as r(reference_id)
          cross join lateral (
            select 1 from labels l where l.company_id = ${companyId} and l.reference_id = r.reference_id limit 1
          ) as booked`,
    );
    return new Set(found.map((row) => row.reference_id as string));
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
    if (sorted.length === 0) return new Map();
    // A customer whose details are unchanged is left as it is (no new row version, no index entries to write);
    // RETURNING skips those, so their ids are read after.
    const saved = await rowsOf(
      tx,
      insertAsJson(
        customers,
        sorted.map((party) => ({ companyId, ...party, createdAt: at, updatedAt: at })),
        sql`on conflict (company_id, phone) do update
            set name = excluded.name, township_id = excluded.township_id, address = excluded.address,
                updated_at = excluded.updated_at
            where (customers.name, customers.township_id, customers.address)
                  is distinct from (excluded.name, excluded.township_id, excluded.address)
            returning id, phone`,
      ),
    );
    const ids = new Map(saved.map((row) => [row.phone as string, Number(row.id)]));
    const unchanged = sorted.flatMap((party) => (ids.has(party.phone) ? [] : [party.phone]));
    if (unchanged.length > 0) {
      // Phone by phone through the (company, phone) key, a lateral subquery the planner keeps as it is: written as
      // `phone = any(…)`, a table whose statistics were out of date had it search the phone trigram index instead
      // (5 s for 997 phones); as a join it may read the whole table.
      const found = await rowsOf(
        tx,
        sql`select c.id, c.phone from unnest(${sql.param(unchanged)}::text[]) as p(phone)
            cross join lateral (
              select id, phone from customers where company_id = ${companyId} and phone = p.phone limit 1
            ) as c`,
      );
      for (const row of found) ids.set(row.phone as string, Number(row.id));
    }
    return ids;
  },

  /**
   * Inserts the labels and each one's first step (pending at the accepting branch) in one statement; returns each
   * tracking code's label id.
   */
  async insertLabels(
    tx: Database,
    rows: NewLabelRow[],
    firstStep: { branchId: number; actorId: number; at: Date },
  ): Promise<Map<string, number>> {
    if (rows.length === 0) return new Map();
    const step = (column: keyof typeof labelTransactions.$inferInsert) =>
      sql.identifier(labelTransactions[column].name);
    const inserted = await rowsOf(
      tx,
      sql`with booked as (${insertAsJson(labels, rows, sql`returning id, tracking_code`)}),
          first_steps as (
            insert into ${labelTransactions}
              (${step('labelId')}, ${step('seq')}, ${step('status')}, ${step('branchId')}, ${step('actorId')},
               ${step('createdAt')})
            select id, 1, ${'pending' satisfies LabelStatus}::text, ${firstStep.branchId}::int, ${firstStep.actorId}::int,
                   ${firstStep.at.toISOString()}::timestamptz
            from booked
          )
          select id, tracking_code from booked`,
    );
    return new Map(inserted.map((row) => [row.tracking_code as string, Number(row.id)]));
  },
};
