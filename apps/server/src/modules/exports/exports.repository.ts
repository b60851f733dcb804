import type { ExportFormat, ExportKind, Locale } from '@waypost/domain';
import { and, asc, count, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { exportChunks, exportJobs, users } from '../../db/schema/index.js';

export type ExportJobRow = typeof exportJobs.$inferSelect;
export type ExportJobListed = ExportJobRow & { userName: string };

const listed = {
  job: exportJobs,
  userName: users.name,
};

export const exportsRepository = {
  async insert(
    db: Database,
    job: { companyId: number; userId: number; kind: ExportKind; format: ExportFormat; params: unknown; locale: Locale },
  ): Promise<number> {
    const [row] = await db.insert(exportJobs).values(job).returning({ id: exportJobs.id });
    return row!.id;
  },

  async find(db: Database, companyId: number, id: number): Promise<ExportJobListed | null> {
    const [row] = await db
      .select(listed)
      .from(exportJobs)
      .innerJoin(users, eq(users.id, exportJobs.userId))
      .where(and(eq(exportJobs.id, id), eq(exportJobs.companyId, companyId)));
    return row ? { ...row.job, userName: row.userName } : null;
  },

  /** The job by id alone with who asked for it (a signed link names it; the signature is its permission). */
  async findListed(db: Database, id: number): Promise<ExportJobListed | null> {
    const [row] = await db
      .select(listed)
      .from(exportJobs)
      .innerJoin(users, eq(users.id, exportJobs.userId))
      .where(eq(exportJobs.id, id));
    return row ? { ...row.job, userName: row.userName } : null;
  },

  /** The job by id alone (a signed link names it; the signature is its permission). */
  async findAny(db: Database, id: number): Promise<ExportJobRow | null> {
    const [row] = await db.select().from(exportJobs).where(eq(exportJobs.id, id));
    return row ?? null;
  },

  /** A page of the company's exports (or one user's), newest first, with how many there are. */
  async list(
    db: Database,
    { companyId, userId, offset, limit }: { companyId: number; userId?: number; offset: number; limit: number },
  ) {
    const where = and(
      eq(exportJobs.companyId, companyId),
      userId === undefined ? undefined : eq(exportJobs.userId, userId),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select(listed)
        .from(exportJobs)
        .innerJoin(users, eq(users.id, exportJobs.userId))
        .where(where)
        .orderBy(desc(exportJobs.id))
        .offset(offset)
        .limit(limit),
      db.select({ total: count() }).from(exportJobs).where(where),
    ]);
    return { rows: rows.map((row) => ({ ...row.job, userName: row.userName })), total: total?.total ?? 0 };
  },

  /**
   * Takes the oldest waiting job — or one whose worker stopped beating for `staleBefore` — for this worker: row-locked
   * and skipped by the others (FOR UPDATE SKIP LOCKED), so two processes never run one job. A job taken too often
   * (its writing keeps killing its worker) is left failed.
   */
  async claim(db: Database, { now, staleBefore, maxAttempts }: { now: Date; staleBefore: Date; maxAttempts: number }) {
    return db.transaction(async (tx) => {
      const [candidate] = await tx
        .select({ id: exportJobs.id, attempts: exportJobs.attempts })
        .from(exportJobs)
        .where(
          or(
            eq(exportJobs.status, 'queued'),
            and(eq(exportJobs.status, 'running'), lt(exportJobs.heartbeatAt, staleBefore)),
          ),
        )
        .orderBy(asc(exportJobs.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!candidate) return null;
      if (candidate.attempts >= maxAttempts) {
        await tx
          .update(exportJobs)
          .set({ status: 'failed', error: 'INTERNAL', finishedAt: now })
          .where(eq(exportJobs.id, candidate.id));
        return null;
      }
      // A job taken again starts its file over.
      await tx.delete(exportChunks).where(eq(exportChunks.jobId, candidate.id));
      const [job] = await tx
        .update(exportJobs)
        .set({
          status: 'running',
          startedAt: now,
          heartbeatAt: now,
          attempts: sql`${exportJobs.attempts} + 1`,
          progress: 0,
          rows: 0,
          sizeBytes: 0,
        })
        .where(eq(exportJobs.id, candidate.id))
        .returning();
      return job ?? null;
    });
  },

  /** One piece of the file, with the job's progress: the worker is alive. */
  async appendChunk(
    db: Database,
    {
      jobId,
      seq,
      bytes,
      rows,
      sizeBytes,
      progress,
      now,
    }: {
      jobId: number;
      seq: number;
      bytes: Uint8Array;
      rows: number;
      sizeBytes: number;
      progress: number;
      now: Date;
    },
  ) {
    await db.insert(exportChunks).values({ jobId, seq, bytes });
    await db
      .update(exportJobs)
      .set({ rows, sizeBytes, progress, heartbeatAt: now })
      .where(and(eq(exportJobs.id, jobId), eq(exportJobs.status, 'running')));
  },

  /** The worker is alive (between chunks of a slow export). */
  async beat(db: Database, jobId: number, now: Date) {
    await db
      .update(exportJobs)
      .set({ heartbeatAt: now })
      .where(and(eq(exportJobs.id, jobId), eq(exportJobs.status, 'running')));
  },

  async finish(
    db: Database,
    {
      jobId,
      rows,
      sizeBytes,
      fileName,
      now,
      expiresAt,
    }: {
      jobId: number;
      rows: number;
      sizeBytes: number;
      fileName: string;
      now: Date;
      expiresAt: Date;
    },
  ) {
    await db
      .update(exportJobs)
      .set({ status: 'done', progress: 100, rows, sizeBytes, fileName, finishedAt: now, heartbeatAt: now, expiresAt })
      .where(eq(exportJobs.id, jobId));
  },

  async fail(db: Database, { jobId, error, now }: { jobId: number; error: string; now: Date }) {
    await db.update(exportJobs).set({ status: 'failed', error, finishedAt: now }).where(eq(exportJobs.id, jobId));
  },

  async setFileName(db: Database, jobId: number, fileName: string) {
    await db.update(exportJobs).set({ fileName }).where(eq(exportJobs.id, jobId));
  },

  async readChunk(db: Database, jobId: number, seq: number): Promise<Uint8Array | null> {
    const [row] = await db
      .select({ bytes: exportChunks.bytes })
      .from(exportChunks)
      .where(and(eq(exportChunks.jobId, jobId), eq(exportChunks.seq, seq)));
    return row?.bytes ?? null;
  },

  /** Deletes the files of exports past their expiry (the job stays listed as expired). */
  async pruneExpired(db: Database, now: Date): Promise<number> {
    const expired = db
      .select({ id: exportJobs.id })
      .from(exportJobs)
      .where(and(eq(exportJobs.status, 'done'), lt(exportJobs.expiresAt, now)));
    const deleted = await db
      .delete(exportChunks)
      .where(sql`${exportChunks.jobId} in (${expired})`)
      .returning({ seq: exportChunks.seq });
    return deleted.length;
  },
};
