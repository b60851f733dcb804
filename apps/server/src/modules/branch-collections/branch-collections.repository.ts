import { and, asc, count, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { branchCollections, branches, users } from '../../db/schema/index.js';

export type BranchCollectionValues = { code: string; nameEn: string; nameMm: string };

export const branchCollectionsRepository = {
  /** The company's groups, their member branches and how many staff work across each. */
  async list(db: Database, companyId: number, onlyId?: number) {
    const ownGroup = and(
      eq(branchCollections.companyId, companyId),
      onlyId === undefined ? undefined : eq(branchCollections.id, onlyId),
    );
    const [groups, members, staff] = await Promise.all([
      db
        .select({
          id: branchCollections.id,
          code: branchCollections.code,
          nameEn: branchCollections.nameEn,
          nameMm: branchCollections.nameMm,
        })
        .from(branchCollections)
        .where(ownGroup)
        .orderBy(asc(branchCollections.code)),
      db
        .select({
          id: branches.id,
          code: branches.code,
          nameEn: branches.nameEn,
          nameMm: branches.nameMm,
          collectionId: branches.branchCollectionId,
        })
        .from(branches)
        .where(and(eq(branches.companyId, companyId), isNotNull(branches.branchCollectionId)))
        .orderBy(asc(branches.code)),
      db
        .select({ collectionId: users.branchCollectionId, staff: count() })
        .from(users)
        .where(and(eq(users.companyId, companyId), isNotNull(users.branchCollectionId)))
        .groupBy(users.branchCollectionId),
    ]);
    return { groups, members, staff };
  },

  /** The group, locked until the transaction ends (an edit and a delete of one group take turns). */
  async lockOwned(tx: Database, companyId: number, id: number) {
    const [row] = await tx
      .select({ id: branchCollections.id, code: branchCollections.code })
      .from(branchCollections)
      .where(and(eq(branchCollections.id, id), eq(branchCollections.companyId, companyId)))
      .for('update');
    return row ?? null;
  },

  /** Which of `ids` are the company's branches. */
  async companyBranchIds(db: Database, companyId: number, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: branches.id })
      .from(branches)
      .where(and(eq(branches.companyId, companyId), inArray(branches.id, [...ids])));
    return new Set(rows.map((row) => row.id));
  },

  async insert(tx: Database, companyId: number, values: BranchCollectionValues): Promise<number> {
    const [row] = await tx
      .insert(branchCollections)
      .values({ companyId, ...values })
      .returning({ id: branchCollections.id });
    return row!.id;
  },

  async update(tx: Database, id: number, values: BranchCollectionValues): Promise<void> {
    await tx.update(branchCollections).set(values).where(eq(branchCollections.id, id));
  },

  /** The group holds exactly `branchIds` afterwards (each taken out of the group it was in). */
  async setMembers(tx: Database, companyId: number, id: number, branchIds: readonly number[]): Promise<void> {
    await tx
      .update(branches)
      .set({ branchCollectionId: null })
      .where(
        and(
          eq(branches.branchCollectionId, id),
          branchIds.length === 0 ? undefined : notInArray(branches.id, [...branchIds]),
        ),
      );
    if (branchIds.length === 0) return;
    await tx
      .update(branches)
      .set({ branchCollectionId: id })
      .where(and(eq(branches.companyId, companyId), inArray(branches.id, [...branchIds])));
  },

  async staffCount(tx: Database, id: number): Promise<number> {
    const [row] = await tx.select({ staff: count() }).from(users).where(eq(users.branchCollectionId, id));
    return row?.staff ?? 0;
  },

  async delete(tx: Database, id: number): Promise<void> {
    await tx.update(branches).set({ branchCollectionId: null }).where(eq(branches.branchCollectionId, id));
    await tx.delete(branchCollections).where(eq(branchCollections.id, id));
  },
};
