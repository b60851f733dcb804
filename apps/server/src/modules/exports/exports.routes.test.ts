import { defaultRateTable, type ExportJobItem } from '@waypost/domain';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportJobs } from '../../db/schema/index.js';
import { createCompany } from '../../test/fixtures.js';
import { sampleLabel } from '../../test/sample-label.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';
import { postgresAvailable } from '../../test/test-databases.js';
import { startExportWorker } from './export-worker.js';
import { shippingReportColumns } from './shipping-report-export.js';

/** Polls an export until it is finished (written by the app's worker), as the web does. */
export async function finishedExport(app: TestApp, token: string, id: number): Promise<ExportJobItem> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const response = await app.request<ExportJobItem>('GET', `/api/export/${id}`, { token });
    expect(response.status).toBe(200);
    if (response.body.status === 'done' || response.body.status === 'failed') return response.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`export ${id} did not finish`);
}

/** The file behind a signed link, fetched as a browser follows a plain link: no session. */
async function download(app: TestApp, url: string) {
  const response = await fetch(app.baseUrl + url);
  const body = await response.arrayBuffer();
  return { status: response.status, headers: response.headers, body, bytes: Buffer.from(body) };
}

describe.each(databaseKinds)('export jobs (/api/export) on %s', (kind) => {
  const getApp = useTestApp(kind);
  let company: Awaited<ReturnType<typeof createCompany>>;
  let headOffice: string;
  let supervisor: string;
  const codes: string[] = [];
  const receiverNames = ['=SUM(1+2)*0+HYPERLINK("example.com") Receiver 0', '@SUM(1+2) Receiver 1', 'Receiver 2'];

  beforeAll(async () => {
    const app = getApp();
    company = await createCompany(app.db, defaultRateTable);
    headOffice = await signIn(app, company.userNames.accountant);
    supervisor = await signIn(app, company.userNames.supervisor);
    for (let index = 0; index < 3; index += 1) {
      const booked = await app.request('POST', '/api/label', {
        token: supervisor,
        body: sampleLabel(company.branchId, {
          destination_township: 'MMR013016',
          // Two names a spreadsheet would run as formulas (OWASP CSV injection): the CSV must keep them text.
          destination_name: receiverNames[index],
        }),
      });
      expect(booked.status).toBe(201);
      codes.push(booked.body.data.tracking_code as string);
    }
  });

  const ask = (token: string, body: unknown, locale = 'en') =>
    getApp().request<{ id: number }>('POST', '/api/export', { token, body, headers: { 'accept-language': locale } });

  it('writes a report as a job: 202, its progress, then a workbook behind a signed link with the report’s figures', async () => {
    const app = getApp();
    const asked = await ask(headOffice, {
      kind: 'report',
      format: 'xlsx',
      params: { type: 'accepted', period: 'monthly', scope: 'all_branch' },
    });
    expect(asked.status).toBe(202);
    const job = await finishedExport(app, headOffice, asked.body.id);
    expect(job).toMatchObject({ kind: 'report', format: 'xlsx', status: 'done', progress: 100, error: null });
    expect(job.size_bytes).toBeGreaterThan(0);
    expect(job.file_name).toMatch(/^report-accepted-monthly-\d{4}-01-01-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(job.url).toMatch(new RegExp(`^/api/export/${job.id}/file\\?expires=\\d+&signature=[0-9a-f]{64}$`));

    const file = await download(app, job.url!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(job.file_name!);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body);
    const [byPeriod, byBranch] = workbook.worksheets;
    const report = await app.request('GET', '/api/report?type=accepted&period=monthly&scope=all_branch', {
      token: headOffice,
    });
    const rows: unknown[][] = [];
    byPeriod!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Period', 'Parcels', 'COD (Ks)', 'Delivery fee (Ks)', 'Balance (Ks)']);
    expect(rows.at(-1)).toEqual([
      'Total',
      report.body.totals.parcel_count,
      report.body.totals.cod_amount,
      report.body.totals.delivery_fee,
      report.body.totals.balance,
    ]);
    expect(rows).toHaveLength(report.body.rows.length + 2);
    expect(byBranch!.rowCount).toBe(report.body.branches.length + 1);
  });

  it('writes the shipping report as CSV in the asker’s language, one row per label, and streams it while it is written', async () => {
    const app = getApp();
    const today = new Date(app.clock.now().getTime() + 6.5 * 3_600_000).toISOString().slice(0, 10);
    const asked = await ask(
      supervisor,
      { kind: 'shipping_report', format: 'csv', params: { from: today, to: today, scope: 'branch' } },
      'mm',
    );
    expect(asked.status).toBe(202);
    // The link is given at once; a download started now follows the writing to its end.
    const early = await app.request<ExportJobItem>('GET', `/api/export/${asked.body.id}`, { token: supervisor });
    const followed = early.body.url ? await download(app, early.body.url) : null;
    const job = await finishedExport(app, supervisor, asked.body.id);
    expect(job).toMatchObject({ status: 'done', rows: 3 });
    const file = await download(app, job.url!);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // Compressed on the way (each piece flushed as it comes), the same text once the client unpacks it.
    expect(file.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    if (followed) expect(followed.bytes.equals(file.bytes)).toBe(true);
    const text = file.bytes.toString('utf8');
    expect(text.startsWith('\ufeff')).toBe(true);
    const records = parse(text.slice(1)) as string[][];
    expect(records[0]!.slice(0, 3)).toEqual(['ခြေရာခံ နံပါတ်', 'လေဘယ်ဖွင့်ချိန်', 'အခြေအနေ']);
    expect(
      records
        .slice(1)
        .map((record) => record[0])
        .sort(),
    ).toEqual([...codes].sort());
    expect(records[1]![2]).toBe('စောင့်ဆိုင်းဆဲ');
    // A cell that begins with = + - @ tab or CR is written with a leading apostrophe: shown as text, never run.
    const nameColumn = shippingReportColumns.indexOf('destination_name');
    expect(records[0]![nameColumn]).toBe('လက်ခံသူ');
    expect(
      records
        .slice(1)
        .map((record) => record[nameColumn])
        .sort(),
    ).toEqual(['\'=SUM(1+2)*0+HYPERLINK("example.com") Receiver 0', "'@SUM(1+2) Receiver 1", 'Receiver 2']);
  });

  it('refuses a forged, stale or expired link with 404, and a failed export has none', async () => {
    const app = getApp();
    const asked = await ask(headOffice, { kind: 'report', params: { scope: 'all_branch' } });
    const job = await finishedExport(app, headOffice, asked.body.id);
    const url = new URL(job.url!, app.baseUrl);
    const forged = new URL(url);
    forged.searchParams.set('signature', 'f'.repeat(64));
    expect((await download(app, forged.pathname + forged.search)).status).toBe(404);
    const longer = new URL(url);
    longer.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3_600));
    expect((await download(app, longer.pathname + longer.search)).status).toBe(404);
    const otherExport = `/api/export/${job.id + 1_000_000}/file${url.search}`;
    expect((await download(app, otherExport)).status).toBe(404);
    expect((await download(app, url.pathname + url.search)).status).toBe(200);
    // The shared export page follows the job with the link alone; a forged one finds nothing.
    const byLink = await app.request<ExportJobItem>('GET', `/api/export/${job.id}/link${url.search}`);
    expect(byLink.status).toBe(200);
    expect(byLink.body).toMatchObject({ id: job.id, status: 'done', url: job.url });
    expect((await app.request('GET', `/api/export/${job.id}/link${forged.search}`)).status).toBe(404);
    // A day and more later the link and the file are gone.
    app.clock.advance(25 * 3_600_000);
    try {
      expect((await download(app, url.pathname + url.search)).status).toBe(404);
      expect((await app.request('GET', `/api/export/${job.id}/link${url.search}`)).status).toBe(404);
      const later = await app.request<ExportJobItem>('GET', `/api/export/${job.id}`, {
        token: await signIn(app, company.userNames.accountant),
      });
      expect(later.body).toMatchObject({ expired: true, url: null });
    } finally {
      app.clock.advance(-25 * 3_600_000);
    }
  });

  it('checks the kind’s permission and the scope when asked, and refuses bad input', async () => {
    const app = getApp();
    // The supervisor reads reports but does not export them (report.export is a branch head's and finance's).
    expect((await ask(supervisor, { kind: 'report', params: {} })).status).toBe(403);
    expect((await ask(supervisor, { kind: 'customers', params: { type: 'all' } })).status).toBe(403);
    const cs = await signIn(app, 'cs');
    expect((await ask(cs, { kind: 'shipping_report', params: { from: '2026-01-01', to: '2026-01-02' } })).status).toBe(
      403,
    );
    // Another company's branch is not found, and nothing is queued.
    const jobs = async () =>
      Number(
        (
          (await app.db.execute(sql`select count(*)::int as jobs from ${exportJobs}`)) as unknown as {
            rows: { jobs: number }[];
          }
        ).rows[0]!.jobs,
      );
    const before = await jobs();
    const ygn = await app.db.execute(sql`select id from branches where code = 'YGN'`);
    const ygnId = Number((ygn as unknown as { rows: { id: number }[] }).rows[0]!.id);
    const elsewhere = await ask(headOffice, {
      kind: 'shipping_report',
      params: { from: '2026-01-01', to: '2026-01-02', scope: 'branch', branch_id: ygnId },
    });
    expect(elsewhere.status).toBe(404);
    const bad = await ask(headOffice, { kind: 'shipping_report', params: { from: '2026-02-01', to: '2026-01-01' } });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ errors: { 'params.to': expect.any(Array) } });
    expect((await ask(headOffice, { kind: 'everything', params: {} })).status).toBe(422);
    expect(await jobs()).toBe(before);
    expect((await app.request('POST', '/api/export', { body: { kind: 'report', params: {} } })).status).toBe(401);
  });

  it('shows each user his own exports; head office sees the company’s', async () => {
    const app = getApp();
    const mine = await ask(supervisor, {
      kind: 'shipping_report',
      params: { from: '2026-01-01', to: '2026-01-02', scope: 'branch' },
    });
    await finishedExport(app, supervisor, mine.body.id);
    const list = await app.request('GET', '/api/export', { token: supervisor });
    expect(list.status).toBe(200);
    expect(list.body.data.every((job: ExportJobItem) => job.requested_by.name === 'Test supervisor')).toBe(true);
    const all = await app.request('GET', '/api/export?per_page=100', { token: headOffice });
    expect(all.body.data.map((job: ExportJobItem) => job.id)).toContain(mine.body.id);
    // The accountant's exports are not the supervisor's to follow.
    const theirs = all.body.data.find((job: ExportJobItem) => job.requested_by.name !== 'Test supervisor');
    expect((await app.request('GET', `/api/export/${theirs.id}`, { token: supervisor })).status).toBe(404);
  });

  it('fails a job its asker may no longer see (a code, never a stack trace), with no link', async () => {
    const app = getApp();
    const ygn = await app.db.execute(sql`select id from branches where code = 'YGN'`);
    const ygnId = Number((ygn as unknown as { rows: { id: number }[] }).rows[0]!.id);
    const [user] = (
      (await app.db.execute(
        sql`select id from users where user_name = ${company.userNames.accountant}`,
      )) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    // Asked for before a change of access took it away: written at a branch of another company.
    const [job] = await app.db
      .insert(exportJobs)
      .values({
        companyId: company.companyId,
        userId: Number(user!.id),
        kind: 'report',
        format: 'xlsx',
        params: { type: 'accepted', period: 'daily', scope: 'branch', branch_id: ygnId },
        locale: 'en',
      })
      .returning({ id: exportJobs.id });
    const failed = await finishedExport(app, headOffice, job!.id);
    expect(failed).toMatchObject({ status: 'failed', error: 'NOT_FOUND', url: null });
  });

  it('takes over a job whose worker died, and writes it once', async () => {
    const app = getApp();
    const [user] = (
      (await app.db.execute(
        sql`select id from users where user_name = ${company.userNames.accountant}`,
      )) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const [stale] = await app.db
      .insert(exportJobs)
      .values({
        companyId: company.companyId,
        userId: Number(user!.id),
        kind: 'report',
        format: 'csv',
        params: { type: 'accepted', period: 'daily', scope: 'all_branch' },
        locale: 'en',
        status: 'running',
        attempts: 1,
        heartbeatAt: new Date(app.clock.now().getTime() - 10 * 60_000),
      })
      .returning({ id: exportJobs.id });
    const job = await finishedExport(app, headOffice, stale!.id);
    expect(job.status).toBe('done');
    const [row] = (
      (await app.db.execute(sql`select attempts from ${exportJobs} where id = ${stale!.id}`)) as unknown as {
        rows: { attempts: number }[];
      }
    ).rows;
    expect(Number(row!.attempts)).toBe(2);
  });
});

// Two workers on one database need real connections: PGlite has one and would take the jobs in turn.
describe.runIf(postgresAvailable)('export workers sharing PostgreSQL', () => {
  const getApp = useTestApp('postgres', { exportWorkers: 0 });

  it('write every job once when several processes take work at once', async () => {
    const app = getApp();
    const company = await createCompany(app.db, defaultRateTable);
    const token = await signIn(app, company.userNames.accountant);
    const ids: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      const asked = await app.request('POST', '/api/export', {
        token,
        body: { kind: 'report', format: index % 2 ? 'csv' : 'xlsx', params: { scope: 'all_branch' } },
      });
      ids.push(asked.body.id as number);
    }
    const log = { warn: () => undefined };
    const workers = [1, 2, 3].map(() =>
      startExportWorker({ db: app.db, clock: app.clock, ttlHours: 24, log, pollMs: 50, concurrency: 2 }),
    );
    try {
      for (const id of ids) expect((await finishedExport(app, token, id)).status).toBe('done');
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    const attempts = (
      (await app.db.execute(sql`select attempts from ${exportJobs} where id in ${ids}`)) as unknown as {
        rows: { attempts: number }[];
      }
    ).rows.map((row) => Number(row.attempts));
    expect(attempts).toEqual(ids.map(() => 1));
  });
});
