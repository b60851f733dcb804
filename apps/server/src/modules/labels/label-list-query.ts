import type { CodServiceState, LabelStatus, ShippingType } from '@waypost/domain';
import { and, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedStatement, toDate, type PreparedStatement } from '../../db/prepared-statement.js';
import { labels } from '../../db/schema/index.js';
import type { Bind, LabelListFilter } from './label-list-types.js';
import { isTallied, tallyTotal } from './label-tallies.js';
import { escapeLike } from '../../db/like-pattern.js';

export type { Bind, LabelListFilter } from './label-list-types.js';

/** Counting stops here: beyond it lists say "10 000+" rather than scan every match of a busy branch. */
export const labelCountCap = 10_000;

/** LIKE wildcards in user input are matched literally. */

/** The piece length of the tracking-code search index (search_grams, migration 0004). */
const gramLength = 4;

/** A fragment's distinct 4-character pieces, as the database's search_grams() cuts a stored code. */
function gramsOf(fragment: string): string[] {
  const grams = new Set<string>();
  for (let index = 0; index + gramLength <= fragment.length; index += 1) {
    grams.add(fragment.slice(index, index + gramLength));
  }
  return [...grams];
}

const isDigits = (text: string) => /^\d+$/.test(text);

/**
 * The tracking code holds `fragment` (normalized: upper case, ASCII digits). From 4 characters on, the GIN index of
 * the code's pieces finds the candidates; strpos, which implies the pieces, comes first so that a row that does not
 * match is never cut into pieces. Shorter fragments match so many labels that the branch's own index serves as well.
 */
function codeContains(fragment: string, bind: Bind, name: string): SQL {
  if (fragment.length < gramLength) return ilike(labels.trackingCode, bind(`${name}Like`, `%${escapeLike(fragment)}%`));
  return sql`(strpos(${labels.trackingCode}, ${bind(name, fragment)}) > 0 and search_grams(${labels.trackingCode}) @> ${bind(`${name}Grams`, gramsOf(fragment))}::text[])`;
}

/** The sender's or receiver's phone ends with `digits` (the last digits, or the whole number), by its tail index. */
function phoneEndsWith(digits: string, bind: Bind, name: string): SQL | undefined {
  if (!isDigits(digits)) return undefined;
  const reversed = bind(`${name}Reversed`, `${[...digits].reverse().join('')}%`);
  return or(
    sql`reverse(${labels.sourcePhone}) like ${reversed}`,
    sql`reverse(${labels.destinationPhone}) like ${reversed}`,
  );
}

/**
 * The search box's keyword as disjoint conditions, each served by its own index: the tracking code holds it, or
 * (when it does not) a phone ends with it. As separate streams, no row is cut into pieces just to be filtered, and
 * a label matching both ways is counted once.
 */
function keywordAlternatives(keyword: string | undefined, bind: Bind): (SQL | undefined)[] {
  if (!keyword) return [undefined];
  const phone = phoneEndsWith(keyword, bind, 'keyword');
  if (!phone) return [codeContains(keyword, bind, 'keyword')];
  // Codes are stored in upper case and the keyword is normalized, so strpos = 0 is exactly "the code does not hold it".
  return [
    codeContains(keyword, bind, 'keyword'),
    and(phone, sql`strpos(${labels.trackingCode}, ${bind('keyword', keyword)}) = 0`),
  ];
}

const statusIn = (statuses: readonly LabelStatus[]) =>
  statuses.length ? inArray(labels.status, [...statuses]) : sql`false`;

/** The search bar's filters and the tab's extra predicates: everything but the branch side and tab statuses. */
function commonConditions(filter: LabelListFilter, bind: Bind): SQL[] {
  const conditions: SQL[] = [];
  // A branch belongs to one company, so a branch-scoped list needs no company condition (and stays index-only).
  if (!filter.branchScope) conditions.push(eq(labels.companyId, bind('company', filter.companyId)));
  if (filter.pickupAtPo !== undefined) conditions.push(eq(labels.pickupAtPo, filter.pickupAtPo));
  if (filter.shippingTypes) conditions.push(inArray(labels.shippingType, [...filter.shippingTypes]));
  if (filter.excludeShippingTypes) {
    conditions.push(sql`${labels.shippingType} not in ${[...filter.excludeShippingTypes]}`);
  }
  if (filter.trackingCode) conditions.push(codeContains(filter.trackingCode, bind, 'code'));
  if (filter.phone) conditions.push(phoneEndsWith(filter.phone, bind, 'phone') ?? sql`false`);
  if (filter.branchId !== undefined) {
    const branch = bind('filterBranch', filter.branchId);
    conditions.push(or(eq(labels.acceptBranchId, branch), eq(labels.deliverBranchId, branch))!);
  }
  if (filter.status) conditions.push(eq(labels.status, bind('status', filter.status)));
  if (filter.anyStatus) conditions.push(statusIn(filter.anyStatus));
  if (filter.createdFrom) conditions.push(gte(labels.createdAt, bind('from', filter.createdFrom.toISOString())));
  if (filter.createdBefore) conditions.push(lt(labels.createdAt, bind('before', filter.createdBefore.toISOString())));
  return conditions;
}

/**
 * The list as disjoint streams, each one index range read newest first: (branch side, one status) for a tab, or
 * (one side, excluding the sides before it) for the search tab. Reading each stream only as deep as the page needs
 * keeps page 1 and page 500 cheap at millions of labels, where one OR/IN condition would sort every match.
 */
export function listStreams(filter: LabelListFilter, bind: Bind): SQL[] {
  const common = commonConditions(filter, bind);
  const scope = filter.branchScope;
  const stream = (...conditions: (SQL | undefined)[]) => and(...conditions, ...common) ?? sql`true`;
  const keyword = keywordAlternatives(filter.search, bind);
  if (!scope) {
    const statuses = filter.statuses ? [...filter.statuses, ...(filter.viaStatuses ?? [])] : null;
    return keyword.map((alternative) => stream(statuses ? statusIn(statuses) : undefined, alternative));
  }
  const branch = bind('branch', scope.branchId);
  if (filter.search || filter.trackingCode || filter.phone) {
    // A text search is narrowed by its search indexes first; one query per alternative lets the planner start there.
    const sides =
      scope.side === 'sender'
        ? eq(labels.acceptBranchId, branch)
        : scope.side === 'receiver'
          ? eq(labels.deliverBranchId, branch)
          : or(eq(labels.acceptBranchId, branch), eq(labels.deliverBranchId, branch), eq(labels.viaBranchId, branch));
    const own = filter.statuses ? and(sides, statusIn(filter.statuses)) : sides;
    const via = filter.viaStatuses?.length
      ? and(eq(labels.viaBranchId, branch), statusIn(filter.viaStatuses))
      : undefined;
    return keyword.map((alternative) => stream(via ? or(own, via) : own, alternative));
  }
  const sideColumn = scope.side === 'receiver' ? labels.deliverBranchId : labels.acceptBranchId;
  if (filter.statuses) {
    const streams = filter.statuses.map((status) => stream(eq(sideColumn, branch), eq(labels.status, status)));
    if (scope.side === 'any') {
      // A tab's statuses with side 'any' do not occur (tabs have a side); kept total for safety.
      return [
        stream(or(eq(labels.acceptBranchId, branch), eq(labels.deliverBranchId, branch)), statusIn(filter.statuses)),
      ];
    }
    for (const status of filter.viaStatuses ?? []) {
      // Not already counted as this side's own label.
      streams.push(stream(eq(labels.viaBranchId, branch), eq(labels.status, status), sql`${sideColumn} <> ${branch}`));
    }
    return streams.length ? streams : [sql`false`];
  }
  if (scope.side !== 'any') return [stream(eq(sideColumn, branch))];
  return [
    stream(eq(labels.acceptBranchId, branch)),
    stream(eq(labels.deliverBranchId, branch), sql`${labels.acceptBranchId} <> ${branch}`),
    stream(
      eq(labels.viaBranchId, branch),
      sql`${labels.acceptBranchId} <> ${branch}`,
      sql`${labels.deliverBranchId} <> ${branch}`,
    ),
  ];
}

/** What decides the SQL text of a list: which filters are present and the tab's constants, never a typed value. */
export function shapeOf(filter: LabelListFilter): string {
  const text = (value: string | undefined) =>
    value === undefined ? null : `${value.length < gramLength ? 'short' : 'grams'}${isDigits(value) ? '+digits' : ''}`;
  return JSON.stringify([
    filter.branchScope?.side ?? null,
    filter.statuses ?? null,
    filter.viaStatuses ?? null,
    filter.pickupAtPo ?? null,
    filter.shippingTypes ?? null,
    filter.excludeShippingTypes ?? null,
    text(filter.search),
    text(filter.trackingCode),
    filter.phone === undefined ? null : isDigits(filter.phone),
    filter.branchId !== undefined,
    filter.status !== undefined,
    filter.anyStatus ?? null,
    filter.createdFrom !== undefined,
    filter.createdBefore !== undefined,
  ]);
}

/** Shapes seen so far; a list has a few dozen in practice, the bound only keeps a flood of odd ones from piling up. */
const statementsByShape = new Map<string, PreparedStatement<Record<string, unknown>, ListedLabel>>();
const maxShapes = 500;
/** Names are never reused for other SQL: a connection keeps the statements it prepared under their names. */
let statementCount = 0;

const place = (row: Record<string, unknown>, prefix: string) =>
  row[`${prefix}_id`] === null
    ? null
    : {
        id: row[`${prefix}_id`] as string,
        nameEn: row[`${prefix}_name_en`] as string,
        nameMm: row[`${prefix}_name_mm`] as string,
      };
const branchOfRow = (row: Record<string, unknown>, prefix: string) => ({
  id: row[`${prefix}_id`] as number,
  code: row[`${prefix}_code`] as string,
  nameEn: row[`${prefix}_name_en`] as string,
  nameMm: row[`${prefix}_name_mm`] as string,
});

function listedLabelOf(row: Record<string, unknown>) {
  return {
    total: row.total as number,
    label:
      row.id === null
        ? null
        : {
            id: Number(row.id),
            trackingCode: row.tracking_code as string,
            type: row.type as LabelRowType['type'],
            acceptType: row.accept_type as LabelRowType['acceptType'],
            serviceType: row.service_type as LabelRowType['serviceType'],
            itemType: row.item_type as LabelRowType['itemType'],
            purchaseType: row.purchase_type as LabelRowType['purchaseType'],
            weightGrams: row.weight_grams as number,
            status: row.status as LabelStatus,
            shippingType: row.shipping_type as ShippingType,
            viaBranchId: row.via_branch_id as number | null,
            sourceName: row.source_name as string,
            sourcePhone: row.source_phone as string,
            destinationName: row.destination_name as string,
            destinationPhone: row.destination_phone as string,
            pickupAtPo: row.pickup_at_po as boolean,
            codAmount: row.cod_amount as number,
            totalCost: row.total_cost as number,
            createdAt: toDate(row.created_at),
            updatedAt: toDate(row.updated_at),
            acceptBranch: branchOfRow(row, 'accept_branch'),
            deliverBranch: branchOfRow(row, 'deliver_branch'),
            sourceTownship: place(row, 'source_township'),
            destinationTownship: place(row, 'destination_township'),
            steps: row.steps as { status: LabelStatus; viewable: boolean }[],
            codState: row.cod_state as CodServiceState | null,
          },
  };
}

type LabelRowType = typeof labels.$inferSelect;
type ListedLabel = ReturnType<typeof listedLabelOf>;

/**
 * How many labels the streams hold, up to labelCountCap + 1, as a scalar subquery: for lists the tallies cannot
 * count (a text search, a date range). One cap over the streams together: they are read one after another and
 * reading stops at the cap, where a cap per stream read up to three times as far for a branch busy on every side.
 */
export function cappedCount(streams: SQL[]): SQL {
  const counted = streams.map((where) => sql`(select 1 from ${labels} where ${where})`);
  return sql`(select count(*)::int from (
    select 1 from (${sql.join(counted, sql` union all `)}) as matches limit ${sql.raw(String(labelCountCap + 1))}
  ) as counted)`;
}

/**
 * One page of a list and how many labels match, in one statement: the page's ids from the streams, each read only as
 * deep as the page needs; the total (`count`, a scalar subquery); then the page's rows with their branches,
 * townships and status steps (which the viewing branch's status is derived from).
 */
function listStatement(
  streams: SQL[],
  count: SQL,
  bind: Bind,
  { firstPageSize, planPerRequest }: { firstPageSize: number | null; planPerRequest: boolean },
) {
  // Page 1 (what nearly every visit opens) has its size written into the SQL: with the limits known, PostgreSQL's
  // plan for any branch is the plan for this one and it keeps the generic plan instead of planning every request
  // again (≈ 1 ms each). Deeper pages bind their depth.
  const depth = firstPageSize === null ? bind('depth', 0) : sql.raw(String(firstPageSize));
  const window =
    firstPageSize === null ? sql`limit ${bind('limit', 0)} offset ${bind('offset', 0)}` : sql`limit ${depth}`;
  const page = streams.map(
    (where) => sql`(select ${labels.id} from ${labels} where ${where} order by ${labels.id} desc limit ${depth})`,
  );
  return preparedStatement(
    `label_list_${(statementCount += 1)}`,
    sql`
      with page_ids as (
        select matches.id from (${sql.join(page, sql` union all `)}) as matches
        order by matches.id desc ${window}
      ), total as (select ${count} as total)
      select total.total, page.* from total left join lateral (
        select l.id, l.tracking_code, l.type, l.accept_type, l.service_type, l.item_type, l.purchase_type,
          l.weight_grams, l.status, l.shipping_type, l.via_branch_id, l.source_name, l.source_phone,
          l.destination_name, l.destination_phone, l.pickup_at_po, l.cod_amount, l.total_cost, l.created_at,
          l.updated_at,
          ab.id as accept_branch_id, ab.code as accept_branch_code, ab.name_en as accept_branch_name_en,
          ab.name_mm as accept_branch_name_mm,
          db.id as deliver_branch_id, db.code as deliver_branch_code, db.name_en as deliver_branch_name_en,
          db.name_mm as deliver_branch_name_mm,
          st.id as source_township_id, st.name_en as source_township_name_en, st.name_mm as source_township_name_mm,
          dt.id as destination_township_id, dt.name_en as destination_township_name_en,
          dt.name_mm as destination_township_name_mm,
          (select coalesce(json_agg(json_build_object('status', t.status, 'viewable', t.viewable) order by t.seq),
                           '[]'::json)
             from label_transactions t where t.label_id = l.id) as steps,
          (select c.state from label_cod c where c.label_id = l.id) as cod_state
        from page_ids join labels l on l.id = page_ids.id
        join branches ab on ab.id = l.accept_branch_id
        join branches db on db.id = l.deliver_branch_id
        left join locations st on st.id = l.source_township
        left join locations dt on dt.id = l.destination_township
      ) page on true
      order by page.id desc`,
    listedLabelOf,
    { planPerRequest },
  );
}

/**
 * The page's labels (newest first) and how many labels match, in one round trip: exactly, from the tallies, for a
 * tab as it opens; counted up to labelCountCap (`capped`: there are more) when the search bar filters it.
 */
export async function listLabelPage(
  db: Database,
  filter: LabelListFilter,
  page: { limit: number; offset: number },
): Promise<{ total: number; capped: boolean; rows: NonNullable<ListedLabel['label']>[] }> {
  const firstPageSize = page.offset === 0 ? page.limit : null;
  const values: Record<string, unknown> =
    firstPageSize === null ? { depth: page.offset + page.limit, limit: page.limit, offset: page.offset } : {};
  const bind: Bind = (name, value) => {
    if (!(name in values)) values[name] = value;
    return sql.placeholder(name);
  };
  const streams = listStreams(filter, bind);
  const shape = `${firstPageSize ?? 'deep'}:${shapeOf(filter)}`;
  let statement = statementsByShape.get(shape);
  if (!statement) {
    if (statementsByShape.size >= maxShapes) statementsByShape.clear();
    // How many labels a typed fragment or a date range matches decides the plan; a tab's plan is the same for all.
    const valueDependent = Boolean(
      filter.search || filter.trackingCode || filter.phone || filter.createdFrom || filter.createdBefore,
    );
    const count = isTallied(filter) ? tallyTotal(filter, bind) : cappedCount(streams);
    statement = listStatement(streams, count, bind, { firstPageSize, planPerRequest: valueDependent });
    statementsByShape.set(shape, statement);
  }
  const rows = await statement.run(db, values);
  const total = rows[0]?.total ?? 0;
  return {
    total: isTallied(filter) ? total : Math.min(total, labelCountCap),
    capped: !isTallied(filter) && total > labelCountCap,
    rows: rows.flatMap((row) => (row.label ? [row.label] : [])),
  };
}
