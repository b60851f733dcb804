import { yangonOffsetMinutes } from '../format/dates.js';

/**
 * When a message is sent (issue 29 §5): quiet hours in Yangon time, and retries with backoff and failover across the
 * configured providers. Pure: the worker passes the clock and what it knows of the message's attempts.
 */

export interface QuietHours {
  /** Yangon hour (0–23) they start at. */
  startHour: number;
  /** Yangon hour they end at; below startHour when they run past midnight (21–7). */
  endHour: number;
}

/** The default of `NOTIFY_QUIET_HOURS`. */
export const defaultQuietHours = '21-7';

/**
 * Reads `NOTIFY_QUIET_HOURS`: "21-7" (whole Yangon hours, "21:00-07:00" too), or "off" for none (null). Anything else
 * throws: it is configuration, read once at start, and a typo must stop the server rather than message at night.
 */
export function parseQuietHours(text: string): QuietHours | null {
  const value = text.trim().toLowerCase();
  if (value === 'off') return null;
  const match = /^(\d{1,2})(?::00)?\s*-\s*(\d{1,2})(?::00)?$/.exec(value);
  const startHour = Number(match?.[1]);
  const endHour = Number(match?.[2]);
  if (!match || startHour > 23 || endHour > 23 || startHour === endHour) {
    throw new RangeError(
      `quiet hours must read like "21-7" (Yangon hours 0-23, start and end differ) or "off": "${text}"`,
    );
  }
  return { startHour, endHour };
}

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const offsetMs = yangonOffsetMinutes * 60_000;

/**
 * When the quiet hours `now` falls in end (the UTC instant of their end hour in Yangon, which has no daylight
 * saving), or null when `now` is outside them or there are none: a non-urgent message waits until then.
 */
export function quietHoursEnd({ now, quietHours }: { now: Date; quietHours: QuietHours | null }): Date | null {
  if (!quietHours) return null;
  const { startHour, endHour } = quietHours;
  const local = now.getTime() + offsetMs;
  const dayStart = Math.floor(local / dayMs) * dayMs;
  const hour = Math.floor((local - dayStart) / hourMs);
  const inside = startHour < endHour ? hour >= startHour && hour < endHour : hour >= startHour || hour < endHour;
  if (!inside) return null;
  let end = dayStart + endHour * hourMs;
  if (end <= local) end += dayMs;
  return new Date(end - offsetMs);
}

/** The worker's retry policy; each may be overridden by configuration. */
export const notificationRetryDefaults = {
  /** Failed attempts on one provider before the next one is tried. */
  failoverAfterAttempts: 2,
  /** Time since a provider's first attempt after which the next one is tried (a slow or hanging gateway). */
  failoverAfterMs: 30_000,
  /** Attempts in all, over every provider, before the message is failed. */
  maxAttempts: 6,
  /** The first retry's wait; each retry on the same provider doubles it, up to maxDelayMs. */
  baseDelayMs: 5_000,
  maxDelayMs: 5 * 60_000,
} as const;

export interface NextNotificationAttemptInput {
  /** Failed attempts on the current provider, the one just made included. */
  attempts: number;
  /** The current provider's place in the configured order. */
  providerIndex: number;
  providerCount: number;
  /** The first attempt on the current provider. */
  firstTriedAt: Date;
  now: Date;
  /** Failed attempts in all, over every provider. */
  totalAttempts: number;
  failoverAfterAttempts?: number;
  failoverAfterMs?: number;
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

export interface NextNotificationAttempt {
  providerIndex: number;
  /** Attempts already made on that provider (0 when it is a new one). */
  attemptsOnProvider: number;
  at: Date;
}

/** The wait before retry `attempts + 1` on the same provider: 5 s, 10 s, 20 s… up to the cap. */
export function notificationRetryDelayMs(
  attempts: number,
  {
    baseDelayMs = notificationRetryDefaults.baseDelayMs,
    maxDelayMs = notificationRetryDefaults.maxDelayMs,
  }: { baseDelayMs?: number; maxDelayMs?: number } = {},
): number {
  if (attempts <= 0) return 0;
  // Capping the exponent first keeps 2 ** n finite for any attempt count.
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(attempts - 1, 30));
}

/**
 * What to do after a failed attempt: retry the same provider after a backoff, move to the next provider at once (it
 * has not failed; after `failoverAfterAttempts` failures or `failoverAfterMs` on this one), or give up (null). The
 * providers are tried in their configured order and never wrapped around: the last one keeps whatever attempts are
 * left. Every provider is tried before the message fails — when `maxAttempts` is spent early, each untried provider
 * still gets one attempt — and it fails once attempts are spent on the last one.
 */
export function nextNotificationAttempt(input: NextNotificationAttemptInput): NextNotificationAttempt | null {
  const {
    attempts,
    providerIndex,
    providerCount,
    firstTriedAt,
    now,
    totalAttempts,
    failoverAfterAttempts = notificationRetryDefaults.failoverAfterAttempts,
    failoverAfterMs = notificationRetryDefaults.failoverAfterMs,
    maxAttempts = notificationRetryDefaults.maxAttempts,
  } = input;
  const spent = totalAttempts >= maxAttempts;
  const onLast = providerIndex >= providerCount - 1;
  if (onLast && spent) return null;
  const failover =
    spent || attempts >= failoverAfterAttempts || now.getTime() - firstTriedAt.getTime() >= failoverAfterMs;
  if (failover && !onLast) return { providerIndex: providerIndex + 1, attemptsOnProvider: 0, at: now };
  return {
    providerIndex,
    attemptsOnProvider: attempts,
    at: new Date(now.getTime() + notificationRetryDelayMs(attempts, input)),
  };
}
