import type { ReportEvent, ReportType } from '@waypost/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { branchCollections, branches, emoOrders, labelFeeRollups, labelRollups } from '../../db/schema/index.js';

export interface ReportBranch {
  id: number;
  code: string;
  name_en: string;
  name_mm: string;
  branchCollectionId: number | null;
}

export interface ReportFilter {
  companyId: number;
  event: ReportEvent;
  reportTypes: readonly ReportType[];
  from: string;
  to: string;
  branchIds: readonly number[];
}

export interface ReportSums {
  labels: number;
  cod_amount: number;
  total_cost: number;
}

const toSums = (row: { labels: unknown; cod_amount: unknown; total_cost: unknown }): ReportSums => ({
  labels: Number(row.labels),
  cod_amount: Number(row.cod_amount),
  total_cost: Number(row.total_cost),
});

export const reportsRepository = {
  async listBranches(db: Database, companyId: number): Promise<ReportBranch[]> {
    return db
      .select({
        id: branches.id,
        code: branches.code,
        name_en: branches.nameEn,
        name_mm: branches.nameMm,
        branchCollectionId: branches.branchCollectionId,
      })
      .from(branches)
      .where(eq(branches.companyId, companyId))
      .orderBy(branches.code);
  },

  async listCollections(db: Database, companyId: number) {
    return db
      .select({ id: branchCollections.id, name_en: branchCollections.nameEn, name_mm: branchCollections.nameMm })
      .from(branchCollections)
      .where(eq(branchCollections.companyId, companyId))
      .orderBy(branchCollections.nameEn);
  },

  /**
   * The rollups of the filter summed per day and per branch in one pass (grouping sets): what a report shows, read
   * from a few rows per day whatever the number of labels. Days, not months or years: grouping by the date column
   * itself is cheaper than formatting every rollup row, and the service folds the days into the period's buckets.
   */
  async sums(db: Database, filter: ReportFilter) {
    if (filter.branchIds.length === 0 || filter.reportTypes.length === 0) return { days: [], branches: [] };
    const rows = await db
      .select({
        day: sql<
          string | null
        >`case when grouping(${labelRollups.day}) = 0 then to_char(${labelRollups.day}, 'YYYY-MM-DD') end`,
        branchId: sql<
          number | null
        >`case when grouping(${labelRollups.branchId}) = 0 then ${labelRollups.branchId} end`,
        labels: sql<string>`sum(${labelRollups.labels})`,
        cod_amount: sql<string>`sum(${labelRollups.codAmount})`,
        total_cost: sql<string>`sum(${labelRollups.totalCost})`,
      })
      .from(labelRollups)
      .where(
        and(
          eq(labelRollups.companyId, filter.companyId),
          eq(labelRollups.event, filter.event),
          inArray(labelRollups.reportType, [...filter.reportTypes]),
          sql`${labelRollups.day} between ${filter.from} and ${filter.to}`,
          inArray(labelRollups.branchId, [...filter.branchIds]),
        ),
      )
      .groupBy(sql`grouping sets ((${labelRollups.day}), (${labelRollups.branchId}))`);
    return {
      days: rows.filter((row) => row.day !== null).map((row) => ({ day: row.day!, ...toSums(row) })),
      branches: rows
        .filter((row) => row.branchId !== null)
        .map((row) => ({ branchId: Number(row.branchId), ...toSums(row) })),
    };
  },

  /**
   * The `emo` report (issue 28 §3): EMO money orders booked in the span, per Yangon day and per booking branch, in
   * the shape of the label sums — `labels` the orders, `cod_amount` their amounts, `total_cost` their fees.
   */
  async emoSums(db: Database, filter: Omit<ReportFilter, 'event' | 'reportTypes'>) {
    if (filter.branchIds.length === 0) return { days: [], branches: [] };
    const day = sql`yangon_day(${emoOrders.bookedAt})`;
    const rows = await db
      .select({
        day: sql<string | null>`case when grouping(${day}) = 0 then to_char(${day}, 'YYYY-MM-DD') end`,
        branchId: sql<
          number | null
        >`case when grouping(${emoOrders.bookBranchId}) = 0 then ${emoOrders.bookBranchId} end`,
        labels: sql<string>`count(*)`,
        cod_amount: sql<string>`sum(${emoOrders.amount})`,
        total_cost: sql<string>`sum(${emoOrders.fee})`,
      })
      .from(emoOrders)
      .where(
        and(
          eq(emoOrders.companyId, filter.companyId),
          sql`${emoOrders.bookedAt} >= (${filter.from}::date)::timestamp at time zone 'Asia/Yangon'`,
          sql`${emoOrders.bookedAt} < (${filter.to}::date + 1)::timestamp at time zone 'Asia/Yangon'`,
          inArray(emoOrders.bookBranchId, [...filter.branchIds]),
        ),
      )
      .groupBy(sql`grouping sets ((${day}), (${emoOrders.bookBranchId}))`);
    return {
      days: rows.filter((row) => row.day !== null).map((row) => ({ day: row.day!, ...toSums(row) })),
      branches: rows
        .filter((row) => row.branchId !== null)
        .map((row) => ({ branchId: Number(row.branchId), ...toSums(row) })),
    };
  },

  /** The charges of the filter's accepted labels by fee name. */
  async fees(db: Database, filter: Omit<ReportFilter, 'event'>) {
    if (filter.branchIds.length === 0 || filter.reportTypes.length === 0) return [];
    const rows = await db
      .select({ feeName: labelFeeRollups.feeName, amount: sql<string>`sum(${labelFeeRollups.amount})` })
      .from(labelFeeRollups)
      .where(
        and(
          eq(labelFeeRollups.companyId, filter.companyId),
          inArray(labelFeeRollups.reportType, [...filter.reportTypes]),
          sql`${labelFeeRollups.day} between ${filter.from} and ${filter.to}`,
          inArray(labelFeeRollups.branchId, [...filter.branchIds]),
        ),
      )
      .groupBy(labelFeeRollups.feeName)
      .having(sql`sum(${labelFeeRollups.amount}) <> 0`);
    return rows.map((row) => ({ fee_name: row.feeName, amount: Number(row.amount) }));
  },
};
