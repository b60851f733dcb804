import { lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { preparedQuery } from '../db/prepared-statement.js';
import { rateLimits } from '../db/schema/index.js';
import { AppError } from './app-error.js';
import type { Clock } from './clock.js';

/** A request rate limit per client address: a token bucket of `burst` tokens refilled at `perMinute`. */
export interface RateLimitRule {
  /** Names the limit in the bucket key, so two limits never share a bucket. */
  name: string;
  /** Sustained requests per minute per client; 0 turns the limit off. */
  perMinute: number;
  /** Requests a client that has been quiet may make at once (the bucket's size). */
  burst: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** When refused: seconds until the bucket holds a token again (at most one refill interval). */
  retryAfterSeconds: number;
}

/** Buckets idle this long are full for any rule that refills within the hour (config keeps it so): deleted. */
export const rateLimitIdleRetentionMs = 60 * 60_000;

/**
 * The bucket key part for a client address: IPv4 as is (IPv4-mapped IPv6 too), IPv6 by its /64 prefix — one
 * subscriber usually holds a whole /64, so counting single IPv6 addresses would let one client rotate past the limit.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/**
 * Takes one token from the client's bucket in ONE statement: an upsert whose update only happens while the refilled
 * bucket holds a whole token. PostgreSQL locks the row for the upsert and evaluates the condition on its newest
 * version, so parallel requests on any number of instances can never spend the same token twice (no read, then
 * write). A refused request writes nothing.
 */
export async function takeRateLimitToken(
  db: Database,
  { rule, key, now }: { rule: RateLimitRule; key: string; now: Date },
): Promise<RateLimitDecision> {
  if (rule.perMinute <= 0) return { allowed: true, retryAfterSeconds: 0 };
  const perSecond = rule.perMinute / 60;
  const taken = await takeTokenStatement(db, {
    key: `${rule.name}:${key}`,
    at: now.toISOString(),
    burst: rule.burst,
    perSecond,
  });
  return taken.length > 0
    ? { allowed: true, retryAfterSeconds: 0 }
    : { allowed: false, retryAfterSeconds: Math.ceil(1 / perSecond) };
}

/** The token-taking upsert, prepared once (values as placeholders): it runs on every public tracking request. */
const takeTokenStatement = preparedQuery((db: Database) => {
  const at = sql`${sql.placeholder('at')}::timestamptz`;
  const burst = sql`${sql.placeholder('burst')}::float8`;
  const elapsedSeconds = sql`greatest(0, extract(epoch from (${at} - ${rateLimits.refilledAt}))::float8)`;
  const refilled = sql`least(${burst}, ${rateLimits.tokens} + ${elapsedSeconds} * ${sql.placeholder('perSecond')}::float8)`;
  return db
    .insert(rateLimits)
    .values({ key: sql.placeholder('key'), tokens: sql`${burst} - 1`, refilledAt: at })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { tokens: sql`${refilled} - 1`, refilledAt: sql`greatest(${rateLimits.refilledAt}, ${at})` },
      setWhere: sql`${refilled} >= 1`,
    })
    .returning({ tokens: rateLimits.tokens })
    .prepare('rate_limit_take');
});

/**
 * A route's onRequest hook enforcing the rule per client address (`request.ip`, which honours TRUST_PROXY). It runs
 * before the body and parameters are read, so every request to the route counts, found or not, valid or not.
 * Refused: 429 with Retry-After and the localized "too many requests".
 */
export function rateLimitHook({ db, clock, rule }: { db: Database; clock: Clock; rule: RateLimitRule }) {
  return async (request: FastifyRequest): Promise<void> => {
    const decision = await takeRateLimitToken(db, { rule, key: clientAddressKey(request.ip), now: clock.now() });
    if (!decision.allowed) {
      throw new AppError('TOO_MANY_REQUESTS', { headers: { 'retry-after': String(decision.retryAfterSeconds) } });
    }
  };
}

/** Housekeeping: deletes buckets idle for an hour (a missing bucket is a full one). */
export async function pruneRateLimits({ db, clock }: { db: Database; clock: Clock }): Promise<void> {
  await db
    .delete(rateLimits)
    .where(lt(rateLimits.refilledAt, new Date(clock.now().getTime() - rateLimitIdleRetentionMs)));
}
