import { yangonOffsetMinutes, type LabelStatus } from '@waypost/domain';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { branches, labelTransactions } from '../../db/schema/index.js';

export const trackByDateRepository = {
  async findBranch(tx: Database, companyId: number, where: { id: number } | { code: string }) {
    const [row] = await tx
      .select({ id: branches.id, code: branches.code, nameEn: branches.nameEn, nameMm: branches.nameMm })
      .from(branches)
      .where(
        and(
          eq(branches.companyId, companyId),
          'id' in where ? eq(branches.id, where.id) : eq(branches.code, where.code.toUpperCase()),
        ),
      );
    return row ?? null;
  },

  /** Viewable status changes the branch wrote, counted per Yangon day (fixed UTC+06:30, no daylight saving). */
  async countMovements(
    tx: Database,
    {
      branchId,
      from,
      before,
      statuses,
    }: { branchId: number; from: Date; before: Date; statuses: readonly LabelStatus[] },
  ) {
    // The offset is a constant written into the SQL so that SELECT and GROUP BY hold the identical expression.
    const day = sql<string>`to_char((${labelTransactions.createdAt} at time zone 'UTC') + make_interval(mins => ${sql.raw(String(yangonOffsetMinutes))}), 'YYYY-MM-DD')`;
    const rows = await tx
      .select({ day, status: labelTransactions.status, count: sql<string>`count(*)` })
      .from(labelTransactions)
      .where(
        and(
          eq(labelTransactions.branchId, branchId),
          eq(labelTransactions.viewable, true),
          gte(labelTransactions.createdAt, from),
          lt(labelTransactions.createdAt, before),
          inArray(labelTransactions.status, [...statuses]),
        ),
      )
      .groupBy(day, labelTransactions.status);
    return rows.map((row) => ({ day: row.day, status: row.status, count: Number(row.count) }));
  },
};
