import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { announcementReads, announcements } from '../../db/schema/index.js';

/** Announcements for everyone, or for the user's branch too when the user has one. */
const visibleTo = (branchId: number | null) =>
  branchId === null
    ? isNull(announcements.branchId)
    : or(isNull(announcements.branchId), eq(announcements.branchId, branchId));

export const announcementsRepository = {
  /** Announcements for everyone or the user's branch that the user has not read, newest first. */
  async listUnread(
    tx: Database,
    { userId, branchId, limit }: { userId: number; branchId: number | null; limit: number },
  ) {
    const visible = and(visibleTo(branchId), isNull(announcementReads.userId));
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

  /** Whether the announcement exists and the user's branch may see it. */
  async isVisible(tx: Database, { id, branchId }: { id: number; branchId: number | null }): Promise<boolean> {
    const [row] = await tx
      .select({ id: announcements.id })
      .from(announcements)
      .where(and(eq(announcements.id, id), visibleTo(branchId)));
    return row !== undefined;
  },

  /** Records that the user read it; reading it again changes nothing. */
  async markRead(tx: Database, { announcementId, userId }: { announcementId: number; userId: number }) {
    await tx.insert(announcementReads).values({ announcementId, userId }).onConflictDoNothing();
  },
};
