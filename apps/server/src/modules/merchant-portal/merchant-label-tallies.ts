import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import { merchantLabelTallies } from '../../db/schema/index.js';

const t = merchantLabelTallies;

const compactStatement = preparedStatement(
  'compact_merchant_label_tallies',
  sql`
    with folded as (
      delete from ${t} where (merchant_id, tab) in (
        select merchant_id, tab from ${t} group by merchant_id, tab having count(*) > 1
      )
      returning *
    ), written as (
      insert into ${t} select merchant_id, tab, sum(labels) from folded group by merchant_id, tab
        having sum(labels) <> 0
    )
    select count(*)::int as folded from folded`,
  (row) => Number(row.folded),
);

/**
 * Folds the rows of every merchant and tab that has more than one into one row holding their sum (dropping those that
 * sum to zero), in one statement, as compactLabelTallies does for the branches' tallies.
 */
export async function compactMerchantLabelTallies({ db }: { db: Database }): Promise<{ folded: number }> {
  const [folded] = await compactStatement.run(db, {});
  return { folded: folded ?? 0 };
}

/** Reclaims the rows compactions deleted (autovacuum does it too where it runs; PGlite has none). */
export async function vacuumMerchantLabelTallies({ db }: { db: Database }): Promise<void> {
  await db.execute(sql`vacuum ${t}`);
}
