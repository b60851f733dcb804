import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';
import { branchIdOf, createUser } from '../test/fixtures.js';
import { sampleLabel } from '../test/sample-label.js';
import { databaseKinds, signIn, useTestApp, type DatabaseKind, type TestApp } from '../test/test-app.js';
import { auditChainGenesis, auditRowHash, describeAuditReport, verifyAuditChain } from './audit-chain.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) WaypostCounter/3';

/** Runs SQL as the database superuser with the audit log's triggers off, as an attacker with full access would. */
async function asSuperuser(db: Database, trigger: string, statement: ReturnType<typeof sql>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`ALTER TABLE audit_log DISABLE TRIGGER ${trigger}`));
    await tx.execute(statement);
    await tx.execute(sql.raw(`ALTER TABLE audit_log ENABLE TRIGGER ${trigger}`));
  });
}

describe.each(databaseKinds)('the audit log on %s', (kind: DatabaseKind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let mdy: number;
  let staff: string;
  let supervisor: string;

  beforeAll(async () => {
    app = getApp();
    mdy = await branchIdOf(app.db, 'MDY');
    [staff, supervisor] = await Promise.all([signIn(app, 'staff'), signIn(app, 'supervisor')]);
  });

  const createLabel = async (token = staff) => {
    const response = await app.request('POST', '/api/label', {
      token,
      body: sampleLabel(mdy),
      headers: { 'user-agent': userAgent },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data as { id: number; status: string };
  };

  const auditRowsOf = (entity: string, id: number) =>
    app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.chainSeq));

  it('records the client address and user agent on label create, status change and delete rows', async () => {
    const label = await createLabel();
    const moved = await app.request('POST', `/api/label/${label.id}/status`, {
      token: staff,
      body: { action: 'next', expected_status: 'pending' },
      headers: { 'user-agent': userAgent },
    });
    expect(moved.status).toBe(200);
    const newest = moved.body.data.transactions.at(-1) as { id: number };
    const deleted = await app.request('DELETE', `/api/label/${label.id}/transactions/${newest.id}`, {
      token: supervisor,
      headers: { 'user-agent': userAgent },
    });
    expect(deleted.status).toBe(200);

    const rows = await auditRowsOf('label', label.id);
    expect(rows.map((row) => row.action)).toEqual(['label.create', 'label.next', 'label.delete-transaction']);
    for (const row of rows) expect(row).toMatchObject({ ip: '127.0.0.1', userAgent });
  });

  it('records them on a branch switch too', async () => {
    const user = await createUser(app.db, { role: 'manager', branch: 'YGN', jointed: ['YGN', 'MDY'] });
    const token = await signIn(app, user.userName);
    await app.request('POST', `/api/agent/switch_branch/${user.id}`, {
      token,
      body: { branch_id: mdy },
      headers: { 'user-agent': userAgent },
    });
    expect(await auditRowsOf('user', user.id)).toEqual([expect.objectContaining({ ip: '127.0.0.1', userAgent })]);
  });

  it('chains each row to the one before, verifiably outside the database', async () => {
    const label = await createLabel();
    const [row] = await auditRowsOf('label', label.id);
    const [before] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.chainSeq, row!.chainSeq! - 1));
    expect(row!.prevHash).toBe(before?.hash ?? auditChainGenesis);
    expect(row!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.hash).not.toBe(auditRowHash(row!.prevHash!, 'something else'));
    const report = await verifyAuditChain({ db: app.db });
    expect(report.break).toBeNull();
    expect(report.checked).toBe(report.head!.seq);
    expect(report.head!.seq).toBeGreaterThanOrEqual(row!.chainSeq!);
  });

  it('keeps the chain intact under 50 concurrent audited writes', async () => {
    const labels = await Promise.all(Array.from({ length: 50 }, () => createLabel()));
    const positions = (await Promise.all(labels.map((label) => auditRowsOf('label', label.id)))).map(
      ([row]) => row!.chainSeq!,
    );
    expect(new Set(positions).size).toBe(50);
    const report = await verifyAuditChain({ db: app.db });
    expect(report.break).toBeNull();
    expect(report.head!.seq).toBeGreaterThanOrEqual(Math.max(...positions));
  });

  it('reports a row changed behind the trigger’s back, and is whole again once it is restored', async () => {
    const label = await createLabel();
    const [row] = await auditRowsOf('label', label.id);
    const original = JSON.stringify(row!.after);
    await asSuperuser(
      app.db,
      'audit_log_no_update_delete',
      sql`UPDATE audit_log SET after = jsonb_set(after, '{total_cost}', '0') WHERE id = ${row!.id}`,
    );
    const report = await verifyAuditChain({ db: app.db });
    expect(report.break).toMatchObject({ id: row!.id, seq: row!.chainSeq, problem: 'content' });
    expect(describeAuditReport(report)[0]).toBe(
      `Audit log: BROKEN at row id ${row!.id} (chain position ${row!.chainSeq}): its content does not match its ` +
        'hash: the row was changed after it was written.',
    );

    await asSuperuser(
      app.db,
      'audit_log_no_update_delete',
      sql`UPDATE audit_log SET after = ${original}::jsonb WHERE id = ${row!.id}`,
    );
    expect((await verifyAuditChain({ db: app.db })).break).toBeNull();
  });

  it('reports a deleted row at the row after it', async () => {
    const first = await createLabel();
    const second = await createLabel();
    const [removed] = await auditRowsOf('label', first.id);
    const [after] = await auditRowsOf('label', second.id);
    const [next] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.chainSeq, removed!.chainSeq! + 1));
    // The row as PostgreSQL holds it (times to the microsecond), to put it back afterwards.
    const [saved] = await app.db
      .select({ row: sql<string>`to_jsonb(audit_log)::text` })
      .from(auditLog)
      .where(eq(auditLog.id, removed!.id));
    await asSuperuser(app.db, 'audit_log_no_update_delete', sql`DELETE FROM audit_log WHERE id = ${removed!.id}`);
    const report = await verifyAuditChain({ db: app.db });
    expect(report.break).toMatchObject({ id: next!.id, seq: removed!.chainSeq! + 1, problem: 'missing-rows' });
    expect(report.break!.detail).toContain(`positions ${removed!.chainSeq}–${removed!.chainSeq}`);
    expect(after!.chainSeq).toBeGreaterThan(removed!.chainSeq!);

    // Put it back exactly as it was (the chain trigger off, so its stored links stay).
    await asSuperuser(
      app.db,
      'audit_log_chain',
      sql`INSERT INTO audit_log OVERRIDING SYSTEM VALUE
            SELECT * FROM jsonb_populate_record(null::audit_log, ${saved!.row}::jsonb)`,
    );
    expect((await verifyAuditChain({ db: app.db })).break).toBeNull();
  });

  it('reports a row inserted with the chain trigger disabled', async () => {
    await asSuperuser(
      app.db,
      'audit_log_chain',
      sql`INSERT INTO audit_log (action, entity, entity_id) VALUES ('label.create', 'label', 'forged')`,
    );
    const [forged] = await app.db.select().from(auditLog).where(eq(auditLog.entityId, 'forged'));
    const report = await verifyAuditChain({ db: app.db });
    expect(report.break).toMatchObject({ id: forged!.id, seq: null, problem: 'unchained' });
    await asSuperuser(app.db, 'audit_log_no_update_delete', sql`DELETE FROM audit_log WHERE id = ${forged!.id}`);
    expect((await verifyAuditChain({ db: app.db })).break).toBeNull();
  });

  // On PGlite only: this test leaves the head removed, and on PostgreSQL the operators' command below checks this
  // same database and needs its chain intact.
  it.runIf(kind === 'pglite')('reports rows removed at the end through the chain head', async () => {
    await createLabel();
    const report = await verifyAuditChain({ db: app.db });
    await asSuperuser(
      app.db,
      'audit_log_no_update_delete',
      sql`DELETE FROM audit_log WHERE chain_seq = ${report.head!.seq}`,
    );
    expect((await verifyAuditChain({ db: app.db })).break).toMatchObject({ id: null, problem: 'head' });
  });

  // The real command, as operators run it (it builds the server first when stale: allow for a cold build).
  it.runIf(kind === 'postgres')(
    'npm run audit:verify exits 0 when intact and 1 naming the broken row',
    async () => {
      const env = { ...process.env, DATABASE_URL: app.databaseUrl };
      const run = () =>
        promisify(execFile)('npm', ['run', '--silent', 'audit:verify'], { cwd: root, env, encoding: 'utf8' }).then(
          ({ stdout }) => ({ code: 0, stdout }),
          (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
        );
      const intact = await run();
      expect(intact.code, intact.stdout).toBe(0);
      expect(intact.stdout).toMatch(
        /^Audit log: intact, \d+ row\(s\) chained\.\nHead: position \d+, hash [0-9a-f]{64}/,
      );

      const label = await createLabel();
      const [row] = await auditRowsOf('label', label.id);
      const statement = (value: string) => sql`UPDATE audit_log SET action = ${value} WHERE id = ${row!.id}`;
      await asSuperuser(app.db, 'audit_log_no_update_delete', statement('label.rollback'));
      const broken = await run();
      await asSuperuser(app.db, 'audit_log_no_update_delete', statement('label.create'));
      expect(broken.code).toBe(1);
      expect(broken.stdout).toContain(`BROKEN at row id ${row!.id}`);
    },
    180_000,
  );
});
