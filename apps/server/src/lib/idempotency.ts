import { createHash } from 'node:crypto';
import { idempotencyKey } from '@waypost/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { AppError } from './app-error.js';

/**
 * The `Idempotency-Key` header: printable, 8–100 characters. Money POSTs require it (money design §5: runIdempotent
 * refuses a request without one); the back office's creates take it when sent (runIdempotentIfKeyed).
 */
export const idempotencyKeyHeaders = z.object({ 'idempotency-key': idempotencyKey.optional() });

/** How long a key's answer is kept for replays (money design §5: 7 days; journal natural keys are permanent). */
export const idempotencyKeyDays = 7;

/** An answer as it was sent: replayed exactly to a retry with the same key and the same request. */
export interface IdempotentAnswer<T> {
  status: number;
  body: T;
}

export interface IdempotentRequest {
  userId: number;
  /** The route's method and path pattern, e.g. `POST /api/cod-clearance/:id/complete`. */
  route: string;
  key: string | undefined;
  /** What the request asks for (its parameters and body): a key reused for anything else is refused. */
  request: unknown;
}

/**
 * Runs a money POST at most once per Idempotency-Key, inside the caller's transaction: the key is claimed first (a
 * retry arriving meanwhile waits on it, then replays the answer — where the design answered 409 "in progress", a
 * retry here simply gets the first request's answer once it is ready), `run` does the work and its answer is stored with
 * the key, all in the same transaction — so a request that fails leaves no key behind and may be sent again. A key
 * already used for a different request is a 409, and one missing is a 400.
 */
export async function runIdempotent<T>(
  tx: Database,
  { userId, route, key, request }: IdempotentRequest,
  run: () => Promise<IdempotentAnswer<T>>,
): Promise<IdempotentAnswer<T>> {
  if (!key) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({ userId, route, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (!claimed) {
    const [earlier] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.route, route), eq(idempotencyKeys.key, key)));
    // The claim waited for the first request's transaction to end, so its answer is stored.
    if (!earlier || earlier.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return { status: earlier.responseStatus!, body: earlier.response as T };
  }
  const answer = await run();
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, response: answer.body as object })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.route, route), eq(idempotencyKeys.key, key)));
  return answer;
}

/**
 * The back office's creates (pickups, expenses, calls, announcements — issue 26 §5): with a key, exactly as
 * runIdempotent, so a double click or a retry makes one record and gets the first answer; without one the create
 * simply runs, as it did before keys were sent.
 */
export async function runIdempotentIfKeyed<T>(
  tx: Database,
  request: IdempotentRequest,
  run: () => Promise<IdempotentAnswer<T>>,
): Promise<IdempotentAnswer<T>> {
  return request.key === undefined ? run() : runIdempotent(tx, request, run);
}

/** Forgets the answers kept longer than idempotencyKeyDays (housekeeping). */
export async function pruneIdempotencyKeys({ db, now }: { db: Database; now: Date }): Promise<number> {
  const before = new Date(now.getTime() - idempotencyKeyDays * 24 * 60 * 60_000);
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`${before.toISOString()}::timestamptz`))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
