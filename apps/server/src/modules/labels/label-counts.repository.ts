import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cappedCount, labelCountCap, listStreams, type Bind, type LabelListFilter } from './label-list-query.js';
import { isTallied, tallyTotal } from './label-tallies.js';

/** The counts are one ad-hoc statement (their tabs vary per call), so each value is sent as a plain parameter. */
const asParameter: Bind = (_name, value) => sql`${sql.param(value)}`;

export const labelCountsRepository = {
  /**
   * How many labels match each filter, in one statement, counted as the filter's list counts its total: exactly
   * from the tallies for a tab as it opens, else up to labelCountCap (`capped`: more than that).
   */
  async countEach(tx: Database, filters: readonly LabelListFilter[]): Promise<{ total: number; capped: boolean }[]> {
    if (filters.length === 0) return [];
    const counts = filters.map((filter) =>
      isTallied(filter) ? tallyTotal(filter, asParameter) : cappedCount(listStreams(filter, asParameter)),
    );
    const columns = Object.fromEntries(counts.map((count, index) => [`count${index}`, sql<string>`${count}`]));
    // A one-row select keeps the result typed the same on node-postgres (text) and PGlite (number).
    const [row] = await tx.select(columns).from(sql`(select 1) as one`);
    return filters.map((filter, index) => {
      const total = Number(row?.[`count${index}`] ?? 0);
      if (isTallied(filter)) return { total, capped: false };
      return { total: Math.min(total, labelCountCap), capped: total > labelCountCap };
    });
  },
};
