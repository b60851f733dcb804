import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import { labelFeeRollups, labelRollups } from '../../db/schema/index.js';

const rollupKeys = sql.raw('company_id, day, branch_id, event, report_type, label_type, service_type, accept_type');
const feeKeys = sql.raw('company_id, day, branch_id, report_type, label_type, service_type, accept_type, fee_name');

const compactStatement = preparedStatement(
  'compact_label_rollups',
  sql`
    with folded as (
      delete from ${labelRollups} where (${rollupKeys}) in (
        select ${rollupKeys} from ${labelRollups} group by ${rollupKeys} having count(*) > 1
      )
      returning *
    ), written as (
      insert into ${labelRollups}
        select ${rollupKeys}, sum(labels), sum(cod_amount), sum(total_cost) from folded group by ${rollupKeys}
        having sum(labels) <> 0 or sum(cod_amount) <> 0 or sum(total_cost) <> 0
    ), fees_folded as (
      delete from ${labelFeeRollups} where (${feeKeys}) in (
        select ${feeKeys} from ${labelFeeRollups} group by ${feeKeys} having count(*) > 1
      )
      returning *
    ), fees_written as (
      insert into ${labelFeeRollups}
        select ${feeKeys}, sum(amount) from fees_folded group by ${feeKeys} having sum(amount) <> 0
    )
    select (select count(*) from folded)::int + (select count(*) from fees_folded)::int as folded`,
  (row) => Number(row.folded),
);

/**
 * Folds each key's change rows into one row holding their sum (dropping keys that come to nothing), in one statement,
 * as the label tallies are folded: a reader sees the rows before or after, never a mix; writers only insert.
 */
export async function compactLabelRollups({ db }: { db: Database }): Promise<{ folded: number }> {
  const [folded] = await compactStatement.run(db, {});
  return { folded: folded ?? 0 };
}

/** Reclaims the rows compactions deleted (PGlite has no autovacuum). */
export async function vacuumLabelRollups({ db }: { db: Database }): Promise<void> {
  await db.execute(sql`vacuum ${labelRollups}`);
  await db.execute(sql`vacuum ${labelFeeRollups}`);
}
