// An upload never stalls the server (issue 26 §3): the outside probe's file — an .xlsx of 600,000 rows (≈ 60 MB of
// XML, ≈ 4 MB zipped) — uploaded to POST /api/label/import over real HTTP while another client asks
// GET /api/label/count every 20 ms. Reports how long the refusal took and how long the other requests waited.
//   npm run bench:upload -- --runs 5            (embedded PGlite; DATABASE_URL=… for PostgreSQL)
import { apiClientHeader, defaultApiClientId } from '@waypost/domain';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.js';
import { readConfig } from '../apps/server/src/config.js';
import { largeWorkbook } from '../apps/server/src/test/large-workbook.js';
import { argument, openBenchDatabase } from './bench-database.js';

const runs = Number(argument('runs', '5'));
const handle = await openBenchDatabase();
const { app } = await buildApp({ db: handle.db, config: { ...readConfig({}), webDistDir: undefined } });
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${baseUrl}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ user_name: 'staff', password: 'Waypost#2026' }),
});
const { token } = (await login.json()) as { token: string };
const authorization = `Bearer ${token}`;
const workbook = largeWorkbook(600_000);

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;

for (let run = 1; run <= runs; run += 1) {
  let uploading = true;
  const waits: number[] = [];
  const asking = (async () => {
    while (uploading) {
      const started = performance.now();
      const answer = await fetch(`${baseUrl}/api/label/count`, {
        headers: { [apiClientHeader]: defaultApiClientId, authorization },
      });
      await answer.arrayBuffer();
      waits.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const form = new FormData();
  form.append('file', new Blob([workbook]), 'labels.xlsx');
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/label/import`, {
    method: 'POST',
    headers: {
      [apiClientHeader]: defaultApiClientId,
      authorization,
      'accept-language': 'en',
      'idempotency-key': `bench-upload-stall-${Date.now()}-${run}`,
    },
    body: form,
  });
  const body = (await response.json()) as { errors?: { message: string }[] };
  const refusedMs = performance.now() - started;
  uploading = false;
  await asking;
  console.log(
    `run ${run}: ${response.status} "${body.errors?.[0]?.message ?? ''}" in ${refusedMs.toFixed(0)} ms; ` +
      `${waits.length} other requests meanwhile: median ${percentile(waits, 0.5).toFixed(1)} ms, ` +
      `max ${Math.max(0, ...waits).toFixed(1)} ms`,
  );
}
await app.close();
await handle.close();
process.exit(0);
