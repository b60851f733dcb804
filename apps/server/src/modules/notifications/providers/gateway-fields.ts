import type { ReceiptStatus } from './notification-provider.js';

/**
 * Reading what gateways send back. Callback bodies arrive as parsed JSON or as form fields (every value a string), so
 * every reader here accepts both: an id may be 12345 or '12345', a flag true or 'true'.
 */

/** A value inside parsed JSON by a dotted path: 'data.messages.0.id' (or 'data.messages[0].id'); undefined if absent. */
export function readPath(value: unknown, path: string): unknown {
  if (path === '') return value;
  let current: unknown = value;
  for (const key of path.replace(/\[(\d+)\]/g, '.$1').split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A non-empty text from a string or a finite number (gateways send ids as either), or null. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** A finite number from a number or a numeric string, or null. */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** The first of several field names that holds a text (gateways and their versions spell the same field apart). */
export function firstText(body: Record<string, unknown>, names: readonly string[]): string | null {
  for (const name of names) {
    const text = textOf(body[name]);
    if (text !== null) return text;
  }
  return null;
}

/** A plain object (JSON object or form fields), or null for anything else. */
export function recordOf(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** One callback may carry one receipt or a list of them. */
export function recordsOf(body: unknown): Record<string, unknown>[] {
  const list = Array.isArray(body) ? body : [body];
  return list.map(recordOf).filter((record): record is Record<string, unknown> => record !== null);
}

/** Myanmar Standard Time: Myanmar gateways write local wall-clock times without a zone. */
const myanmarOffset = '+06:30';

/**
 * A gateway's timestamp: Unix seconds (or milliseconds, past 1e12), an ISO 8601 text, or a zone-less
 * 'YYYY-MM-DD HH:mm:ss' read as Myanmar time (SMSPoh's inbox documents its times so). null when unreadable.
 */
export function gatewayTime(value: unknown): Date | null {
  const number = numberOf(value);
  if (number !== null) return validDate(new Date(number > 1e12 ? number : number * 1000));
  if (typeof value !== 'string') return null;
  const wallClock = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/.exec(value.trim());
  if (wallClock) return validDate(new Date(`${wallClock[1]}T${wallClock[2]}${myanmarOffset}`));
  return validDate(new Date(value));
}

function validDate(date: Date): Date | null {
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '+959250000001' → '09250000001', the national form Myanmar gateways document; other countries stay E.164. */
export function nationalPhone(e164: string): string {
  return e164.startsWith('+95') ? `0${e164.slice(3)}` : e164;
}

/** '+959250000001' → '959250000001' (the MSISDN form without '+', as gateways echo numbers). */
export function digitsPhone(e164: string): string {
  return e164.replace(/^\+/, '');
}

/** A gateway's MSISDN ('959…', without '+') as E.164, so the caller's one normaliser reads it as international. */
export function internationalPhone(msisdn: string): string {
  const trimmed = msisdn.trim();
  return /^95\d{7,}$/.test(trimmed) ? `+${trimmed}` : trimmed;
}

/**
 * Delivery-receipt words seen across SMS gateways (SMPP `stat` values such as DELIVRD / UNDELIV / REJECTD, and the
 * spelled-out words REST gateways use), each mapped to our five statuses. Compared lower-case. A word not here is
 * ignored rather than guessed: a receipt we cannot read must not move a message's state.
 */
export const commonReceiptWords: Readonly<Record<string, ReceiptStatus>> = {
  accepted: 'sent',
  enroute: 'sent',
  pending: 'sent',
  processing: 'sent',
  queued: 'sent',
  queuing: 'sent',
  sent: 'sent',
  submitted: 'sent',
  delivered: 'delivered',
  delivrd: 'delivered',
  success: 'delivered',
  successful: 'delivered',
  expired: 'undelivered',
  undeliv: 'undelivered',
  undeliverable: 'undelivered',
  undelivered: 'undelivered',
  error: 'failed',
  fail: 'failed',
  failed: 'failed',
  blocked: 'rejected',
  rejectd: 'rejected',
  rejected: 'rejected',
};

/** A receipt status word through a map (the exact key first, then ignoring case), or null when the map lacks it. */
export function receiptStatusOf(value: unknown, map: Readonly<Record<string, ReceiptStatus>>): ReceiptStatus | null {
  const word = textOf(value);
  if (word === null) return null;
  const exact = map[word] ?? map[word.toLowerCase()];
  if (exact !== undefined) return exact;
  const lowerCase = word.toLowerCase();
  return Object.entries(map).find(([key]) => key.toLowerCase() === lowerCase)?.[1] ?? null;
}
