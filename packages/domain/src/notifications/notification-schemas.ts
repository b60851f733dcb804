import { z } from 'zod';
import { calendarDay } from '../cod/cod-schemas.js';
import { entityId } from '../common/number-schemas.js';
import { paginatedResponse, paginationQuery } from '../common/pagination.js';
import { multiLineText, singleLineText } from '../common/text-schemas.js';
import { reportPeriods } from '../reports/report-enums.js';
import { reportMaxSpanDays } from '../reports/report-schemas.js';
import { myanmarOperators, normalizeMyanmarPhone } from './myanmar-phones.js';
import {
  notificationChannels,
  notificationEvents,
  notificationLocales,
  notificationProviders,
  notificationRecipients,
  notificationReportScopes,
  notificationStates,
  optOutScopes,
  optOutSources,
  type NotificationEvent,
  type NotificationRecipient,
} from './notification-enums.js';
import { notificationTemplateMaxLength, unknownTemplateVariables } from './notification-templates.js';

/** The API contracts of notifications (issue 29): the outbox, templates, rules, opt-outs and the cost report. */

const bigId = entityId({ column: 'bigint' });
const event = z.enum(notificationEvents, 'validation.noselectErrorMessage');
const channel = z.enum(notificationChannels, 'validation.noselectErrorMessage');
const locale = z.enum(notificationLocales, 'validation.noselectErrorMessage');
const recipient = z.enum(notificationRecipients, 'validation.noselectErrorMessage');

/**
 * A phone a message may go to: a Myanmar mobile number in any form normalizeMyanmarPhone reads, kept in its stored
 * 09… form. Anything else (a landline, a foreign number) is the field's error.
 */
// Marked pure: a bundle that never reads it (the web's label screens) leaves the phone metadata out.
export const myanmarMobilePhone = /* @__PURE__ */ z
  .string()
  .max(40, 'notification.invalidPhone')
  .refine((value) => normalizeMyanmarPhone(value) !== null, 'notification.invalidPhone')
  .transform((value) => normalizeMyanmarPhone(value)!.national);

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** `from` … `to` (Yangon days): both or neither, in order. */
function refinePeriod(query: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  if ((query.from === undefined) !== (query.to === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [query.from === undefined ? 'from' : 'to'],
      message: 'validation.emptyErrorMessage',
    });
  } else if (query.from !== undefined && query.to !== undefined && dayNumber(query.to) < dayNumber(query.from)) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'report.periodOrder' });
  }
}

// The outbox.

/** GET /api/notification: search by phone or tracking code, by state, provider and the day it was queued. */
export const notificationListQuery = paginationQuery
  .extend({
    search: singleLineText({ min: 1, max: 40 }).optional(),
    state: z.enum(notificationStates).optional(),
    provider: z.enum(notificationProviders).optional(),
    from: calendarDay.optional(),
    to: calendarDay.optional(),
  })
  .superRefine(refinePeriod);
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

export const notificationIdParams = z.object({ id: bigId });

export const notificationSummary = z.object({
  id: z.number().int(),
  created_at: z.string(),
  event: z.enum(notificationEvents),
  channel: z.enum(notificationChannels),
  recipient: z.enum(notificationRecipients),
  /** The stored 09… form (as typed on the label when it could not be read: state invalid_number). */
  phone: z.string(),
  operator: z.enum(myanmarOperators).nullable(),
  locale: z.enum(notificationLocales),
  /** Null for a merchant's COD payout, which is about no single label. */
  tracking_code: z.string().nullable(),
  label_id: z.number().int().nullable(),
  state: z.enum(notificationStates),
  /** The provider of the last attempt; null before the first. */
  provider: z.enum(notificationProviders).nullable(),
  attempts: z.number().int(),
  /** SMS parts billed (smsSegmentsOf); 1 for a Viber message. */
  parts: z.number().int(),
  /** What the provider charged, whole kyat; null when it does not say. */
  cost: z.number().int().nullable(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  /** When the last delivery receipt arrived. */
  receipt_at: z.string().nullable(),
  /** When the worker tries next (a retry, or the end of quiet hours). */
  next_attempt_at: z.string().nullable(),
  error: z.string().nullable(),
  /** The message this one sends again by hand. */
  resend_of: z.number().int().nullable(),
});
export type NotificationSummary = z.infer<typeof notificationSummary>;

/** One line of a message's log: an attempt, a receipt, a deferral; `outcome` is the state it left the message in. */
export const notificationLogEntry = z.object({
  at: z.string(),
  provider: z.enum(notificationProviders).nullable(),
  outcome: z.enum(notificationStates),
  error: z.string().nullable(),
});
export type NotificationLogEntry = z.infer<typeof notificationLogEntry>;

export const notificationDetail = notificationSummary.extend({
  /** The text as sent (rendered from its template when it was queued). */
  body: z.string(),
  events: z.array(notificationLogEntry),
});
export type NotificationDetail = z.infer<typeof notificationDetail>;

export const notificationListResponse = paginatedResponse(notificationSummary);
export type NotificationListResponse = z.infer<typeof notificationListResponse>;
export const notificationResponse = z.object({ data: notificationDetail });
/** GET /api/label/{id}/notifications: the label detail's "messages" section, newest first. */
export const labelNotificationsResponse = z.object({ data: z.array(notificationSummary) });

/** How long the reason for sending a message again is (the form checks it with betweenLengthRule, spec §5). */
export const resendReasonLength = { min: 3, max: 500 } as const;
/** POST /api/notification/{id}/resend: a new message with the same text, for a reason the audit keeps. */
export const notificationResendRequest = z.object({ reason: singleLineText(resendReasonLength) });
export type NotificationResendRequest = z.infer<typeof notificationResendRequest>;

// Templates.

/** The path of GET/PUT /api/notification-template/{event}/{channel}/{locale}. */
export const notificationTemplateKey = z.object({ event, channel, locale });
export type NotificationTemplateKey = z.infer<typeof notificationTemplateKey>;

/** A template body as saved: 1…1000 characters, line breaks allowed, only known `{{variables}}`. */
export const notificationTemplateBody = multiLineText({ min: 1, max: notificationTemplateMaxLength }).refine(
  (body) => unknownTemplateVariables(body).length === 0,
  'notification.unknownVariable',
);

export const notificationTemplate = z.object({
  event: z.enum(notificationEvents),
  channel: z.enum(notificationChannels),
  locale: z.enum(notificationLocales),
  body: z.string(),
  /** Null while the company uses the default text (is_default). */
  updated_at: z.string().nullable(),
  updated_by_name: z.string().nullable(),
  is_default: z.boolean(),
});
export type NotificationTemplate = z.infer<typeof notificationTemplate>;
export const notificationTemplateResponse = z.object({ data: notificationTemplate });
export const notificationTemplateListResponse = z.object({ data: z.array(notificationTemplate) });

export const notificationTemplateUpdate = z.object({ body: notificationTemplateBody });
export type NotificationTemplateUpdate = z.infer<typeof notificationTemplateUpdate>;

/**
 * POST /api/notification-template/preview: the body as typed (unknown variables and lengths are reported, not
 * refused, so the editor can show them), filled from a real label when one is named, else from sample values.
 */
export const notificationTemplatePreviewRequest = z.object({
  event,
  channel,
  locale,
  body: multiLineText({ max: 4 * notificationTemplateMaxLength }),
  label_id: bigId.optional(),
  /** Or the parcel by its tracking code, as the editor's box takes it. */
  tracking_code: singleLineText({ min: 1, max: 40 }).optional(),
});
export type NotificationTemplatePreviewRequest = z.infer<typeof notificationTemplatePreviewRequest>;

export const notificationTemplatePreviewResponse = z.object({
  text: z.string(),
  characters: z.number().int(),
  encoding: z.enum(['gsm7', 'ucs2']),
  segments: z.number().int(),
  unknown_variables: z.array(z.string()),
  /** More SMS parts than the company's segment limit (the editor warns; saving is still allowed). */
  over_limit: z.boolean(),
});
export type NotificationTemplatePreviewResponse = z.infer<typeof notificationTemplatePreviewResponse>;

// Rules.

/** The segment limit a company starts with: 2 parts holds 134 Burmese characters. */
export const defaultNotificationSegmentLimit = 2;

export const notificationRule = z.object({ event: z.enum(notificationEvents), recipient, enabled: z.boolean() });
export type NotificationRule = z.infer<typeof notificationRule>;

/** GET/PUT /api/notification-rules: the event × recipient matrix as rows (each pair at most once), and the limit. */
export const notificationRules = z.object({
  rules: z
    .array(notificationRule)
    .max(notificationEvents.length * notificationRecipients.length)
    .superRefine((rules, ctx) => {
      const seen = new Set<string>();
      rules.forEach((rule, index) => {
        const key = `${rule.event}:${rule.recipient}`;
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index], message: 'notification.duplicateRule' });
        seen.add(key);
      });
    }),
  segment_limit: z.number().int().min(1).max(10),
  /** Out-for-delivery messages give the courier's phone (issue 29 §1: "if the company allows"). */
  show_courier_phone: z.boolean().default(true),
});
export type NotificationRules = z.infer<typeof notificationRules>;
export const notificationRulesResponse = z.object({ data: notificationRules });

export type NotificationRuleMatrix = Record<NotificationEvent, Record<NotificationRecipient, boolean>>;

/** The matrix as the API's rows, every pair once, in the enumerations' order. */
export function notificationRuleRows(matrix: NotificationRuleMatrix): NotificationRule[] {
  return notificationEvents.flatMap((event) =>
    notificationRecipients.map((recipient) => ({ event, recipient, enabled: matrix[event][recipient] })),
  );
}

/** Rows applied over a base matrix (the defaults): a pair the rows leave out keeps the base's value. */
export function notificationRuleMatrix(rules: readonly NotificationRule[], base: NotificationRuleMatrix) {
  const matrix = Object.fromEntries(
    notificationEvents.map((event) => [event, { ...base[event] }]),
  ) as NotificationRuleMatrix;
  for (const rule of rules) matrix[rule.event][rule.recipient] = rule.enabled;
  return matrix;
}

// Opt-outs.

/** POST /api/notification-opt-out: a phone silenced for everyone, or only for one merchant's parcels. */
export const notificationOptOutRequest = /* @__PURE__ */ z
  .object({
    phone: myanmarMobilePhone,
    scope: z.enum(optOutScopes, 'validation.noselectErrorMessage'),
    merchant_id: entityId({ message: 'validation.noselectErrorMessage' }).optional(),
  })
  .superRefine((request, ctx) => {
    if (request.scope === 'merchant' && request.merchant_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['merchant_id'], message: 'notification.merchantRequired' });
    }
  })
  // A merchant named with scope `all` means nothing: dropped, so the row says what it does.
  .transform((request) => (request.scope === 'all' ? { phone: request.phone, scope: request.scope } : request));
export type NotificationOptOutRequest = z.infer<typeof notificationOptOutRequest>;

export const notificationOptOut = z.object({
  id: z.number().int(),
  phone: z.string(),
  scope: z.enum(optOutScopes),
  merchant: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  source: z.enum(optOutSources),
  created_at: z.string(),
  /** Who entered it; null for a STOP reply. */
  created_by_name: z.string().nullable(),
});
export type NotificationOptOut = z.infer<typeof notificationOptOut>;

export const notificationOptOutListQuery = paginationQuery.extend({
  search: singleLineText({ min: 1, max: 40 }).optional(),
  merchant_id: entityId().optional(),
});
export type NotificationOptOutListQuery = z.infer<typeof notificationOptOutListQuery>;
export const notificationOptOutListResponse = paginatedResponse(notificationOptOut);
export const notificationOptOutResponse = z.object({ data: notificationOptOut });
export const notificationOptOutIdParams = z.object({ id: entityId() });

// The cost report.

/**
 * GET /api/report/notifications: messages, parts and cost per period, by branch, merchant, operator or provider,
 * against the `sms_fee` the labels were charged — the same period / from / to as the other reports.
 */
export const notificationReportQuery = z
  .object({
    period: z.enum(reportPeriods, 'validation.noselectErrorMessage').default('monthly'),
    from: calendarDay.optional(),
    to: calendarDay.optional(),
    scope: z.enum(notificationReportScopes, 'validation.noselectErrorMessage').default('branch'),
  })
  .superRefine((query, ctx) => {
    refinePeriod(query, ctx);
    if (query.from === undefined || query.to === undefined) return;
    if (dayNumber(query.to) - dayNumber(query.from) >= reportMaxSpanDays[query.period]) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'report.periodTooLong' });
    }
  });
export type NotificationReportQuery = z.infer<typeof notificationReportQuery>;

export const notificationReportRow = z.object({
  /** The branch's or merchant's id, the operator, or the provider ('' for messages with none: unknown operator). */
  key: z.string(),
  name: z.string(),
  messages: z.number().int(),
  parts: z.number().int(),
  cost: z.number().int(),
  /** Σ of the `sms_fee` of the labels the messages were about. */
  sms_fee_charged: z.number().int(),
});
export type NotificationReportRow = z.infer<typeof notificationReportRow>;

export const notificationReportResponse = z.object({
  period: z.enum(reportPeriods),
  from: z.string(),
  to: z.string(),
  scope: z.enum(notificationReportScopes),
  rows: z.array(notificationReportRow),
  totals: notificationReportRow.omit({ key: true, name: true }),
});
export type NotificationReportResponse = z.infer<typeof notificationReportResponse>;

/**
 * GET /api/notification-provider: the configured providers in failover order (no secrets: the gateway's host only)
 * and how each did over the last 24 hours — head office's "providers' health".
 */
export const notificationProviderHealth = z.object({
  name: z.enum(notificationProviders),
  channel: z.enum(notificationChannels),
  host: z.string().nullable(),
  test: z.boolean(),
  sent: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  /** Delivered of those with a final receipt, in percent; null when none has one yet. */
  delivery_rate: z.number().nullable(),
  last_sent_at: z.string().nullable(),
});
export type NotificationProviderHealth = z.infer<typeof notificationProviderHealth>;
export const notificationProviderHealthResponse = z.object({
  data: z.array(notificationProviderHealth),
  /** Messages waiting to be sent, company-wide (a growing number means the providers are not keeping up). */
  queued: z.number().int(),
});
export type NotificationProviderHealthResponse = z.infer<typeof notificationProviderHealthResponse>;
