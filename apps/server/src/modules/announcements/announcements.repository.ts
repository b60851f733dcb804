import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { announcementReads, announcements } from '../../db/schema/index.js';

export const announcementsRepository = {
  /** Announcements for everyone or the user's branch that the user has not read, newest first. */
  async listUnread(
    tx: Database,
    { userId, branchId, limit }: { userId: number; branchId: number | null; limit: number },
  ) {
    const visible = and(
      branchId === null
        ? isNull(announcements.branchId)
        : or(isNull(announcements.branchId), eq(announcements.branchId, branchId)),
      isNull(announcementReads.userId),
    );
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
};
