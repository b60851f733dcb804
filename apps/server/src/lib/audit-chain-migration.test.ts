import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migrationsFolder, openDatabase, type Database, type DatabaseHandle } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';
import { databaseKinds } from '../test/test-app.js';
import { createThrowawayDatabase } from '../test/throwaway-database.js';
import { verifyAuditChain } from './audit-chain.js';

/** The committed migrations up to (not including) `tag`, as a folder drizzle can migrate from. */
function migrationsBefore(tag: string): string {
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

describe.each(databaseKinds)('the audit chain migration on %s', (kind) => {
  let handle: DatabaseHandle | undefined;
  let cleanup = async () => {};
  afterAll(async () => {
    await handle?.close();
    await cleanup();
  });

  async function open(): Promise<{ db: Database; migrateTo: (folder: string) => Promise<void> }> {
    if (kind === 'pglite') {
      handle = await openDatabase({});
      const db = handle.db;
      return { db, migrateTo: (folder) => migratePglite(db as never, { migrationsFolder: folder }) };
    }
    const database = await createThrowawayDatabase(inject('postgresUrl'), 'waypost_migration');
    handle = await openDatabase({ databaseUrl: database.url, poolSize: 1 });
    cleanup = database.drop;
    const db = handle.db;
    return {
      db,
      migrateTo: (folder) => migrateNodePg(db as never, { migrationsFolder: folder }),
    };
  }

  // A fresh database migrated twice (PGlite's cold start and all migrations): more than the default 30 s under load.
  it(
    'chains the rows written before it, in id order, and chains new rows after them',
    { timeout: 120_000 },
    async () => {
      const { db, migrateTo } = await open();
      const before = migrationsBefore('0008_audit_chain');
      await migrateTo(before);
      fs.rmSync(before, { recursive: true, force: true });
      await db.execute(sql`
      INSERT INTO audit_log (action, entity, entity_id, before, after, ip, at) VALUES
        ('label.create', 'label', '1', NULL, '{"total_cost": 6000, "note": "ဆိုင် 3"}', '10.0.0.1', '2026-01-02 03:04:05.123456+00'),
        ('label.next', 'label', '1', '{"status": "pending"}', '{"status": "accept_from_origin_branch"}', NULL, now()),
        ('user.switch-branch', 'user', '7', '{"branch_id": 1}', '{"branch_id": 2}', '::1', now())`);

      await migrateTo(migrationsFolder);
      await db.insert(auditLog).values({ action: 'label.create', entity: 'label', entityId: '2' });

      const rows = await db.select().from(auditLog).orderBy(asc(auditLog.id));
      expect(rows.map((row) => row.chainSeq)).toEqual([1, 2, 3, 4]);
      expect(rows[1]!.prevHash).toBe(rows[0]!.hash);
      expect(rows[3]!.prevHash).toBe(rows[2]!.hash);
      const report = await verifyAuditChain({ db });
      expect(report).toEqual({ checked: 4, head: { seq: 4, hash: rows[3]!.hash }, break: null });
    },
  );
});
