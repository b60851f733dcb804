import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedStatement, type PreparedStatement } from '../../db/prepared-statement.js';
import {
  cappedCount,
  labelCountCap,
  listStreams,
  shapeOf,
  type Bind,
  type LabelListFilter,
} from './label-list-query.js';
import { isTallied, tallyTotal } from './label-tallies.js';

/** The count of each filter, as a scalar subquery; filter `index`'s values are bound under names of its own. */
function countsOf(filters: readonly LabelListFilter[], bind: (index: number) => Bind): SQL[] {
  return filters.map((filter, index) =>
    isTallied(filter) ? tallyTotal(filter, bind(index)) : cappedCount(listStreams(filter, bind(index))),
  );
}

/** Statements by the shapes of their filters: the tab counters of a branch user, of head office, … (a handful). */
const statementsByShape = new Map<string, PreparedStatement<Record<string, unknown>, number[]>>();
const maxShapes = 100;
let statementCount = 0;

export const labelCountsRepository = {
  /**
   * How many labels match each filter, in one prepared statement, counted as the filter's list counts its total:
   * exactly from the tallies for a tab as it opens, else up to labelCountCap (`capped`: more than that).
   */
  async countEach(tx: Database, filters: readonly LabelListFilter[]): Promise<{ total: number; capped: boolean }[]> {
    if (filters.length === 0) return [];
    const values: Record<string, unknown> = {};
    const bind =
      (index: number): Bind =>
      (name, value) => {
        const key = `f${index}_${name}`;
        if (!(key in values)) values[key] = value;
        return sql.placeholder(key);
      };
    const counts = countsOf(filters, bind);
    const shape = JSON.stringify(filters.map(shapeOf));
    let statement = statementsByShape.get(shape);
    if (!statement) {
      if (statementsByShape.size >= maxShapes) statementsByShape.clear();
      const columns = counts.map((count, index) => sql`${count} as ${sql.identifier(`count${index}`)}`);
      statement = preparedStatement(
        `label_counts_${(statementCount += 1)}`,
        sql`select ${sql.join(columns, sql`, `)}`,
        // node-postgres hands bigint and numeric as text, PGlite as numbers.
        (row) => filters.map((_, index) => Number(row[`count${index}`] ?? 0)),
      );
      statementsByShape.set(shape, statement);
    }
    const [totals = []] = await statement.run(tx, values);
    return filters.map((filter, index) => {
      const total = totals[index] ?? 0;
      if (isTallied(filter)) return { total, capped: false };
      return { total: Math.min(total, labelCountCap), capped: total > labelCountCap };
    });
  },
};
