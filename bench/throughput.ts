// Throughput of the API under load (autocannon, 50 connections) on PostgreSQL, against a bare Fastify + node-postgres
// handler doing one indexed lookup, measured in the same run; for list pages also against a bare handler that only
// reads a page's worth of label rows (the most any list page could do). The API runs as `npm start` runs it (built server, its
// own process or processes, request logs at info to a file); the load generator shares the machine's cores.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/waypost_throughput npm run bench:throughput
//   … -- --duration 10 --connections 50 --processes 1,2 --only list --server ../before/apps/server/dist/server.js
import { apiClientHeader, defaultApiClientId } from '@waypost/domain';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../apps/server/src/test/free-port.js';
import { sampleLabel } from '../apps/server/src/test/sample-label.js';
import { argument, openBenchDatabase } from './bench-database.js';
import { spawnTracked, startBuiltServer, stop, waitFor } from './bench-server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('bench:throughput measures PostgreSQL: set DATABASE_URL');
const duration = Number(argument('duration', '10'));
const connections = Number(argument('connections', '50'));
const processCounts = argument('processes', '1,2').split(',').map(Number);
const only = argument('only', '');
const poolSize = argument('pool', '10');
/** The built server to measure (another checkout's, to compare before and after in one run). */
const serverScript = path.resolve(argument('server', path.join(root, 'apps/server/dist/server.js')));
/** What the web's fetch sends (browsers ask for compressed responses). */
const acceptEncoding = 'gzip, deflate, br, zstd';

// Migrated and seeded with the demo accounts (the bench signs in as staff and supervisor).
await (await openBenchDatabase()).close();

/** Starts the built server as `npm start` does, logging to a file, and returns its base URL. */
function startApi(processes: number) {
  return startBuiltServer({
    serverScript,
    logName: `waypost-throughput-api-${processes}`,
    env: {
      DATABASE_POOL_SIZE: poolSize,
      API_PROCESSES: String(processes),
      // One merchant's key sends every public-API request of the run: measured without its per-minute limit.
      API_KEY_RATE_LIMIT_PER_MINUTE: '0',
    },
  });
}

async function startBare() {
  const port = await freePort();
  const child = spawnTracked(process.execPath, ['--import', 'tsx', path.join(root, 'bench/bare-handler.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATABASE_POOL_SIZE: poolSize },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/bare/1`, child);
  return { child, url };
}

async function call<T>(url: string, method: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'mm',
      ...(token ? { [apiClientHeader]: defaultApiClientId, authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as T;
  if (response.status >= 400) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

type Requests = NonNullable<autocannon.Options['requests']>;

async function load(name: string, url: string, options: Partial<autocannon.Options> = {}): Promise<Row> {
  // A short warm-up first (JIT, pool connections, plans), then the measured run.
  await autocannon({ url, connections, duration: 2, ...options });
  const result = await autocannon({ url, connections, duration, ...options });
  const row = {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
  console.log(
    `${name.padEnd(34)} ${row.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${row.p50} ms   p99 ${row.p99} ms` +
      `   non-2xx ${row.non2xx}   errors ${row.errors}`,
  );
  return row;
}

interface Session {
  token: string;
  user: { branch: { id: number } };
}

/** A merchant of YGN made through the API by the owner, and a live key for it (POST /api/api-keys). */
async function issueMerchantKey(api: string, ygn: number): Promise<string> {
  const owner = await call<Session>(`${api}/api/login`, 'POST', undefined, {
    user_name: 'owner',
    password: 'Waypost#2026',
  });
  const form = new FormData();
  const fields = {
    name: `Bench shop ${Date.now().toString(36)}`,
    merchant_type: 'existing',
    home_branch_id: String(ygn),
    phone: '09420000077',
    township_id: 'MMR013016',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(`${api}/api/merchant`, {
    method: 'POST',
    headers: { [apiClientHeader]: defaultApiClientId, authorization: `Bearer ${owner.token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`POST /api/merchant: ${response.status} ${await response.text()}`);
  const merchant = (await response.json()) as { data: { id: number } };
  const issued = await call<{ data: { key: string } }>(`${api}/api/api-keys`, 'POST', owner.token, {
    name: 'Bench',
    mode: 'live',
    merchant_id: merchant.data.id,
  });
  return issued.data.key;
}

async function scenarios(api: string) {
  const staff = await call<Session>(`${api}/api/login`, 'POST', undefined, {
    user_name: 'staff',
    password: 'Waypost#2026',
  });
  const supervisor = await call<Session>(`${api}/api/login`, 'POST', undefined, {
    user_name: 'supervisor',
    password: 'Waypost#2026',
  });
  const branches = await call<{ data: { id: number; code: string }[] }>(`${api}/api/branch/all`, 'GET', staff.token);
  const mdy = branches.data.find((branch) => branch.code === 'MDY')!.id;
  const merchantKey = await issueMerchantKey(api, branches.data.find((branch) => branch.code === 'YGN')!.id);
  // Labels of its own: page 1 of the list is full, detail and search find them, each connection moves its own.
  const made: { id: number; tracking_code: string }[] = [];
  // Three per connection: the status scenario's warm-up and measured run each take fresh ones.
  for (let index = 0; index < connections * 3; index += 1) {
    const created = await call<{ data: { id: number; tracking_code: string } }>(
      `${api}/api/label`,
      'POST',
      staff.token,
      sampleLabel(mdy),
    );
    made.push(created.data);
  }
  const headers = (token: string) => ({
    [apiClientHeader]: defaultApiClientId,
    authorization: `Bearer ${token}`,
    'accept-language': 'mm',
    'accept-encoding': acceptEncoding,
  });
  let next = 0;
  let created = 0;
  const runId = Date.now().toString(36);
  const cycle = (paths: string[]): Requests => [
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: paths[(next += 1) % paths.length]! }),
    },
  ];
  // Labels move one step on and back again (next, rollback). A request takes a label no other request holds and
  // gives it back with its answer, so none waits on another; what each label may do next is read from the answers.
  // (autocannon clears a connection's context after each request, so the label travels in it only that far.)
  const free = made.map((label) => ({ id: label.id, status: 'pending', action: 'next' }));
  const statusChange: Requests = [
    {
      method: 'POST',
      setupRequest: (request, context) => {
        const label = free.shift()!;
        (context as { label?: typeof label }).label = label;
        return {
          ...request,
          path: `/api/label/${label.id}/status`,
          headers: { ...request.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ action: label.action, expected_status: label.status }),
        };
      },
      onResponse: (status, body, context) => {
        const { label } = context as { label: (typeof free)[number] };
        if (status === 200) {
          const { data } = JSON.parse(body) as { data: { status: string; allowed_actions: { action: string }[] } };
          label.status = data.status;
          label.action = data.allowed_actions.some((action) => action.action === 'rollback') ? 'rollback' : 'next';
        }
        free.push(label);
      },
    },
  ];
  const codes = made.map((label) => label.tracking_code.slice(6, 10));
  const list = [
    ['GET /api/health', { url: `${api}/api/health` }],
    ['GET /api/active_account', { url: `${api}/api/active_account`, headers: headers(staff.token) }],
    [
      'GET /api/label?tab=search (page 1)',
      { url: `${api}/api/label?tab=search&page=1`, headers: headers(staff.token) },
    ],
    [
      'GET /api/label/{id} (detail)',
      { url: api, headers: headers(staff.token), requests: cycle(made.map((label) => `/api/label/${label.id}`)) },
    ],
    [
      'GET /api/label?search=4 digits',
      {
        url: api,
        headers: headers(staff.token),
        requests: cycle(codes.map((code) => `/api/label?tab=search&search=${code}`)),
      },
    ],
    [
      'POST /api/label (create)',
      {
        url: `${api}/api/label`,
        headers: { ...headers(staff.token), 'content-type': 'application/json' },
        requests: [
          {
            method: 'POST',
            // Each from a sender of its own, as at a counter (one sender's labels queue on its customer row).
            setupRequest: (request) => {
              created += 1;
              return {
                ...request,
                headers: { ...request.headers, 'idempotency-key': `bench-${runId}-${created}` },
                body: JSON.stringify(sampleLabel(mdy, { source_phone: `094${String(created).padStart(7, '0')}` })),
              };
            },
          },
        ],
      },
    ],
    [
      'POST /api/v1/labels (create, key)',
      {
        url: `${api}/api/v1/labels`,
        headers: { ...headers(merchantKey), 'content-type': 'application/json' },
        requests: [
          {
            method: 'POST',
            // A shop's orders, each with its Idempotency-Key and a receiver of its own.
            setupRequest: (request) => {
              created += 1;
              return {
                ...request,
                headers: { ...request.headers, 'idempotency-key': `bench-${runId}-${created}` },
                body: JSON.stringify(sampleLabel(mdy, { destination_phone: `097${String(created).padStart(7, '0')}` })),
              };
            },
          },
        ],
      },
    ],
    [
      'POST /api/label/{id}/status',
      // Uncompressed: the load generator reads each answer to know the label's status for its next step.
      { url: api, headers: { ...headers(supervisor.token), 'accept-encoding': 'identity' }, requests: statusChange },
    ],
  ] as const satisfies readonly (readonly [string, Partial<autocannon.Options>])[];
  return { staffBranchId: staff.user.branch.id, list };
}

// The machine is shared and its load moves: the bare handler is measured right before each scenario (both servers
// stay up, the idle one costs nothing) and each ratio is against that measurement.
type Measured = Row & { bare: Row; barePage?: Row };
const runs: { processes: number; rows: Measured[] }[] = [];
const bareServer = await startBare();
for (const processes of processCounts) {
  console.log(`\n${processes} API process${processes === 1 ? '' : 'es'}, ${connections} connections, ${duration} s:`);
  const api = await startApi(processes);
  const rows: Measured[] = [];
  try {
    const { staffBranchId, list } = await scenarios(api.url);
    for (const [name, options] of list) {
      if (!name.includes(only)) continue;
      const bare = await load('  bare handler (Fastify + pg)', `${bareServer.url}/bare/1`);
      // A list page reads 20 labels at the least: what a bare handler reading just that manages is its ceiling.
      const barePage = name.includes('(page 1)')
        ? await load('  bare page read (20 label rows)', `${bareServer.url}/bare-page/${staffBranchId}`)
        : undefined;
      rows.push({ ...(await load(name, options.url, options)), bare, ...(barePage ? { barePage } : {}) });
    }
  } finally {
    await stop(api.child);
  }
  runs.push({ processes, rows });
}
await stop(bareServer.child);

const cores = os.availableParallelism();
console.log(`\nPostgreSQL, ${connections} connections, ${duration} s each, ${cores} cores shared with autocannon\n`);
console.log(
  '| request | API processes | req/s | p50 / p99 ms | non-2xx | bare handler req/s just before | ratio | bare page read req/s (ratio) |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const run of runs) {
  for (const row of run.rows) {
    console.log(
      `| ${row.name} | ${run.processes} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50} / ${row.p99} | ` +
        `${row.non2xx + row.errors} | ${row.bare.requestsPerSecond.toFixed(0)} | ` +
        `${(row.requestsPerSecond / row.bare.requestsPerSecond).toFixed(2)}× | ` +
        (row.barePage
          ? `${row.barePage.requestsPerSecond.toFixed(0)} (${(row.barePage.requestsPerSecond / row.bare.requestsPerSecond).toFixed(2)}×) |`
          : '— |'),
    );
  }
}
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench/results/throughput.json'),
  JSON.stringify({ at: new Date().toISOString(), cores, connections, duration, runs }, null, 2),
);
