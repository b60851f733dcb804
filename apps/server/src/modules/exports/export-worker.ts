import { exportRequest } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { actorOfUser } from '../auth/actor-of-user.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { startOutboxWorker } from '../../lib/outbox-worker.js';
import { exportsRepository, type ExportJobRow } from './exports.repository.js';
import { exportSourceOf } from './kind-sources.js';

/** The file goes to the database in pieces of about this size. */
export const exportChunkBytes = 1024 * 1024;
const firstChunkBytes = 64 * 1024;
/** A running job whose worker has not beaten for this long is taken again by another. */
const staleAfterMs = 2 * 60_000;
/** A job whose writing failed this many times (its worker died each time) is left failed. */
const maxAttempts = 3;
const heartbeatMs = 20_000;

export interface ExportWorker {
  /** Look for work now (a job was just asked for in this process). */
  wake(): void;
  /** Stops looking; resolves when the job being written (if any) is finished. */
  stop(): Promise<void>;
}

interface WorkerOptions {
  db: Database;
  clock: Clock;
  ttlHours: number;
  log: { warn(object: object, message: string): void };
  /** How often an idle worker looks for work another process was asked for. */
  pollMs?: number;
}

/** Writes one claimed job: its kind's rows streamed into chunks, the job's progress beating as it goes. */
export async function writeExportJob(
  { db, clock, ttlHours, log }: Omit<WorkerOptions, 'pollMs'>,
  job: ExportJobRow,
): Promise<void> {
  let beating: NodeJS.Timeout | undefined;
  try {
    const actor = await actorOfUser(db, job.userId, { client: `export job ${job.id}` });
    if (!actor || actor.account.status !== 'active') throw new AppError('UNAUTHORIZED');
    const request = exportRequest.parse({ kind: job.kind, format: job.format, params: job.params });
    const source = await exportSourceOf(request, { db, clock, actor, format: job.format, locale: job.locale });
    await exportsRepository.setFileName(db, job.id, source.fileName);
    let seq = 0;
    let sizeBytes = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const progress = () => {
      const expected = source.expectedRows();
      return expected ? Math.min(99, Math.floor((source.rowsWritten() * 100) / expected)) : 0;
    };
    const flush = async () => {
      const bytes = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      sizeBytes += bytes.length;
      await exportsRepository.appendChunk(db, {
        jobId: job.id,
        seq,
        bytes,
        rows: source.rowsWritten(),
        sizeBytes,
        progress: progress(),
        now: clock.now(),
      });
      seq += 1;
    };
    // A slow first query must not look like a dead worker.
    beating = setInterval(() => {
      void exportsRepository.beat(db, job.id, clock.now()).catch(() => undefined);
    }, heartbeatMs);
    beating.unref();
    for await (const chunk of source.stream) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
      pending.push(bytes);
      pendingBytes += bytes.length;
      // The first piece goes out small, so a download that follows the job starts at once.
      if (pendingBytes >= (seq === 0 ? firstChunkBytes : exportChunkBytes)) await flush();
    }
    if (pendingBytes > 0 || seq === 0) await flush();
    const now = clock.now();
    await exportsRepository.finish(db, {
      jobId: job.id,
      rows: source.rowsWritten(),
      sizeBytes,
      fileName: source.fileName,
      now,
      expiresAt: new Date(now.getTime() + ttlHours * 3_600_000),
    });
  } catch (error) {
    // The job keeps a code, never a stack trace or SQL: the log has the rest.
    const code = error instanceof AppError ? error.code : 'INTERNAL';
    if (!(error instanceof AppError)) log.warn({ err: error, jobId: job.id }, 'export job failed');
    await exportsRepository.fail(db, { jobId: job.id, error: code, now: clock.now() });
  } finally {
    clearInterval(beating);
  }
}

/**
 * The export workers of one API process, on the one outbox worker (lib/outbox-worker.ts): up to `concurrency` jobs
 * written at once, each taken FOR UPDATE SKIP LOCKED (processes and instances share the work and never write one job
 * twice); woken at once by a job asked for in their own process, polling for those asked for in another.
 */
export function startExportWorker({
  pollMs = 1_000,
  concurrency = 1,
  ...options
}: WorkerOptions & { concurrency?: number }): ExportWorker {
  return startOutboxWorker<ExportJobRow, null>(
    {
      name: 'exports',
      claim: async (limit) => {
        const jobs: ExportJobRow[] = [];
        while (jobs.length < limit) {
          const now = options.clock.now();
          const job = await exportsRepository.claim(options.db, {
            now,
            staleBefore: new Date(now.getTime() - staleAfterMs),
            maxAttempts,
          });
          if (!job) break;
          jobs.push(job);
        }
        return jobs;
      },
      // writeExportJob records its own end (finished or failed): nothing is left to record after it.
      perform: async (job) => {
        await writeExportJob(options, job);
        return null;
      },
      failed: () => null,
      record: () => Promise.resolve(),
    },
    { log: options.log, concurrency, pollMs },
  );
}

/** Deletes the files of exports past their expiry (housekeeping, hourly); the jobs stay listed as expired. */
export function pruneExpiredExports({ db, now }: { db: Database; now: Date }): Promise<number> {
  return exportsRepository.pruneExpired(db, now);
}
