import { eq, inArray, max } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { merchants, sessions } from '../../db/schema/index.js';

/** The portal's own operations' reads: the merchant's pickup defaults and its members' last sign-ins. */
export const portalOperationsRepository = {
  /** Whom and where a pickup collects from unless the member says otherwise, and the branch that collects. */
  async findPickupDefaults(db: Database, merchantId: number) {
    const [row] = await db
      .select({
        name: merchants.name,
        phone: merchants.phone,
        townshipId: merchants.townshipId,
        address: merchants.address,
        homeBranchId: merchants.homeBranchId,
      })
      .from(merchants)
      .where(eq(merchants.id, merchantId));
    return row ?? null;
  },

  /** Each user's latest sign-in among the sessions still kept (expired ones are deleted). */
  async lastSignIns(db: Database, userIds: number[]): Promise<Map<number, Date>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .select({ userId: sessions.userId, at: max(sessions.createdAt) })
      .from(sessions)
      .where(inArray(sessions.userId, userIds))
      .groupBy(sessions.userId);
    return new Map(rows.flatMap((row) => (row.at === null ? [] : [[row.userId, new Date(row.at)] as const])));
  },
};
