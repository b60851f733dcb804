import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { labelFeeRollups, labelRollups } from '../../db/schema/index.js';

const rollupKeys = [
  'company_id',
  'day',
  'branch_id',
  'event',
  'report_type',
  'label_type',
  'service_type',
  'accept_type',
];
const feeKeys = [
  'company_id',
  'day',
  'branch_id',
  'report_type',
  'label_type',
  'service_type',
  'accept_type',
  'fee_name',
];
const keyList = (keys: readonly string[]) => sql.raw(keys.join(', '));
/** The keys of the rows a label's rollup function returns (labels share the column names). */
const ofRows = (keys: readonly string[]) => sql.raw(keys.map((key) => `k.${key}`).join(', '));
const groupByKeys = sql.raw('group by 1, 2, 3, 4, 5, 6, 7, 8');

/** Labels of one company, or all. */
const labelsOf = (companyId: number | undefined) =>
  companyId === undefined ? sql`labels` : sql`(select * from labels where company_id = ${companyId})`;
const rollupsOf = (table: typeof labelRollups | typeof labelFeeRollups, companyId: number | undefined) =>
  companyId === undefined ? sql`${table}` : sql`(select * from ${table} where company_id = ${companyId})`;

/** The accepted and returned moments each label's viewable history gives (the earliest step of each). */
const historyEventTimes = (companyId: number | undefined) => sql`
  select l.id,
    min(t.created_at) filter (where t.status = 'accept_from_origin_branch') as accepted_at,
    min(t.created_at) filter (
      where t.status in ('sentback_to_customer', 'return_confirmed', 'mpost_return_confirmed')) as returned_at
  from ${labelsOf(companyId)} l left join label_transactions t on t.label_id = l.id and t.viewable
  group by l.id`;

/** The rollups as summing every label gives them: the same function the trigger writes with. */
const recomputedRollups = (companyId: number | undefined) => sql`
  select ${ofRows(rollupKeys)}, sum(k.labels)::bigint as labels, sum(k.cod_amount)::bigint as cod_amount,
    sum(k.total_cost)::bigint as total_cost
  from ${labelsOf(companyId)} l cross join lateral label_rollup_rows(l, 1) k ${groupByKeys}`;
const recomputedFees = (companyId: number | undefined) => sql`
  select ${ofRows(feeKeys)}, sum(k.amount)::bigint as amount
  from ${labelsOf(companyId)} l cross join lateral label_fee_rollup_rows(l, 1) k ${groupByKeys}
  having sum(k.amount) <> 0`;

export interface RollupDifference {
  table: 'label_rollups' | 'label_fee_rollups';
  key: Record<string, string | number>;
  stored: Record<string, number>;
  recomputed: Record<string, number>;
}

export interface RollupRepairReport {
  /** Labels whose accepted or returned moment disagreed with their history. */
  eventTimesDiffering: number;
  /** Keys whose stored sums differed from the labels' (after the event times were put right), and the first few. */
  keysDiffering: number;
  differences: RollupDifference[];
  /** Whether anything was written (false in a check, or when all agreed). */
  repaired: boolean;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function differences(
  tx: Database,
  companyId: number | undefined,
  limit: number,
): Promise<{ count: number; first: RollupDifference[] }> {
  const amounts = ['labels', 'cod_amount', 'total_cost'];
  const rollupRows = rowsOf<Record<string, string | number | null>>(
    await tx.execute(sql`
      with stored as (
        select ${keyList(rollupKeys)}, sum(labels)::bigint as labels, sum(cod_amount)::bigint as cod_amount,
          sum(total_cost)::bigint as total_cost
        from ${rollupsOf(labelRollups, companyId)} as r group by ${keyList(rollupKeys)}
        having sum(labels) <> 0 or sum(cod_amount) <> 0 or sum(total_cost) <> 0
      ), recomputed as (${recomputedRollups(companyId)})
      select ${keyList(rollupKeys)}, s.labels as stored_labels, s.cod_amount as stored_cod_amount,
        s.total_cost as stored_total_cost, r.labels as recomputed_labels, r.cod_amount as recomputed_cod_amount,
        r.total_cost as recomputed_total_cost
      from stored s full join recomputed r using (${keyList(rollupKeys)})
      where s.labels is distinct from r.labels or s.cod_amount is distinct from r.cod_amount
        or s.total_cost is distinct from r.total_cost`),
  );
  const feeRows = rowsOf<Record<string, string | number | null>>(
    await tx.execute(sql`
      with stored as (
        select ${keyList(feeKeys)}, sum(amount)::bigint as amount from ${rollupsOf(labelFeeRollups, companyId)} as r
        group by ${keyList(feeKeys)} having sum(amount) <> 0
      ), recomputed as (${recomputedFees(companyId)})
      select ${keyList(feeKeys)}, s.amount as stored_amount, r.amount as recomputed_amount
      from stored s full join recomputed r using (${keyList(feeKeys)})
      where s.amount is distinct from r.amount`),
  );
  const describe = (
    table: RollupDifference['table'],
    keys: readonly string[],
    measures: readonly string[],
    row: Record<string, string | number | null>,
  ): RollupDifference => ({
    table,
    key: Object.fromEntries(keys.map((key) => [key, row[key] as string | number])),
    stored: Object.fromEntries(measures.map((name) => [name, Number(row[`stored_${name}`] ?? 0)])),
    recomputed: Object.fromEntries(measures.map((name) => [name, Number(row[`recomputed_${name}`] ?? 0)])),
  });
  const all = [
    ...rollupRows.map((row) => describe('label_rollups', rollupKeys, amounts, row)),
    ...feeRows.map((row) => describe('label_fee_rollups', feeKeys, ['amount'], row)),
  ];
  return { count: all.length, first: all.slice(0, limit) };
}

/**
 * Recomputes the report rollups from the labels (`npm run rollups:repair`) and says what differed. First each label's
 * accepted and returned moments are checked against its viewable history; then every rollup key's stored sum against
 * summing the labels. Unless `check` is set, whatever differed is put right: the moments updated (the trigger moves
 * their rollups), the rollups rewritten from the labels. Writers wait meanwhile (labels are locked in SHARE mode), so
 * the recomputation and what it replaces see the same labels.
 */
export async function repairLabelRollups({
  db,
  companyId,
  check = false,
  limit = 20,
}: {
  db: Database;
  /** One company's labels and rollups only (every company's when absent). */
  companyId?: number;
  check?: boolean;
  limit?: number;
}): Promise<RollupRepairReport> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table labels in share mode`);
    const [times] = rowsOf<{ differing: number }>(
      await tx.execute(sql`
        select count(*)::int as differing from labels l join (${historyEventTimes(companyId)}) h on h.id = l.id
        where l.accepted_at is distinct from h.accepted_at or l.returned_at is distinct from h.returned_at`),
    );
    const eventTimesDiffering = Number(times?.differing ?? 0);
    if (check) {
      const found = await differences(tx, companyId, limit);
      return { eventTimesDiffering, keysDiffering: found.count, differences: found.first, repaired: false };
    }
    if (eventTimesDiffering > 0) {
      await tx.execute(sql`
        update labels l set accepted_at = h.accepted_at, returned_at = h.returned_at
        from (${historyEventTimes(companyId)}) h
        where h.id = l.id and (l.accepted_at is distinct from h.accepted_at or l.returned_at is distinct from h.returned_at)`);
    }
    const found = await differences(tx, companyId, limit);
    if (found.count > 0) {
      const ofCompany = (table: typeof labelRollups | typeof labelFeeRollups) =>
        companyId === undefined ? sql`` : sql`where ${table.companyId} = ${companyId}`;
      await tx.execute(sql`delete from ${labelRollups} ${ofCompany(labelRollups)}`);
      await tx.execute(sql`insert into ${labelRollups} ${recomputedRollups(companyId)}`);
      await tx.execute(sql`delete from ${labelFeeRollups} ${ofCompany(labelFeeRollups)}`);
      await tx.execute(sql`insert into ${labelFeeRollups} ${recomputedFees(companyId)}`);
    }
    return {
      eventTimesDiffering,
      keysDiffering: found.count,
      differences: found.first,
      repaired: eventTimesDiffering > 0 || found.count > 0,
    };
  });
}

/** The report in a few lines, for the command's output. */
export function describeRepairReport(report: RollupRepairReport): string[] {
  const lines = [
    `labels whose accepted or returned moment disagreed with their history: ${report.eventTimesDiffering}`,
    `rollup keys whose sums disagreed with the labels: ${report.keysDiffering}`,
    ...report.differences.map(
      (difference) =>
        `  ${difference.table} ${JSON.stringify(difference.key)}: stored ${JSON.stringify(difference.stored)}, ` +
        `from the labels ${JSON.stringify(difference.recomputed)}`,
    ),
  ];
  if (report.keysDiffering > report.differences.length) {
    lines.push(`  … and ${report.keysDiffering - report.differences.length} more`);
  }
  lines.push(report.repaired ? 'repaired: the rollups now equal the labels' : 'nothing written');
  return lines;
}
