import { ledgerAccounts, reportFamilyTypes, stuckCountCap, type DaySpan } from '@waypost/domain';
import { and, between, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { labelRollups, labels, stillMoving } from '../../db/schema/index.js';

/** Sums of the rollups for one event: labels, their COD amount and their charges. */
export interface EventSums {
  labels: number;
  cod_amount: number;
  total_cost: number;
}

/** A row of rollup sums: the event, whether it is the COD labels' `emo` type (else a family type), and the sums. */
export interface RollupSumRow extends EventSums {
  event: 'accepted' | 'delivered' | 'returned';
  emo: boolean;
}

/** Which labels' rows: one company's, at some of its branches (null: every branch of the company). */
export interface RollupScope {
  companyId: number;
  branchIds: readonly number[] | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const intArray = (values: readonly number[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::int[]`;

// What the dashboard counts: each label once (the families partition the labels) and the COD labels again as `emo`,
// for the COD collected on them. Written into the SQL, so that SELECT and GROUP BY hold the same expression.
const countedTypes = [...reportFamilyTypes, 'emo'] as const;
const isEmo = sql<boolean>`(${labelRollups.reportType} = 'emo')`;

const sums = {
  labels: sql<string>`sum(${labelRollups.labels})`,
  cod_amount: sql<string>`sum(${labelRollups.codAmount})`,
  total_cost: sql<string>`sum(${labelRollups.totalCost})`,
};
const toSums = (row: { labels: unknown; cod_amount: unknown; total_cost: unknown }): EventSums => ({
  labels: Number(row.labels),
  cod_amount: Number(row.cod_amount),
  total_cost: Number(row.total_cost),
});

function rollupsOf(scope: RollupScope, span: DaySpan): SQL | undefined {
  return and(
    eq(labelRollups.companyId, scope.companyId),
    inArray(labelRollups.event, ['accepted', 'delivered', 'returned']),
    inArray(labelRollups.reportType, [...countedTypes]),
    between(labelRollups.day, span.from, span.to),
    scope.branchIds === null ? undefined : inArray(labelRollups.branchId, [...scope.branchIds]),
  );
}

/** The labels a branch scope answers for: booked at one of its branches, or on their way to one. */
export interface StuckScope {
  branchIds: readonly number[];
  /** Every branch of the company is in scope: every label's accepting branch is, so that stream alone finds all. */
  wholeCompany: boolean;
  before: Date;
}

/** Labels still on their way and unmoved since `before`, at `branch` on one side: the stuck indexes' predicate. */
const stuckAt = (side: 'accept' | 'deliver', branch: SQL, before: Date) =>
  and(
    eq(side === 'accept' ? labels.acceptBranchId : labels.deliverBranchId, branch),
    stillMoving(labels.status),
    sql`${labels.updatedAt} < ${before.toISOString()}::timestamptz`,
  );

export interface StuckRow {
  id: number;
  trackingCode: string;
  status: string;
  acceptBranchId: number;
  deliverBranchId: number;
  updatedAt: Date;
}

export const dashboardRepository = {
  /**
   * The rollups of the scope per day, event and kind over a span: the periods and the trend are sums of days. The
   * day is written out per group, not per row (a few hundred groups of tens of thousands of rows at 2 M labels).
   */
  async sumsByDay(db: Database, scope: RollupScope, span: DaySpan) {
    const grouped = db
      .select({
        day: labelRollups.day,
        event: labelRollups.event,
        emo: sql<boolean>`${isEmo}`.as('emo'),
        labels: sums.labels.as('labels'),
        cod_amount: sums.cod_amount.as('cod_amount'),
        total_cost: sums.total_cost.as('total_cost'),
      })
      .from(labelRollups)
      .where(rollupsOf(scope, span))
      .groupBy(labelRollups.day, labelRollups.event, isEmo)
      .as('grouped');
    const rows = await db
      .select({
        day: sql<string>`to_char(${grouped.day}, 'YYYY-MM-DD')`,
        event: grouped.event,
        emo: grouped.emo,
        labels: grouped.labels,
        cod_amount: grouped.cod_amount,
        total_cost: grouped.total_cost,
      })
      .from(grouped);
    return rows.map((row) => ({
      day: row.day,
      event: row.event as RollupSumRow['event'],
      emo: Boolean(row.emo),
      ...toSums(row),
    }));
  },

  /**
   * The rollups of the scope per branch, event and kind over a span (the league table's month). Its own statement:
   * run beside the days', it costs less than one pass grouping both ways (measured at 2 M labels).
   */
  async sumsByBranch(db: Database, scope: RollupScope, span: DaySpan) {
    const rows = await db
      .select({ branchId: labelRollups.branchId, event: labelRollups.event, emo: isEmo, ...sums })
      .from(labelRollups)
      .where(rollupsOf(scope, span))
      .groupBy(labelRollups.branchId, labelRollups.event, isEmo);
    return rows.map((row) => ({
      branchId: row.branchId,
      event: row.event as RollupSumRow['event'],
      emo: Boolean(row.emo),
      ...toSums(row),
    }));
  },

  /**
   * COD cash not yet banked, read from the ledger's kept balances (never summed from postings): the branches' cash
   * and the cash of the people of those branches (couriers: `cash:courier:{user id}`, as the domain's
   * ledgerAccounts.courierCash names it); with `merchants`, also what the company owes its merchants (their
   * `payable:cod:{merchant id}`) and the batches issued and unpaid (`payable:clearance`). Each account is a primary
   * key lookup.
   */
  async codBalances(
    db: Database,
    { companyId, branchIds, merchants }: { companyId: number; branchIds: readonly number[]; merchants: boolean },
  ) {
    const branchAccounts = branchIds.map((id) => sql`(${ledgerAccounts.branchCash(id)})`);
    const wanted = sql.join(
      [
        ...(branchAccounts.length > 0 ? [sql`select id from (values ${sql.join(branchAccounts, sql`, `)}) v(id)`] : []),
        sql`select 'cash:courier:' || u.id from users u
          where u.company_id = ${companyId} and u.branch_id = any(${intArray(branchIds)})`,
        ...(merchants
          ? [
              sql`select 'payable:cod:' || m.id from merchants m where m.company_id = ${companyId}`,
              sql`select ${ledgerAccounts.clearancePayable}`,
            ]
          : []),
      ],
      sql` union all `,
    );
    const [row] = rowsOf<Record<string, string | number>>(
      await db.execute(sql`
        with wanted(id) as (${wanted})
        select
          coalesce(sum(a.balance) filter (where a.id like 'cash:branch:%'), 0)::bigint as branch_cash,
          coalesce(sum(a.balance) filter (where a.id like 'cash:courier:%'), 0)::bigint as courier_cash,
          coalesce(sum(a.balance) filter (where a.id like 'payable:cod:%'), 0)::bigint as cod_payable,
          coalesce(sum(a.balance) filter (where a.id = ${ledgerAccounts.clearancePayable}), 0)::bigint
            as clearance_payable
        from wanted w join ledger_accounts a on a.id = w.id`),
    );
    return {
      branchCash: Number(row?.branch_cash ?? 0),
      courierCash: Number(row?.courier_cash ?? 0),
      codPayable: Number(row?.cod_payable ?? 0),
      clearancePayable: Number(row?.clearance_payable ?? 0),
    };
  },

  /**
   * How many labels of the scope are stuck, up to one more than stuckCountCap (so the caller knows there are more):
   * those booked at its branches, then those on their way to them from elsewhere — two disjoint streams along the
   * stuck indexes, read only as far as the cap.
   */
  async countStuck(db: Database, scope: StuckScope): Promise<number> {
    if (scope.branchIds.length === 0) return 0;
    const branches = [...scope.branchIds];
    const booked = sql`select 1 from ${labels} where ${and(
      inArray(labels.acceptBranchId, branches),
      stillMoving(labels.status),
      sql`${labels.updatedAt} < ${scope.before.toISOString()}::timestamptz`,
    )}`;
    const incoming = sql`select 1 from ${labels} where ${and(
      inArray(labels.deliverBranchId, branches),
      sql`${labels.acceptBranchId} <> all(${intArray(branches)})`,
      stillMoving(labels.status),
      sql`${labels.updatedAt} < ${scope.before.toISOString()}::timestamptz`,
    )}`;
    const streams = scope.wholeCompany ? booked : sql`(${booked}) union all (${incoming})`;
    const [row] = rowsOf<{ count: number | string }>(
      await db.execute(
        sql`select count(*)::int as count from (${streams} limit ${sql.raw(String(stuckCountCap + 1))}) stuck`,
      ),
    );
    return Number(row?.count ?? 0);
  },

  /**
   * A page of the scope's stuck labels, oldest movement first: each branch's oldest `offset + limit` on each side
   * (index order, a few rows per branch), merged; a label on both sides of the scope is read twice and kept once.
   */
  async listStuck(
    db: Database,
    scope: StuckScope,
    { limit, offset }: { limit: number; offset: number },
  ): Promise<StuckRow[]> {
    if (scope.branchIds.length === 0) return [];
    const depth = sql.raw(String(offset + limit));
    const side = (which: 'accept' | 'deliver') => sql`
      select s.id, s.updated_at from unnest(${intArray(scope.branchIds)}) b(id) cross join lateral (
        select ${labels.id} as id, ${labels.updatedAt} as updated_at from ${labels}
        where ${stuckAt(which, sql`b.id`, scope.before)}
        order by ${labels.updatedAt}, ${labels.id} limit ${depth}
      ) s`;
    const picked = scope.wholeCompany ? side('accept') : sql`${side('accept')} union ${side('deliver')}`;
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        with page as (
          select id, updated_at from (${picked}) picked
          order by updated_at, id limit ${sql.raw(String(limit))} offset ${sql.raw(String(offset))}
        )
        select l.id, l.tracking_code, l.status, l.accept_branch_id, l.deliver_branch_id,
          floor(extract(epoch from page.updated_at) * 1000)::bigint as moved_ms
        from page join labels l on l.id = page.id
        order by page.updated_at, page.id`),
    );
    return rows.map((row) => ({
      id: Number(row.id),
      trackingCode: row.tracking_code as string,
      status: row.status as string,
      acceptBranchId: Number(row.accept_branch_id),
      deliverBranchId: Number(row.deliver_branch_id),
      updatedAt: new Date(Number(row.moved_ms)),
    }));
  },
};
