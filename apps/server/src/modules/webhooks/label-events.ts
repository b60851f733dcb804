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

/**
 * enqueueLabelStatusChanged for many labels at once (the branch network moves a dispatch's labels set-based): one
 * event per step of each label that has a merchant, in one statement.
 */
export async function enqueueLabelStatusChanges(
  tx: Database,
  changes: readonly {
    label: { merchantId: number | null; trackingCode: string; referenceId: string | null };
    previousStatus: LabelStatus;
    statuses: readonly LabelStatus[];
  }[],
  at: Date,
): Promise<void> {
  const events = changes.flatMap(({ label, previousStatus, statuses }) => {
    if (label.merchantId === null) return [];
    const merchantId = label.merchantId;
    return statuses.map((status, index) => {
      const event: LabelStatusChangedEvent = {
        id: `evt_${randomUUID()}`,
        type: 'label.status_changed',
        created_at: at.toISOString(),
        data: {
          tracking_code: label.trackingCode,
          reference_id: label.referenceId,
          status,
          previous_status: index === 0 ? previousStatus : statuses[index - 1]!,
          changed_at: at.toISOString(),
        },
      };
      return { merchantId, eventId: event.id, trackingCode: label.trackingCode, body: JSON.stringify(event) };
    });
  });
  await webhooksRepository.enqueueEvents(tx, events, { eventType: 'label.status_changed', at });
}
