import { describe, expect, it } from 'vitest';
import { notificationChannels, notificationEvents, notificationLocales } from './notification-enums.js';
import {
  defaultNotificationTemplates,
  notificationTemplateMaxLength,
  notificationVariables,
  renderNotificationTemplate,
  unknownTemplateVariables,
  type NotificationValues,
} from './notification-templates.js';
import { isGsm7, smsSegmentsOf } from './sms-segments.js';

describe('renderNotificationTemplate', () => {
  it('fills placeholders, spaces inside the braces tolerated', () => {
    expect(
      renderNotificationTemplate('Parcel {{tracking_code}} for {{ receiver_name }}: {{link}}', {
        tracking_code: 'EX123456785MM',
        receiver_name: 'Daw Mya',
        link: 'https://t.example/x',
      }),
    ).toBe('Parcel EX123456785MM for Daw Mya: https://t.example/x');
  });

  it('renders a variable without a value as nothing, and leaves an unknown one as typed', () => {
    expect(renderNotificationTemplate('Hello {{sender_name}}! {{tracking}}', {})).toBe('Hello ! {{tracking}}');
  });

  it('leaves out an optional part whose variable has no value, and keeps it when it has one', () => {
    const body = 'Out today. [[Courier: {{courier_phone}}. ]]{{link}}';
    expect(renderNotificationTemplate(body, { courier_phone: '09421234567', link: 'L' })).toBe(
      'Out today. Courier: 09421234567. L',
    );
    expect(renderNotificationTemplate(body, { link: 'L' })).toBe('Out today. L');
    expect(renderNotificationTemplate(body, { courier_phone: '', link: 'L' })).toBe('Out today. L');
    // A part without variables stays; an unknown variable does not make a part empty.
    expect(renderNotificationTemplate('[[Hello]] [[{{nope}}]]', {})).toBe('Hello {{nope}}');
  });

  it('fills the same variable every time it appears, and Burmese text around it', () => {
    expect(renderNotificationTemplate('{{branch}}၊ {{branch}}', { branch: 'ရန်ကုန်' })).toBe('ရန်ကုန်၊ ရန်ကုန်');
  });
});

describe('unknownTemplateVariables', () => {
  it('lists placeholders that name no variable, once each, in order', () => {
    expect(unknownTemplateVariables('{{tracking}} {{ link }} {{receiver}} {{tracking}} {{tracking code}}')).toEqual([
      'tracking',
      'receiver',
      'tracking code',
    ]);
    expect(unknownTemplateVariables('no placeholders { at all }')).toEqual([]);
  });
});

describe('defaultNotificationTemplates', () => {
  const values: NotificationValues = {
    tracking_code: 'EX123456785MM',
    receiver_name: 'မမြင့်',
    sender_name: 'Shwe Online',
    merchant_name: 'Shwe Online Shop',
    branch: 'YGN',
    branch_phone: '09421234567',
    courier_phone: '09771234567',
    cod_amount: '25,000',
    deadline: '2026-12-05',
    reason: 'ဖုန်းမကိုင်ပါ',
    link: 'https://wp.example.mm/t/Ab3dE9xK',
  };

  it('has a text for every event, channel and language, with known variables only', () => {
    for (const event of notificationEvents) {
      for (const channel of notificationChannels) {
        for (const locale of notificationLocales) {
          const body = defaultNotificationTemplates[event][channel][locale];
          expect(body.length).toBeGreaterThan(10);
          expect(body.length).toBeLessThanOrEqual(notificationTemplateMaxLength);
          expect(unknownTemplateVariables(body)).toEqual([]);
        }
      }
    }
  });

  it('writes Burmese in Unicode Burmese, Chinese in Chinese and English in GSM-7 only', () => {
    for (const event of notificationEvents) {
      for (const channel of notificationChannels) {
        const { mm, en, zh } = defaultNotificationTemplates[event][channel];
        expect(mm).toMatch(/[\u1000-\u109f]/);
        expect(zh).toMatch(/[\u4e00-\u9fff]/);
        expect(isGsm7(en), en).toBe(true);
      }
    }
  });

  it('keeps every SMS within 2 parts with a typical code and link', () => {
    for (const event of notificationEvents) {
      for (const locale of notificationLocales) {
        const text = renderNotificationTemplate(defaultNotificationTemplates[event].sms[locale], values);
        expect(smsSegmentsOf(text).segments, `${event} ${locale}: ${text}`).toBeLessThanOrEqual(2);
      }
    }
  });

  it('tells the receiver the parcel is coming today', () => {
    expect(renderNotificationTemplate(defaultNotificationTemplates['label.out_for_delivery'].sms.mm, values)).toBe(
      'ပါဆယ် EX123456785MM ကို ယနေ့ ပို့ဆောင်ပေးပါမည်။ ဖုန်း 09771234567 https://wp.example.mm/t/Ab3dE9xK',
    );
  });

  it('uses every variable somewhere', () => {
    const all = JSON.stringify(defaultNotificationTemplates);
    for (const name of notificationVariables) expect(all).toContain(`{{${name}}}`);
  });
});
