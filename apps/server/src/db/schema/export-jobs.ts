import { exportFormats, exportKinds, exportStatuses, locales } from '@waypost/domain';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt, utcTimestamp } from './columns.js';
import { companies } from './companies.js';
import { users } from './users.js';

/**
 * Long exports (issue 13) as jobs: asked for by a user, claimed by a worker in any API process (FOR UPDATE SKIP
 * LOCKED), written in chunks as the rows stream out of the database, downloadable through a signed link until
 * `expires_at`. A running job's `heartbeat_at` moves while its worker lives; a job whose worker died is taken again.
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: exportKinds }).notNull(),
    format: text('format', { enum: exportFormats }).notNull(),
    /** What to export, as the kind's request schema parsed it (the user's scope was checked when it was asked). */
    params: jsonb('params').notNull(),
    /** Headings and names in the asker's language. */
    locale: text('locale', { enum: locales }).notNull(),
    status: text('status', { enum: exportStatuses }).notNull().default('queued'),
    /** 0–100. */
    progress: integer('progress').notNull().default(0),
    rows: integer('rows').notNull().default(0),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    fileName: text('file_name'),
    /** What went wrong, as an error code (never a stack trace or SQL). */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    heartbeatAt: utcTimestamp('heartbeat_at'),
    createdAt: createdAt(),
    startedAt: utcTimestamp('started_at'),
    finishedAt: utcTimestamp('finished_at'),
    expiresAt: utcTimestamp('expires_at'),
  },
  (table) => [
    index('export_jobs_claim_idx').on(table.status, table.id),
    index('export_jobs_company_idx').on(table.companyId, table.id),
  ],
);

/** An export's file in pieces of about 1 MB, in order: written as the job goes, read back as they arrive. */
export const exportChunks = pgTable(
  'export_chunks',
  {
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => exportJobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.seq] })],
);
