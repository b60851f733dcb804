import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../i18n/messages.js';
import { defaultNotificationRules, notificationEvents, notificationRecipients } from './notification-enums.js';
import {
  myanmarMobilePhone,
  notificationDetail,
  notificationListQuery,
  notificationOptOutRequest,
  notificationReportQuery,
  notificationReportResponse,
  notificationResendRequest,
  notificationRuleMatrix,
  notificationRuleRows,
  notificationRules,
  notificationTemplateKey,
  notificationTemplatePreviewRequest,
  notificationTemplateUpdate,
} from './notification-schemas.js';

/** The message keys of a failed parse, by field path. */
function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('myanmarMobilePhone', () => {
  it('keeps the stored 09… form of any way it was typed', () => {
    expect(myanmarMobilePhone.parse('+95 9 775 541 794')).toBe('09775541794');
    expect(myanmarMobilePhone.parse('၀၉၇၇၅၅၄၁၇၉၄')).toBe('09775541794');
  });

  it('refuses what cannot be a Myanmar mobile, with a message of the catalog', () => {
    for (const phone of ['01234567', 'abc', '+66812345678', '0'.repeat(41)]) {
      const result = myanmarMobilePhone.safeParse(phone);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('notification.invalidPhone');
    }
    expect(isMessageKey('notification.invalidPhone')).toBe(true);
  });
});

describe('notificationListQuery', () => {
  it('reads the filters and pages', () => {
    expect(
      notificationListQuery.parse({
        search: '0977',
        state: 'failed',
        provider: 'smspoh',
        from: '2026-11-01',
        to: '2026-11-28',
        page: '2',
      }),
    ).toEqual({
      search: '0977',
      state: 'failed',
      provider: 'smspoh',
      from: '2026-11-01',
      to: '2026-11-28',
      page: 2,
      per_page: 9,
    });
  });

  it('wants both ends of a period, in order', () => {
    expect(issues(notificationListQuery.safeParse({ from: '2026-11-01' }))).toEqual({
      to: 'validation.emptyErrorMessage',
    });
    expect(issues(notificationListQuery.safeParse({ to: '2026-11-01' }))).toEqual({
      from: 'validation.emptyErrorMessage',
    });
    expect(issues(notificationListQuery.safeParse({ from: '2026-11-02', to: '2026-11-01' }))).toEqual({
      to: 'report.periodOrder',
    });
    expect(notificationListQuery.safeParse({ state: 'lost' }).success).toBe(false);
  });
});

describe('the outbox responses', () => {
  it('describes a message with its log', () => {
    const message = {
      id: 1,
      created_at: '2026-11-28T03:00:00.000Z',
      event: 'label.out_for_delivery',
      channel: 'sms',
      recipient: 'receiver',
      phone: '09775541794',
      operator: 'ATOM',
      locale: 'mm',
      tracking_code: 'EX123456785MM',
      label_id: 10,
      state: 'delivered',
      provider: 'fake',
      attempts: 1,
      parts: 2,
      cost: 30,
      sent_at: '2026-11-28T03:00:01.000Z',
      delivered_at: '2026-11-28T03:00:05.000Z',
      receipt_at: '2026-11-28T03:00:05.000Z',
      next_attempt_at: null,
      error: null,
      resend_of: null,
      body: 'ပါဆယ် EX123456785MM ကို ယနေ့ ပို့ဆောင်ပေးပါမည်။',
      events: [{ at: '2026-11-28T03:00:01.000Z', provider: 'fake', outcome: 'sent', error: null }],
    };
    expect(notificationDetail.parse(message)).toEqual(message);
  });

  it('wants a reason of 3 to 500 characters to resend', () => {
    expect(notificationResendRequest.safeParse({ reason: 'ok' }).success).toBe(false);
    expect(notificationResendRequest.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
    expect(notificationResendRequest.parse({ reason: ' phone was off ' })).toEqual({ reason: 'phone was off' });
  });
});

describe('templates', () => {
  it('reads a template path', () => {
    expect(notificationTemplateKey.parse({ event: 'cod.paid_out', channel: 'viber', locale: 'zh' })).toEqual({
      event: 'cod.paid_out',
      channel: 'viber',
      locale: 'zh',
    });
    expect(notificationTemplateKey.safeParse({ event: 'label.lost', channel: 'sms', locale: 'mm' }).success).toBe(
      false,
    );
  });

  it('saves a body of known variables only, within 1000 characters', () => {
    expect(notificationTemplateUpdate.parse({ body: 'ပါဆယ် {{tracking_code}}\n{{link}}' }).body).toContain('\n');
    expect(issues(notificationTemplateUpdate.safeParse({ body: 'Hi {{tracking}}' }))).toEqual({
      body: 'notification.unknownVariable',
    });
    expect(notificationTemplateUpdate.safeParse({ body: '' }).success).toBe(false);
    expect(notificationTemplateUpdate.safeParse({ body: 'x'.repeat(1001) }).success).toBe(false);
  });

  it('previews whatever is typed, unknown variables included', () => {
    expect(
      notificationTemplatePreviewRequest.parse({
        event: 'label.delivered',
        channel: 'sms',
        locale: 'en',
        body: 'Hi {{tracking}}',
        label_id: '42',
      }),
    ).toEqual({ event: 'label.delivered', channel: 'sms', locale: 'en', body: 'Hi {{tracking}}', label_id: 42 });
  });
});

describe('rules', () => {
  it('round-trips the matrix through the API rows', () => {
    const rows = notificationRuleRows(defaultNotificationRules);
    expect(rows).toHaveLength(notificationEvents.length * notificationRecipients.length);
    expect(rows).toContainEqual({ event: 'label.delivered', recipient: 'receiver', enabled: true });
    expect(notificationRuleMatrix(rows, defaultNotificationRules)).toEqual(defaultNotificationRules);
    expect(notificationRules.parse({ rules: rows, segment_limit: 2 }).rules).toEqual(rows);
    // The courier's phone is given unless the company says no.
    expect(notificationRules.parse({ rules: rows, segment_limit: 2 }).show_courier_phone).toBe(true);
    expect(notificationRules.parse({ rules: [], segment_limit: 2, show_courier_phone: false }).show_courier_phone).toBe(
      false,
    );
  });

  it('applies rows over the defaults, leaving the base untouched', () => {
    const matrix = notificationRuleMatrix(
      [{ event: 'label.booked', recipient: 'sender', enabled: true }],
      defaultNotificationRules,
    );
    expect(matrix['label.booked'].sender).toBe(true);
    expect(matrix['label.delivered'].receiver).toBe(true);
    expect(defaultNotificationRules['label.booked'].sender).toBe(false);
  });

  it('refuses a pair listed twice and a limit outside 1–10', () => {
    const rule = { event: 'label.booked', recipient: 'sender', enabled: true };
    expect(issues(notificationRules.safeParse({ rules: [rule, rule], segment_limit: 2 }))).toEqual({
      'rules.1': 'notification.duplicateRule',
    });
    expect(notificationRules.safeParse({ rules: [], segment_limit: 0 }).success).toBe(false);
    expect(notificationRules.safeParse({ rules: [], segment_limit: 11 }).success).toBe(false);
  });
});

describe('opt-outs', () => {
  it('opts a phone out of everything, dropping a merchant that would mean nothing', () => {
    expect(notificationOptOutRequest.parse({ phone: '+959775541794', scope: 'all', merchant_id: 3 })).toEqual({
      phone: '09775541794',
      scope: 'all',
    });
  });

  it('wants the merchant when the scope is one merchant', () => {
    expect(notificationOptOutRequest.parse({ phone: '09775541794', scope: 'merchant', merchant_id: '3' })).toEqual({
      phone: '09775541794',
      scope: 'merchant',
      merchant_id: 3,
    });
    expect(issues(notificationOptOutRequest.safeParse({ phone: '09775541794', scope: 'merchant' }))).toEqual({
      merchant_id: 'notification.merchantRequired',
    });
    expect(issues(notificationOptOutRequest.safeParse({ phone: '012345678', scope: 'all' }))).toEqual({
      phone: 'notification.invalidPhone',
    });
  });
});

describe('the cost report', () => {
  it('defaults to this year by month and by branch', () => {
    expect(notificationReportQuery.parse({})).toEqual({ period: 'monthly', scope: 'branch' });
    expect(
      notificationReportQuery.parse({ period: 'daily', from: '2026-11-01', to: '2026-11-28', scope: 'operator' }),
    ).toEqual({ period: 'daily', from: '2026-11-01', to: '2026-11-28', scope: 'operator' });
  });

  it('refuses a period out of order or too long for its kind', () => {
    expect(issues(notificationReportQuery.safeParse({ from: '2026-11-02', to: '2026-11-01' }))).toEqual({
      to: 'report.periodOrder',
    });
    expect(
      issues(notificationReportQuery.safeParse({ period: 'daily', from: '2025-01-01', to: '2026-11-01' })),
    ).toEqual({ to: 'report.periodTooLong' });
    expect(issues(notificationReportQuery.safeParse({ from: '2026-11-01' }))).toEqual({
      to: 'validation.emptyErrorMessage',
    });
  });

  it('describes rows and totals in whole kyat', () => {
    const row = { key: '1', name: 'YGN', messages: 10, parts: 14, cost: 420, sms_fee_charged: 1000 };
    const report = {
      period: 'monthly',
      from: '2026-01-01',
      to: '2026-11-28',
      scope: 'branch',
      rows: [row],
      totals: { messages: 10, parts: 14, cost: 420, sms_fee_charged: 1000 },
    };
    expect(notificationReportResponse.parse(report)).toEqual(report);
    expect(notificationReportResponse.safeParse({ ...report, rows: [{ ...row, cost: 4.2 }] }).success).toBe(false);
  });

  it('answers in message keys of the catalog', () => {
    for (const key of ['notification.merchantRequired', 'notification.duplicateRule', 'notification.unknownVariable'])
      expect(isMessageKey(key)).toBe(true);
  });
});
