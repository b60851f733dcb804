import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { scratchDir } from './scratch-dir.js';
import { createThrowawayDatabase } from './throwaway-database.js';

/** Whether this run has a PostgreSQL server (TEST_DATABASE_URL): the PostgreSQL-only tests run only then. */
export const postgresAvailable = inject('postgresTemplate') !== '';

/** The run's PostgreSQL server as a user that may create databases (for tests that need an empty one). */
export const postgresAdminUrl = (): string => inject('postgresAdminUrl');

/**
 * A PostgreSQL database of a test's own, copied from the run's migrated and seeded template (a file copy on the
 * server: a quarter of a second, against seconds to migrate and seed). Its name starts with the template's, so the
 * run's teardown drops any a crashed test left behind.
 */
export async function createPostgresCopy(): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = inject('postgresTemplate');
  if (!template) throw new Error('createPostgresCopy: TEST_DATABASE_URL is not set');
  return createThrowawayDatabase(postgresAdminUrl(), template, { template });
}

/** A PGlite database of a test's own: a copy of the run's migrated and seeded data directory, removed on close. */
export async function openPgliteCopy(logger?: Logger): Promise<DatabaseHandle> {
  const dataDir = fs.mkdtempSync(path.join(scratchDir(), 'waypost-pglite-'));
  fs.cpSync(inject('pgliteTemplateDir'), dataDir, { recursive: true });
  const handle = await openDatabase({ dataDir, logger });
  return {
    ...handle,
    async close() {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
