import type { MmpostItemState } from '@waypost/domain';
import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { labels, locations, mmpostEvents, mmpostItems, users } from '../../db/schema/index.js';

export type MmpostItemRow = typeof mmpostItems.$inferSelect;

/** Myanmar Post hand-offs and the events of its status files (issue 28 §2). Plain rows; the caller's transaction. */
export const mmpostRepository = {
  async insertItems(tx: Database, rows: (typeof mmpostItems.$inferInsert)[]) {
    if (rows.length === 0) return [];
    return tx.insert(mmpostItems).values(rows).returning({ id: mmpostItems.id, labelId: mmpostItems.labelId });
  },

  /** Items with their labels: a branch's (or the company's, branchId null), by state, handed off in [from, to). */
  async listItems(
    db: Database,
    filter: {
      companyId: number;
      branchId: number | null;
      state?: MmpostItemState | undefined;
      ids?: readonly number[];
      handedFrom?: Date;
      handedTo?: Date;
      limit: number;
    },
  ) {
    return db
      .select({ item: mmpostItems, label: labels, township: locations, handedBy: { id: users.id, name: users.name } })
      .from(mmpostItems)
      .innerJoin(labels, eq(labels.id, mmpostItems.labelId))
      .innerJoin(users, eq(users.id, mmpostItems.handedBy))
      .leftJoin(locations, eq(locations.id, labels.destinationTownship))
      .where(
        and(
          eq(mmpostItems.companyId, filter.companyId),
          filter.branchId === null ? undefined : eq(mmpostItems.branchId, filter.branchId),
          filter.state === undefined ? undefined : eq(mmpostItems.state, filter.state),
          filter.ids === undefined ? undefined : inArray(mmpostItems.id, [...filter.ids]),
          filter.handedFrom === undefined ? undefined : gte(mmpostItems.handedAt, filter.handedFrom),
          filter.handedTo === undefined ? undefined : lt(mmpostItems.handedAt, filter.handedTo),
        ),
      )
      .orderBy(desc(mmpostItems.id))
      .limit(filter.limit);
  },

  async eventsOf(db: Database, itemIds: readonly number[]) {
    if (itemIds.length === 0) return [];
    return db
      .select()
      .from(mmpostEvents)
      .where(inArray(mmpostEvents.itemId, [...itemIds]))
      .orderBy(mmpostEvents.day, mmpostEvents.id);
  },

  /** Items of the company by their S10 codes, locked (a status file's rows, applied in one transaction). */
  async lockItemsByCodes(tx: Database, companyId: number, codes: readonly string[]) {
    if (codes.length === 0) return [];
    return tx
      .select()
      .from(mmpostItems)
      .where(and(eq(mmpostItems.companyId, companyId), inArray(mmpostItems.trackingCode, [...codes])))
      .orderBy(mmpostItems.labelId)
      .for('update');
  },

  async lockItemsByLabels(tx: Database, companyId: number, labelIds: readonly number[]) {
    return tx
      .select()
      .from(mmpostItems)
      .where(and(eq(mmpostItems.companyId, companyId), inArray(mmpostItems.labelId, [...labelIds])))
      .orderBy(mmpostItems.labelId)
      .for('update');
  },

  async setState(tx: Database, id: number, state: MmpostItemState, at: Date) {
    await tx.update(mmpostItems).set({ state, updatedAt: at }).where(eq(mmpostItems.id, id));
  },

  /** Records a status-file event once: false when that (status, day) was already recorded for the item. */
  async insertEvent(tx: Database, row: typeof mmpostEvents.$inferInsert): Promise<boolean> {
    const inserted = await tx.insert(mmpostEvents).values(row).onConflictDoNothing().returning({ id: mmpostEvents.id });
    return inserted.length > 0;
  },
};
