import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type Logger } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema/index.js';

/** The one Drizzle handle type the rest of the code sees, whether PGlite or PostgreSQL is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed drizzle-kit migrations. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any number fixed for the app; all instances take the same lock so only one migrates at a time. */
const migrationLockKey = 7_305_2026;

export interface OpenDatabaseOptions {
  /** PostgreSQL URL; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /**
   * PostgreSQL URL of the role that owns the schema, used only to migrate (DATABASE_MIGRATION_URL), so that
   * `databaseUrl` can be a role with table rights only. Default: `databaseUrl`.
   */
  migrationUrl?: string | undefined;
  /** PGlite directory; absent = in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
  /** Sees every statement sent through Drizzle (tests count the statements of a request with it). */
  logger?: Logger | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10, options.migrationUrl, options.logger)
    : openPglite(options);
}

async function openPostgres(
  connectionString: string,
  max: number,
  migrationUrl: string | undefined,
  logger: Logger | undefined,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection the server ended (restart, failover, a dropped database) is discarded by the pool and the
  // next query opens a new one; without a listener the pool's 'error' event would end the process.
  pool.on('error', (error: Error & { code?: string }) => {
    console.warn(`PostgreSQL closed an idle connection (${error.code ?? error.name}); it will be replaced.`);
  });
  const db = drizzleNodePg(pool, { schema, ...(logger ? { logger } : {}) });
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const { client, done } = await migrationConnection(pool, migrationUrl);
      try {
        await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
        try {
          await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]);
        }
      } finally {
        await done();
      }
    },
    close: () => pool.end(),
  };
}

/** The schema owner's own short-lived connection when there is a migration URL, else one of the pool's. */
async function migrationConnection(pool: pg.Pool, migrationUrl: string | undefined) {
  if (!migrationUrl) {
    const pooled = await pool.connect();
    return { client: pooled, done: async () => pooled.release() };
  }
  const owner = new pg.Client({ connectionString: migrationUrl });
  await owner.connect();
  return { client: owner, done: () => owner.end() };
}

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const releaseLock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  try {
    // pg_trgm must be passed on every open, or writes to tables with trigram indexes fail.
    const client = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(client, { schema, ...(options.logger ? { logger: options.logger } : {}) });
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      async close() {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** A cheap round trip, for readiness checks. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
