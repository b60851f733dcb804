import { defaultRateTable, ledgerAccounts, yangonDay, type RateTable } from '@waypost/domain';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../db/schema/index.js';
import { codFlow } from './cod-flow.js';
import { createCompany, createMerchant, unique } from './fixtures.js';
import { sendForm } from './multipart.js';
import { demoPassword, signIn, type TestApp } from './test-app.js';
import { postJournalEntry } from '../modules/ledger/ledger.service.js';

/** Simple prices: 3,000 Ks a parcel up to 1 kg, COD fee version 2 (1 %). */
export const bankTestRates: RateTable = {
  ...defaultRateTable,
  shipping: [
    {
      service_type: 'express',
      item_type: null,
      bands: [{ up_to_grams: 1000, fees: { z1: 3000, z2: 3000, z3: 3000, z4: 3000 } }],
      extra_per_kg: null,
    },
  ],
  service_fees: {},
  cod_fee_version: 2,
  discount_share_without_permission: 100,
};

/** `YYYY-MM-DD` as a KBZ statement writes it (DD/MM/YYYY). */
export const kbzDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The day `days` before `day`. */
export const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

export type StatementRow = [
  date: string,
  description: string,
  reference: string,
  debit: string,
  credit: string,
  balance: string,
];

export const kbzHeader = ['Transaction Date', 'Description', 'Reference No', 'Withdrawal', 'Deposit', 'Balance'];

/** A .csv statement: the header, then the rows, quoted. */
export function statementCsv(rows: readonly (readonly string[])[], header = kbzHeader): Uint8Array {
  const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
  return new TextEncoder().encode([header, ...rows].map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n');
}

/** An .xlsx statement: dates as real date cells, amounts as numbers. */
export async function statementXlsx(header: string[], rows: (string | number | Date)[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Statement');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/**
 * A company of its own with what a statement is matched against: COD remittances (each with a bank ref), completed
 * clearance payouts (each with a bank ref and transfer date), and till deposits (`bank_deposit` entries, posted
 * directly as the till module will post them).
 */
export async function bankWorld(app: TestApp, counts: { remittances: number; payouts: number; deposits: number }) {
  const world = await createCompany(app.db, bankTestRates);
  const [staff, accountant, financeManager] = await Promise.all([
    signIn(app, world.userNames.staff),
    signIn(app, world.userNames.accountant),
    signIn(app, world.userNames.financeManager),
  ]);
  const flow = codFlow(app, world.branchId);
  const merchant = await createMerchant(app.db, {
    companyId: world.companyId,
    homeBranchId: world.branchId,
    codFeeVersion: 2,
  });
  const today = yangonDay(app.clock.now());
  const tag = unique('R').slice(2).toUpperCase();

  async function remit(index: number) {
    const codAmount = 40_000 + index * 1_111;
    const label = await flow.book(staff, merchant.id, { codAmount, overrides: { weight: 1 } });
    await flow.deliver(staff, label.id);
    const bankRef = `KBZ${tag}R${index}`;
    const remitted = await flow.remit(accountant, [label.id], codAmount, bankRef);
    expect(remitted.status, JSON.stringify(remitted.body)).toBe(201);
    return { id: remitted.body.data.id as number, labelId: label.id, amount: codAmount, bankRef };
  }

  const remittances = [];
  for (let index = 0; index < counts.remittances; index++) remittances.push(await remit(index));

  const payouts = [];
  await app.request('POST', '/api/reauth', { token: financeManager, body: { password: demoPassword } });
  for (let index = 0; index < counts.payouts; index++) {
    const source = await remit(100 + index);
    remittances.push(source);
    const issued = await app.request('POST', '/api/cod-clearance', {
      token: accountant,
      body: { merchant_id: merchant.id, label_ids: [source.labelId] },
      headers: { 'idempotency-key': unique('issue-key') },
    });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const bankRef = `KBZ${tag}P${index}`;
    const done = await app.request('POST', `/api/cod-clearance/${issued.body.data.id}/complete`, {
      token: financeManager,
      body: { transfer_date: today, bank_ref: bankRef },
      headers: { 'idempotency-key': unique('complete-key') },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    payouts.push({ id: issued.body.data.id as number, amount: issued.body.data.amount as number, bankRef });
  }

  const [clerk] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userName, world.userNames.accountant));
  const deposits = [];
  for (let index = 0; index < counts.deposits; index++) {
    const amount = 2_000 + index * 500;
    const { entryId } = await app.db.transaction((tx) =>
      postJournalEntry({
        tx,
        entry: {
          naturalKey: `bank-deposit:${unique('test')}`,
          kind: 'bank_deposit',
          postings: [
            { account: ledgerAccounts.bank(world.companyId), amount },
            { account: ledgerAccounts.branchCash(world.branchId), amount: -amount },
          ],
        },
        actorId: clerk!.id,
      }),
    );
    deposits.push({ id: entryId, amount });
  }
  return { world, staff, accountant, financeManager, today, remittances, payouts, deposits, tag };
}

/** POST /api/bank-statement with a file and text fields. */
export function importStatement(
  app: TestApp,
  token: string,
  bytes: Uint8Array,
  fields: Record<string, string>,
  filename = 'statement.csv',
) {
  return sendForm(app, 'POST', '/api/bank-statement', { token, fields, files: { file: { bytes, filename } } });
}
