import { randomUUID } from 'node:crypto';
import type { LabelStatus, LabelStatusChangedEvent } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { webhooksRepository } from './webhooks.repository.js';

/**
 * Tells the label's merchant (its endpoints subscribed to `label.status_changed`) that its status moved: written in
 * the transaction of the change, so an event exists exactly when the change does. Labels without a merchant
 * (counter customers) have no one to tell.
 */
export async function enqueueLabelStatusChanged(
  tx: Database,
  {
    label,
    previousStatus,
    status,
    at,
  }: {
    label: { merchantId: number | null; trackingCode: string; referenceId: string | null };
    previousStatus: LabelStatus;
    status: LabelStatus;
    at: Date;
  },
): Promise<void> {
  if (label.merchantId === null || previousStatus === status) return;
  const event: LabelStatusChangedEvent = {
    id: `evt_${randomUUID()}`,
    type: 'label.status_changed',
    created_at: at.toISOString(),
    data: {
      tracking_code: label.trackingCode,
      reference_id: label.referenceId,
      status,
      previous_status: previousStatus,
      changed_at: at.toISOString(),
    },
  };
  await webhooksRepository.enqueueEvent(tx, {
    merchantId: label.merchantId,
    eventId: event.id,
    eventType: event.type,
    trackingCode: label.trackingCode,
    body: JSON.stringify(event),
    at,
  });
}
