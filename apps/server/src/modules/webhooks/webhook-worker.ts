import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import {
  nextWebhookAttemptAt,
  webhookLogRetentionDays,
  webhookSignatureHeader,
  webhookSignedText,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { publicOnlyLookup, webhookUrlProblem } from './webhook-target.js';
import { webhooksRepository, type ClaimedDelivery } from './webhooks.repository.js';

export interface WebhookWorker {
  /** Stops taking deliveries; resolves when those in hand are sent and recorded. */
  stop(): Promise<void>;
}

export interface WebhookWorkerOptions {
  db: Database;
  clock: Clock;
  log: { warn(object: object, message: string): void };
  /** Private, loopback and link-local targets allowed (local tests only). */
  allowPrivate: boolean;
  /** How long a receiver may take to answer. */
  timeoutMs: number;
  /** Deliveries this process sends at once. */
  concurrency: number;
  /** How often an idle worker looks for due deliveries. */
  pollMs: number;
}

/** What one attempt came to: the receiver's HTTP status, or why there was none. */
export interface AttemptOutcome {
  responseCode: number | null;
  error: string | null;
}

const userAgent = 'Waypost-Webhooks/1.0';

/** Sends one delivery, signed for this attempt; never throws (a failure is an outcome). */
export function sendDelivery(
  delivery: Pick<ClaimedDelivery, 'id' | 'url' | 'secret' | 'eventType' | 'body'>,
  { now, allowPrivate, timeoutMs }: { now: Date; allowPrivate: boolean; timeoutMs: number },
): Promise<AttemptOutcome> {
  // The registration's check again (the rules may have tightened since), then the connection's own lookup checks
  // every address the name resolves to.
  if (webhookUrlProblem(delivery.url, { allowPrivate }) !== null) {
    return Promise.resolve({ responseCode: null, error: 'ADDRESS_REFUSED' });
  }
  const url = new URL(delivery.url);
  const t = Math.floor(now.getTime() / 1000);
  const signature = createHmac('sha256', delivery.secret).update(webhookSignedText(t, delivery.body)).digest('hex');
  const body = Buffer.from(delivery.body);
  return new Promise((resolve) => {
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': body.length,
        'user-agent': userAgent,
        'waypost-signature': webhookSignatureHeader(t, signature),
        'waypost-event': delivery.eventType,
        'waypost-delivery': String(delivery.id),
      },
      timeout: timeoutMs,
      // A fresh connection per delivery: the address is checked on each connect, never reused from a pool.
      agent: false,
      ...(allowPrivate ? {} : { lookup: publicOnlyLookup() }),
    });
    request.on('response', (response) => {
      // The answer's body is not kept: only its status says whether it arrived.
      response.resume();
      resolve({ responseCode: response.statusCode ?? null, error: null });
      response.on('error', () => undefined);
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    request.on('error', (error: NodeJS.ErrnoException) => {
      resolve({ responseCode: null, error: typeof error.code === 'string' ? error.code : 'CONNECTION_FAILED' });
    });
    request.end(body);
  });
}

/** A delivery sent, with what its attempt came to. */
interface Attempted {
  delivery: ClaimedDelivery;
  outcome: AttemptOutcome;
}

/**
 * Records finished attempts: the delivered ones in one statement per answer code (they are nearly all 200), each
 * failed one retried on the schedule or given up.
 */
async function recordAttempts(options: WebhookWorkerOptions, attempts: readonly Attempted[]): Promise<void> {
  const at = options.clock.now();
  const deliveredByCode = new Map<number, number[]>();
  for (const { delivery, outcome } of attempts) {
    const code = outcome.responseCode;
    if (code !== null && code >= 200 && code < 300) {
      deliveredByCode.set(code, [...(deliveredByCode.get(code) ?? []), delivery.id]);
      continue;
    }
    await webhooksRepository.markFailedAttempt(options.db, {
      id: delivery.id,
      ...outcome,
      nextAttemptAt: nextWebhookAttemptAt({ createdAt: delivery.createdAt, attempts: delivery.attempts, now: at }),
    });
  }
  for (const [responseCode, ids] of deliveredByCode) {
    await webhooksRepository.markDelivered(options.db, { ids, responseCode, at });
  }
}

/**
 * The webhook worker of one API process: takes due deliveries (FOR UPDATE SKIP LOCKED and a lease, so processes and
 * instances share the work and never send one delivery twice at once) and keeps up to `concurrency` sends going: as
 * sends finish, their outcomes are recorded together and the freed places filled, so a receiver slow to answer holds
 * one place, not everyone's deliveries behind it. Freed places are filled a quarter of `concurrency` at a time (one
 * claim statement per few deliveries, not per delivery); with nothing due it looks again every `pollMs`. A process
 * that dies mid-send lets its deliveries go when their lease passes: a receiver may, rarely, get one twice, and tells
 * by the event id.
 */
export function startWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  let stopped = false;
  let sending = 0;
  const finished: Attempted[] = [];
  let wake: (() => void) | undefined;
  const wakeUp = () => {
    const resolve = wake;
    wake = undefined;
    resolve?.();
  };
  /** Until a send finishes, stop is asked, or (when given) `ms` pass. */
  const pause = (ms: number | null) =>
    new Promise<void>((resolve) => {
      const timer = ms === null ? undefined : setTimeout(wakeUp, ms);
      timer?.unref();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const leaseMs = options.timeoutMs + 60_000;
  const refill = Math.max(1, Math.floor(options.concurrency / 4));

  const send = (delivery: ClaimedDelivery) => {
    sending += 1;
    void sendDelivery(delivery, { ...options, now: options.clock.now() })
      // sendDelivery answers failures as outcomes; anything else thrown is one too, never a lost delivery.
      .catch((): AttemptOutcome => ({ responseCode: null, error: 'SEND_FAILED' }))
      .then((outcome) => {
        finished.push({ delivery, outcome });
        sending -= 1;
        wakeUp();
      });
  };

  const loop = async () => {
    // When the last claim found fewer than it asked for, nothing more is due before the next poll.
    let nextPollAt = 0;
    while (!stopped || sending > 0 || finished.length > 0) {
      try {
        if (finished.length > 0) await recordAttempts(options, finished.splice(0));
        const free = options.concurrency - sending;
        const due = Date.now() >= nextPollAt;
        if (!stopped && due && (free >= refill || sending === 0)) {
          const now = options.clock.now();
          const claimed = await webhooksRepository.claimDue(options.db, {
            now,
            lockedUntil: new Date(now.getTime() + leaseMs),
            limit: free,
          });
          claimed.forEach(send);
          if (claimed.length < free) nextPollAt = Date.now() + options.pollMs;
        }
      } catch (error) {
        if (!stopped) options.log.warn({ err: error }, 'webhook worker could not send or record deliveries');
        nextPollAt = Date.now() + options.pollMs;
      }
      if (finished.length > 0) continue;
      const free = options.concurrency - sending;
      if (stopped || free < refill) {
        if (sending > 0) await pause(null);
      } else if (Date.now() < nextPollAt) {
        await pause(nextPollAt - Date.now());
      }
    }
  };
  const running = loop();
  return {
    stop: async () => {
      stopped = true;
      wakeUp();
      await running;
    },
  };
}

/** Deletes the log's finished deliveries older than the retention (housekeeping, hourly); waiting ones stay. */
export function pruneWebhookDeliveries({ db, now }: { db: Database; now: Date }): Promise<number> {
  return webhooksRepository.pruneFinished(db, new Date(now.getTime() - webhookLogRetentionDays * 86_400_000));
}
