import { describe, expect, it } from 'vitest';
import { deliveryOutcomes } from '../deliveries/delivery-enums.js';
import { locales } from '../i18n/locales.js';
import { translate } from '../i18n/messages.js';
import { labelStatuses, type LabelStatus } from '../labels/label-enums.js';
import {
  defaultNotificationRules,
  finalNotificationStates,
  isFinalNotificationState,
  isUrgentNotificationEvent,
  notificationEventOfDeliveryOutcome,
  notificationEventOfStatus,
  notificationEvents,
  notificationLocales,
  notificationReceiptStates,
  notificationStateAfterReceipt,
  notificationStates,
  type NotificationEvent,
  type NotificationRecipient,
} from './notification-enums.js';

describe('notificationEventOfStatus', () => {
  it.each([
    ['pending', 'label.booked'],
    ['created', 'label.booked'],
    ['send_to_destination_address', 'label.out_for_delivery'],
    ['postman_hand_over', 'label.out_for_delivery'],
    ['delivered', 'label.delivered'],
    ['sendback_to_destination_branch', 'label.delivery_failed'],
    ['sendback_to_origin_address', 'label.returned'],
    ['sentback_to_customer', 'label.returned'],
    ['return_confirmed', 'label.returned'],
    ['mpost_return_confirmed', 'label.returned'],
    ['arrived_to_destination_branch', null],
    ['send_to_mmpost', null],
    ['schedule_return', null],
    ['reject', null],
    ['accept_from_origin_branch', null],
  ] as const)('%s → %s', (status, event) => {
    expect(notificationEventOfStatus(status)).toBe(event);
  });

  it('tells a gate hand-over as held for pickup: the receiver collects at his gate', () => {
    expect(notificationEventOfStatus('send_to_destination_address', { partnerHold: 'gate' })).toBe(
      'label.held_for_pickup',
    );
    expect(notificationEventOfStatus('send_to_destination_address', { partnerHold: 'mmpost' })).toBe(
      'label.out_for_delivery',
    );
  });

  it('tells an arrival as held for pickup only for a counter pickup that is not coming back', () => {
    expect(notificationEventOfStatus('arrived_to_destination_branch', { pickupAtPo: true })).toBe(
      'label.held_for_pickup',
    );
    expect(
      notificationEventOfStatus('arrived_to_destination_branch', { pickupAtPo: true, returning: true }),
    ).toBeNull();
    expect(notificationEventOfStatus('arrived_to_destination_branch', { pickupAtPo: false })).toBeNull();
  });

  it('answers for every status, and refuses a value no status has', () => {
    const told = new Set(labelStatuses.map((status) => notificationEventOfStatus(status)));
    expect(told).toEqual(
      new Set([
        null,
        'label.booked',
        'label.out_for_delivery',
        'label.delivered',
        'label.delivery_failed',
        'label.returned',
      ]),
    );
    expect(() => notificationEventOfStatus('lost' as LabelStatus)).toThrow('unexpected value: lost');
  });
});

describe('notificationEventOfDeliveryOutcome', () => {
  it('tells only a failed attempt (the others are told by their statuses)', () => {
    expect(deliveryOutcomes.map(notificationEventOfDeliveryOutcome)).toEqual([
      null,
      null,
      'label.delivery_failed',
      null,
    ]);
  });
});

describe('urgency and defaults', () => {
  it('lets only out for delivery through quiet hours', () => {
    expect(notificationEvents.filter(isUrgentNotificationEvent)).toEqual(['label.out_for_delivery']);
  });

  it('tells the receiver what he acts on and the merchant of its money, by default', () => {
    const on = (recipient: NotificationRecipient) =>
      notificationEvents.filter((event) => defaultNotificationRules[event][recipient]);
    expect(on('receiver')).toEqual<NotificationEvent[]>([
      'label.out_for_delivery',
      'label.delivered',
      'label.delivery_failed',
      'label.held_for_pickup',
    ]);
    expect(on('merchant')).toEqual(['cod.paid_out']);
    expect(on('sender')).toEqual([]);
  });

  it('speaks the UI languages', () => {
    expect(notificationLocales).toBe(locales);
  });
});

describe('receipts', () => {
  it('moves only queued and sent messages', () => {
    expect(notificationStates.filter((state) => !isFinalNotificationState(state))).toEqual(['queued', 'sent']);
    for (const state of finalNotificationStates) {
      for (const receipt of notificationReceiptStates) expect(notificationStateAfterReceipt(state, receipt)).toBeNull();
    }
  });

  it('lets a late receipt finish a sent message, or one the worker had not yet marked sent', () => {
    expect(notificationStateAfterReceipt('sent', 'delivered')).toBe('delivered');
    expect(notificationStateAfterReceipt('queued', 'delivered')).toBe('delivered');
    expect(notificationStateAfterReceipt('sent', 'undelivered')).toBe('undelivered');
    expect(notificationStateAfterReceipt('queued', 'sent')).toBe('sent');
    expect(notificationStateAfterReceipt('sent', 'sent')).toBeNull();
  });
});

describe('texts', () => {
  it('names every event in every language (the event key nests under its dot)', () => {
    for (const event of notificationEvents) {
      for (const locale of locales) {
        const key = `notificationEvent.${event}`;
        expect(translate(locale, key)).not.toBe(key);
      }
    }
    expect(translate('mm', 'notificationEvent.label.out_for_delivery')).toMatch(/[\u1000-\u109f]/);
  });

  it('has the refusals the server sends', () => {
    for (const key of ['zawgyi', 'unknownVariable', 'tooLong', 'invalidPhone', 'optedOut']) {
      for (const locale of locales) expect(translate(locale, `notification.${key}`)).not.toBe(`notification.${key}`);
    }
    expect(translate('en', 'notification.zawgyi')).toBe('This text looks like Zawgyi; type it in Unicode.');
  });
});
