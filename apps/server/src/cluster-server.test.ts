import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port.js';
import { createThrowawayDatabase } from './test/throwaway-database.js';
import { webClient } from './test/test-app.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const serverEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.ts');
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Polls until `check` holds (a process starting or being replaced takes a moment on a busy machine). */
async function eventually<T>(check: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The API processes the primary forked, by pid (tsx's esbuild service is a child too, and not one of them). */
function workersOf(primary: ChildProcess): number[] {
  try {
    const out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(primary.pid)], { encoding: 'utf8' });
    return out
      .split('\n')
      .filter((line) => line.includes(serverEntry))
      .map((line) => Number.parseInt(line, 10));
  } catch {
    return []; // ps exits 1 when there is no child
  }
}

describe.skipIf(!adminUrl)('npm start with one API process per core (PostgreSQL)', () => {
  /** `npm start` as a child with two API processes on a database of its own; `printed` gathers its stdout. */
  async function startPrimary() {
    const database = await createThrowawayDatabase(adminUrl!, 'waypost_cluster');
    cleanups.push(database.drop);
    const port = await freePort();
    const primary = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        SEED_DEMO: 'true',
        API_PROCESSES: '2',
        DATABASE_POOL_SIZE: '5',
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_DIST_DIR: '',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const started = { primary, port, printed: '' };
    primary.stdout!.on('data', (chunk: Buffer) => (started.printed += chunk.toString()));
    cleanups.push(async () => {
      if (primary.exitCode === null) primary.kill('SIGKILL');
    });
    return started;
  }

  it('answers through its API processes, replaces one that dies, and stops them all on SIGTERM', async () => {
    const started = await startPrimary();
    const { primary, port } = started;
    const url = `http://127.0.0.1:${port}`;
    // Started means the banner: every API process listens (one killed before that stops the start, by design).
    await eventually(async () => (started.printed.includes('Waypost is running at') ? true : undefined), 'the banner');
    const token = await eventually(async () => {
      const login = await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user_name: 'staff', password: 'Waypost#2026' }),
      });
      return login.status === 200 ? ((await login.json()) as { token: string }).token : undefined;
    }, 'the cluster to answer');
    const answers = async () => {
      const account = await fetch(`${url}/api/active_account`, {
        headers: { ...webClient, authorization: `Bearer ${token}` },
      });
      return account.status === 200 ? true : undefined;
    };

    const first = await eventually(async () => {
      const pids = workersOf(primary);
      return pids.length === 2 ? pids : undefined;
    }, 'two API processes');
    // A session made through one process is good in every other: the API keeps nothing in memory.
    const results = await Promise.all(Array.from({ length: 20 }, () => answers()));
    expect(results).toEqual(Array.from({ length: 20 }, () => true));

    process.kill(first[0]!, 'SIGKILL');
    const replaced = await eventually(async () => {
      const pids = workersOf(primary);
      return pids.length === 2 && !pids.includes(first[0]!) ? pids : undefined;
    }, 'the dead API process to be replaced');
    expect(replaced).toContain(first[1]);
    await eventually(answers, 'the replaced process to answer');

    const exited = new Promise<number | null>((resolve) => primary.once('exit', resolve));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(workersOf(primary)).toEqual([]);
    for (const pid of replaced) expect(() => process.kill(pid, 0)).toThrow();
  }, 180_000);

  it('stops cleanly on a SIGTERM that comes while it is still starting', async () => {
    const { primary } = await startPrimary();
    const forked = await eventually(async () => {
      const pids = workersOf(primary);
      return pids.length > 0 ? pids : undefined;
    }, 'an API process to be forked');
    const exited = new Promise<number | null>((resolve) => primary.once('exit', resolve));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    await eventually(async () => (forked.every((pid) => !isAlive(pid)) ? true : undefined), 'the API processes to end');
  }, 180_000);
});
