import fs from 'node:fs';
import { asc, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';
import { migrationsBefore, openUnmigratedDatabase } from '../test/migrations-before.js';
import { databaseKinds } from '../test/test-app.js';
import { verifyAuditChain } from './audit-chain.js';

describe.each(databaseKinds)('the audit chain migration on %s', (kind) => {
  let close = async () => {};
  afterAll(() => close());

  async function open() {
    const database = await openUnmigratedDatabase(kind);
    close = database.close;
    return database;
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
