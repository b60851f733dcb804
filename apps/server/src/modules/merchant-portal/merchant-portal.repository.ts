import { normalizeTrackingCode, type MerchantListTab, type MerchantTab } from '@waypost/domain';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { escapeLike } from '../../db/like-pattern.js';
import { codClearances, labels, labelTransactions, locations, merchantLabelTallies } from '../../db/schema/index.js';

/** The portal's tab of a label (SQL function merchant_portal_tab, migration 0039: the domain's merchantTabOf). */
const tabOf = sql<MerchantListTab>`merchant_portal_tab(${labels.status})`;

function tabCondition(tab: MerchantTab): SQL {
  return tab === 'multi_label_print' ? inArray(tabOf, ['pending', 'accepted']) : eq(tabOf, tab);
}

/** The list tabs a portal tab reads: multi_label_print is the pending and accepted tabs together. */
const listTabsOf = (tab: MerchantTab): MerchantListTab[] =>
  tab === 'multi_label_print' ? ['pending', 'accepted'] : [tab];

/** A whole tracking code as people type it (S10: two letters, nine digits, two letters), spaces and dashes dropped. */
const codeShape = /^[A-Z]{2}\d{9}[A-Z]{2}$/;

/**
 * The search box: the whole tracking code or the merchant's own reference; a number is the end of the receiver's
 * phone (the last digits or the whole number, by its tail index, as the label search reads it); any other text is
 * also looked for in the receiver's name. A code or a number is found through indexes (a handful of candidates, then
 * the merchant and tab checked), never by reading the tab: only a name reads the tab's labels.
 */
function searchCondition(search: string | undefined, companyId: number): SQL | undefined {
  if (!search) return undefined;
  const code = normalizeTrackingCode(search);
  const reference = and(eq(labels.companyId, companyId), eq(labels.referenceId, search));
  const digits = search.replace(/[\s-]/g, '');
  if (codeShape.test(code) || /^\d+$/.test(digits)) {
    const candidates = [
      candidateIds(sql`${labels.trackingCode} = ${code}`),
      candidateIds(reference!),
      ...(/^\d+$/.test(digits)
        ? [candidateIds(sql`reverse(${labels.destinationPhone}) like ${`${[...digits].reverse().join('')}%`}`)]
        : []),
    ];
    // An array of the candidates' ids (computed once, first): the labels are then read by their key. As `id in (…)`
    // the planner, which cannot estimate the tab expression (1,000 labels guessed for 140,000), hashed the candidates
    // and read the whole tab to match them (376 ms for a phone in the delivered tab at 2 M).
    return sql`${labels.id} = any(array(${sql.join(candidates, sql` union `)}))`;
  }
  return or(eq(labels.trackingCode, code), reference, ilike(labels.destinationName, `%${escapeLike(search)}%`));
}

/** One candidate stream of the search: the ids of the labels (of any merchant) that meet `condition`. */
const candidateIds = (condition: SQL) => sql`select ${labels.id} from ${labels} where ${condition}`;

/**
 * The ids of one page of a tab, newest first: each of its list tabs read from the tab index alone (index-only: the
 * index carries the status, migration 0040), only as deep as the page, then merged. The page's rows are fetched with
 * their joins afterwards, by id, so a deep page costs index entries, not table rows. A page past the middle of the
 * tab (its `total` known) is read from the oldest end instead: the last page of 140,000 delivered labels skips 9
 * entries, not 140,000.
 */
function pageIds({
  merchantId,
  tab,
  limit,
  offset,
  total,
}: {
  merchantId: number;
  tab: MerchantTab;
  limit: number;
  offset: number;
  total?: number;
}): SQL {
  const fromOldest = total !== undefined && offset > total / 2;
  // From the oldest end: skip the labels older than the page, take what of the page there is.
  const take = fromOldest ? Math.max(0, Math.min(limit, total - offset)) : limit;
  const skip = fromOldest ? Math.max(0, total - offset - limit) : offset;
  const order = fromOldest ? sql`asc` : sql`desc`;
  const streams = listTabsOf(tab).map(
    (listTab) =>
      sql`(select ${labels.id} from ${labels} where ${labels.merchantId} = ${merchantId} and ${tabOf} = ${listTab}
        order by ${labels.id} ${order} limit ${take + skip})`,
  );
  return sql`select id from (${sql.join(streams, sql` union all `)}) as page order by id ${order} limit ${take} offset ${skip}`;
}

const itemColumns = {
  id: labels.id,
  trackingCode: labels.trackingCode,
  status: labels.status,
  destinationName: labels.destinationName,
  destinationPhone: labels.destinationPhone,
  townshipId: locations.id,
  townshipEn: locations.nameEn,
  townshipMm: locations.nameMm,
  referenceId: labels.referenceId,
  codAmount: labels.codAmount,
  totalCost: labels.totalCost,
  createdAt: labels.createdAt,
  deliveredAt: labels.deliveredAt,
};

export type PortalLabelRow = Awaited<ReturnType<typeof merchantPortalRepository.listLabels>>[number];

/** Every query here is filtered by the member's merchant: another merchant's label is not found. */
export const merchantPortalRepository = {
  listLabels(
    db: Database,
    {
      merchantId,
      companyId,
      tab,
      search,
      limit,
      offset,
      total,
    }: {
      merchantId: number;
      companyId: number;
      tab: MerchantTab;
      search?: string;
      limit: number;
      offset: number;
      /** The tab's total (an unsearched tab's, from the tallies): a page past its middle is read from the other end. */
      total?: number;
    },
  ) {
    const query = db
      .select(itemColumns)
      .from(labels)
      .leftJoin(locations, eq(locations.id, labels.destinationTownship))
      .orderBy(desc(labels.id));
    if (!search) {
      return query.where(
        and(
          eq(labels.merchantId, merchantId),
          sql`${labels.id} in (${pageIds({ merchantId, tab, limit, offset, total })})`,
        ),
      );
    }
    return query
      .where(and(eq(labels.merchantId, merchantId), tabCondition(tab), searchCondition(search, companyId)))
      .limit(limit)
      .offset(offset);
  },

  /** A tab's total: from the merchant's tab tallies, unless a search looks into the labels. */
  async countLabels(
    db: Database,
    {
      merchantId,
      companyId,
      tab,
      search,
    }: { merchantId: number; companyId: number; tab: MerchantTab; search?: string },
  ) {
    if (!search) {
      const [tallied] = await db
        .select({ total: sql<number>`coalesce(sum(${merchantLabelTallies.labels}), 0)::int` })
        .from(merchantLabelTallies)
        .where(
          and(eq(merchantLabelTallies.merchantId, merchantId), inArray(merchantLabelTallies.tab, listTabsOf(tab))),
        );
      return tallied?.total ?? 0;
    }
    const [row] = await db
      .select({ total: count() })
      .from(labels)
      .where(and(eq(labels.merchantId, merchantId), tabCondition(tab), searchCondition(search, companyId)));
    return row?.total ?? 0;
  },

  /** How many labels each tab holds: the merchant's tab tallies (migration 0040), a few rows whatever its size. */
  async countByTab(db: Database, merchantId: number): Promise<Map<MerchantListTab, number>> {
    const rows = await db
      .select({
        tab: merchantLabelTallies.tab,
        total: sql<number>`sum(${merchantLabelTallies.labels})::int`,
      })
      .from(merchantLabelTallies)
      .where(eq(merchantLabelTallies.merchantId, merchantId))
      .groupBy(merchantLabelTallies.tab);
    return new Map(rows.map((row) => [row.tab as MerchantListTab, row.total]));
  },

  async findLabel(db: Database, { merchantId, labelId }: { merchantId: number; labelId: number }) {
    const [row] = await db
      .select({
        ...itemColumns,
        shippingType: labels.shippingType,
        destinationAddress: labels.destinationAddress,
        weightGrams: labels.weightGrams,
        services: labels.services,
        shippingFee: labels.shippingFee,
        codFee: labels.codFee,
        remark: labels.remark,
      })
      .from(labels)
      .leftJoin(locations, eq(locations.id, labels.destinationTownship))
      .where(and(eq(labels.merchantId, merchantId), eq(labels.id, labelId)));
    return row ?? null;
  },

  listTransactions(db: Database, labelId: number) {
    return db
      .select({
        status: labelTransactions.status,
        viewable: labelTransactions.viewable,
        createdAt: labelTransactions.createdAt,
      })
      .from(labelTransactions)
      .where(eq(labelTransactions.labelId, labelId))
      .orderBy(asc(labelTransactions.seq));
  },

  async countBookedSince(db: Database, { merchantId, since }: { merchantId: number; since: Date }): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(labels)
      .where(and(eq(labels.merchantId, merchantId), gte(labels.createdAt, since)));
    return row?.total ?? 0;
  },

  /** Labels that ended (delivered or back with the merchant) since `since`, by how they ended. */
  async countFinishedSince(db: Database, { merchantId, since }: { merchantId: number; since: Date }) {
    const finishedAt = sql`coalesce(${labels.deliveredAt}, ${labels.returnedAt})`;
    const rows = await db
      .select({ tab: tabOf, total: count() })
      .from(labels)
      .where(
        and(
          eq(labels.merchantId, merchantId),
          inArray(tabOf, ['delivered', 'return']),
          sql`${finishedAt} >= ${since.toISOString()}::timestamptz`,
        ),
      )
      .groupBy(tabOf);
    return new Map(rows.map((row) => [row.tab, row.total]));
  },

  /** The merchant's paid-out clearance batches, newest first. */
  listPayouts(db: Database, { merchantId, limit }: { merchantId: number; limit: number }) {
    return db
      .select({
        id: codClearances.id,
        amount: codClearances.amount,
        completedAt: codClearances.completedAt,
        bankRef: codClearances.bankRef,
      })
      .from(codClearances)
      .where(and(eq(codClearances.merchantId, merchantId), isNotNull(codClearances.completedAt)))
      .orderBy(desc(codClearances.completedAt))
      .limit(limit);
  },
};
