import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/request-context.js';
import { announcementsRepository } from './announcements.repository.js';

/** The top bar's bell: the newest unread announcements and how many there are. */
export async function getAnnouncementNotifications({ db, actor }: { db: Database; actor: Actor }) {
  const { rows, total } = await announcementsRepository.listUnread(db, {
    userId: actor.id,
    companyId: actor.companyId,
    branchId: actor.branch?.id ?? null,
    limit: 5,
  });
  return {
    data: rows.map((row) => ({ id: row.id, title: row.title, created_at: row.createdAt.toISOString() })),
    total,
  };
}

/**
 * Marks an announcement read for the signed-in user, so the bell counts it no more. One the user may not see answers
 * 404, as one that does not exist.
 */
export async function markAnnouncementRead({ db, actor, id }: { db: Database; actor: Actor; id: number }) {
  const visible = await announcementsRepository.isVisible(db, {
    id,
    companyId: actor.companyId,
    branchId: actor.branch?.id ?? null,
  });
  if (!visible) throw new AppError('NOT_FOUND');
  await announcementsRepository.markRead(db, { announcementId: id, userId: actor.id });
}
