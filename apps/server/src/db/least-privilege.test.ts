import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../app.js';
import { readConfig } from '../config.js';
import { branchIdOf } from '../test/fixtures.js';
import { sampleLabel } from '../test/sample-label.js';
import { createPostgresCopy, postgresAvailable } from '../test/test-databases.js';
import { demoPassword, webClient } from '../test/test-app.js';
import { openDatabase, type DatabaseHandle } from './client.js';

const grantsFile = new URL('../../sql/least-privilege.sql', import.meta.url);
/** This file's database (a copy of the run's template), made in beforeAll. */
let postgresUrl = '';

/** The URL of the file's database as another role (trust authentication on the test server). */
function urlAs(role: string): string {
  const url = new URL(postgresUrl);
  url.username = role;
  url.password = '';
  return url.toString();
}

/** Runs SQL on the file's database as `role`; resolves to the error code PostgreSQL answered, or 'ok'. */
async function attempt(role: string, statement: string): Promise<string> {
  const client = new pg.Client({ connectionString: urlAs(role) });
  await client.connect();
  try {
    await client.query(statement);
    return 'ok';
  } catch (error) {
    return (error as { code: string }).code;
  } finally {
    await client.end();
  }
}

describe.runIf(postgresAvailable)('the least-privilege PostgreSQL setup', () => {
  const appRole = `waypost_app_${randomBytes(4).toString('hex')}`;
  let owner: string;
  let admin: pg.Client;
  let handle: DatabaseHandle;
  let built: BuiltApp;
  let baseUrl: string;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    const copy = await createPostgresCopy();
    postgresUrl = copy.url;
    dropDatabase = copy.drop;
    admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    // The database and its tables belong to the user that ran the migrations: the owner role here.
    owner = (await admin.query<{ owner: string }>('SELECT current_user AS owner')).rows[0]!.owner;
    await admin.query(`CREATE ROLE ${appRole} LOGIN`);
    const grants = fs
      .readFileSync(grantsFile, 'utf8')
      .replaceAll(':"app_role"', `"${appRole}"`)
      .replaceAll(':"owner_role"', `"${owner}"`);
    await admin.query(grants);

    handle = await openDatabase({ databaseUrl: urlAs(appRole), migrationUrl: postgresUrl, poolSize: 4 });
    built = await buildApp({ db: handle.db, config: { ...readConfig({}), webDistDir: undefined } });
    baseUrl = await built.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await built?.app.close();
    await handle?.close();
    await admin.query(`DROP OWNED BY ${appRole}`);
    await admin.query(`DROP ROLE ${appRole}`);
    await admin.end();
    await dropDatabase();
  });

  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(baseUrl + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...webClient,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };

  it('signs in and creates labels as the limited role, audit row included', async () => {
    const login = await post('/api/login', { user_name: 'staff', password: demoPassword });
    expect(login.status).toBe(200);
    const created = await post('/api/label', sampleLabel(await branchIdOf(handle.db, 'MDY')), login.body.token);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { rows } = await admin.query<{ hash: string }>(
      `SELECT hash FROM audit_log WHERE entity = 'label' AND entity_id = $1`,
      [String(created.body.data.id)],
    );
    expect(rows[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('cannot rewrite the audit log, its chain head or its triggers', async () => {
    const denied = '42501'; // insufficient_privilege
    expect(await attempt(appRole, 'SELECT count(*) FROM audit_log')).toBe('ok');
    for (const statement of [
      `UPDATE audit_log SET action = 'forged'`,
      'DELETE FROM audit_log',
      'TRUNCATE audit_log',
      'ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_update_delete',
      'ALTER TABLE audit_log DISABLE TRIGGER audit_log_chain',
      'ALTER TABLE audit_log DISABLE TRIGGER ALL',
      'DROP TRIGGER audit_log_chain ON audit_log',
      `UPDATE audit_chain_head SET hash = repeat('f', 64)`,
      `CREATE OR REPLACE FUNCTION audit_log_payload(r audit_log) RETURNS text LANGUAGE sql AS $$ SELECT '' $$`,
      'CREATE TABLE sneaky (id int)',
    ]) {
      expect(await attempt(appRole, statement), statement).toBe(denied);
    }
  });

  it('can only append to the ledger: entries and postings are never changed or removed', async () => {
    const denied = '42501'; // insufficient_privilege
    expect(await attempt(appRole, 'SELECT count(*) FROM postings')).toBe('ok');
    for (const statement of [
      'UPDATE postings SET amount = 1',
      'DELETE FROM postings',
      'TRUNCATE postings',
      `UPDATE journal_entries SET kind = 'remittance'`,
      'DELETE FROM journal_entries',
      'ALTER TABLE postings DISABLE TRIGGER postings_append_only',
    ]) {
      expect(await attempt(appRole, statement), statement).toBe(denied);
    }
  });

  it('gets the same rights on tables later migrations create', async () => {
    const table = `probe_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE TABLE ${table} (id int GENERATED ALWAYS AS IDENTITY, note text)`);
    try {
      expect(await attempt(appRole, `INSERT INTO ${table} (note) VALUES ('x')`)).toBe('ok');
      expect(await attempt(appRole, `UPDATE ${table} SET note = 'y'`)).toBe('ok');
      expect(await attempt(appRole, `DELETE FROM ${table}`)).toBe('ok');
    } finally {
      await admin.query(`DROP TABLE ${table}`);
    }
  });

  it('migrates through DATABASE_MIGRATION_URL; the limited role alone could not', async () => {
    await expect(handle.migrate()).resolves.toBeUndefined();
    const limitedOnly = await openDatabase({ databaseUrl: urlAs(appRole), poolSize: 1 });
    try {
      await expect(limitedOnly.migrate()).rejects.toThrow();
    } finally {
      await limitedOnly.close();
    }
    expect(readConfig({ DATABASE_MIGRATION_URL: 'postgres://owner@db/waypost' }).databaseMigrationUrl).toBe(
      'postgres://owner@db/waypost',
    );
  });
});
