import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { labels } from '../../db/schema/index.js';
import { labelCountCap, listStreams, type Bind, type LabelListFilter } from './label-list-query.js';

/** The counts are one ad-hoc statement (their tabs vary per call), so each value is sent as a plain parameter. */
const asParameter: Bind = (_name, value) => sql`${sql.param(value)}`;

/**
 * How many labels match `filter`, up to labelCountCap + 1, as a scalar subquery: the same capped streams as
 * the list page counts for its total, so a counter and its list agree to the label.
 */
function cappedCount(filter: LabelListFilter): SQL<string> {
  const streams = listStreams(filter, asParameter).map((where) => sql`(select 1 from ${labels} where ${where})`);
  // One cap over the streams together (read one after another, stopping at the cap), as the list page counts.
  return sql<string>`(select count(*) from (
    select 1 from (${sql.join(streams, sql` union all `)}) as matches limit ${labelCountCap + 1}
  ) as capped)`;
}

export const labelCountsRepository = {
  /**
   * How many labels match each filter (each up to labelCountCap + 1), in one statement: one round trip for every
   * tab, each count reading only its own index ranges and only as far as the cap.
   */
  async countEach(tx: Database, filters: readonly LabelListFilter[]): Promise<number[]> {
    if (filters.length === 0) return [];
    const columns = Object.fromEntries(filters.map((filter, index) => [`count${index}`, cappedCount(filter)]));
    // A one-row select keeps the result typed the same on node-postgres (text) and PGlite (number).
    const [row] = await tx.select(columns).from(sql`(select 1) as one`);
    return filters.map((_, index) => Math.min(Number(row?.[`count${index}`] ?? 0), labelCountCap + 1));
  },
};
