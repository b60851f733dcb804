import { describe, expect, it } from 'vitest';
import { notificationEvents } from '../notifications/notification-enums.js';
import {
  portalNotificationSettingsRequest,
  portalNotificationSettingsResponse,
  receiverEventsOffAfter,
  receiverNotificationEvents,
} from './portal-notification-schemas.js';

describe('portal notification settings', () => {
  it('offers every label event to receivers, not the merchant’s own payout message', () => {
    expect(receiverNotificationEvents).toEqual(notificationEvents.filter((event) => event.startsWith('label.')));
  });

  it('reads switches and refuses unknown events and missing values with field messages', () => {
    expect(
      portalNotificationSettingsRequest.parse({ events: [{ event: 'label.delivered', enabled: false }] }).events,
    ).toEqual([{ event: 'label.delivered', enabled: false }]);
    const bad = portalNotificationSettingsRequest.safeParse({ events: [{ event: 'cod.paid_out' }] });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['events.0.event', 'validation.noselectErrorMessage'],
      ['events.0.enabled', 'validation.emptyErrorMessage'],
    ]);
    expect(portalNotificationSettingsRequest.safeParse({}).error!.issues[0]!.message).toBe(
      'validation.emptyErrorMessage',
    );
    expect(
      portalNotificationSettingsResponse.parse({
        data: {
          receiver_messages: 'label',
          events: [{ event: 'label.booked', enabled: true, company_enabled: false }],
        },
      }).data.events,
    ).toHaveLength(1);
  });

  it('applies switches over those off before, each event once in the list’s order', () => {
    expect(
      receiverEventsOffAfter(
        ['label.returned', 'label.delivered', 'stale'],
        [
          { event: 'label.booked', enabled: false },
          { event: 'label.returned', enabled: true },
          { event: 'label.booked', enabled: false },
        ],
      ),
    ).toEqual(['label.booked', 'label.delivered']);
  });
});
