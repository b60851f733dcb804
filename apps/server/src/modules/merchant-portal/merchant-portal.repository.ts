import type { MerchantListTab, MerchantTab } from '@waypost/domain';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { escapeLike } from '../../db/like-pattern.js';
import { codClearances, labels, labelTransactions, locations } from '../../db/schema/index.js';

/** The portal's tab of a label (SQL function merchant_portal_tab, migration 0039: the domain's merchantTabOf). */
const tabOf = sql<MerchantListTab>`merchant_portal_tab(${labels.status})`;

function tabCondition(tab: MerchantTab): SQL {
  return tab === 'multi_label_print' ? inArray(tabOf, ['pending', 'accepted']) : eq(tabOf, tab);
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(
    eq(labels.trackingCode, search.toUpperCase()),
    ilike(labels.destinationName, pattern),
    ilike(labels.destinationPhone, pattern),
    eq(labels.referenceId, search),
  );
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
      tab,
      search,
      limit,
      offset,
    }: { merchantId: number; tab: MerchantTab; search?: string; limit: number; offset: number },
  ) {
    return db
      .select(itemColumns)
      .from(labels)
      .leftJoin(locations, eq(locations.id, labels.destinationTownship))
      .where(and(eq(labels.merchantId, merchantId), tabCondition(tab), searchCondition(search)))
      .orderBy(desc(labels.id))
      .limit(limit)
      .offset(offset);
  },

  async countLabels(
    db: Database,
    { merchantId, tab, search }: { merchantId: number; tab: MerchantTab; search?: string },
  ) {
    const [row] = await db
      .select({ total: count() })
      .from(labels)
      .where(and(eq(labels.merchantId, merchantId), tabCondition(tab), searchCondition(search)));
    return row?.total ?? 0;
  },

  /** How many labels each tab holds: one pass over the merchant's tab index. */
  async countByTab(db: Database, merchantId: number): Promise<Map<MerchantListTab, number>> {
    const rows = await db
      .select({ tab: tabOf, total: count() })
      .from(labels)
      .where(eq(labels.merchantId, merchantId))
      .groupBy(tabOf);
    return new Map(rows.map((row) => [row.tab, row.total]));
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
