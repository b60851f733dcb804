import {
  lastPage,
  normalizeMyanmarPhone,
  normalizePhone,
  yangonDayStart,
  type NotificationDetail,
  type NotificationListQuery,
  type NotificationListResponse,
  type NotificationResendRequest,
  type NotificationSummary,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { runIdempotent, type IdempotentAnswer } from '../../lib/idempotency.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import { assertVisible } from '../labels/label-access.js';
import { labelsRepository } from '../labels/labels.repository.js';
import { notificationsRepository, type ListedNotification } from './notifications.repository.js';

export interface NotificationDeps {
  db: Database;
  clock: Clock;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Phones are shown in the 09… form people read, whatever form the row keeps. */
const shownPhone = (phone: string) => normalizeMyanmarPhone(phone)?.national ?? phone;

export function notificationSummaryOf({ notification: row, trackingCode }: ListedNotification): NotificationSummary {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    event: row.event,
    channel: row.channel,
    recipient: row.recipient,
    phone: shownPhone(row.phone),
    operator: (row.operator as NotificationSummary['operator']) ?? null,
    locale: row.locale,
    tracking_code: trackingCode,
    label_id: row.labelId,
    state: row.state,
    provider: (row.provider as NotificationSummary['provider']) ?? null,
    attempts: row.attempts,
    parts: row.parts,
    cost: row.cost,
    sent_at: iso(row.sentAt),
    delivered_at: iso(row.deliveredAt),
    receipt_at: iso(row.receiptAt),
    next_attempt_at: row.state === 'queued' ? row.nextAttemptAt.toISOString() : null,
    error: row.error,
    resend_of: row.resendOf,
  };
}

function notificationDetailOf(listed: ListedNotification): NotificationDetail {
  return {
    ...notificationSummaryOf(listed),
    body: listed.notification.body ?? '',
    events: listed.notification.log.map((entry) => ({
      at: entry.at,
      provider: (entry.provider as NotificationDetail['events'][number]['provider']) ?? null,
      outcome: entry.outcome,
      error: entry.error,
    })),
  };
}

/**
 * GET /api/notification: the outbox, newest first — head office sees the company's, a branch the messages of labels
 * it sends or delivers. The search is a tracking code or a phone (its last digits, in any form).
 */
export async function listNotifications({
  db,
  actor,
  query,
}: NotificationDeps & { actor: Actor; query: NotificationListQuery }): Promise<NotificationListResponse> {
  const search = query.search?.trim();
  const digits = search ? normalizePhone(search).replace(/\D/g, '') : '';
  const { rows, total } = await notificationsRepository.list(db, {
    companyId: actor.companyId,
    branchId: actor.allBranches ? null : (actor.branch?.id ?? -1),
    search: search
      ? {
          // The row keeps +959…: a number typed 09… is searched by what follows its leading 0.
          phoneTail: digits.length >= 4 ? digits.replace(/^0+/, '') : null,
          trackingCode: search.toUpperCase(),
        }
      : null,
    state: query.state,
    provider: query.provider,
    from: query.from ? yangonDayStart(query.from) : undefined,
    to: query.to ? new Date(yangonDayStart(query.to).getTime() + 86_400_000) : undefined,
    offset: (query.page - 1) * query.per_page,
    limit: query.per_page,
  });
  return {
    current_page: query.page,
    data: rows.map(notificationSummaryOf),
    meta: { total, per_page: query.per_page, last_page: lastPage(total, query.per_page) },
  };
}

/** A message the actor may see, or a 404 (another branch's or company's message never shows it exists). */
async function visibleNotification(db: Database, actor: Actor, id: number): Promise<ListedNotification> {
  const listed = await notificationsRepository.find(db, actor.companyId, id);
  if (!listed) throw new AppError('NOT_FOUND');
  if (!actor.allBranches) {
    const branchId = actor.branch?.id;
    const sides = [listed.notification.branchId, listed.labelAcceptBranchId, listed.labelDeliverBranchId];
    if (branchId === undefined || !sides.includes(branchId)) throw new AppError('NOT_FOUND');
  }
  return listed;
}

export async function getNotification({
  db,
  actor,
  id,
}: NotificationDeps & { actor: Actor; id: number }): Promise<{ data: NotificationDetail }> {
  return { data: notificationDetailOf(await visibleNotification(db, actor, id)) };
}

/** GET /api/label/{id}/notifications: the label detail's "messages" section. */
export async function listLabelNotifications({
  db,
  actor,
  labelId,
}: NotificationDeps & { actor: Actor; labelId: number }): Promise<{ data: NotificationSummary[] }> {
  assertVisible(actor, await labelsRepository.findLabel(db, actor.companyId, labelId));
  const rows = await notificationsRepository.listOfLabel(db, labelId);
  return { data: rows.map(notificationSummaryOf) };
}

/**
 * POST /api/notification/{id}/resend: the same text to the same phone again, now (quiet hours do not hold back what a
 * person sends by hand), for a reason the audit keeps.
 */
export async function resendNotification({
  db,
  clock,
  actor,
  id,
  request,
  idempotencyKey,
}: NotificationDeps & {
  actor: Actor;
  id: number;
  request: NotificationResendRequest;
  idempotencyKey: string | undefined;
}): Promise<IdempotentAnswer<{ data: NotificationDetail }>> {
  // A message costs money: a double click or a retry of the same request sends it once (Idempotency-Key).
  return db.transaction((tx) =>
    runIdempotent(
      tx,
      {
        userId: actor.id,
        route: 'POST /api/notification/:id/resend',
        key: idempotencyKey,
        request: { id, ...request },
      },
      () => resendIn(tx, clock, actor, id, request),
    ),
  );
}

async function resendIn(
  tx: Database,
  clock: Clock,
  actor: Actor,
  id: number,
  request: NotificationResendRequest,
): Promise<IdempotentAnswer<{ data: NotificationDetail }>> {
  {
    const listed = await visibleNotification(tx, actor, id);
    const original = listed.notification;
    // Still waiting, never written (an invalid number) or stopped by the receiver: nothing to send again.
    if (original.body === null || ['queued', 'invalid_number', 'opted_out'].includes(original.state)) {
      throw new AppError('NOTIFICATION_NOT_RESENDABLE');
    }
    const resentId = await notificationsRepository.insertResend(tx, {
      original,
      reason: request.reason,
      by: actor.id,
      at: clock.now(),
    });
    await recordAudit(tx, {
      actor,
      action: 'notification.resend',
      entity: 'notification',
      entityId: resentId,
      after: { resend_of: original.id, reason: request.reason, phone: shownPhone(original.phone) },
    });
    const resent = await notificationsRepository.find(tx, actor.companyId, resentId);
    return { status: 201, body: { data: notificationDetailOf(resent!) } };
  }
}
