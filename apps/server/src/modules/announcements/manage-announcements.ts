import {
  hasPermission,
  lastPage,
  type AnnouncementItem,
  type AnnouncementListResponse,
  type AnnouncementRequest,
  type AnnouncementResponse,
  type PaginationQuery,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { runIdempotentIfKeyed } from '../../lib/idempotency.js';
import type { Actor } from '../../plugins/request-context.js';
import { announcementsRepository, type AnnouncementRow, type AnnouncementScope } from './announcements.repository.js';

interface AnnouncementDeps {
  db: Database;
  clock: Clock;
  actor: Actor;
}

/**
 * Head office reads and manages every announcement of its company; a branch user those for everyone and for his
 * branch. Another company's are never seen (a 404), whoever asks.
 */
const scopeOf = (actor: Actor): AnnouncementScope => ({
  companyId: actor.companyId,
  branchId: actor.allBranches ? 'all' : (actor.branch?.id ?? null),
});

/** Head office edits any; a branch's head only his own branch's (one for everyone is head office's). */
const mayEdit = (actor: Actor, branchId: number | null) =>
  hasPermission(actor, 'announcement.manage') &&
  (actor.allBranches || (branchId !== null && branchId === actor.branch?.id));

function itemOf(row: AnnouncementRow, actor: Actor): AnnouncementItem {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    branch:
      row.branchId !== null && row.branchCode !== null
        ? { id: row.branchId, code: row.branchCode, name_en: row.branchNameEn ?? '', name_mm: row.branchNameMm ?? '' }
        : null,
    created_by:
      row.createdById !== null && row.createdByName !== null ? { id: row.createdById, name: row.createdByName } : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt?.toISOString() ?? null,
    read: row.read,
    editable: mayEdit(actor, row.branchId),
  };
}

/** The branch an announcement is for: head office's choice (a branch of the company, or everyone); else his own. */
async function addresseeOf(db: Database, actor: Actor, request: AnnouncementRequest): Promise<number | null> {
  if (!actor.allBranches) {
    if (!actor.branch) throw new AppError('FORBIDDEN');
    return actor.branch.id;
  }
  const branchId = request.branch_id ?? null;
  if (branchId !== null && !(await announcementsRepository.companyBranchExists(db, actor.companyId, branchId))) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { branch_id: ['validation.noselectErrorMessage'] } });
  }
  return branchId;
}

async function loadItem(db: Database, actor: Actor, id: number): Promise<AnnouncementItem> {
  const row = await announcementsRepository.findItem(db, { id, userId: actor.id, scope: scopeOf(actor) });
  if (!row) throw new AppError('NOT_FOUND');
  return itemOf(row, actor);
}

/** One the user may see and edit: another branch's is a 404, one he may only read a 403. */
async function editableRow(db: Database, actor: Actor, id: number): Promise<AnnouncementRow> {
  const row = await announcementsRepository.findItem(db, { id, userId: actor.id, scope: scopeOf(actor) });
  if (!row) throw new AppError('NOT_FOUND');
  if (!mayEdit(actor, row.branchId)) throw new AppError('FORBIDDEN');
  return row;
}

/** GET /api/announcement?page=: the announcements the user may read, newest first, read ones marked. */
export async function listAnnouncements({
  db,
  actor,
  query,
}: Omit<AnnouncementDeps, 'clock'> & { query: PaginationQuery }): Promise<AnnouncementListResponse> {
  const { rows, total } = await announcementsRepository.listItems(db, {
    userId: actor.id,
    scope: scopeOf(actor),
    offset: (query.page - 1) * query.per_page,
    limit: query.per_page,
  });
  return {
    current_page: query.page,
    data: rows.map((row) => itemOf(row, actor)),
    meta: { total, per_page: query.per_page, last_page: lastPage(total, query.per_page) },
  };
}

/** GET /api/announcement/{id}: one announcement, read by opening it (the bell counts it no more). */
export async function getAnnouncement({
  db,
  actor,
  id,
}: Omit<AnnouncementDeps, 'clock'> & { id: number }): Promise<AnnouncementResponse> {
  const item = await loadItem(db, actor, id);
  if (!item.read) await announcementsRepository.markRead(db, { announcementId: id, userId: actor.id });
  return { data: { ...item, read: true } };
}

/** POST /api/announcement; with an Idempotency-Key, written once per key (a double click gets the first answer). */
export async function createAnnouncement({
  db,
  clock,
  actor,
  request,
  idempotencyKey,
}: AnnouncementDeps & {
  request: AnnouncementRequest;
  idempotencyKey?: string | undefined;
}): Promise<AnnouncementResponse> {
  const branchId = await addresseeOf(db, actor, request);
  const answer = await db.transaction((tx) =>
    runIdempotentIfKeyed(
      tx,
      { userId: actor.id, route: 'POST /api/announcement', key: idempotencyKey, request },
      async () => {
        const inserted = await announcementsRepository.insert(tx, {
          companyId: actor.companyId,
          title: request.title,
          body: request.body,
          branchId,
          createdBy: actor.id,
          createdAt: clock.now(),
        });
        // Read before the audit row: its insert holds the audit chain's lock until the transaction ends.
        const body = { data: await loadItem(tx, actor, inserted) };
        await recordAudit(tx, {
          actor,
          action: 'announcement.create',
          entity: 'announcement',
          entityId: inserted,
          after: { title: request.title, branch_id: branchId },
        });
        return { status: 201, body };
      },
    ),
  );
  return answer.body;
}

/** PUT /api/announcement/{id}: its title, text and addressee; readers who had read it keep it read. */
export async function updateAnnouncement({
  db,
  clock,
  actor,
  id,
  request,
}: AnnouncementDeps & { id: number; request: AnnouncementRequest }): Promise<AnnouncementResponse> {
  const before = await editableRow(db, actor, id);
  const branchId = await addresseeOf(db, actor, request);
  await db.transaction(async (tx) => {
    await announcementsRepository.update(
      tx,
      { id, companyId: actor.companyId },
      {
        title: request.title,
        body: request.body,
        branchId,
        updatedAt: clock.now(),
      },
    );
    await recordAudit(tx, {
      actor,
      action: 'announcement.update',
      entity: 'announcement',
      entityId: id,
      before: { title: before.title, branch_id: before.branchId },
      after: { title: request.title, branch_id: branchId },
    });
  });
  return { data: await loadItem(db, actor, id) };
}

/** DELETE /api/announcement/{id}: gone from every list and bell (its read marks with it). */
export async function deleteAnnouncement({ db, actor, id }: AnnouncementDeps & { id: number }): Promise<void> {
  const before = await editableRow(db, actor, id);
  await db.transaction(async (tx) => {
    await announcementsRepository.remove(tx, { id, companyId: actor.companyId });
    await recordAudit(tx, {
      actor,
      action: 'announcement.delete',
      entity: 'announcement',
      entityId: id,
      before: { title: before.title, branch_id: before.branchId },
    });
  });
}
