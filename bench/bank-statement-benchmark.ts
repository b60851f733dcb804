// Times the bank statement (issue 28 §5) over real HTTP: a 5,000-line statement imported, its suggestions read, and
// every exact suggestion confirmed in one action — against 4,500 COD remittances (each named by its bank ref on its
// line) and 500 till deposits (no ref: suggested, left for a person) made fresh for the run in the demo company.
//   DATABASE_URL=postgres://… npx tsx bench/bank-statement-benchmark.ts [--lines 5000]
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { ledgerAccounts, yangonDay, apiClientHeader, defaultApiClientId } from '@waypost/domain';
import { sql } from 'drizzle-orm';
import { postJournalEntry } from '../apps/server/src/modules/ledger/ledger.service.js';
import { argument, openBenchDatabase, queryRows } from './bench-database.js';
import { startBenchApp } from './bench-http.js';

const lineCount = Number(argument('lines', '5000'));
const depositCount = Math.round(lineCount / 10);
const remittanceCount = lineCount - depositCount;

const handle = await openBenchDatabase();
const { db } = handle;
const [context] = await queryRows<{ company_id: number; branch_id: number; user_id: number }>(
  db,
  sql`select c.id as company_id, b.id as branch_id, u.id as user_id from companies c
      join branches b on b.company_id = c.id and b.code = 'YGN'
      join users u on u.company_id = c.id and u.user_name = 'accountant'
      order by c.id limit 1`,
);
const companyId = Number(context!.company_id);
const branchId = Number(context!.branch_id);
const userId = Number(context!.user_id);
const tag = Date.now().toString(36).toUpperCase();
const today = yangonDay(new Date());

// Targets, made untimed: remittances set-based, deposits through the ledger as the till posts them.
const started = performance.now();
const remittances = await queryRows<{ id: number; amount: number; bank_ref: string }>(
  db,
  sql`insert into cod_remittances (company_id, branch_id, amount, expected_amount, bank_ref, unmatched_label_ids, created_by)
      select ${companyId}, ${branchId}, 100000 + n * 7, 100000 + n * 7, ${`BENCH${tag}R`} || n, '[]'::jsonb, ${userId}
      from generate_series(1, ${remittanceCount}) as n
      returning id, amount, bank_ref`,
);
const deposits: { amount: number }[] = [];
for (let index = 1; index <= depositCount; index++) {
  const amount = 90_000_000 + index * 13;
  await db.transaction((tx) =>
    postJournalEntry({
      tx,
      entry: {
        naturalKey: `bank-deposit:bench-${tag}-${index}`,
        kind: 'bank_deposit',
        postings: [
          { account: ledgerAccounts.bank(companyId), amount },
          { account: ledgerAccounts.branchSuspense(branchId), amount: -amount },
        ],
      },
      actorId: userId,
    }),
  );
  deposits.push({ amount });
}
console.log(
  `made ${remittances.length} remittances and ${deposits.length} deposits in ${(performance.now() - started).toFixed(0)} ms`,
);

const day = `${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`;
const rows = [
  ['Transaction Date', 'Description', 'Reference No', 'Withdrawal', 'Deposit', 'Balance'],
  ...remittances.map((row) => [day, 'COD remittance', row.bank_ref, '', Number(row.amount).toLocaleString('en'), '']),
  ...deposits.map((row) => [day, `Cash deposit ${tag}`, '', '', `${row.amount}.00`, '']),
];
const csv = rows.map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\r\n');

const { app, baseUrl, signIn } = await startBenchApp(db);
const token = await signIn('accountant');
const headers = { [apiClientHeader]: defaultApiClientId, authorization: `Bearer ${token}`, 'accept-language': 'mm' };
async function timed<T>(name: string, run: () => Promise<T>): Promise<{ name: string; ms: number; answer: T }> {
  const begun = performance.now();
  const answer = await run();
  const ms = performance.now() - begun;
  console.log(`${name.padEnd(60)} ${ms.toFixed(0).padStart(7)} ms`);
  return { name, ms, answer };
}
async function json(response: Response) {
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body).slice(0, 500)}`);
  return body;
}

const upload = await timed(`import ${lineCount} lines (POST /api/bank-statement)`, async () => {
  const form = new FormData();
  form.append('bank', 'KBZ');
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
  return json(await fetch(`${baseUrl}/api/bank-statement`, { method: 'POST', headers, body: form }));
});
const statementId = upload.answer.id as number;
const suggested = await timed('unmatched lines with suggestions (GET …/lines?state=unmatched)', async () =>
  json(await fetch(`${baseUrl}/api/bank-statement/${statementId}/lines?state=unmatched`, { headers })),
);
const confirmed = await timed('confirm every exact suggestion (POST …/confirm-exact)', async () =>
  json(await fetch(`${baseUrl}/api/bank-statement/${statementId}/confirm-exact`, { method: 'POST', headers })),
);
const reimport = await timed('re-import the same statement (all duplicates)', async () => {
  const form = new FormData();
  form.append('bank', 'KBZ');
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
  return json(await fetch(`${baseUrl}/api/bank-statement`, { method: 'POST', headers, body: form }));
});
const matching = suggested.ms + confirmed.ms;
console.log(
  `lines ${String(upload.answer.lines)}, suggested ${(suggested.answer.data as unknown[]).length}, matched ${String(confirmed.answer.matched)}, re-import skipped ${String(reimport.answer.duplicates_skipped)}`,
);
console.log(`matching (suggestions + confirm): ${matching.toFixed(0)} ms (target ≤ 5,000 ms)`);

fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync(
  'bench/results/bank-statement.json',
  JSON.stringify(
    {
      at: new Date().toISOString(),
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      lines: lineCount,
      matched: confirmed.answer.matched,
      timings: [upload, suggested, confirmed, reimport].map(({ name, ms }) => ({ name, ms: Math.round(ms) })),
      matching_ms: Math.round(matching),
    },
    null,
    2,
  ) + '\n',
);
await app.close();
await handle.close();
