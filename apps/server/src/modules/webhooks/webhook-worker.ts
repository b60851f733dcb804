import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import {
  nextWebhookAttemptAt,
  webhookLogRetentionDays,
  webhookSignatureHeader,
  webhookSignedText,
  type webhookTestEventType,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { publicOnlyLookup, webhookUrlProblem } from './webhook-target.js';
import { startOutboxWorker } from '../../lib/outbox-worker.js';
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
  delivery: Pick<ClaimedDelivery, 'url' | 'secret' | 'body'> & {
    /** A logged delivery's id; 'test' for the test event sent from the screen (not logged). */
    id: number | 'test';
    eventType: ClaimedDelivery['eventType'] | typeof webhookTestEventType;
  },
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
 * The webhook worker of one API process, on the one outbox worker (lib/outbox-worker.ts): due deliveries are claimed
 * with a lease (timeout + a minute), sent signed, and recorded — the delivered ones together. A process that dies
 * mid-send lets its deliveries go when their lease passes: a receiver may, rarely, get one twice, and tells by the
 * event id.
 */
export function startWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const leaseMs = options.timeoutMs + 60_000;
  return startOutboxWorker<ClaimedDelivery, AttemptOutcome>(
    {
      name: 'webhooks',
      claim: (limit) => {
        const now = options.clock.now();
        return webhooksRepository.claimDue(options.db, {
          now,
          lockedUntil: new Date(now.getTime() + leaseMs),
          limit,
        });
      },
      perform: (delivery) => sendDelivery(delivery, { ...options, now: options.clock.now() }),
      // sendDelivery answers failures as outcomes; anything else thrown is one too, never a lost delivery.
      failed: () => ({ responseCode: null, error: 'SEND_FAILED' }),
      record: (done) =>
        recordAttempts(
          options,
          done.map(({ job, outcome }) => ({ delivery: job, outcome })),
        ),
    },
    options,
  );
}

/** Deletes the log's finished deliveries older than the retention (housekeeping, hourly); waiting ones stay. */
export function pruneWebhookDeliveries({ db, now }: { db: Database; now: Date }): Promise<number> {
  return webhooksRepository.pruneFinished(db, new Date(now.getTime() - webhookLogRetentionDays * 86_400_000));
}
