// The built server started as `npm start` starts it, for the benchmarks that load it from outside.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/server/src/test/free-port.js';

/** Servers this run started: stopped however the run ends. */
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill();
});

/** Starts a process and remembers it, so that it ends with the run. */
export function spawnTracked(...args: Parameters<typeof spawn>): ChildProcess {
  const child = spawn(...args);
  children.add(child);
  return child;
}

export async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the process ended with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 30 s`);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await ended;
}

/**
 * Starts the built server (`serverScript`) as `npm start` does — no web, request logs at info to a file under the
 * temporary directory named `logName` — with `env` on top, and answers its base URL once it is healthy.
 */
export async function startBuiltServer({
  serverScript,
  logName,
  env,
}: {
  serverScript: string;
  logName: string;
  env: Record<string, string>;
}) {
  const port = await freePort();
  const log = fs.openSync(path.join(os.tmpdir(), `${logName}.log`), 'w');
  const child = spawnTracked(process.execPath, [serverScript], {
    cwd: path.resolve(path.dirname(serverScript), '../../..'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', WEB_DIST_DIR: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, child);
  return { child, url };
}
