import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { announcementReads, announcements, branches, users } from '../../db/schema/index.js';

/**
 * Whose announcements a list shows: always one company's (issue 26 §2); of those every one (head office), or those
 * for everyone and for one branch (or none).
 */
export interface AnnouncementScope {
  companyId: number;
  branchId: 'all' | number | null;
}

const scopeFilter = ({ companyId, branchId }: AnnouncementScope): SQL | undefined =>
  and(eq(announcements.companyId, companyId), branchId === 'all' ? undefined : visibleTo(branchId));

const itemColumns = (userId: number) => ({
  id: announcements.id,
  title: announcements.title,
  body: announcements.body,
  branchId: announcements.branchId,
  branchCode: branches.code,
  branchNameEn: branches.nameEn,
  branchNameMm: branches.nameMm,
  createdById: announcements.createdBy,
  createdByName: users.name,
  createdAt: announcements.createdAt,
  updatedAt: announcements.updatedAt,
  read: sql<boolean>`exists (select 1 from ${announcementReads} r where r.announcement_id = ${announcements.id} and r.user_id = ${userId})`,
});

const selectItems = (tx: Database, userId: number, where: SQL | undefined) =>
  tx
    .select(itemColumns(userId))
    .from(announcements)
    .leftJoin(branches, eq(branches.id, announcements.branchId))
    .leftJoin(users, eq(users.id, announcements.createdBy))
    .where(where);

export type AnnouncementRow = Awaited<ReturnType<typeof selectItems>>[number];

/** Announcements for everyone, or for the user's branch too when the user has one. */
const visibleTo = (branchId: number | null) =>
  branchId === null
    ? isNull(announcements.branchId)
    : or(isNull(announcements.branchId), eq(announcements.branchId, branchId));

export const announcementsRepository = {
  /** Announcements for everyone or the user's branch that the user has not read, newest first. */
  async listUnread(
    tx: Database,
    {
      userId,
      companyId,
      branchId,
      limit,
    }: { userId: number; companyId: number; branchId: number | null; limit: number },
  ) {
    const visible = and(scopeFilter({ companyId, branchId }), isNull(announcementReads.userId));
    const unread = () =>
      tx
        .select({ id: announcements.id, title: announcements.title, createdAt: announcements.createdAt })
        .from(announcements)
        .leftJoin(
          announcementReads,
          and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, userId)),
        )
        .where(visible);
    const [rows, [total]] = await Promise.all([
      unread().orderBy(desc(announcements.createdAt), desc(announcements.id)).limit(limit),
      tx
        .select({ total: count() })
        .from(announcements)
        .leftJoin(
          announcementReads,
          and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, userId)),
        )
        .where(visible),
    ]);
    return { rows, total: total?.total ?? 0 };
  },

  /** Whether the announcement exists in the user's company and the user's branch may see it. */
  async isVisible(
    tx: Database,
    { id, companyId, branchId }: { id: number; companyId: number; branchId: number | null },
  ): Promise<boolean> {
    const [row] = await tx
      .select({ id: announcements.id })
      .from(announcements)
      .where(and(eq(announcements.id, id), scopeFilter({ companyId, branchId })));
    return row !== undefined;
  },

  /** Records that the user read it; reading it again changes nothing. */
  async markRead(tx: Database, { announcementId, userId }: { announcementId: number; userId: number }) {
    await tx.insert(announcementReads).values({ announcementId, userId }).onConflictDoNothing();
  },

  /** One page of the announcements in scope, newest first, each with whether the user has read it. */
  async listItems(
    tx: Database,
    { userId, scope, offset, limit }: { userId: number; scope: AnnouncementScope; offset: number; limit: number },
  ): Promise<{ rows: AnnouncementRow[]; total: number }> {
    const [rows, [total]] = await Promise.all([
      selectItems(tx, userId, scopeFilter(scope))
        .orderBy(desc(announcements.createdAt), desc(announcements.id))
        .offset(offset)
        .limit(limit),
      tx.select({ total: count() }).from(announcements).where(scopeFilter(scope)),
    ]);
    return { rows, total: total?.total ?? 0 };
  },

  async findItem(
    tx: Database,
    { id, userId, scope }: { id: number; userId: number; scope: AnnouncementScope },
  ): Promise<AnnouncementRow | null> {
    const [row] = await selectItems(tx, userId, and(eq(announcements.id, id), scopeFilter(scope)));
    return row ?? null;
  },

  async companyBranchExists(tx: Database, companyId: number, branchId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: branches.id })
      .from(branches)
      .where(and(eq(branches.id, branchId), eq(branches.companyId, companyId)));
    return row !== undefined;
  },

  async insert(
    tx: Database,
    row: {
      companyId: number;
      title: string;
      body: string;
      branchId: number | null;
      createdBy: number;
      createdAt: Date;
    },
  ): Promise<number> {
    const [inserted] = await tx.insert(announcements).values(row).returning({ id: announcements.id });
    return inserted!.id;
  },

  async update(
    tx: Database,
    { id, companyId }: { id: number; companyId: number },
    changes: { title: string; body: string; branchId: number | null; updatedAt: Date },
  ): Promise<void> {
    await tx
      .update(announcements)
      .set(changes)
      .where(and(eq(announcements.id, id), eq(announcements.companyId, companyId)));
  },

  async remove(tx: Database, { id, companyId }: { id: number; companyId: number }): Promise<void> {
    await tx.delete(announcements).where(and(eq(announcements.id, id), eq(announcements.companyId, companyId)));
  },
};
