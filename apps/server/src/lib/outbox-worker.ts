/**
 * The one background-job mechanism of Waypost (webhooks, exports, notifications): rows written to an outbox table in
 * the transaction of the change they are about, and a worker in every API process that claims due rows (each queue's
 * `claim` takes them FOR UPDATE SKIP LOCKED and leases them, so processes and instances share the work and never
 * perform one row twice at once), performs them, and records what came of them.
 *
 * The loop keeps up to `concurrency` rows in hand: as they finish, their outcomes are recorded together and the freed
 * places filled, a quarter of `concurrency` at a time (one claim statement per few rows, not per row), so one slow row
 * holds one place, not everyone's rows behind it. With nothing due it looks again every `pollMs`, or at once when
 * woken (a row was just written in this process). A process that dies mid-row lets its rows go when their lease
 * passes; each queue's row says how it makes the effect exactly-once (an idempotent receiver, a unique key).
 */
export interface OutboxQueue<Job, Outcome> {
  /** Names the queue in the log. */
  name: string;
  /** Takes up to `limit` due rows, leased to this worker. */
  claim(limit: number): Promise<Job[]>;
  /** Does one row's work; a failure should be an outcome (anything thrown becomes `failed(error)`). */
  perform(job: Job): Promise<Outcome>;
  /** The outcome of a row whose `perform` threw. */
  failed(job: Job, error: unknown): Outcome;
  /** Records finished rows (retry, give up, done), together. */
  record(done: readonly { job: Job; outcome: Outcome }[]): Promise<void>;
}

export interface OutboxWorkerOptions {
  log: { warn(object: object, message: string): void };
  /** Rows this process performs at once. */
  concurrency: number;
  /** How often an idle worker looks for due rows. */
  pollMs: number;
}

export interface OutboxWorker {
  /** Look for due rows now (one was just written in this process). */
  wake(): void;
  /** Stops claiming; resolves when the rows in hand are performed and recorded. */
  stop(): Promise<void>;
}

export function startOutboxWorker<Job, Outcome>(
  queue: OutboxQueue<Job, Outcome>,
  options: OutboxWorkerOptions,
): OutboxWorker {
  let stopped = false;
  let inHand = 0;
  const finished: { job: Job; outcome: Outcome }[] = [];
  let wake: (() => void) | undefined;
  const wakeUp = () => {
    const resolve = wake;
    wake = undefined;
    resolve?.();
  };
  /** Until a row finishes, stop or wake is asked, or (when given) `ms` pass. */
  const pause = (ms: number | null) =>
    new Promise<void>((resolve) => {
      const timer = ms === null ? undefined : setTimeout(wakeUp, ms);
      timer?.unref();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const refill = Math.max(1, Math.floor(options.concurrency / 4));
  // When the last claim found fewer than it asked for, nothing more is due before the next poll (or a wake).
  let nextPollAt = 0;

  const perform = (job: Job) => {
    inHand += 1;
    void Promise.resolve()
      .then(() => queue.perform(job))
      .catch((error: unknown) => queue.failed(job, error))
      .then((outcome) => {
        finished.push({ job, outcome });
        inHand -= 1;
        wakeUp();
      });
  };

  const loop = async () => {
    while (!stopped || inHand > 0 || finished.length > 0) {
      try {
        if (finished.length > 0) await queue.record(finished.splice(0));
        const free = options.concurrency - inHand;
        if (!stopped && Date.now() >= nextPollAt && (free >= refill || inHand === 0)) {
          const claimed = await queue.claim(free);
          claimed.forEach(perform);
          if (claimed.length < free) nextPollAt = Date.now() + options.pollMs;
        }
      } catch (error) {
        if (!stopped) options.log.warn({ err: error, queue: queue.name }, 'outbox worker could not claim or record');
        nextPollAt = Date.now() + options.pollMs;
      }
      if (finished.length > 0) continue;
      const free = options.concurrency - inHand;
      if (stopped || free < refill) {
        if (inHand > 0) await pause(null);
      } else if (Date.now() < nextPollAt) {
        await pause(nextPollAt - Date.now());
      }
    }
  };
  const running = loop();
  return {
    wake: () => {
      nextPollAt = 0;
      wakeUp();
    },
    stop: async () => {
      stopped = true;
      wakeUp();
      await running;
    },
  };
}

/**
 * One pass of a queue without the loop (tests and tools): claims up to `limit` due rows, performs them all, records
 * them; returns how many it took.
 */
export async function runOutboxQueueOnce<Job, Outcome>(queue: OutboxQueue<Job, Outcome>, limit = 100): Promise<number> {
  const claimed = await queue.claim(limit);
  const done = await Promise.all(
    claimed.map(async (job) => ({ job, outcome: await queue.perform(job).catch((error) => queue.failed(job, error)) })),
  );
  if (done.length > 0) await queue.record(done);
  return claimed.length;
}
