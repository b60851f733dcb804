import {
  defaultNotificationRules,
  notificationRuleMatrix,
  receiverEventsOffAfter,
  receiverNotificationEvents,
  type PortalNotificationSettingsRequest,
  type PortalNotificationSettingsResponse,
} from '@waypost/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { merchants } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Actor } from '../../plugins/request-context.js';
import { portalMerchantId } from '../merchant-users/merchant-scope.js';
import { notificationSettingsRepository } from '../notifications/notification-settings.repository.js';

/** The member's merchant's receiver switches, locked for a change when `forUpdate`. */
async function merchantSwitches(db: Database, actor: Actor, forUpdate = false) {
  const query = db
    .select({ receiverMessages: merchants.receiverMessages, receiverEventsOff: merchants.receiverEventsOff })
    .from(merchants)
    .where(and(eq(merchants.id, portalMerchantId(actor)), eq(merchants.companyId, actor.companyId)));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * GET /api/merchant-portal/notification-settings: which events the merchant's receivers are told of (issue 30 §2) —
 * his switch for each, beside the company's rule (an event the company does not send stays silent whatever he says)
 * and Waypost's per-merchant switch (per label, all, none), which staff set.
 */
export async function getPortalNotificationSettings({
  db,
  actor,
}: {
  db: Database;
  actor: Actor;
}): Promise<PortalNotificationSettingsResponse> {
  const row = await merchantSwitches(db, actor);
  const rules = notificationRuleMatrix(
    await notificationSettingsRepository.listRules(db, actor.companyId),
    defaultNotificationRules,
  );
  const off = new Set<string>(row.receiverEventsOff);
  return {
    data: {
      receiver_messages: row.receiverMessages,
      events: receiverNotificationEvents.map((event) => ({
        event,
        enabled: !off.has(event),
        company_enabled: rules[event].receiver,
      })),
    },
  };
}

/** PUT /api/merchant-portal/notification-settings (the owner): switches his receivers' events; audited. */
export async function savePortalNotificationSettings({
  db,
  actor,
  request,
}: {
  db: Database;
  actor: Actor;
  request: PortalNotificationSettingsRequest;
}): Promise<PortalNotificationSettingsResponse> {
  const merchantId = portalMerchantId(actor);
  await db.transaction(async (tx) => {
    const before = await merchantSwitches(tx, actor, true);
    const after = receiverEventsOffAfter(before.receiverEventsOff, request.events);
    if (after.join() === before.receiverEventsOff.join()) return;
    await tx.update(merchants).set({ receiverEventsOff: after }).where(eq(merchants.id, merchantId));
    await recordAudit(tx, {
      actor,
      action: 'merchant.receiver-events.save',
      entity: 'merchant',
      entityId: merchantId,
      before: { receiver_events_off: before.receiverEventsOff },
      after: { receiver_events_off: after },
    });
  });
  return getPortalNotificationSettings({ db, actor });
}
