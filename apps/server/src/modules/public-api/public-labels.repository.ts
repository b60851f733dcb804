import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { labels } from '../../db/schema/index.js';

const publicColumns = {
  trackingCode: labels.trackingCode,
  status: labels.status,
  acceptType: labels.acceptType,
  serviceType: labels.serviceType,
  referenceId: labels.referenceId,
  destinationName: labels.destinationName,
  destinationPhone: labels.destinationPhone,
  destinationTownship: labels.destinationTownship,
  codAmount: labels.codAmount,
  totalCost: labels.totalCost,
  feeLines: labels.feeLines,
  createdAt: labels.createdAt,
  updatedAt: labels.updatedAt,
};

export type PublicLabelRow = Awaited<ReturnType<typeof publicLabelsRepository.listLabels>>[number];

/** A merchant's labels, and only theirs: every query is bound to the key's company and merchant. */
export const publicLabelsRepository = {
  async findById(tx: Database, { merchantId, labelId }: { merchantId: number; labelId: number }) {
    const [row] = await tx
      .select(publicColumns)
      .from(labels)
      .where(and(eq(labels.merchantId, merchantId), eq(labels.id, labelId)));
    return row ?? null;
  },

  async findByTrackingCode(tx: Database, { merchantId, trackingCode }: { merchantId: number; trackingCode: string }) {
    const [row] = await tx
      .select(publicColumns)
      .from(labels)
      .where(and(eq(labels.merchantId, merchantId), eq(labels.trackingCode, trackingCode)));
    return row ?? null;
  },

  listLabels(tx: Database, { merchantId, offset, limit }: { merchantId: number; offset: number; limit: number }) {
    return tx
      .select(publicColumns)
      .from(labels)
      .where(eq(labels.merchantId, merchantId))
      .orderBy(desc(labels.id))
      .offset(offset)
      .limit(limit);
  },

  async countLabels(tx: Database, merchantId: number): Promise<number> {
    const [row] = await tx.select({ total: count() }).from(labels).where(eq(labels.merchantId, merchantId));
    return row?.total ?? 0;
  },
};
