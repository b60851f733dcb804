import { z } from 'zod';
import { paginatedResponse, paginationQuery } from '../common/pagination.js';
import { entityId } from '../common/number-schemas.js';
import { singleLineText } from '../common/text-schemas.js';
import { labelStatuses } from '../labels/label-enums.js';

/** What a merchant's endpoint can subscribe to; later events join this list. */
export const webhookEvents = ['label.status_changed'] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

/** A delivery waits (and is retried) until its endpoint answers 2xx, or fails after the retry window. */
export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** A signing secret is `whsec_` and 48 hex digits (24 random bytes the caller draws). */
export const webhookSecretFormat = { secretBytes: 24, pattern: /^whsec_[0-9a-f]{48}$/ } as const;

export function formatWebhookSecret(secret: Uint8Array): string {
  if (secret.length !== webhookSecretFormat.secretBytes) {
    throw new Error(`a webhook secret takes ${webhookSecretFormat.secretBytes} bytes`);
  }
  return `whsec_${Array.from(secret, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Waits after each failed attempt (seconds): quick at first, for a receiver that blinked, then hourly; a delivery is
 * given up once the next attempt would fall past `webhookRetryWindowHours` after it was made.
 */
export const webhookRetryDelaysSeconds = [30, 60, 5 * 60, 15 * 60, 30 * 60, 60 * 60, 2 * 3600, 4 * 3600] as const;
export const webhookRetryWindowHours = 24;
/** Finished deliveries (delivered or given up) stay in the log this long. */
export const webhookLogRetentionDays = 30;

/** When to try a delivery again after its `attempts`-th failed attempt at `now`; null when it is given up. */
export function nextWebhookAttemptAt({
  createdAt,
  attempts,
  now,
}: {
  createdAt: Date;
  attempts: number;
  now: Date;
}): Date | null {
  const delays = webhookRetryDelaysSeconds;
  const delaySeconds = delays[Math.min(Math.max(attempts, 1), delays.length) - 1]!;
  const next = new Date(now.getTime() + delaySeconds * 1000);
  return next.getTime() > createdAt.getTime() + webhookRetryWindowHours * 3_600_000 ? null : next;
}

/** The value of `Waypost-Signature`: the attempt's time and the HMAC-SHA256 (hex) of `"<t>.<raw body>"`. */
export function webhookSignatureHeader(unixSeconds: number, hexDigest: string): string {
  return `t=${unixSeconds},v1=${hexDigest}`;
}

/** What is signed: the attempt's time, a dot and the body exactly as sent. */
export function webhookSignedText(unixSeconds: number, body: string): string {
  return `${unixSeconds}.${body}`;
}

/** An endpoint address: https (http only where private targets are allowed, for local tests), no credentials. */
export const webhookUrl = singleLineText({ min: 1, max: 2000 }).refine((value) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
}, 'webhook.urlInvalid');

/** POST /api/webhooks: where to send which events of which merchant. */
export const webhookCreateRequest = z.object({
  url: webhookUrl,
  events: z
    .array(z.enum(webhookEvents, 'validation.noselectErrorMessage'), 'validation.noselectErrorMessage')
    .min(1, 'validation.noselectErrorMessage')
    .max(20)
    .transform((events) => [...new Set(events)]),
  merchant_id: entityId({ message: 'validation.noselectErrorMessage' }),
  description: singleLineText({ max: 200 }).nullish(),
});
export type WebhookCreateRequest = z.infer<typeof webhookCreateRequest>;

/** PUT /api/webhooks/{id}: a new address, events or description; its merchant and signing secret stay. */
export const webhookUpdateRequest = webhookCreateRequest.omit({ merchant_id: true });
export type WebhookUpdateRequest = z.infer<typeof webhookUpdateRequest>;

/**
 * POST /api/webhooks/{id}/test sends the endpoint one signed event of this type at once (`data` empty), neither logged
 * nor retried: the answer says whether it arrived.
 */
export const webhookTestEventType = 'webhook.test';
export const webhookTestResponse = z.object({
  data: z.object({
    /** The endpoint answered 2xx. */
    ok: z.boolean(),
    response_code: z.number().int().nullable(),
    /** Why there was no answer (TIMEOUT, ADDRESS_REFUSED, a connection error's code). */
    error: z.string().nullable(),
  }),
});
export type WebhookTestResponse = z.infer<typeof webhookTestResponse>;

/** The one answer that carries the signing secret. */
export const webhookCreatedResponse = z.object({
  data: z.object({ id: z.number().int(), secret: z.string() }),
});
export type WebhookCreatedResponse = z.infer<typeof webhookCreatedResponse>;

export const webhookItem = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(webhookEvents)),
  description: z.string().nullable(),
  merchant: z.object({ id: z.number().int(), name: z.string() }),
  created_by: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
  /** Deliveries still being tried and those given up, so a failing endpoint stands out in the list. */
  pending: z.number().int(),
  failed: z.number().int(),
});
export type WebhookItem = z.infer<typeof webhookItem>;

export const webhookListQuery = z.object({ merchant_id: entityId().optional() });
export const webhookListResponse = z.object({ data: z.array(webhookItem) });
export type WebhookListResponse = z.infer<typeof webhookListResponse>;

export const webhookIdParams = z.object({ id: entityId() });
export const webhookDeliveryParams = z.object({ id: entityId(), deliveryId: entityId({ column: 'bigint' }) });
export const webhookResponse = z.object({ data: webhookItem });
export type WebhookResponse = z.infer<typeof webhookResponse>;

export const webhookDelivery = z.object({
  id: z.number().int(),
  event_id: z.string(),
  event_type: z.enum(webhookEvents),
  /** What the event was about, to find a delivery in the log. */
  tracking_code: z.string().nullable(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  /** The last attempt's HTTP status (null: no answer, see `error`). */
  response_code: z.number().int().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  /** The delivery this one sends again (a replay). */
  replay_of: z.number().int().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhookDeliveryListQuery = paginationQuery;
export const webhookDeliveryListResponse = paginatedResponse(webhookDelivery);
export type WebhookDeliveryListResponse = z.infer<typeof webhookDeliveryListResponse>;
export const webhookDeliveryResponse = z.object({ data: webhookDelivery });
export type WebhookDeliveryResponse = z.infer<typeof webhookDeliveryResponse>;

/** The body of `label.status_changed`, as the receiver reads it (also in the OpenAPI document's webhooks). */
export const labelStatusChangedEvent = z.object({
  id: z.string(),
  type: z.literal('label.status_changed'),
  created_at: z.string(),
  data: z.object({
    tracking_code: z.string(),
    reference_id: z.string().nullable(),
    status: z.enum(labelStatuses),
    previous_status: z.enum(labelStatuses),
    changed_at: z.string(),
  }),
});
export type LabelStatusChangedEvent = z.infer<typeof labelStatusChangedEvent>;
