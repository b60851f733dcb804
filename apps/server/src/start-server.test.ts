import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from './config.js';
import { startServer, type RunningServer } from './start-server.js';
import { createThrowawayDatabase } from './test/throwaway-database.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const demoPassword = 'Waypost#2026';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A throwaway PostgreSQL database of its own, dropped after the test. */
async function newPostgresDatabase(): Promise<string> {
  const database = await createThrowawayDatabase(adminUrl!, 'waypost_start');
  cleanups.push(database.drop);
  return database.url;
}

/** Starts the server as `npm start` would with `env`, on a free port; returns it with everything it printed. */
async function start(env: NodeJS.ProcessEnv): Promise<{ server: RunningServer; printed: string }> {
  const lines: string[] = [];
  const server = await startServer({
    env: { PORT: '0', HOST: '127.0.0.1', WEB_DIST_DIR: '', LOG_LEVEL: 'silent', DATABASE_POOL_SIZE: '2', ...env },
    print: (text) => lines.push(text),
  });
  cleanups.push(() => server.close());
  return { server, printed: lines.join('\n') };
}

async function signIn(server: RunningServer, userName: string, password: string) {
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ user_name: userName, password }),
  });
  return { status: response.status, body: (await response.json()) as { user?: { role: { slug: string } } } };
}

async function countUsers(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  await client.end();
  return rows[0]!.n;
}

describe.skipIf(!adminUrl)('starting on a new PostgreSQL database', () => {
  it('seeds no demo accounts, and makes a first administrator whose password is printed on that start only', async () => {
    const databaseUrl = await newPostgresDatabase();
    const first = await start({ DATABASE_URL: databaseUrl });
    expect((await signIn(first.server, 'owner', demoPassword)).status).toBe(401);
    expect((await signIn(first.server, 'admin', demoPassword)).status).toBe(401);
    expect(first.printed).not.toContain('Demo accounts');
    const password = /First administrator created: user name "admin", password "([^"]+)"/.exec(first.printed)?.[1];
    expect(password?.length).toBeGreaterThanOrEqual(20);
    const admin = await signIn(first.server, 'admin', password!);
    expect(admin.status).toBe(200);
    expect(admin.body.user?.role.slug).toBe('super-admin');
    await first.server.close();

    const second = await start({ DATABASE_URL: databaseUrl });
    expect(second.printed).not.toContain(password);
    expect(second.printed).not.toContain('First administrator');
    expect(await countUsers(databaseUrl)).toBe(1);
    expect((await signIn(second.server, 'admin', password!)).status).toBe(200);
  }, 120_000);

  it('takes the first administrator from ADMIN_USER_NAME and ADMIN_PASSWORD, and never prints the password', async () => {
    const databaseUrl = await newPostgresDatabase();
    const env = { DATABASE_URL: databaseUrl, ADMIN_USER_NAME: 'head-office', ADMIN_PASSWORD: 'a long passphrase 2026' };
    const { server, printed } = await start(env);
    expect((await signIn(server, 'head-office', 'a long passphrase 2026')).status).toBe(200);
    expect(printed).toContain('First administrator created: user name "head-office", password from ADMIN_PASSWORD.');
    expect(printed).not.toContain('a long passphrase 2026');
    await server.close();
    const again = await start(env);
    expect(again.printed).toContain('ADMIN_PASSWORD is not used: the database already has users');
    expect(await countUsers(databaseUrl)).toBe(1);
  }, 120_000);

  it('seeds demo accounts with SEED_DEMO=true, and lists only those still on the published password', async () => {
    const databaseUrl = await newPostgresDatabase();
    const first = await start({ DATABASE_URL: databaseUrl, SEED_DEMO: 'true' });
    expect((await signIn(first.server, 'owner', demoPassword)).status).toBe(200);
    expect(first.printed).toContain(`Demo accounts (password ${demoPassword}):`);
    expect(first.printed).toMatch(/^ {2}owner +owner$/m);
    expect(first.printed).not.toContain('First administrator');
    await first.server.close();

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`UPDATE users SET password_hash = 'changed' WHERE user_name = 'owner'`);
    await client.end();
    const second = await start({ DATABASE_URL: databaseUrl });
    expect(second.printed).toMatch(/^ {2}manager +manager$/m);
    expect(second.printed).not.toMatch(/^ {2}owner /m);
  }, 120_000);
});

describe('starting on the embedded database', () => {
  it('seeds no demo accounts with SEED_DEMO=false, and makes a first administrator instead', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'waypost-start-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const { server, printed } = await start({ DATABASE_URL: '', DATA_DIR: dataDir, SEED_DEMO: 'false' });
    expect((await signIn(server, 'owner', demoPassword)).status).toBe(401);
    expect(printed).not.toContain('Demo accounts');
    const password = /password "([^"]+)"/.exec(printed)?.[1];
    expect((await signIn(server, 'admin', password!)).status).toBe(200);
  }, 120_000);
});

describe('the start-up settings', () => {
  it('refuses to start with an ADMIN_PASSWORD shorter than 12 characters, saying why', async () => {
    await expect(startServer({ env: { ADMIN_PASSWORD: 'short-pw', DATA_DIR: '/nonexistent' } })).rejects.toThrow(
      'ADMIN_PASSWORD must be 12 to 200 characters long (it has 8). Choose a longer one, or leave it unset to have ' +
        'one made up and shown once.',
    );
  });

  it('seeds demo data by default on the embedded database only, unless SEED_DEMO says otherwise', () => {
    const postgres = 'postgres://db.example/waypost';
    expect(readConfig({}).seedDemo).toBe(true);
    expect(readConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(readConfig({ DATABASE_URL: postgres }).seedDemo).toBe(false);
    expect(readConfig({ DATABASE_URL: postgres, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(() => readConfig({ SEED_DEMO: 'yes' })).toThrow('SEED_DEMO must be true or false, got "yes"');
  });
});
