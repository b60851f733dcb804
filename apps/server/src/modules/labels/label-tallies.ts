import type { LabelStatus } from '@waypost/domain';
import { and, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import { labelTallies } from '../../db/schema/index.js';
import type { Bind, LabelListFilter } from './label-list-types.js';

const t = labelTallies;

const statusIn = (statuses: readonly LabelStatus[]) =>
  statuses.length ? inArray(t.status, [...statuses]) : sql`false`;

/** The tab's own predicates, which every tally row of the list must meet whatever its role. */
function tallyCommon(filter: LabelListFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.pickupAtPo !== undefined) conditions.push(eq(t.pickupAtPo, filter.pickupAtPo));
  if (filter.shippingTypes) conditions.push(inArray(t.shippingType, [...filter.shippingTypes]));
  if (filter.excludeShippingTypes) conditions.push(sql`${t.shippingType} not in ${[...filter.excludeShippingTypes]}`);
  if (filter.anyStatus) conditions.push(statusIn(filter.anyStatus));
  return conditions;
}

/** True when the list's total can be read off the tallies: no filter that looks into a label beyond its tally key. */
export function isTallied(filter: LabelListFilter): boolean {
  return !(
    filter.search ||
    filter.trackingCode ||
    filter.phone ||
    filter.branchId !== undefined ||
    filter.createdFrom ||
    filter.createdBefore
  );
}

/**
 * Which tally rows add up to the list's total, one condition per role: the same labels listStreams selects, told
 * apart by role instead of by comparing branch columns (`also_accept` / `also_deliver` stand for "this branch is
 * also the accepting / delivering branch"). Only for filters that isTallied accepts. One condition per role keeps
 * each a plain range of the (branch, role, status) index, whose scan skips the rows compactions deleted once it has
 * met them, where an OR of roles would be a bitmap scan reading every dead row until the table is vacuumed.
 */
function tallyParts(filter: LabelListFilter, bind: Bind): SQL[] {
  const common = tallyCommon(filter);
  if (filter.status) common.push(eq(t.status, bind('status', filter.status)));
  const scope = filter.branchScope;
  // The role is a constant of the statement (from labelTallyRoles), so the planner sees which one.
  const role = (name: (typeof labelTallies.role.enumValues)[number]) => sql`${t.role} = ${sql.raw(`'${name}'`)}`;
  const part = (...conditions: (SQL | undefined)[]) => and(...conditions, ...common)!;
  if (!scope) {
    const statuses = filter.statuses ? [...filter.statuses, ...(filter.viaStatuses ?? [])] : null;
    return [
      part(
        eq(t.companyId, bind('company', filter.companyId)),
        role('accept'),
        statuses ? statusIn(statuses) : undefined,
      ),
    ];
  }
  const branch = eq(t.branchId, bind('branch', scope.branchId));
  const ownRole = scope.side === 'receiver' ? 'deliver' : 'accept';
  if (filter.statuses) {
    if (scope.side === 'any') {
      return [
        part(branch, role('accept'), statusIn(filter.statuses)),
        part(branch, role('deliver'), not(t.alsoAccept), statusIn(filter.statuses)),
      ];
    }
    const parts = [part(branch, role(ownRole), statusIn(filter.statuses))];
    // A forward / redirect branch's labels, unless the branch already lists them in its own role.
    if (filter.viaStatuses?.length) {
      const alsoOwn = ownRole === 'deliver' ? t.alsoDeliver : t.alsoAccept;
      parts.push(part(branch, role('via'), statusIn(filter.viaStatuses), not(alsoOwn)));
    }
    return parts;
  }
  if (scope.side !== 'any') return [part(branch, role(ownRole))];
  return [
    part(branch, role('accept')),
    part(branch, role('deliver'), not(t.alsoAccept)),
    part(branch, role('via'), not(t.alsoAccept), not(t.alsoDeliver)),
  ];
}

/** The list's exact total from the tallies, as a scalar subquery (int). */
export function tallyTotal(filter: LabelListFilter, bind: Bind): SQL {
  const parts = tallyParts(filter, bind).map((where) => sql`(select ${t.labels} from ${t} where ${where})`);
  return sql`(select coalesce(sum(tallied.labels), 0)::int from (${sql.join(parts, sql` union all `)}) as tallied)`;
}

const tallyKeys = sql.raw(
  'company_id, branch_id, role, status, shipping_type, pickup_at_po, also_accept, also_deliver',
);

const compactStatement = preparedStatement(
  'compact_label_tallies',
  sql`
    with folded as (
      delete from ${t} where (${tallyKeys}) in (
        select ${tallyKeys} from ${t} group by ${tallyKeys} having count(*) > 1
      )
      returning *
    ), written as (
      insert into ${t} select ${tallyKeys}, sum(labels) from folded group by ${tallyKeys} having sum(labels) <> 0
    )
    select count(*)::int as folded from folded`,
  (row) => Number(row.folded),
);

/**
 * Folds the rows of every key that has more than one into one row holding their sum (dropping keys that sum to
 * zero), in one statement: a reader sees the rows before or after, never a mix. Writers are not blocked (they only
 * insert); two compactions at once each fold only the rows they deleted.
 */
export async function compactLabelTallies({ db }: { db: Database }): Promise<{ folded: number }> {
  const [folded] = await compactStatement.run(db, {});
  return { folded: folded ?? 0 };
}

/**
 * Reclaims the rows compactions deleted, so the tallies stay a few pages however many labels change. Autovacuum
 * does it too where it runs (PGlite has none); a role that does not own the table gets a warning and nothing else.
 */
export async function vacuumLabelTallies({ db }: { db: Database }): Promise<void> {
  await db.execute(sql`vacuum ${t}`);
}
