import type { NotificationChannel, NotificationEvent, NotificationLocale } from './notification-enums.js';

/**
 * Message templates (issue 29 §2): one per event × channel × language, `{{variable}}` placeholders filled from the
 * label when the message is queued. The defaults below are what a company starts with; head office edits them.
 */

/**
 * What a template may use. `courier_phone` is the courier's phone when the company allows giving it out (else empty:
 * the defaults put it in an optional `[[ … ]]` part, as `branch_phone`, which a branch may not have); `link` is the short signed tracking link; `cod_amount` is in
 * whole kyat, already formatted; `deadline` is the last day a held parcel waits; `reason` a failed delivery's reason
 * in the message's language.
 */
export const notificationVariables = [
  'tracking_code',
  'receiver_name',
  'sender_name',
  'merchant_name',
  'branch',
  'branch_phone',
  'courier_phone',
  'cod_amount',
  'deadline',
  'reason',
  'link',
] as const;
export type NotificationVariable = (typeof notificationVariables)[number];
export type NotificationValues = Partial<Record<NotificationVariable, string>>;

/** The longest template body: Viber's text limit (SMS templates are also held to the company's segment limit). */
export const notificationTemplateMaxLength = 1000;

/** `{{name}}`, spaces inside the braces tolerated; the name is whatever sits between them, for unknown ones too. */
const placeholder = /\{\{\s*([^{}]*?)\s*\}\}/g;

function isNotificationVariable(name: string): name is NotificationVariable {
  return (notificationVariables as readonly string[]).includes(name);
}

/** `[[ … ]]`: a part of the text that is left out when a variable in it has no value. */
const optionalPart = /\[\[([^[\]]*)\]\]/g;

function fill(text: string, values: NotificationValues): { text: string; missing: boolean } {
  let missing = false;
  const filled = text.replace(placeholder, (match, name: string) => {
    if (!isNotificationVariable(name)) return match;
    const value = values[name] ?? '';
    if (value === '') missing = true;
    return value;
  });
  return { text: filled, missing };
}

/**
 * The message: each known placeholder replaced by its value, or by nothing when the label has none (a sender without
 * a name). An unknown placeholder stays as typed, so a preview shows the mistake (saving refuses it). A part written
 * `[[ … ]]` is kept only when every variable in it has a value — "[[Courier: {{courier_phone}} ]]" says nothing
 * rather than "Courier: " when no phone may be given.
 */
export function renderNotificationTemplate(body: string, values: NotificationValues): string {
  const withParts = body.replace(optionalPart, (_match, inner: string) => {
    const part = fill(inner, values);
    return part.missing ? '' : part.text;
  });
  return fill(withParts, values).text;
}

/** The placeholders of a body that name no variable, each once, in the order they first appear. */
export function unknownTemplateVariables(body: string): string[] {
  const unknown = new Set<string>();
  for (const [, name] of body.matchAll(placeholder)) if (!isNotificationVariable(name!)) unknown.add(name!);
  return [...unknown];
}

type TemplateTexts = Record<NotificationLocale, string>;

/**
 * The defaults. SMS texts are short: Burmese and Chinese are UCS-2 (67 characters a part once split), so with a
 * 13-character tracking code and a ~30-character link each Burmese SMS stays within 2 parts; English uses GSM-7
 * characters only (no curly quotes), so it stays GSM-7. Viber texts greet the person by name.
 */
export const defaultNotificationTemplates: Record<NotificationEvent, Record<NotificationChannel, TemplateTexts>> = {
  'label.booked': {
    sms: {
      mm: 'ပါဆယ် {{tracking_code}} ကို စာရင်းသွင်းပြီးပါပြီ။ {{link}}',
      en: 'Parcel {{tracking_code}} is booked. Track it: {{link}}',
      zh: '包裹 {{tracking_code}} 已下单。查询：{{link}}',
    },
    viber: {
      mm: 'မင်္ဂလာပါ {{receiver_name}}။ {{sender_name}} ပို့သော ပါဆယ် {{tracking_code}} ကို စာရင်းသွင်းပြီးပါပြီ။ ခြေရာခံရန် {{link}}',
      en: 'Hello {{receiver_name}}, parcel {{tracking_code}} from {{sender_name}} is booked. Track it: {{link}}',
      zh: '{{receiver_name}}您好，{{sender_name}} 寄出的包裹 {{tracking_code}} 已下单。查询：{{link}}',
    },
  },
  'label.out_for_delivery': {
    sms: {
      mm: 'ပါဆယ် {{tracking_code}} ကို ယနေ့ ပို့ဆောင်ပေးပါမည်။ [[ဖုန်း {{courier_phone}} ]]{{link}}',
      en: 'Parcel {{tracking_code}} is out for delivery today. [[Courier: {{courier_phone}} ]]{{link}}',
      zh: '包裹 {{tracking_code}} 今天派送，请保持电话畅通。[[派送员 {{courier_phone}} ]]{{link}}',
    },
    viber: {
      mm: 'မင်္ဂလာပါ {{receiver_name}}။ ပါဆယ် {{tracking_code}} ကို ယနေ့ ပို့ဆောင်ပေးပါမည်။ ဖုန်းဖွင့်ထားပေးပါ။ [[ပို့ဆောင်သူ ဖုန်း {{courier_phone}}။ ]]ခြေရာခံရန် {{link}}',
      en: 'Hello {{receiver_name}}, parcel {{tracking_code}} is out for delivery today. Please keep your phone on. [[Courier: {{courier_phone}}. ]]Track it: {{link}}',
      zh: '{{receiver_name}}您好，包裹 {{tracking_code}} 今天派送，请保持电话畅通。[[派送员电话 {{courier_phone}}。]]查询：{{link}}',
    },
  },
  'label.delivered': {
    sms: {
      mm: 'ပါဆယ် {{tracking_code}} ကို ပို့ဆောင်ပြီးပါပြီ။ ကျေးဇူးတင်ပါသည်။ {{link}}',
      en: 'Parcel {{tracking_code}} was delivered. Thank you! {{link}}',
      zh: '包裹 {{tracking_code}} 已签收，谢谢！{{link}}',
    },
    viber: {
      mm: 'မင်္ဂလာပါ {{receiver_name}}။ ပါဆယ် {{tracking_code}} ကို ပို့ဆောင်ပြီးပါပြီ။ ကျေးဇူးတင်ပါသည်။ {{link}}',
      en: 'Hello {{receiver_name}}, parcel {{tracking_code}} was delivered. Thank you! {{link}}',
      zh: '{{receiver_name}}您好，包裹 {{tracking_code}} 已签收，谢谢！{{link}}',
    },
  },
  'label.delivery_failed': {
    sms: {
      mm: 'ပါဆယ် {{tracking_code}} ကို ပို့ဆောင်၍ မရပါ ({{reason}})။ ထပ်မံပို့ဆောင်ရန် {{branch}} [[({{branch_phone}}) ]]ကို ဆက်သွယ်ပါ။',
      en: 'We could not deliver parcel {{tracking_code}} ({{reason}}). To rearrange, call {{branch}}[[ on {{branch_phone}}]].',
      zh: '包裹 {{tracking_code}} 未能派送（{{reason}}）。重新安排请联系{{branch}}[[ {{branch_phone}}]]。',
    },
    viber: {
      mm: 'မင်္ဂလာပါ {{receiver_name}}။ ပါဆယ် {{tracking_code}} ကို ယနေ့ ပို့ဆောင်၍ မရပါ ({{reason}})။ ထပ်မံ ပို့ဆောင်ရန် {{branch}} [[({{branch_phone}}) ]]ကို ဆက်သွယ်ပေးပါ။ {{link}}',
      en: 'Hello {{receiver_name}}, we could not deliver parcel {{tracking_code}} today ({{reason}}). To rearrange, call {{branch}}[[ on {{branch_phone}}]]. {{link}}',
      zh: '{{receiver_name}}您好，包裹 {{tracking_code}} 今天未能派送（{{reason}}）。重新安排请联系{{branch}}[[ {{branch_phone}}]]。{{link}}',
    },
  },
  'label.held_for_pickup': {
    sms: {
      mm: 'ပါဆယ် {{tracking_code}} ကို {{branch}} တွင် {{deadline}} အထိ လာယူနိုင်ပါသည်။[[ ဖုန်း {{branch_phone}}]]',
      en: 'Parcel {{tracking_code}} is waiting at {{branch}} until {{deadline}}.[[ Call {{branch_phone}}]]',
      zh: '包裹 {{tracking_code}} 已到{{branch}}，请于 {{deadline}} 前领取。[[电话 {{branch_phone}}]]',
    },
    viber: {
      mm: 'မင်္ဂလာပါ {{receiver_name}}။ ပါဆယ် {{tracking_code}} ကို {{branch}} တွင် {{deadline}} အထိ လာယူနိုင်ပါသည်။ [[ဖုန်း {{branch_phone}}။ ]]{{link}}',
      en: 'Hello {{receiver_name}}, parcel {{tracking_code}} is waiting for you at {{branch}} until {{deadline}}. [[Call {{branch_phone}}. ]]{{link}}',
      zh: '{{receiver_name}}您好，包裹 {{tracking_code}} 已到{{branch}}，请于 {{deadline}} 前领取。[[电话 {{branch_phone}}。]]{{link}}',
    },
  },
  'label.returned': {
    sms: {
      mm: 'ပါဆယ် {{tracking_code}} ကို ပို့သူထံ ပြန်ပို့ပါပြီ။ {{link}}',
      en: 'Parcel {{tracking_code}} is being returned to the sender. {{link}}',
      zh: '包裹 {{tracking_code}} 已退回寄件人。{{link}}',
    },
    viber: {
      mm: 'မင်္ဂလာပါ {{sender_name}}။ ပါဆယ် {{tracking_code}} ကို သင့်ထံ ပြန်ပို့ပါပြီ။ ခြေရာခံရန် {{link}}',
      en: 'Hello {{sender_name}}, parcel {{tracking_code}} is being returned to you. Track it: {{link}}',
      zh: '{{sender_name}}您好，包裹 {{tracking_code}} 正退回给您。查询：{{link}}',
    },
  },
  'cod.paid_out': {
    sms: {
      mm: '{{merchant_name}} အတွက် ကောက်ခံငွေ {{cod_amount}} ကျပ်ကို ပေးချေပြီးပါပြီ။',
      en: 'COD of {{cod_amount}} Ks has been paid out to {{merchant_name}}.',
      zh: '{{merchant_name}} 的代收货款 {{cod_amount}} 缅币已付款。',
    },
    viber: {
      mm: 'မင်္ဂလာပါ {{merchant_name}}။ ကောက်ခံငွေ {{cod_amount}} ကျပ်ကို ပေးချေပြီးပါပြီ။ ကျေးဇူးတင်ပါသည်။',
      en: 'Hello {{merchant_name}}, COD of {{cod_amount}} Ks has been paid out to you. Thank you!',
      zh: '{{merchant_name}}您好，代收货款 {{cod_amount}} 缅币已付给您，谢谢！',
    },
  },
};
