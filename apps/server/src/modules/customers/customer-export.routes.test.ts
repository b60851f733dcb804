import { randomInt } from 'node:crypto';
import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index.js';
import type { Actor } from '../../plugins/request-context.js';
import { branchIdOf, createMerchant } from '../../test/fixtures.js';
import { sampleLabel } from '../../test/sample-label.js';
import { databaseKinds, signIn, useTestApp, type TestApp, webClient } from '../../test/test-app.js';
import { exportCustomers } from './export-customers.js';

/** A mobile number no other test uses (PostgreSQL is shared by the test files). */
const uniqueMobile = () => `09${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;

describe.each(databaseKinds)('the customer export (GET /api/customer/export) on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let mdy: number;
  let staff: string;
  let manager: string;
  const sender = uniqueMobile();
  const receiver = uniqueMobile();

  beforeAll(async () => {
    app = getApp();
    mdy = await branchIdOf(app.db, 'MDY');
    [staff, manager] = await Promise.all([signIn(app, 'staff'), signIn(app, 'manager')]);
    const merchant = await createMerchant(app.db, { homeBranch: 'YGN' });
    const book = async (overrides: Record<string, unknown>) => {
      const response = await app.request('POST', '/api/label', { token: staff, body: sampleLabel(mdy, overrides) });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
    };
    // The sender sends twice (once COD) to the receiver, who never sends.
    await book({
      source_phone: sender,
      source_name: 'U Export',
      destination_phone: receiver,
      destination_name: 'Ma Row',
    });
    await book({
      source_phone: sender,
      source_name: 'U Export',
      destination_phone: receiver,
      destination_name: 'Ma Row',
      accept_type: 'cod',
      cod_amount: 30_000,
      merchant_id: merchant.id,
    });
  });

  /** The export of `type` opened back as a workbook: its one sheet's rows as arrays of cell values. */
  async function exported(type: string, locale = 'en') {
    const response = await fetch(`${app.baseUrl}/api/customer/export?type=${type}`, {
      headers: { ...webClient, authorization: `Bearer ${manager}`, 'accept-language': locale },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="customers-${type}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"$`),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets).toHaveLength(1);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const [header, ...data] = rows;
    return {
      sheetName: workbook.worksheets[0]!.name,
      header,
      rowOf: (phone: string) => data.find((row) => row[1] === phone),
      data,
    };
  }

  it('exports the senders only as "customer", with how many labels each sent', async () => {
    const file = await exported('customer');
    expect(file.header).toEqual(['Name', 'Phone', 'Township', 'Address', 'Labels sent', 'First seen']);
    expect(file.rowOf(sender)).toEqual([
      'U Export',
      sender,
      'Pazundaung',
      // No address: an empty cell.
      undefined,
      2,
      expect.stringMatching(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/),
    ]);
    expect(file.rowOf(receiver)).toBeUndefined();
  });

  it('exports every customer as "all_customer", headings in the user\'s language', async () => {
    const file = await exported('all_customer', 'mm');
    expect(file.header).toEqual(['အမည်', 'ဖုန်း', 'မြို့နယ်', 'လိပ်စာ', 'စတင် မှတ်တမ်းတင်သည့်နေ့']);
    expect(file.rowOf(sender)?.slice(0, 3)).toEqual(['U Export', sender, 'ပုဇွန်တောင်']);
    expect(file.rowOf(receiver)?.slice(0, 3)).toEqual(['Ma Row', receiver, 'ချမ်းအေးသာစံ']);
  });

  it('exports every customer with their label counts and COD totals as "all"', async () => {
    const file = await exported('all', 'zh');
    expect(file.sheetName).toBe('全部');
    expect(file.header).toHaveLength(9);
    expect(file.rowOf(sender)?.slice(4, 8)).toEqual([2, 0, 1, 30_000]);
    expect(file.rowOf(receiver)?.slice(4, 8)).toEqual([0, 2, 0, 0]);
  });

  it('reads the book in keyset pages: every customer once, however many pages', async () => {
    // The company of this test's customers (other test files add companies of their own to a shared database).
    const [company] = await app.db
      .select({ companyId: customers.companyId })
      .from(customers)
      .where(eq(customers.phone, sender));
    const [counted] = await app.db
      .select({ total: count() })
      .from(customers)
      .where(eq(customers.companyId, company!.companyId));
    // Only what the export reads of the actor: the company and the label scope.
    const actor = { companyId: company!.companyId, allBranches: true, branch: null } as unknown as Actor;
    const errors: unknown[] = [];
    const { stream } = await exportCustomers({
      db: app.db,
      clock: app.clock,
      actor,
      type: 'all_customer',
      locale: 'en',
      onError: (error) => errors.push(error),
      pageSize: 2,
    });
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(Buffer.concat(chunks)).buffer);
    const phones: unknown[] = [];
    workbook.worksheets[0]!.eachRow((row, index) => {
      if (index > 1) phones.push(row.getCell(2).value);
    });
    expect(errors).toEqual([]);
    // Customers other test files add meanwhile (PostgreSQL is shared) may come after the count: at least, never twice.
    expect(phones.length).toBeGreaterThanOrEqual(counted!.total);
    expect(new Set(phones).size).toBe(phones.length);
    expect(phones).toEqual(expect.arrayContaining([sender, receiver]));
  });
});
