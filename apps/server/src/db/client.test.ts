import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../lib/passwords.js';
import { openDatabase } from './client.js';
import { lockDataDir } from './data-dir-lock.js';
import { announcements, branches, companies, locations, roles, users } from './schema/index.js';
import { demoUsers } from '../seed/demo-data.js';
import { seedDatabase } from '../seed/seed.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'waypost-db-'));
  dirs.push(dir);
  return dir;
};
const readLock = (dataDir: string): unknown => JSON.parse(fs.readFileSync(path.join(dataDir, 'waypost.lock'), 'utf8'));

/** A child process that opens `dataDir` through the real `openDatabase`; resolves once it holds the lock. */
async function startHoldingProcess(dataDir: string): Promise<ChildProcess> {
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  // tsx runs the TypeScript helper; the domain package is taken from source, as in the tests (its build may be stale).
  const tsconfig = path.join(tempDir(), 'tsconfig.json');
  const domain = path.join(root, 'packages/domain/src/index.ts');
  fs.writeFileSync(tsconfig, JSON.stringify({ compilerOptions: { paths: { '@waypost/domain': [domain] } } }));
  const helper = fileURLToPath(new URL('../test/hold-data-dir.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', helper, dataDir], {
    cwd: root,
    env: { ...process.env, TSX_TSCONFIG_PATH: tsconfig },
    stdio: 'inherit',
  });
  const deadline = Date.now() + 50_000;
  try {
    while (
      !fs.existsSync(path.join(dataDir, 'waypost.lock')) ||
      (readLock(dataDir) as { pid?: number }).pid !== child.pid
    ) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error('the holding process did not take the lock');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    // However the wait fails, the child must not outlive the test run.
    child.kill('SIGKILL');
    throw error;
  }
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A hang guard for tests that open PGlite cold and seed it (seconds on an idle machine; a busy 2-core machine took
 * over 30 s): it bounds a hang, it is not a speed target.
 */
const coldStartBudget = 180_000;

describe('embedded PGlite database', () => {
  it(
    'keeps data across restarts and seeds only on the first start',
    async () => {
      const dataDir = tempDir();
      const first = await openDatabase({ dataDir });
      await first.migrate();
      expect(await seedDatabase({ db: first.db, hashPassword, demo: true })).toEqual({ seeded: true, demo: true });
      const [company] = await first.db.select({ id: companies.id }).from(companies).limit(1);
      await first.db.insert(announcements).values({ companyId: company!.id, title: 'kept', body: 'across restarts' });
      await first.close();

      const second = await openDatabase({ dataDir });
      await second.migrate();
      expect(await seedDatabase({ db: second.db, hashPassword, demo: true })).toEqual({ seeded: false, demo: false });
      const kept = await second.db.select().from(announcements);
      expect(kept.map((row) => row.title)).toContain('kept');
      const [userCount] = await second.db.select({ n: count() }).from(users);
      // Every demo account once, not twice.
      expect(userCount?.n).toBe(demoUsers.length);
      await second.close();
    },
    coldStartBudget,
  );

  it(
    'refuses to open a data directory that a live Waypost process holds',
    async () => {
      const dataDir = tempDir();
      const holder = await startHoldingProcess(dataDir);
      try {
        await expect(openDatabase({ dataDir })).rejects.toThrow(
          `The data directory ${dataDir} is in use by another Waypost process (pid ${holder.pid}). ` +
            'Stop it first, or set DATA_DIR to another directory.',
        );
      } finally {
        await stop(holder);
      }
    },
    coldStartBudget,
  );

  it('leaves only its lock in the directory (no staging file), and takes its own lock again', () => {
    const dataDir = tempDir();
    const release = lockDataDir(dataDir);
    expect(fs.readdirSync(dataDir)).toEqual(['waypost.lock']);
    expect(readLock(dataDir)).toMatchObject({ pid: process.pid });
    expect(() => lockDataDir(dataDir)).not.toThrow(); // its own lock: taken again
    release();
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('takes over a lock whose pid now belongs to another program', async () => {
    const sleeper = spawn('sleep', ['30']);
    try {
      // As a Waypost that ran under this pid earlier left it (start times are clock ticks after boot), and as an
      // older version left it (the bare pid).
      for (const lock of [JSON.stringify({ pid: sleeper.pid, startTime: '1' }), String(sleeper.pid)]) {
        const dataDir = tempDir();
        fs.writeFileSync(path.join(dataDir, 'waypost.lock'), lock);
        const release = lockDataDir(dataDir);
        expect(readLock(dataDir)).toMatchObject({ pid: process.pid });
        release();
      }
    } finally {
      await stop(sleeper);
    }
  });

  it(
    'takes over a lock left by a process that is gone, and releases its own on close',
    async () => {
      const gone = spawn('true');
      await once(gone, 'exit');
      const dataDir = tempDir();
      fs.writeFileSync(path.join(dataDir, 'waypost.lock'), JSON.stringify({ pid: gone.pid, startTime: '1' }));
      const handle = await openDatabase({ dataDir });
      expect(readLock(dataDir)).toMatchObject({ pid: process.pid });
      await handle.close();
      expect(fs.existsSync(path.join(dataDir, 'waypost.lock'))).toBe(false);
    },
    coldStartBudget,
  );

  it(
    'seeds the reference data the product needs, and no accounts without demo data',
    async () => {
      const handle = await openDatabase({});
      await handle.migrate();
      expect(await seedDatabase({ db: handle.db, hashPassword, demo: false })).toEqual({ seeded: true, demo: false });
      const levels = await handle.db
        .select({ level: locations.level, n: count() })
        .from(locations)
        .groupBy(locations.level);
      expect(Object.fromEntries(levels.map((row) => [row.level, row.n]))).toEqual({
        region: 15,
        district: 80,
        township: 330,
        ward: 3476,
        village_tract: 13809,
      });
      const codes = (await handle.db.select({ code: branches.code, type: branches.type }).from(branches)).map(
        (b) => `${b.code}:${b.type}`,
      );
      expect(codes).toEqual(expect.arrayContaining(['YGN:fcs', 'MDY:fcs', 'MYK:agent']));
      const [roleCount] = await handle.db.select({ n: count() }).from(roles);
      expect(roleCount?.n).toBeGreaterThanOrEqual(21);
      const [userCount] = await handle.db.select({ n: count() }).from(users);
      expect(userCount?.n).toBe(0);
      await handle.close();
    },
    coldStartBudget,
  );
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL connection pool', () => {
  it('replaces a connection the server ended while it was idle, instead of ending the process', async () => {
    const handle = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, poolSize: 1 });
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = (await handle.db.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as {
        rows: { pid: number }[];
      };
      const idlePid = rows[0]!.pid;
      // No listener of the test's own: an 'error' event the pool does not handle would fail the run.
      const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
      await admin.query('SELECT pg_terminate_backend($1)', [idlePid]);
      while (pool.totalCount > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      const again = (await handle.db.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as {
        rows: { pid: number }[];
      };
      expect(again.rows[0]!.pid).not.toBe(idlePid);
    } finally {
      await admin.end();
      await handle.close();
    }
  });
});
