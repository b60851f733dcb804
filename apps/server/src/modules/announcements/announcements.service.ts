import type { Database } from '../../db/client.js';
import type { Actor } from '../../plugins/request-context.js';
import { announcementsRepository } from './announcements.repository.js';

/** The top bar's bell: the newest unread announcements and how many there are. */
export async function getAnnouncementNotifications({ db, actor }: { db: Database; actor: Actor }) {
  const { rows, total } = await announcementsRepository.listUnread(db, {
    userId: actor.id,
    branchId: actor.branch?.id ?? null,
    limit: 5,
  });
  return {
    data: rows.map((row) => ({ id: row.id, title: row.title, created_at: row.createdAt.toISOString() })),
    total,
  };
}
