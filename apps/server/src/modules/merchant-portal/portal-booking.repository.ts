import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { labels, locations, merchants } from '../../db/schema/index.js';

/** The portal's booking reads: the merchant's own details, and which asked labels are his. */
export const portalBookingRepository = {
  async findSender(db: Database, merchantId: number) {
    const [row] = await db
      .select({
        name: merchants.name,
        phone: merchants.phone,
        address: merchants.address,
        townshipId: locations.id,
        townshipEn: locations.nameEn,
        townshipMm: locations.nameMm,
      })
      .from(merchants)
      .innerJoin(locations, eq(locations.id, merchants.townshipId))
      .where(eq(merchants.id, merchantId));
    return row ?? null;
  },

  /** The ids among `ids` that are labels of the merchant. */
  async ownLabelIds(db: Database, { merchantId, ids }: { merchantId: number; ids: number[] }): Promise<Set<number>> {
    const rows = await db
      .select({ id: labels.id })
      .from(labels)
      .where(and(eq(labels.merchantId, merchantId), inArray(labels.id, ids)));
    return new Set(rows.map((row) => row.id));
  },

  async findCreated(db: Database, labelId: number) {
    const [row] = await db
      .select({ id: labels.id, trackingCode: labels.trackingCode, totalCost: labels.totalCost })
      .from(labels)
      .where(eq(labels.id, labelId));
    return row ?? null;
  },
};
