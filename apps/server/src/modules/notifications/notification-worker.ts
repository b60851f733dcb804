import {
  defaultNotificationTemplates,
  nextNotificationAttempt,
  normalizeMyanmarPhone,
  parseQuietHours,
  quietHoursEnd,
  renderNotificationTemplate,
  smsSegmentsOf,
  type NotificationChannel,
  type NotificationEvent,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import type { NotificationAttempt } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { startOutboxWorker, type OutboxQueue, type OutboxWorker } from '../../lib/outbox-worker.js';
import {
  notificationOutboxRepository,
  type ClaimedNotification,
  type NotificationResult,
} from './notification-outbox.repository.js';
import type { NotifyConfig } from './notify-config.js';
import { ProviderError, type NotificationProvider, type SendResult } from './providers/notification-provider.js';
import { valuesOf } from './notification-text.js';
import { trackingLinkOf } from './tracking-link.js';

export interface NotificationWorkerOptions {
  db: Database;
  clock: Clock;
  log: { warn(object: object, message: string): void };
  /** In failover order. */
  providers: readonly NotificationProvider[];
  config: Pick<
    NotifyConfig,
    | 'quietHours'
    | 'phoneLimitPerHour'
    | 'providerRatePerSecond'
    | 'failoverAttempts'
    | 'failoverSeconds'
    | 'providerTimeoutMs'
    | 'publicUrl'
    | 'viberFallbackSeconds'
  >;
  /** Messages this process sends at once. */
  concurrency: number;
  pollMs: number;
}

/** What the worker decided for a claimed row before any provider is called. */
type Plan =
  | { kind: 'send'; provider: NotificationProvider; channel: NotificationChannel; text: string; e164: string }
  | { kind: 'final'; result: NotificationResult };

interface Prepared {
  row: ClaimedNotification;
  plan: Plan;
  /** Filled in now (first take, or a failover to another channel): written back with the outcome. */
  rendered: { body: string; encoding: 'gsm7' | 'ucs2'; parts: number; phone: string; operator: string | null } | null;
}

const hour = 60 * 60_000;

/** Spaces one provider's sends in this process to its rate (messages a second). */
function rateGate(perSecond: number) {
  const gapMs = perSecond > 0 ? 1000 / perSecond : 0;
  let nextAt = 0;
  return async () => {
    if (gapMs === 0) return;
    const now = Date.now();
    const at = Math.max(now, nextAt);
    nextAt = at + gapMs;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  };
}

/**
 * The notification queue (issue 29 §5), for the one outbox worker: it claims due rows, then —
 * before any provider is called — checks each: a phone that cannot be a Myanmar mobile is `invalid_number`, a phone
 * that opted out is `opted_out`, a non-urgent message in quiet hours waits for their end, a phone past its hourly
 * limit waits for the hour to pass. The rest get their text (the company's template, or the default, for the
 * provider's channel and the row's language) and are sent through the provider of their place in the failover order,
 * spaced to its rate; a retryable failure is retried with backoff and moves to the next provider after the configured
 * attempts or time, a refusal is final (`rejected`).
 */
export function notificationQueue(
  options: Omit<NotificationWorkerOptions, 'concurrency' | 'pollMs'>,
): OutboxQueue<Prepared, NotificationResult> {
  const { db, clock, providers, config } = options;
  const quietHours = parseQuietHours(config.quietHours);
  const gates = new Map(providers.map((provider) => [provider.name, rateGate(config.providerRatePerSecond)]));
  const leaseMs = config.providerTimeoutMs + 60_000;
  // Viber messages fall back to SMS: only when a Viber provider sends and an SMS one follows it.
  const smsProviderIndex = providers.findIndex((provider) => provider.channel === 'sms');
  const fallsBack = providers.some((provider) => provider.channel === 'viber') && smsProviderIndex >= 0;
  let sweptAt = 0;
  /** At most every 30 s per process (any process may sweep: the copy's key keeps it one). */
  const sweepViberFallbacks = async (now: Date) => {
    if (!fallsBack || now.getTime() - sweptAt < 30_000) return;
    sweptAt = now.getTime();
    await notificationOutboxRepository.insertViberFallbacks(db, {
      cutoff: new Date(now.getTime() - config.viberFallbackSeconds * 1000),
      since: new Date(now.getTime() - 86_400_000),
      smsProviderIndex,
      now,
    });
  };

  const prepare = async (claimed: ClaimedNotification[]): Promise<Prepared[]> => {
    const now = clock.now();
    const companyIds = [...new Set(claimed.map((row) => row.companyId))];
    const labelIds = [...new Set(claimed.flatMap((row) => (row.labelId === null ? [] : [row.labelId])))];
    const merchantIds = [
      ...new Set(claimed.flatMap((row) => (row.labelId === null && row.merchantId !== null ? [row.merchantId] : []))),
    ];
    const phones = new Map(claimed.map((row) => [row.id, normalizeMyanmarPhone(row.phone)]));
    const e164s = [...new Set([...phones.values()].flatMap((phone) => (phone ? [phone.e164] : [])))];
    const [labels, merchantNames, templates, courierShown, optOuts, sent] = await Promise.all([
      notificationOutboxRepository.labelFacts(db, labelIds),
      notificationOutboxRepository.merchantNames(db, merchantIds),
      notificationOutboxRepository.templates(db, companyIds),
      notificationOutboxRepository.courierPhoneShown(db, companyIds),
      notificationOutboxRepository.optOuts(db, e164s),
      config.phoneLimitPerHour > 0
        ? notificationOutboxRepository.sentSince(db, e164s, new Date(now.getTime() - hour))
        : Promise.resolve(new Map<string, { count: number; first: Date }>()),
    ]);
    const quietEnd = quietHoursEnd({ now, quietHours });
    const takenThisBatch = new Map<string, number>();
    const entry = (outcome: NotificationAttempt['outcome'], error: string | null): NotificationAttempt => ({
      at: now.toISOString(),
      provider: null,
      outcome,
      error,
    });
    const prepared: Prepared[] = [];
    for (const row of claimed) {
      const phone = phones.get(row.id) ?? null;
      const final = (result: Omit<NotificationResult, 'id' | 'attempted'>): Prepared => ({
        row,
        plan: { kind: 'final', result: { id: row.id, attempted: false, ...result } },
        rendered: null,
      });
      if (!phone) {
        prepared.push(
          final({ state: 'invalid_number', error: 'INVALID_NUMBER', log: [entry('invalid_number', 'INVALID_NUMBER')] }),
        );
        continue;
      }
      const stopped = optOuts.get(`${row.companyId}|${phone.e164}`) ?? [];
      if (stopped.some((merchantId) => merchantId === null || merchantId === row.merchantId)) {
        prepared.push(
          final({ state: 'opted_out', phone: phone.e164, error: 'OPTED_OUT', log: [entry('opted_out', 'OPTED_OUT')] }),
        );
        continue;
      }
      if (quietEnd && !row.urgent) {
        prepared.push(
          final({ state: 'queued', nextAttemptAt: quietEnd, error: null, log: [entry('queued', 'QUIET_HOURS')] }),
        );
        continue;
      }
      if (config.phoneLimitPerHour > 0) {
        const before = sent.get(phone.e164);
        const taken = (before?.count ?? 0) + (takenThisBatch.get(phone.e164) ?? 0);
        if (taken >= config.phoneLimitPerHour) {
          const until = new Date((before?.first ?? now).getTime() + hour);
          prepared.push(
            final({ state: 'queued', nextAttemptAt: until, error: null, log: [entry('queued', 'PHONE_LIMIT')] }),
          );
          continue;
        }
        takenThisBatch.set(phone.e164, (takenThisBatch.get(phone.e164) ?? 0) + 1);
      }
      const provider = providers[Math.min(row.providerIndex, providers.length - 1)]!;
      const label = row.labelId === null ? undefined : labels.get(row.labelId);
      let rendered: Prepared['rendered'] = null;
      let text = row.body ?? '';
      if (row.body === null || row.channel !== provider.channel) {
        const event = row.event as NotificationEvent;
        const body =
          templates.get(`${row.companyId}|${event}|${provider.channel}|${row.locale}`) ??
          defaultNotificationTemplates[event][provider.channel][row.locale];
        const link = label ? await trackingLinkOf(db, { publicUrl: config.publicUrl, label }) : '';
        text = renderNotificationTemplate(
          body,
          valuesOf(
            row,
            label,
            row.merchantId === null ? null : (merchantNames.get(row.merchantId) ?? null),
            courierShown.get(row.companyId) ?? true,
            link,
          ),
        );
        const segments = smsSegmentsOf(text);
        rendered = {
          body: text,
          encoding: segments.encoding,
          parts: provider.channel === 'sms' ? segments.segments : 1,
          phone: phone.e164,
          operator: phone.operator,
        };
      }
      prepared.push({
        row,
        plan: { kind: 'send', provider, channel: provider.channel, text, e164: phone.e164 },
        rendered,
      });
    }
    return prepared;
  };

  const perform = async (job: Prepared): Promise<NotificationResult> => {
    const { row, plan, rendered } = job;
    if (plan.kind === 'final') return plan.result;
    await gates.get(plan.provider.name)?.();
    const startedAt = clock.now();
    const firstTriedAt = row.providerFirstTriedAt ?? startedAt;
    const base = {
      id: row.id,
      attempted: true,
      provider: plan.provider.name,
      channel: plan.channel,
      ...(rendered ? { ...rendered } : {}),
    };
    let sent: SendResult;
    try {
      sent = await plan.provider.send(
        {
          to: plan.e164,
          text: plan.text,
          clientReference: String(row.id),
          encoding: rendered?.encoding ?? smsSegmentsOf(plan.text).encoding,
        },
        { signal: AbortSignal.timeout(config.providerTimeoutMs) },
      );
    } catch (error) {
      const code = error instanceof ProviderError ? error.code : 'SEND_FAILED';
      const at = clock.now();
      const log = (outcome: NotificationAttempt['outcome']): NotificationAttempt[] => [
        { at: at.toISOString(), provider: plan.provider.name, outcome, error: code },
      ];
      if (error instanceof ProviderError && !error.retryable) {
        return { ...base, state: 'rejected', error: code, providerFirstTriedAt: firstTriedAt, log: log('rejected') };
      }
      const next = nextNotificationAttempt({
        attempts: row.providerAttempts + 1,
        providerIndex: row.providerIndex,
        providerCount: providers.length,
        firstTriedAt,
        now: at,
        totalAttempts: row.attempts + 1,
        failoverAfterAttempts: config.failoverAttempts,
        failoverAfterMs: config.failoverSeconds * 1000,
      });
      if (!next)
        return { ...base, state: 'failed', error: code, providerFirstTriedAt: firstTriedAt, log: log('failed') };
      const movedOn = next.providerIndex !== row.providerIndex;
      return {
        ...base,
        state: 'queued',
        error: code,
        providerIndex: next.providerIndex,
        providerAttempts: next.attemptsOnProvider,
        providerFirstTriedAt: movedOn ? null : firstTriedAt,
        nextAttemptAt: next.at,
        log: log('queued'),
      };
    }
    const at = clock.now();
    return {
      ...base,
      state: 'sent',
      error: null,
      providerMessageId: sent.providerMessageId,
      parts: sent.parts,
      cost: sent.cost,
      providerFirstTriedAt: firstTriedAt,
      sentAt: at,
      log: [{ at: at.toISOString(), provider: plan.provider.name, outcome: 'sent', error: null }],
    };
  };

  return {
    name: 'notifications',
    claim: async (limit) => {
      const now = clock.now();
      await sweepViberFallbacks(now);
      const claimed = await notificationOutboxRepository.claimDue(db, {
        now,
        lockedUntil: new Date(now.getTime() + leaseMs),
        limit,
      });
      return claimed.length === 0 ? [] : prepare(claimed);
    },
    perform,
    // perform answers failures as outcomes; anything else thrown waits and is tried again, never a lost message.
    failed: ({ row }, error) => {
      options.log.warn({ err: error, notificationId: row.id }, 'notification could not be sent');
      const at = clock.now();
      return {
        id: row.id,
        state: 'queued',
        attempted: false,
        nextAttemptAt: new Date(at.getTime() + 30_000),
        error: 'WORKER_ERROR',
        log: [{ at: at.toISOString(), provider: null, outcome: 'queued', error: 'WORKER_ERROR' }],
      };
    },
    record: (done) =>
      notificationOutboxRepository.recordResults(
        db,
        done.map(({ outcome }) => outcome),
      ),
  };
}

/** The worker of one API process: the queue above on the one outbox loop. */
export function startNotificationWorker(options: NotificationWorkerOptions): OutboxWorker {
  return startOutboxWorker(notificationQueue(options), options);
}
