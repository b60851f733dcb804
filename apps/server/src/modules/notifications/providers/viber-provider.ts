import { commonReceiptWords } from './gateway-fields.js';
import { createHttpProvider, type HttpReceiptFields } from './http-provider.js';
import type { NotificationProvider, ReceiptStatus } from './notification-provider.js';

/**
 * The body sent when the configuration names none. Viber Business Messages reach a phone number only through a
 * business solution provider (Infobip, Sinch VIBERBM, Vonage Messages, 8x8, or a Myanmar aggregator reselling one);
 * Viber has no public API of its own for it. Every such aggregator has its own request shape, so this default is a
 * plain example to adapt, not any vendor's documented format.
 */
export const viberDefaultBodyTemplate =
  '{"to":"{{to}}","channel":"viber","text":"{{text}}","reference":"{{reference}}"}';

/** Viber receipts also say a message was seen or read: both mean it reached the phone. */
export const viberReceiptWords: Readonly<Record<string, ReceiptStatus>> = {
  ...commonReceiptWords,
  seen: 'delivered',
  read: 'delivered',
};

export interface ViberProviderOptions {
  name?: string;
  /** The aggregator's send endpoint. */
  url: string;
  /** The aggregator's API token, sent as `Authorization: Bearer <token>` unless `headers` says otherwise. */
  token: string;
  headers?: Record<string, string>;
  bodyTemplate?: string;
  /** Where the aggregator's answer keeps the message id. */
  idPath?: string;
  receipt?: HttpReceiptFields;
  timeoutMs?: number;
}

/**
 * Viber Business Messages through an aggregator's HTTP API: the generic HTTP provider on the 'viber' channel, with a
 * Viber-shaped default body and receipt words. Aggregator-specific by nature (see `viberDefaultBodyTemplate`). Falling
 * back to SMS when a Viber message is not delivered in time is the worker's job: a provider only sends.
 */
export function createViberProvider({
  name = 'viber',
  url,
  token,
  headers,
  bodyTemplate = viberDefaultBodyTemplate,
  idPath = 'id',
  receipt = { idPath: 'id', referencePath: 'reference', statusPath: 'status', statusMap: { ...viberReceiptWords } },
  timeoutMs,
}: ViberProviderOptions): NotificationProvider {
  return createHttpProvider({
    name,
    channel: 'viber',
    url,
    method: 'POST',
    headers: headers ?? { authorization: `Bearer ${token}` },
    bodyTemplate,
    idPath,
    receipt,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
}
