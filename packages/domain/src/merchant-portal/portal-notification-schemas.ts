import { z } from 'zod';
import { merchantReceiverMessages } from '../merchants/merchant-enums.js';
import type { NotificationEvent } from '../notifications/notification-enums.js';

/**
 * The events a merchant's receivers may be told of (issue 30 §2): every label event; `cod.paid_out` is the merchant's
 * own message, not his receivers'. A merchant switches each off for his own parcels' receivers.
 */
export const receiverNotificationEvents = [
  'label.booked',
  'label.out_for_delivery',
  'label.delivered',
  'label.delivery_failed',
  'label.held_for_pickup',
  'label.returned',
] as const satisfies readonly NotificationEvent[];
export type ReceiverNotificationEvent = (typeof receiverNotificationEvents)[number];

/** One event as the merchant sees it: his switch, and whether the company sends it to receivers at all. */
export const portalReceiverEvent = z.object({
  event: z.enum(receiverNotificationEvents),
  /** The merchant's own switch (on unless he turned it off). */
  enabled: z.boolean(),
  /** The company's rule for receivers: when off, nobody's receivers get it and the merchant's switch changes nothing. */
  company_enabled: z.boolean(),
});
export type PortalReceiverEvent = z.infer<typeof portalReceiverEvent>;

/** GET /api/merchant-portal/notification-settings. */
export const portalNotificationSettings = z.object({
  /** Waypost's switch for the merchant's receivers (set by staff on the merchant): per label, all, or none. */
  receiver_messages: z.enum(merchantReceiverMessages),
  events: z.array(portalReceiverEvent),
});
export type PortalNotificationSettings = z.infer<typeof portalNotificationSettings>;
export const portalNotificationSettingsResponse = z.object({ data: portalNotificationSettings });
export type PortalNotificationSettingsResponse = z.infer<typeof portalNotificationSettingsResponse>;

/** PUT /api/merchant-portal/notification-settings: the events to switch; an event left out keeps its switch. */
export const portalNotificationSettingsRequest = z.object({
  events: z
    .array(
      z.object({
        event: z.enum(receiverNotificationEvents, 'validation.noselectErrorMessage'),
        enabled: z.boolean('validation.emptyErrorMessage'),
      }),
      'validation.emptyErrorMessage',
    )
    .max(receiverNotificationEvents.length * 2),
});
export type PortalNotificationSettingsRequest = z.infer<typeof portalNotificationSettingsRequest>;

/** The events switched off after applying `changes` to those off before (each event once, in the list's order). */
export function receiverEventsOffAfter(
  before: readonly string[],
  changes: PortalNotificationSettingsRequest['events'],
): ReceiverNotificationEvent[] {
  const off = new Set(before);
  for (const change of changes) {
    if (change.enabled) off.delete(change.event);
    else off.add(change.event);
  }
  return receiverNotificationEvents.filter((event) => off.has(event));
}
