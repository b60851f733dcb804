// Opens the benchmark database: PostgreSQL when DATABASE_URL is set, else PGlite under BENCH_DATA_DIR.
import type { SQL } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseHandle } from '../apps/server/src/db/client.js';
import { seedDatabase } from '../apps/server/src/seed/seed.js';
import { hashPassword } from '../apps/server/src/lib/passwords.js';

export const benchDataDir = process.env.BENCH_DATA_DIR ?? './data/bench';

export async function openBenchDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATABASE_URL ? undefined : benchDataDir,
    poolSize: 10,
  });
  await handle.migrate();
  await seedDatabase({ db: handle.db, hashPassword, demo: true });
  return handle;
}

/** `--name value` from the command line. */
export function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

/** Rows of a raw query; node-postgres and PGlite both answer with `rows`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
