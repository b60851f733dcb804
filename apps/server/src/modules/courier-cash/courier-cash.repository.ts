import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { courierHandovers, labelCod, labels, users } from '../../db/schema/index.js';

/** COD cash a courier collected for `branchId` and still holds (label_cod_courier_cash_idx). */
const heldAt = (branchId: number, courierId?: number) =>
  and(
    courierId === undefined ? sql`${labelCod.collectedBy} is not null` : eq(labelCod.collectedBy, courierId),
    isNull(labelCod.handoverId),
    eq(labelCod.collectBranchId, branchId),
  );

export const courierCashRepository = {
  /** Per courier, how many labels' cash he holds at the branch and how much. */
  async cashByCourier(db: Database, branchId: number) {
    const rows = await db
      .select({
        courierId: sql<number>`${labelCod.collectedBy}`,
        labelCount: sql<number>`count(*)::int`,
        amount: sql<string>`sum(${labelCod.codCharge})::bigint`,
      })
      .from(labelCod)
      .where(heldAt(branchId))
      .groupBy(labelCod.collectedBy);
    return rows.map((row) => ({ courierId: row.courierId, labelCount: row.labelCount, amount: Number(row.amount) }));
  },

  async findPeople(db: Database, companyId: number, ids: readonly number[]) {
    if (ids.length === 0) return [];
    return db
      .select({ id: users.id, name: users.name, phone: users.phone, branchId: users.branchId })
      .from(users)
      .where(and(eq(users.companyId, companyId), inArray(users.id, [...ids])));
  },

  /** The labels behind a courier's cash at the branch, oldest collection first. */
  async listHeldLabels(db: Database, branchId: number, courierId: number) {
    return db
      .select({
        labelId: labelCod.labelId,
        trackingCode: labels.trackingCode,
        codCharge: labelCod.codCharge,
        collectedAt: labelCod.collectedAt,
      })
      .from(labelCod)
      .innerJoin(labels, eq(labels.id, labelCod.labelId))
      .where(heldAt(branchId, courierId))
      .orderBy(asc(labelCod.labelId));
  },

  /** Locks the COD rows whose cash the courier holds at the branch, in label order (handovers queue, never deadlock). */
  async lockHeldLabels(tx: Database, branchId: number, courierId: number) {
    return tx
      .select({ labelId: labelCod.labelId, codCharge: labelCod.codCharge })
      .from(labelCod)
      .where(heldAt(branchId, courierId))
      .orderBy(asc(labelCod.labelId))
      .for('update');
  },

  async insertHandover(tx: Database, row: typeof courierHandovers.$inferInsert): Promise<number> {
    const [inserted] = await tx.insert(courierHandovers).values(row).returning({ id: courierHandovers.id });
    return inserted!.id;
  },

  async markHandedOver(tx: Database, labelIds: readonly number[], handoverId: number, at: Date): Promise<void> {
    await tx
      .update(labelCod)
      .set({ handoverId, updatedAt: at })
      .where(and(inArray(labelCod.labelId, [...labelIds]), isNull(labelCod.handoverId)));
  },
};
