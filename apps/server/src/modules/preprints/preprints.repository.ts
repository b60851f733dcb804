import type { PreprintCodeState, PreprintType } from '@waypost/domain';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  branches,
  labelSerialSequence,
  merchants,
  preprintCodes,
  preprintRanges,
  users,
} from '../../db/schema/index.js';

export type PreprintRangeRow = typeof preprintRanges.$inferSelect;
export type PreprintCodeRow = typeof preprintCodes.$inferSelect;

/** A range's count of codes per state, and its first and last code, in one aggregate over its codes. */
const tallies = {
  used: sql<number>`count(*) filter (where ${preprintCodes.state} = 'used')::int`,
  unused: sql<number>`count(*) filter (where ${preprintCodes.state} = 'unused')::int`,
  voided: sql<number>`count(*) filter (where ${preprintCodes.state} = 'voided')::int`,
  firstCode: sql<string>`(array_agg(${preprintCodes.trackingCode} order by ${preprintCodes.position}))[1]`,
  lastCode: sql<string>`(array_agg(${preprintCodes.trackingCode} order by ${preprintCodes.position} desc))[1]`,
};

/** A range with what its row shows: its merchant, branch, issuer and tallies. */
function selectItems(db: Database) {
  return db
    .select({
      range: preprintRanges,
      merchant: { id: merchants.id, name: merchants.name },
      branch: { id: branches.id, code: branches.code, nameEn: branches.nameEn, nameMm: branches.nameMm },
      issuedBy: { id: users.id, name: users.name },
      ...tallies,
    })
    .from(preprintRanges)
    .innerJoin(merchants, eq(merchants.id, preprintRanges.merchantId))
    .innerJoin(branches, eq(branches.id, preprintRanges.branchId))
    .innerJoin(users, eq(users.id, preprintRanges.issuedBy))
    .innerJoin(preprintCodes, eq(preprintCodes.rangeId, preprintRanges.id))
    .groupBy(preprintRanges.id, merchants.id, branches.id, users.id)
    .$dynamic();
}
export type PreprintItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

export interface PreprintListFilter {
  companyId: number;
  /** undefined: every branch of the company (head office). */
  branchId: number | undefined;
  merchantId: number | undefined;
  hasUnused: boolean | undefined;
  limit: number;
}

export const preprintsRepository = {
  /** `count` serials of the label sequence: the codes of a new range never meet a label's code, nor another's. */
  async nextSerials(tx: Database, count: number): Promise<number[]> {
    const result = await tx.execute(
      sql`select nextval(${sql.raw(`'${labelSerialSequence.seqName}'`)})::text as serial
          from generate_series(1, ${count}::int)`,
    );
    return (result as unknown as { rows: { serial: string }[] }).rows
      .map((row) => Number(row.serial))
      .sort((a, b) => a - b);
  },

  async findMerchant(db: Database, companyId: number, merchantId: number) {
    const [row] = await db
      .select({ id: merchants.id, name: merchants.name })
      .from(merchants)
      .where(and(eq(merchants.id, merchantId), eq(merchants.companyId, companyId)));
    return row ?? null;
  },

  async insertRange(
    tx: Database,
    values: {
      companyId: number;
      branchId: number;
      merchantId: number;
      type: PreprintType;
      count: number;
      issuedBy: number;
      issuedAt: Date;
    },
  ): Promise<PreprintRangeRow> {
    const [row] = await tx.insert(preprintRanges).values(values).returning();
    return row!;
  },

  async insertCodes(tx: Database, rangeId: number, companyId: number, codes: readonly string[]): Promise<void> {
    await tx
      .insert(preprintCodes)
      .values(codes.map((trackingCode, index) => ({ trackingCode, rangeId, companyId, position: index + 1 })));
  },

  async findItem(db: Database, companyId: number, id: number): Promise<PreprintItemRow | null> {
    const [row] = await selectItems(db).where(and(eq(preprintRanges.id, id), eq(preprintRanges.companyId, companyId)));
    return row ?? null;
  },

  async listItems(db: Database, filter: PreprintListFilter): Promise<PreprintItemRow[]> {
    const conditions: (SQL | undefined)[] = [
      eq(preprintRanges.companyId, filter.companyId),
      filter.branchId === undefined ? undefined : eq(preprintRanges.branchId, filter.branchId),
      filter.merchantId === undefined ? undefined : eq(preprintRanges.merchantId, filter.merchantId),
    ];
    const having =
      filter.hasUnused === undefined
        ? undefined
        : filter.hasUnused
          ? sql`count(*) filter (where ${preprintCodes.state} = 'unused') > 0`
          : sql`count(*) filter (where ${preprintCodes.state} = 'unused') = 0`;
    const query = selectItems(db).where(and(...conditions));
    return (having ? query.having(having) : query).orderBy(desc(preprintRanges.id)).limit(filter.limit);
  },

  async codesOf(db: Database, rangeId: number): Promise<PreprintCodeRow[]> {
    return db
      .select()
      .from(preprintCodes)
      .where(eq(preprintCodes.rangeId, rangeId))
      .orderBy(asc(preprintCodes.position));
  },

  /** The company's range, locked for this transaction (a void runs one at a time per range). */
  async lockRange(tx: Database, companyId: number, id: number): Promise<PreprintRangeRow | null> {
    const [row] = await tx
      .select()
      .from(preprintRanges)
      .where(and(eq(preprintRanges.id, id), eq(preprintRanges.companyId, companyId)))
      .for('update');
    return row ?? null;
  },

  /** Voids the range's unused codes; answers how many. */
  async voidUnused(tx: Database, rangeId: number, userId: number, at: Date): Promise<number> {
    const voided = await tx
      .update(preprintCodes)
      .set({ state: 'voided' })
      .where(and(eq(preprintCodes.rangeId, rangeId), eq(preprintCodes.state, 'unused')))
      .returning({ trackingCode: preprintCodes.trackingCode });
    await tx.update(preprintRanges).set({ voidedBy: userId, voidedAt: at }).where(eq(preprintRanges.id, rangeId));
    return voided.length;
  },

  /** A code of the company with its range's merchant; `lock` holds it until the transaction ends. */
  async findCode(
    db: Database,
    companyId: number,
    trackingCode: string,
    { lock }: { lock: boolean },
  ): Promise<{ state: PreprintCodeState; merchantId: number; rangeId: number } | null> {
    const query = db
      .select({ state: preprintCodes.state, merchantId: preprintRanges.merchantId, rangeId: preprintRanges.id })
      .from(preprintCodes)
      .innerJoin(preprintRanges, eq(preprintRanges.id, preprintCodes.rangeId))
      .where(and(eq(preprintCodes.trackingCode, trackingCode), eq(preprintCodes.companyId, companyId)));
    const [row] = await (lock ? query.for('update', { of: preprintCodes }) : query);
    return row ?? null;
  },

  async markUsed(tx: Database, trackingCode: string, labelId: number, at: Date): Promise<void> {
    await tx
      .update(preprintCodes)
      .set({ state: 'used', labelId, usedAt: at })
      .where(eq(preprintCodes.trackingCode, trackingCode));
  },
};
