import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, openDatabase, type Database, type DatabaseHandle } from '../db/client.js';
import type { DatabaseKind } from './test-app.js';
import { postgresAdminUrl } from './test-databases.js';
import { createThrowawayDatabase } from './throwaway-database.js';

/** The committed migrations up to (not including) `tag`, as a folder drizzle can migrate from. */
export function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'waypost-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries)
    fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

/**
 * An empty database of `kind` that migrates only when told to (`migrateTo(folder)`): to test a migration on the data
 * an older version left. Close it with `close()`.
 */
export async function openUnmigratedDatabase(kind: DatabaseKind): Promise<{
  db: Database;
  migrateTo: (folder: string) => Promise<void>;
  close: () => Promise<void>;
}> {
  let handle: DatabaseHandle;
  let drop = async () => {};
  if (kind === 'pglite') {
    handle = await openDatabase({});
  } else {
    const database = await createThrowawayDatabase(postgresAdminUrl(), 'waypost_migration');
    handle = await openDatabase({ databaseUrl: database.url, poolSize: 1 });
    drop = database.drop;
  }
  const db = handle.db;
  return {
    db,
    migrateTo: (folder) =>
      kind === 'pglite'
        ? migratePglite(db as never, { migrationsFolder: folder })
        : migrateNodePg(db as never, { migrationsFolder: folder }),
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}
