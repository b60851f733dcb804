// Times the bulk label import (issue 13.5) over real HTTP: files of 5,000 rows (.csv and .xlsx) uploaded to
// POST /api/label/import, each booked in one transaction; reports rows/s per file and overall.
//   DATABASE_URL=postgres://…/waypost_import_bench npm run bench:import -- --files 5 --rows 5000
import { apiClientHeader, defaultApiClientId } from '@waypost/domain';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { readConfig } from '../apps/server/src/config.js';
import { demoTownships } from '../apps/server/src/test/sample-label.js';
import { argument, openBenchDatabase } from './bench-database.js';

const files = Number(argument('files', '5'));
const rowsPerFile = Number(argument('rows', '5000'));
const handle = await openBenchDatabase();
const config = { ...readConfig({}), webDistDir: undefined };
const { app } = await buildApp({ db: handle.db, config });
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const login = await fetch(`${baseUrl}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ user_name: 'staff', password: 'Waypost#2026' }),
});
const { token } = (await login.json()) as { token: string };

const header = [
  'reference_id',
  'type',
  'accept_type',
  'service_type',
  'item_type',
  'purchase_type',
  'weight',
  'source_name',
  'source_phone',
  'source_township',
  'destination_name',
  'destination_phone',
  'destination_township',
  'deliver_branch_id',
  'remark',
];
const services = ['express'] as const;
/** A receiver's phone, distinct across the files of a run and from earlier runs' (random block). */
const receiverBlock = Math.floor(Math.random() * 900) * 10_000;
const receiverPhone = (file: number, index: number) =>
  `097${String(receiverBlock * 10 + file * 10_000 + index).padStart(8, '0')}`;

/** A file of distinct labels: references unique per run, senders and receivers varied, weights 0.5–10 kg. */
function sheet(file: number): string[][] {
  const prefix = `BENCH-${randomUUID().slice(0, 8)}-${file}`;
  return Array.from({ length: rowsPerFile }, (_, index) => [
    `${prefix}-${index + 1}`,
    'fcs_express',
    'walkin',
    services[index % services.length]!,
    'parcel',
    'sender_pay',
    String(0.5 + (index % 20) / 2),
    `Sender ${index % 97}`,
    `0942${String(1_000_000 + (index % 997)).padStart(7, '0')}`,
    demoTownships.pazundaung,
    `Receiver ${index}`,
    // Receivers new to the company in every file (each a customer to save), as a merchant's orders are.
    receiverPhone(file, index),
    index % 2 ? demoTownships.chanayethazan : demoTownships.pyinmana,
    // No delivering branch: each row's follows its receiver's township (MDY, NPT), as a merchant's file leaves it.
    '',
    index % 5 ? '' : 'Fragile, handle with care',
  ]);
}
const csv = (rows: string[][]) =>
  new TextEncoder().encode(
    [header, ...rows].map((row) => row.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(',')).join('\n'),
  );
async function xlsx(rows: string[][]) {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('labels');
  worksheet.addRow(header);
  for (const row of rows) worksheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

async function upload(bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/label/import`, {
    method: 'POST',
    headers: { [apiClientHeader]: defaultApiClientId, authorization: `Bearer ${token}`, 'accept-language': 'en' },
    body: form,
  });
  const body = (await response.json()) as { created?: number; errors?: unknown[] };
  const ms = performance.now() - started;
  if (response.status !== 201) throw new Error(`${name}: ${response.status} ${JSON.stringify(body).slice(0, 500)}`);
  return { ms, created: body.created! };
}

// Every file is made before any is timed: the workbooks' making (ExcelJS, in this process) leaves garbage that would
// otherwise be collected during the uploads timed after it — a browser's work, not the server's.
const uploads = await Promise.all(
  (['csv', 'xlsx'] as const).flatMap((format) =>
    Array.from({ length: files }, async (_, index) => {
      const rows = sheet(format === 'csv' ? index + 1 : files + index + 1);
      return { format, file: index + 1, bytes: format === 'csv' ? csv(rows) : await xlsx(rows) };
    }),
  ),
);
// A small file of each kind first, as a running server has seen: statements prepared, code compiled, caches warm.
// Then statistics, as autovacuum keeps them in production: on a freshly seeded database the foreign-key checks of
// the first imports are planned against near-empty tables and keep those plans (a sequential scan of labels per
// transaction row), which made each file slower than the last.
await upload(csv(sheet(0).slice(0, 50)), 'warm-up.csv');
await upload(await xlsx(sheet(0).slice(0, 50)), 'warm-up.xlsx');
await handle.db.execute(sql`analyze`);
const results: { format: string; ms: number; created: number }[] = [];
for (const { format, file, bytes } of uploads) {
  const { ms, created } = await upload(bytes, `labels.${format}`);
  results.push({ format, ms, created });
  console.log(
    `${format} file ${file}: ${created} rows, ${(bytes.byteLength / 1024).toFixed(0)} KB in ${ms.toFixed(0)} ms ` +
      `→ ${Math.round((created / ms) * 1000)} rows/s`,
  );
}
for (const format of ['csv', 'xlsx'] as const) {
  const mine = results.filter((result) => result.format === format);
  const rows = mine.reduce((sum, result) => sum + result.created, 0);
  const ms = mine.reduce((sum, result) => sum + result.ms, 0);
  console.log(`${format}: ${rows} rows in ${(ms / 1000).toFixed(2)} s → ${Math.round((rows / ms) * 1000)} rows/s`);
}
await app.close();
await handle.close();
