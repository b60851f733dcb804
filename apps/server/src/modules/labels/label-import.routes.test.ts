import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { defaultRateTable, labelImportColumnTitles } from '@waypost/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, labelRollups, labels, labelTransactions } from '../../db/schema/index.js';
import { repairLabelRollups } from '../reports/repair-label-rollups.js';
import { branchIdOf, createCompany, createMerchant, createUser } from '../../test/fixtures.js';
import { sendForm } from '../../test/multipart.js';
import { demoTownships, sampleLabel } from '../../test/sample-label.js';
import { largeWorkbook } from '../../test/large-workbook.js';
import { zipBomb } from '../../test/zip-bomb.js';
import { databaseKinds, signIn, useTestApp, type TestApp, webClient } from '../../test/test-app.js';

const columns = [
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
  'cod_amount',
  'merchant_id',
] as const;
type Cells = Partial<Record<(typeof columns)[number], string>>;

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const csvOf = (header: readonly string[], rows: Cells[]) =>
  new TextEncoder().encode(
    [header.join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column] ?? '')).join(','))].join('\n') +
      '\n',
  );

async function xlsxOf(header: readonly string[], rows: Cells[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('labels');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow(columns.map((column) => row[column] ?? ''));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe.each(databaseKinds)('label import on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let mdy: number;
  let staff: string;
  let courier: string;
  let merchantId: number;

  beforeAll(async () => {
    app = getApp();
    mdy = await branchIdOf(app.db, 'MDY');
    merchantId = (await createMerchant(app.db, { creditLimit: 10_000_000 })).id;
    const courierUser = await createUser(app.db, { role: 'courier', branch: 'YGN' });
    [staff, courier] = await Promise.all([signIn(app, 'staff'), signIn(app, courierUser.userName)]);
  });

  /** A good row: the sample label with its own reference. */
  const row = (reference: string, overrides: Cells = {}): Cells => {
    const sample = sampleLabel(mdy) as Record<string, unknown>;
    return {
      ...Object.fromEntries(columns.map((column) => [column, String(sample[column] ?? '')])),
      reference_id: reference,
      ...overrides,
    };
  };
  const batch = (count: number) => {
    const prefix = `IMP-${randomUUID().slice(0, 8)}`;
    return { prefix, rows: Array.from({ length: count }, (_, index) => row(`${prefix}-${index + 1}`)) };
  };
  const upload = (url: string, bytes: Uint8Array, options: { token?: string; headers?: Record<string, string> } = {}) =>
    sendForm(app, 'POST', url, {
      token: options.token ?? staff,
      headers: options.headers,
      files: { file: { bytes, filename: 'labels.csv' } },
    });
  const labelsWithPrefix = (prefix: string) =>
    app.db
      .select({ id: labels.id, fee: labels.totalCost, reference: labels.referenceId, acceptType: labels.acceptType })
      .from(labels)
      .where(like(labels.referenceId, `${prefix}-%`));

  it('previews every row and writes nothing', async () => {
    const { prefix, rows } = batch(3);
    const response = await upload('/api/label/import/preview', csvOf(columns, rows));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.errors).toEqual([]);
    expect(response.body.rows).toHaveLength(3);
    expect(response.body.rows[0]).toMatchObject({
      row: 2,
      values: { reference_id: `${prefix}-1`, source_name: 'Ko Aung' },
    });
    expect(await labelsWithPrefix(prefix)).toEqual([]);
  });

  it('books every row of a good file in one go, priced like the form', async () => {
    const { prefix, rows } = batch(40);
    rows[5] = { ...rows[5], accept_type: 'cod', cod_amount: '50000', merchant_id: String(merchantId) };
    const response = await upload('/api/label/import', csvOf(columns, rows));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.created).toBe(40);
    expect(response.body.labels.map((label: { row: number }) => label.row)).toEqual(rows.map((_, index) => index + 2));
    const stored = await labelsWithPrefix(prefix);
    expect(stored).toHaveLength(40);
    const ids = stored.map((label) => label.id);
    const steps = await app.db
      .select({ labelId: labelTransactions.labelId })
      .from(labelTransactions)
      .where(and(inArray(labelTransactions.labelId, ids), eq(labelTransactions.status, 'pending')));
    expect(steps).toHaveLength(40);

    // The fee of each is the form's: the same draft created one by one costs the same.
    const single = await app.request('POST', '/api/label', { token: staff, body: sampleLabel(mdy) });
    const walkin = stored.find((label) => label.acceptType === 'walkin')!;
    expect(walkin.fee).toBe(single.body.data.total_cost);
    const detail = await app.request('GET', `/api/label/${response.body.labels[5].id}`, { token: staff });
    expect(detail.body.data).toMatchObject({ accept_type: 'cod', cod_amount: 50000, cod_state: 'ongoing' });
    // The sender is the customer the counter finds by phone, saved once.
    expect(detail.body.data.customer_id).toBe(single.body.data.customer_id);
  });

  it('keeps the report rollups equal to the labels it books in one statement', async () => {
    // A company of the test's own: the check sums every label of it, and other test files book to the demo company.
    const company = await createCompany(app.db, defaultRateTable);
    const merchant = (await createMerchant(app.db, { companyId: company.companyId, homeBranchId: company.branchId }))
      .id;
    const token = await signIn(app, company.userNames.staff);
    const prefix = `IMP-${randomUUID().slice(0, 8)}`;
    const rows = Array.from({ length: 30 }, (_, index) => ({
      ...row(`${prefix}-${index + 1}`, {
        deliver_branch_id: String(company.branchId),
        destination_township: 'MMR013016',
      }),
      ...(index % 3 === 0 ? { accept_type: 'cod', cod_amount: '20000', merchant_id: String(merchant) } : {}),
    }));
    const response = await upload('/api/label/import', csvOf(columns, rows), { token });
    expect(response.status, JSON.stringify(response.body)).toBe(201);

    expect(await repairLabelRollups({ db: app.db, companyId: company.companyId, check: true })).toMatchObject({
      eventTimesDiffering: 0,
      keysDiffering: 0,
    });
    const created = await app.db
      .select({
        reportType: labelRollups.reportType,
        labels: sql<number>`sum(${labelRollups.labels})::int`,
        cod: sql<number>`sum(${labelRollups.codAmount})::int`,
      })
      .from(labelRollups)
      .where(and(eq(labelRollups.companyId, company.companyId), eq(labelRollups.event, 'created')))
      .groupBy(labelRollups.reportType)
      .orderBy(labelRollups.reportType);
    // 20 walk-in labels, and 10 merchant COD labels (each also counted by the money-order and return reports).
    expect(created).toEqual([
      { reportType: 'emo', labels: 10, cod: 200_000 },
      { reportType: 'online_return', labels: 10, cod: 200_000 },
      { reportType: 'online_vpp', labels: 10, cod: 200_000 },
      { reportType: 'walkin_express', labels: 20, cod: 0 },
    ]);
  });

  it('refuses a file whose credit label passes its merchant’s limit, naming that row and that merchant’s limit', async () => {
    const tight = (await createMerchant(app.db, { creditLimit: 1 })).id;
    const { prefix, rows } = batch(4);
    const credit = (merchant: number): Cells => ({
      accept_type: 'cod',
      cod_amount: '30000',
      purchase_type: 'credit',
      merchant_id: String(merchant),
    });
    rows[0] = { ...rows[0], ...credit(merchantId) };
    rows[2] = { ...rows[2], ...credit(tight) };
    const response = await upload('/api/label/import', csvOf(columns, rows));
    expect(response.status, JSON.stringify(response.body)).toBe(422);
    expect(response.body.errors).toEqual([
      {
        row: 4,
        field: 'purchase_type',
        message: 'This merchant’s shipping credit would pass its limit of 1 Ks (owed now: 0 Ks).',
      },
    ]);
    expect(await labelsWithPrefix(prefix)).toEqual([]);
  });

  it("refuses a file with bad rows as a whole, the errors in the caller's language", async () => {
    const { prefix, rows } = batch(10);
    rows[2] = { ...rows[2], weight: 'heavy' };
    rows[6] = { ...rows[6], destination_township: 'MMR999999', source_name: '' };
    const response = await upload('/api/label/import', csvOf(columns, rows), { headers: { 'accept-language': 'mm' } });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([
      { row: 4, field: 'weight', message: expect.stringMatching(/[\u1000-\u109f]/) },
      { row: 8, field: 'destination_township', message: expect.stringMatching(/[\u1000-\u109f]/) },
      { row: 8, field: 'source_name', message: expect.stringMatching(/[\u1000-\u109f]/) },
    ]);
    expect(await labelsWithPrefix(prefix)).toEqual([]);

    rows[2] = { ...rows[2], weight: '2' };
    rows[6] = { ...rows[6], source_name: 'Ko Ko' };
    const again = await upload('/api/label/import', csvOf(columns, rows));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual([
      {
        row: 8,
        field: 'destination_township',
        message: 'No township "MMR999999": write its name or id as the Allowed values sheet lists it.',
      },
    ]);
    expect(await labelsWithPrefix(prefix)).toEqual([]);
  });

  it('saves none of the customers of a file refused by its prices', async () => {
    // The customers are saved while the rows are priced: a COD row for a merchant the company does not have is
    // refused by pricing after that, and the file's new receivers go with it.
    const { prefix, rows } = batch(6);
    const phones = rows.map((_, index) => `0977${String(Date.now() % 1_000_000).padStart(6, '0')}${index}`);
    const file: Cells[] = rows.map((cells, index) => ({ ...cells, destination_phone: phones[index]! }));
    file[4] = { ...file[4], accept_type: 'cod', cod_amount: '20000', merchant_id: '2147483000' };
    const response = await upload('/api/label/import', csvOf(columns, file));
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([{ row: 6, field: 'merchant_id', message: 'Please choose one.' }]);
    expect(await labelsWithPrefix(prefix)).toEqual([]);
    const saved = await app.db.select({ id: customers.id }).from(customers).where(inArray(customers.phone, phones));
    expect(saved).toEqual([]);

    file[4] = { ...file[4], accept_type: 'walkin', cod_amount: '', merchant_id: '' };
    expect((await upload('/api/label/import', csvOf(columns, file))).status).toBe(201);
    expect(
      await app.db.select({ id: customers.id }).from(customers).where(inArray(customers.phone, phones)),
    ).toHaveLength(6);
  });

  it('refuses a reference id twice in the file or already booked', async () => {
    const { prefix, rows } = batch(3);
    rows[2] = { ...rows[2], reference_id: `${prefix}-1` };
    const twice = await upload('/api/label/import/preview', csvOf(columns, rows));
    expect(twice.body.errors).toEqual([
      { row: 4, field: 'reference_id', message: 'This reference is already on row 2 of the file.' },
    ]);

    const first = batch(2);
    expect((await upload('/api/label/import', csvOf(columns, first.rows))).status).toBe(201);
    const again = await upload('/api/label/import', csvOf(columns, [...first.rows.slice(1), row(`${first.prefix}-9`)]));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual([
      { row: 2, field: 'reference_id', message: 'A label with this reference already exists.' },
    ]);
    expect(await labelsWithPrefix(first.prefix)).toHaveLength(2);
  });

  it('books a large file in one transaction: an issue or a refused posting far down it writes nothing', async () => {
    const { prefix, rows } = batch(2_100);
    const bad = rows.map((cells) => ({ ...cells }));
    bad[1_499] = { ...bad[1_499], reference_id: `${prefix}-10` };
    bad[2_049] = { ...bad[2_049], weight: 'heavy' };
    const refused = await upload('/api/label/import', csvOf(columns, bad));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { row: 1_501, field: 'reference_id', message: 'This reference is already on row 11 of the file.' },
      { row: 2_051, field: 'weight', message: expect.any(String) },
    ]);
    expect(await labelsWithPrefix(prefix)).toEqual([]);

    const tight = (await createMerchant(app.db, { creditLimit: 1 })).id;
    const overLimit = rows.map((cells) => ({ ...cells }));
    overLimit[2_079] = {
      ...overLimit[2_079],
      accept_type: 'cod',
      cod_amount: '30000',
      purchase_type: 'credit',
      merchant_id: String(tight),
    };
    const credit = await upload('/api/label/import', csvOf(columns, overLimit));
    expect(credit.status).toBe(422);
    expect(credit.body.errors).toEqual([{ row: 2_081, field: 'purchase_type', message: expect.any(String) }]);
    expect(await labelsWithPrefix(prefix)).toEqual([]);

    const booked = await upload('/api/label/import', csvOf(columns, rows));
    expect(booked.status, JSON.stringify(booked.body).slice(0, 500)).toBe(201);
    expect(booked.body.created).toBe(2_100);
    expect(booked.body.labels.map((label: { row: number }) => label.row)).toEqual(rows.map((_, index) => index + 2));
    expect(new Set(booked.body.labels.map((label: { tracking_code: string }) => label.tracking_code)).size).toBe(2_100);
    expect(await labelsWithPrefix(prefix)).toHaveLength(2_100);
  });

  it('answers a retry with the same Idempotency-Key and file with the first import, writing once', async () => {
    const { prefix, rows } = batch(5);
    const headers = { 'idempotency-key': `import-${randomUUID()}` };
    const bytes = csvOf(columns, rows);
    const first = await upload('/api/label/import', bytes, { headers });
    const retry = await upload('/api/label/import', bytes, { headers });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await labelsWithPrefix(prefix)).toHaveLength(5);
    const other = await upload('/api/label/import', csvOf(columns, batch(1).rows), { headers });
    expect(other.status).toBe(409);
  });

  it('reads .xlsx with translated column titles', async () => {
    const { prefix, rows } = batch(4);
    const header = columns.map((column) => labelImportColumnTitles.mm[column]);
    const response = await upload('/api/label/import', await xlsxOf(header, rows));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(await labelsWithPrefix(prefix)).toHaveLength(4);
  });

  it('refuses what is no spreadsheet, an unknown column, a file over 5 MB and no file', async () => {
    const binary = await upload('/api/label/import/preview', new Uint8Array([0, 1, 2, 3]));
    expect(binary.status).toBe(422);
    expect(binary.body.errors).toEqual([{ row: 0, field: 'file', message: expect.stringContaining('.xlsx') }]);
    const unknown = await upload('/api/label/import', csvOf([...columns.slice(0, -1), 'colour'], batch(1).rows));
    expect(unknown.body.errors).toEqual([
      { row: 0, field: 'colour', message: 'Unknown column "colour": use the template\'s columns.' },
    ]);
    const huge = await upload('/api/label/import', new Uint8Array(5 * 1024 * 1024 + 1).fill(0x61));
    expect(huge.status).toBe(422);
    expect(huge.body.errors).toEqual([{ row: 0, field: 'file', message: 'The file is too large (at most 5 MB).' }]);
    const none = await sendForm(app, 'POST', '/api/label/import', { token: staff, fields: {} });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual([{ row: 0, field: 'file', message: 'Please choose a file.' }]);
  });

  it('refuses a zip bomb (70 MB of rows in 0.2 MB) at its row limit, never inflating it whole', async () => {
    const refused = await upload('/api/label/import', zipBomb());
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.errors).toEqual([{ row: 0, field: 'file', message: 'At most 5,000 labels per file.' }]);
  });

  it('refuses a 600,000-row workbook at row 5,001, read off the event loop: other requests keep answering', async () => {
    const huge = largeWorkbook(600_000);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const refusing = upload('/api/label/import', huge);
    const others = Array.from({ length: 5 }, () => app.request('GET', '/api/label/count', { token: staff }));
    const [refused, ...answers] = await Promise.all([refusing, ...others]);
    delay.disable();
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ row: 0, field: 'file', message: 'At most 5,000 labels per file.' }]);
    for (const answer of answers) expect(answer.status).toBe(200);
    // Read in-process the whole file stalled the event loop for ~56 s; read in a worker and stopped at the limit,
    // the loop never waits long (the times themselves are in the bench, `npm run bench:upload`).
    expect(delay.max / 1e6).toBeLessThan(2_000);
  });

  it('is for those who may create labels', async () => {
    const bytes = csvOf(columns, batch(1).rows);
    expect((await upload('/api/label/import', bytes, { token: courier })).status).toBe(403);
    expect((await upload('/api/label/import/preview', bytes, { token: courier })).status).toBe(403);
    const template = await app.request('GET', '/api/label/import/template?locale=mm', { token: courier });
    expect(template.status).toBe(403);
  });

  it('downloads the template in the chosen language, its example row consistent and importable', async () => {
    const response = await fetch(`${app.baseUrl}/api/label/import/template?locale=mm`, {
      headers: { ...webClient, authorization: `Bearer ${staff}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('label-import-template-mm.xlsx');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as never);
    const labelsSheet = workbook.worksheets[0]!;
    const header = labelsSheet.getRow(1).values as string[];
    expect(header.slice(1, 3)).toEqual([labelImportColumnTitles.mm.reference_id, labelImportColumnTitles.mm.type]);
    // The example's Mandalay receiver goes through the Mandalay branch, in the words of the template's language.
    const example = Object.fromEntries(
      header.slice(1).map((title, index) => [title, String(labelsSheet.getRow(2).getCell(index + 1).value ?? '')]),
    );
    expect(example).toMatchObject({
      [labelImportColumnTitles.mm.destination_township]: 'ချမ်းအေးသာစံ',
      [labelImportColumnTitles.mm.deliver_branch_id]: 'MDY',
      [labelImportColumnTitles.mm.purchase_type]: 'ပို့သူ ပေးချေ',
    });
    const preview = await upload('/api/label/import/preview', bytes);
    expect(preview.body.errors).toEqual([]);
    expect(preview.body.rows[0]).toMatchObject({ row: 2, values: { source_township: 'ပုဇွန်တောင်' } });
  });

  it('carries a sheet of allowed values: choices in every language, the branches, each township with its branch', async () => {
    const response = await fetch(`${app.baseUrl}/api/label/import/template?locale=en`, {
      headers: { ...webClient, authorization: `Bearer ${staff}` },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(await response.arrayBuffer()) as never);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['labels', 'Allowed values']);
    const rows: string[][] = [];
    workbook.worksheets[1]!.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
    });
    expect(rows).toContainEqual(['Payment', 'sender_pay', 'Sender pays', 'ပို့သူ ပေးချေ', '寄件人付款']);
    expect(rows).toContainEqual(['MDY', String(mdy), expect.any(String), expect.any(String)]);
    expect(rows).toContainEqual(['MMR010002', 'Chanayethazan', 'ချမ်းအေးသာစံ', 'Mandalay Region', 'MDY']);
    expect(rows).toContainEqual(['MMR013016', 'Pazundaung', 'ပုဇွန်တောင်', 'Yangon Region', 'YGN']);
    // Every township is listed (the country's 330), the two Htantabins with their regions.
    expect(rows.filter((row) => /^MMR\d{6}$/.test(row[0]!))).toHaveLength(330);
    expect(rows.filter((row) => row[1] === 'Htantabin').map((row) => row[3])).toEqual(['Bago Region', 'Yangon Region']);
  });

  it('reads townships by name in English or Burmese, branches by code and payments as the screens word them', async () => {
    const prefix = `IMP-${randomUUID().slice(0, 8)}`;
    const rows = [
      row(`${prefix}-1`, {
        purchase_type: 'Receiver pays',
        type: 'fcs express',
        source_township: 'Pazundaung',
        destination_township: 'ချမ်းအေးသာစံ',
        deliver_branch_id: 'mdy',
      }),
      row(`${prefix}-2`, {
        purchase_type: '寄件人付款',
        accept_type: 'ပစ္စည်းရောက် ငွေချေ',
        cod_amount: '၂၀၀၀၀',
        merchant_id: String(merchantId),
        source_township: 'pazundaung township',
        destination_township: 'MMR010002',
        deliver_branch_id: '',
      }),
    ];
    const response = await upload('/api/label/import', await xlsxOf(columns, rows));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const stored = await app.db
      .select({
        reference: labels.referenceId,
        purchaseType: labels.purchaseType,
        acceptType: labels.acceptType,
        sourceTownship: labels.sourceTownship,
        destinationTownship: labels.destinationTownship,
        deliverBranchId: labels.deliverBranchId,
      })
      .from(labels)
      .where(like(labels.referenceId, `${prefix}-%`))
      .orderBy(labels.referenceId);
    expect(stored).toEqual([
      {
        reference: `${prefix}-1`,
        purchaseType: 'receiver_pay',
        acceptType: 'walkin',
        sourceTownship: demoTownships.pazundaung,
        destinationTownship: demoTownships.chanayethazan,
        deliverBranchId: mdy,
      },
      {
        reference: `${prefix}-2`,
        purchaseType: 'sender_pay',
        acceptType: 'cod',
        sourceTownship: demoTownships.pazundaung,
        destinationTownship: demoTownships.chanayethazan,
        deliverBranchId: mdy,
      },
    ]);
  });

  it("delivers through the receiver township's branch and refuses a branch of another region", async () => {
    const ygn = await branchIdOf(app.db, 'YGN');
    const { prefix, rows } = batch(3);
    // The old template's example: a Mandalay receiver sent through YGN.
    rows[1] = { ...rows[1], deliver_branch_id: String(ygn) };
    rows[2] = { ...rows[2], deliver_branch_id: '' };
    const refused = await upload('/api/label/import', csvOf(columns, rows));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      {
        row: 3,
        field: 'deliver_branch_id',
        message:
          "YGN does not deliver to this township; MDY does. Leave the cell empty for MDY, or name a branch of the township's region.",
      },
    ]);
    expect(await labelsWithPrefix(prefix)).toEqual([]);

    rows[1] = { ...rows[1], deliver_branch_id: '' };
    expect((await upload('/api/label/import', csvOf(columns, rows))).status).toBe(201);
    const stored = await app.db
      .select({ deliverBranchId: labels.deliverBranchId })
      .from(labels)
      .where(like(labels.referenceId, `${prefix}-%`));
    expect(stored.map((label) => label.deliverBranchId)).toEqual([mdy, mdy, mdy]);
  });

  it('refuses an unknown branch and a township name two regions share, asking for its id, in the caller’s language', async () => {
    const { rows } = batch(2);
    rows[0] = { ...rows[0], deliver_branch_id: 'XYZ' };
    rows[1] = { ...rows[1], destination_township: 'htantabin', deliver_branch_id: '' };
    const response = await upload('/api/label/import/preview', csvOf(columns, rows), {
      headers: { 'accept-language': 'zh' },
    });
    expect(response.body.errors).toEqual([
      {
        row: 2,
        field: 'deliver_branch_id',
        message: '没有网点“XYZ”：请填写“可填写的值”表中的网点代码，或留空以使用服务该镇区的网点。',
      },
      {
        row: 3,
        field: 'destination_township',
        message: '有多个镇区名为“htantabin”：请填写所指镇区的编号（MMR007014, MMR013006）。',
      },
    ]);
  });

  it('numbers the rows of its errors as Excel does: the header is row 1, and blank rows keep their numbers', async () => {
    const { rows } = batch(3);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('labels');
    sheet.addRow([...columns]);
    sheet.addRow(columns.map((column) => rows[0]![column] ?? ''));
    sheet.addRow([]);
    sheet.addRow(columns.map((column) => rows[1]![column] ?? ''));
    const bad = sheet.addRow(columns.map((column) => (column === 'weight' ? 'heavy' : (rows[2]![column] ?? ''))));
    const response = await upload('/api/label/import/preview', new Uint8Array(await workbook.xlsx.writeBuffer()));
    expect(bad.number).toBe(5);
    expect(response.body.rows.map((each: { row: number }) => each.row)).toEqual([2, 4, 5]);
    expect(response.body.errors).toEqual([{ row: bad.number, field: 'weight', message: expect.any(String) }]);
  });
});
