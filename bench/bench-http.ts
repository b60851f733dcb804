// What the HTTP benchmarks share: the real app listening on a free port, JSON calls that fail loudly, demo sign-in,
// and timed runs (after a warm-up) summed up as p50 / p95.
import { apiClientHeader, defaultApiClientId } from '@waypost/domain';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.js';
import { readConfig, type Config } from '../apps/server/src/config.js';
import type { Database } from '../apps/server/src/db/client.js';

export async function startBenchApp(
  db: Database,
  { acceptEncoding, config: overrides = {} }: { acceptEncoding?: string; config?: Partial<Config> } = {},
) {
  const config = { ...readConfig({}), webDistDir: undefined, ...overrides };
  const { app } = await buildApp({ db, config });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  async function call(method: string, path: string, token?: string, body?: unknown) {
    const response = await fetch(baseUrl + path, {
      method,
      headers: {
        'content-type': 'application/json',
        'accept-language': 'mm',
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        ...(token ? { [apiClientHeader]: defaultApiClientId, authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as Record<string, unknown>;
    if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  }

  const signIn = async (userName: string) =>
    (
      (await call('POST', '/api/login', undefined, { user_name: userName, password: 'Waypost#2026' })) as {
        token: string;
      }
    ).token;

  return { app, baseUrl, call, signIn };
}

export interface TimedResult {
  name: string;
  runs: number;
  p50: number;
  p95: number;
  max: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Times scenarios one after another, printing each as it ends; `results` keeps them for the table and the file. */
export function scenarioTimer({ nameWidth }: { nameWidth: number }) {
  const results: TimedResult[] = [];
  async function time(name: string, runs: number, run: () => Promise<unknown>, warmUp = 5) {
    for (let index = 0; index < warmUp; index += 1) await run();
    const times: number[] = [];
    for (let index = 0; index < runs; index += 1) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const row = { name, runs, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! };
    results.push(row);
    console.log(
      `${name.padEnd(nameWidth)} p50 ${row.p50.toFixed(1).padStart(8)} ms   p95 ${row.p95.toFixed(1).padStart(8)} ms`,
    );
  }
  return { results, time };
}
