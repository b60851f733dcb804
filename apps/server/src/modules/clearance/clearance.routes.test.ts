import {
  clearanceLineFigureNames,
  defaultRateTable,
  ledgerAccounts,
  yangonParts,
  type RateTable,
} from '@waypost/domain';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { codClearanceLines, codClearances, labelCod } from '../../db/schema/index.js';
import { balanceOf, codFlow, entryLines, postedKeys } from '../../test/cod-flow.js';
import { createCompany, createMerchant, unique } from '../../test/fixtures.js';
import { databaseKinds, demoPassword, signIn, useTestApp, type TestApp, webClient } from '../../test/test-app.js';

/**
 * The worked example's prices (money design §2): 3,000 Ks up to 1 kg and 3,500 up to 3 kg, the bus gate's drop-off
 * 2,000, COD fee version 2, and any clerk may discount (the example's fixed 500 off 3,000 is a sixth).
 */
const exampleRates: RateTable = {
  ...defaultRateTable,
  shipping: [
    {
      service_type: 'express',
      item_type: null,
      bands: [
        { up_to_grams: 1000, fees: { z1: 3000, z2: 3000, z3: 3000, z4: 3000 } },
        { up_to_grams: 3000, fees: { z1: 3500, z2: 3500, z3: 3500, z4: 3500 } },
      ],
      extra_per_kg: null,
    },
  ],
  service_fees: {},
  gate_submit_fee: 2000,
  cod_fee_version: 2,
  discount_share_without_permission: 100,
};

describe.each(databaseKinds)('COD clearance on %s', (kind) => {
  const getApp = useTestApp(kind, { clearanceApprovalThreshold: 1_000_000, loginMaxFailuresPerIp: 10_000 });
  let app: TestApp;
  let world: Awaited<ReturnType<typeof createCompany>>;
  let staff: string;
  let accountant: string;
  let financeManager: string;
  let financeManager2: string;
  let flow: ReturnType<typeof codFlow>;

  beforeAll(async () => {
    app = getApp();
    // A company of its own: its bank, cash, revenue and merchant accounts are moved by this file alone.
    world = await createCompany(app.db, exampleRates);
    [staff, accountant, financeManager, financeManager2] = await Promise.all([
      signIn(app, world.userNames.staff),
      signIn(app, world.userNames.accountant),
      signIn(app, world.userNames.financeManager),
      signIn(app, world.userNames.financeManager2),
    ]);
    flow = codFlow(app, world.branchId);
  });

  const merchantOf = (creditLimit = 0, codFeeVersion: 1 | 2 = 2) =>
    createMerchant(app.db, { companyId: world.companyId, homeBranchId: world.branchId, creditLimit, codFeeVersion });
  const issue = (token: string, merchantId: number, labelIds: number[], key = unique('issue-key')) =>
    app.request('POST', '/api/cod-clearance', {
      token,
      body: { merchant_id: merchantId, label_ids: labelIds },
      headers: { 'idempotency-key': key },
    });
  const reauth = (token: string) => app.request('POST', '/api/reauth', { token, body: { password: demoPassword } });
  const complete = (token: string, id: number, bankRef = unique('KBZ-OUT'), key = unique('complete-key')) =>
    app.request('POST', `/api/cod-clearance/${id}/complete`, {
      token,
      body: { transfer_date: '2026-11-25', bank_ref: bankRef },
      headers: { 'idempotency-key': key },
    });
  const bank = () => ledgerAccounts.bank(world.companyId);

  /** Labels delivered and remitted: ready to be claimed. */
  async function readyLabels(merchantId: number, codAmounts: number[]) {
    const ids: number[] = [];
    for (const codAmount of codAmounts) {
      const label = await flow.book(staff, merchantId, { codAmount, overrides: { weight: 1 } });
      await flow.deliver(staff, label.id);
      ids.push(label.id);
    }
    const total = codAmounts.reduce((sum, amount) => sum + amount, 0);
    expect((await flow.remit(accountant, ids, total)).status).toBe(201);
    return ids;
  }

  it('reproduces the worked example to the kyat: amount 482,500, every figure, and E7 as designed', async () => {
    const merchant = await merchantOf(10_000);
    const l1 = await flow.book(staff, merchant.id, { codAmount: 50_000, overrides: { weight: 1 } });
    const l2 = await flow.book(staff, merchant.id, {
      purchaseType: 'receiver_pay',
      codAmount: 120_000,
      overrides: { weight: 2, discount: { kind: 'percent', value: 10 }, insurance_percent: 1 },
    });
    const l3 = await flow.book(staff, merchant.id, {
      purchaseType: 'from_cod',
      codAmount: 80_000,
      overrides: { weight: 1, discount: { kind: 'amount', value: 500 } },
    });
    const l4 = await flow.book(staff, merchant.id, {
      purchaseType: 'credit',
      codAmount: 250_000,
      overrides: { weight: 1, gate_submit: true, fcs_shipping_fee_for_gate_submit: 5000 },
    });
    const l5 = await flow.book(staff, merchant.id, {
      purchaseType: 'from_cod',
      codAmount: 40_000,
      overrides: { weight: 1 },
    });
    // "Prior credit balance 5,000": L4's charges on shipping credit.
    expect(await balanceOf(app.db, ledgerAccounts.merchantCredit(merchant.id))).toBe(5_000);
    for (const label of [l1, l2, l3, l4]) await flow.deliver(staff, label.id);
    await flow.sendBack(staff, l5.id);
    const remitted = await flow.remit(accountant, [l1.id, l2.id, l3.id, l4.id], 504_350);
    expect(remitted.body.data).toMatchObject({ expected_amount: 504_350, difference: 0 });

    const ready = await app.request('GET', `/api/cod-clearance/ready?merchant_id=${merchant.id}`, {
      token: accountant,
    });
    expect(ready.status, JSON.stringify(ready.body)).toBe(200);
    expect(ready.body.data.labels).toHaveLength(5);
    expect(ready.body.data.preview.amount).toBe(482_500);

    const issued = await issue(accountant, merchant.id, [l1.id, l2.id, l3.id, l4.id, l5.id]);
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body.data).toMatchObject({
      count: 5,
      cod_count: 4,
      actual_amount: 500_000,
      received_amount: 504_350,
      return_amount: 40_000,
      delivery_charges: 5_500,
      gate_submit_count: 1,
      gate_submit_amount: 2_000,
      one_percent_cod: 5_000,
      credit_count: 1,
      credit_amount: 5_000,
      brought_forward: 0,
      total_cost: 17_500,
      amount: 482_500,
      carried_forward: 0,
      status: 'pending',
      needs_approval: false,
      merchant: { id: merchant.id },
      transfer_date: null,
    });
    // Check of §2: received − amount = receiver-paid DC + total cost.
    expect(504_350 - 482_500).toBe(4_350 + 17_500);
    const id = issued.body.data.id as number;
    expect(await entryLines(app.db, `clr-issue:${id}`)).toEqual({
      [ledgerAccounts.merchantCodPayable(merchant.id)]: 500_000,
      [ledgerAccounts.merchantChargesReceivable(merchant.id)]: -12_500,
      [ledgerAccounts.merchantCredit(merchant.id)]: -5_000,
      [ledgerAccounts.clearancePayable]: -482_500,
    });
    // Everything the merchant owed is recovered and everything owed to them is in the payout.
    for (const account of [
      ledgerAccounts.merchantCodPayable(merchant.id),
      ledgerAccounts.merchantChargesReceivable(merchant.id),
      ledgerAccounts.merchantCredit(merchant.id),
    ]) {
      expect(await balanceOf(app.db, account)).toBe(0);
    }

    // Paid out: the bank keeps what Waypost earned from this COD.
    expect((await reauth(financeManager)).status).toBe(204);
    const done = await complete(financeManager, id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'complete', transfer_date: '2026-11-25' });
    expect(await balanceOf(app.db, bank())).toBe(504_350 - 482_500);
    const states = await app.db
      .select({ state: labelCod.state })
      .from(labelCod)
      .where(eq(labelCod.merchantId, merchant.id));
    expect(states.map((row) => row.state)).toEqual(['complete', 'complete', 'complete', 'complete', 'complete']);

    const detail = await app.request('GET', `/api/cod-clearance/${id}`, { token: accountant });
    expect(detail.body.data.lines).toHaveLength(5);
    expect(detail.body.data.postings.map((line: { natural_key: string }) => line.natural_key)).toEqual(
      expect.arrayContaining([`clr-issue:${id}`, `clr-complete:${id}`]),
    );
  });

  it('lists the oldest claimable labels first up to the limit, and says how many there are in all', async () => {
    const merchant = await merchantOf();
    const ids = await readyLabels(merchant.id, [10_000, 20_000, 30_000]);
    const ready = await app.request('GET', `/api/cod-clearance/ready?merchant_id=${merchant.id}&limit=2`, {
      token: accountant,
    });
    expect(ready.status, JSON.stringify(ready.body)).toBe(200);
    expect(ready.body.data.claimable_count).toBe(3);
    expect(ready.body.data.labels.map((label: { label_id: number }) => label.label_id)).toEqual(ids.slice(0, 2));
    // The figures are those of the listed labels: what a batch of them would pay.
    expect(ready.body.data.preview).toMatchObject({ count: 2, actual_amount: 30_000 });
    const tooMany = await app.request('GET', `/api/cod-clearance/ready?merchant_id=${merchant.id}&limit=5001`, {
      token: accountant,
    });
    expect(tooMany.status).toBe(422);
  });

  it('serves the batch as a workbook behind a signed link that a forged hash or a changed batch makes useless', async () => {
    const merchant = await merchantOf();
    const ids = await readyLabels(merchant.id, [30_000, 20_000]);
    const id = (await issue(accountant, merchant.id, ids)).body.data.id as number;
    const link = await app.request('GET', `/api/cod-clearance/${id}/excel-link`, { token: accountant });
    expect(link.body.url).toMatch(new RegExp(`^/clearance/excel/${id}/[0-9a-f]{64}$`));
    const hash = (link.body.url as string).split('/').pop()!;
    const download = (token: string, signature: string) =>
      fetch(`${app.baseUrl}/api/cod-clearance/${id}/excel/${signature}`, {
        headers: { ...webClient, authorization: `Bearer ${token}`, 'accept-language': 'mm' },
      });
    const file = await download(accountant, hash);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const [summary, lines] = workbook.worksheets;
    expect(summary!.getRow(1).values).toEqual([undefined, 'ကုန်သည်', merchant.name]);
    expect(summary!.getRow(2).values).toEqual([undefined, 'ငွေရှင်းတမ်း အခြေအနေ', 'စောင့်ဆိုင်းဆဲ']);
    const amountRow = summary!.getRows(1, summary!.rowCount)!.find((row) => row.getCell(1).value === 'ပေးချေမည့်ငွေ');
    expect(amountRow?.getCell(2).value).toBe(50_000 - 500);
    // A heading, the two labels and their total.
    expect(lines!.rowCount).toBe(4);

    const forged = hash.replace(/^./, hash[0] === 'a' ? 'b' : 'a');
    expect((await download(accountant, forged)).status).toBe(404);
    // Approving, paying or voiding changes the batch: the old link goes stale.
    await reauth(financeManager);
    expect((await complete(financeManager, id)).status).toBe(200);
    expect((await download(accountant, hash)).status).toBe(404);
  });

  /** The batch's workbook as the Excel link downloads it, read back. */
  async function workbookOf(id: number, language: string) {
    const link = await app.request('GET', `/api/cod-clearance/${id}/excel-link`, { token: accountant });
    const hash = (link.body.url as string).split('/').pop()!;
    const file = await fetch(`${app.baseUrl}/api/cod-clearance/${id}/excel/${hash}`, {
      headers: { ...webClient, authorization: `Bearer ${accountant}`, 'accept-language': language },
    });
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    return workbook;
  }

  it('writes the Excel as a reader checks it: named sheets, real dates, the merchant’s COD fee rate, lines adding up', async () => {
    // A version-1 merchant (2 % below 300,000 Ks): one label delivered, one returned with its charges owed.
    const merchant = await merchantOf(0, 1);
    const [delivered] = await readyLabels(merchant.id, [50_000]);
    const returned = await flow.book(staff, merchant.id, {
      purchaseType: 'from_cod',
      codAmount: 40_000,
      overrides: { weight: 1 },
    });
    await flow.sendBack(staff, returned.id);
    const issued = await issue(accountant, merchant.id, [delivered!, returned.id]);
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const batch = issued.body.data;
    const id = batch.id as number;
    const detail = await app.request('GET', `/api/cod-clearance/${id}`, { token: accountant });
    expect(detail.body.data.lines.map((line: { cod_fee_version: number }) => line.cod_fee_version)).toEqual([1, 1]);

    const workbook = await workbookOf(id, 'en');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([`Clearance #${id}`, `COD labels of #${id}`]);
    const [summary, lines] = workbook.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
    const fact = (name: string) => summary.getRows(1, summary.rowCount)!.find((row) => row.getCell(1).value === name);
    expect(fact('Clearance status')?.getCell(2).value).toBe('Pending');
    // Dates are Excel dates showing Yangon's calendar and clock, not text.
    const issueDate = fact('Issue date')!.getCell(2);
    expect(issueDate.value).toBeInstanceOf(Date);
    expect(issueDate.numFmt).toBe('dd-mm-yyyy');
    expect((issueDate.value as Date).toISOString().slice(0, 10)).toBe(batch.issue_date);
    const issuedAt = fact('Issued at')!.getCell(2);
    expect(issuedAt.value).toBeInstanceOf(Date);
    expect(issuedAt.numFmt).toBe('dd-mm-yyyy HH:mm');
    const yangon = yangonParts(batch.issued_at as string);
    const written = issuedAt.value as Date;
    expect([written.getUTCDate(), written.getUTCHours(), written.getUTCMinutes()]).toEqual([
      yangon.day,
      yangon.hour,
      yangon.minute,
    ]);
    // The COD fee is titled with this merchant's rate, not a fixed 1 %.
    const feeTitle = 'COD fee (2 % below 300,000 Ks, 1 % from it)';
    expect(fact(feeTitle)?.getCell(2).value).toBe(1_000);

    const headings = (lines.getRow(1).values as unknown[]).slice(1);
    expect(headings).toEqual([
      'Tracking code',
      'Delivery result',
      'Payment type',
      'Actual amount',
      'Return amount',
      'Received amount',
      'Delivery charges',
      'Gate submit amount',
      feeTitle,
    ]);
    const column = (heading: string) => headings.indexOf(heading) + 1;
    const rowOf = (text: string) => lines.getRows(2, lines.rowCount - 1)!.find((row) => row.getCell(2).value === text)!;
    // The returned label carries no COD fee and nothing received: its cells are empty, not 0.
    const cancelled = rowOf('Cancelled');
    expect(cancelled.getCell(column(feeTitle)).value).toBeNull();
    expect(cancelled.getCell(column('Received amount')).value).toBeNull();
    expect(cancelled.getCell(column('Return amount')).value).toBe(40_000);
    expect(rowOf('Delivered').getCell(column(feeTitle)).value).toBe(1_000);
    // Each column adds up to the figure of its name, and the total row says so.
    const total = lines.getRow(lines.rowCount);
    expect(total.getCell(1).value).toBe('Total');
    const headingOf = {
      actual_amount: 'Actual amount',
      return_amount: 'Return amount',
      received_amount: 'Received amount',
      delivery_charges: 'Delivery charges',
      gate_submit_amount: 'Gate submit amount',
      one_percent_cod: feeTitle,
    };
    for (const name of clearanceLineFigureNames) {
      const heading = headingOf[name];
      let sum = 0;
      for (let number = 2; number < lines.rowCount; number += 1) {
        sum += Number(lines.getRow(number).getCell(column(heading)).value ?? 0);
      }
      expect(sum, name).toBe(batch[name]);
      expect(total.getCell(column(heading)).value, name).toBe(batch[name]);
      expect(fact(heading)?.getCell(2).value, name).toBe(batch[name]);
    }

    // In Burmese: sheet names with Myanmar digits, within Excel's 31 characters.
    const burmese = await workbookOf(id, 'mm');
    const digits = String(id).replace(/\d/g, (digit) => String.fromCodePoint(0x1040 + Number(digit)));
    expect(burmese.worksheets.map((sheet) => sheet.name)).toEqual([`ငွေရှင်းတမ်း #${digits}`, `COD ပါဆယ်များ #${digits}`]);
  });

  it('puts a label in one batch only: two issuers at once get one batch and a 409', async () => {
    const merchant = await merchantOf();
    const ids = await readyLabels(merchant.id, [10_000, 11_000, 12_000]);
    const results = await Promise.all([issue(accountant, merchant.id, ids), issue(financeManager, merchant.id, ids)]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
    const lines = await app.db.select().from(codClearanceLines).where(eq(codClearanceLines.labelId, ids[0]!));
    expect(lines).toHaveLength(1);
  });

  it('lets a return rolled back and a batch claiming it race without a deadlock: one waits, the other is refused', async () => {
    const supervisor = await signIn(app, world.userNames.supervisor);
    for (let round = 0; round < 3; round += 1) {
      const merchant = await merchantOf();
      const label = await flow.book(staff, merchant.id, { purchaseType: 'from_cod', overrides: { weight: 1 } });
      await flow.sendBack(staff, label.id);
      const [rollback, issued] = await Promise.all([
        flow.act(supervisor, label.id, 'rollback'),
        issue(accountant, merchant.id, [label.id]),
      ]);
      // Whichever came first wins; the other finds the money moved (409), never a server error.
      expect([rollback.status, issued.status].sort()).toEqual(rollback.status === 200 ? [200, 409] : [201, 409]);
    }
  });

  it('books a merchant’s gate-submit credit label while a batch of theirs is issued without a deadlock', async () => {
    for (let round = 0; round < 3; round += 1) {
      const merchant = await merchantOf(1_000_000);
      const ids = await readyLabels(merchant.id, [10_000, 20_000]);
      const [booked, issued] = await Promise.all([
        flow.book(staff, merchant.id, {
          purchaseType: 'credit',
          overrides: { weight: 1, gate_submit: true, fcs_shipping_fee_for_gate_submit: 1_000 },
        }),
        issue(accountant, merchant.id, ids),
      ]);
      expect(booked.cod_state).toBe('ongoing');
      expect(issued.status).toBe(201);
    }
  });

  it('replays a completed batch to a retry with the same key, posting once; a new key finds it closed', async () => {
    const merchant = await merchantOf();
    const ids = await readyLabels(merchant.id, [25_000]);
    const id = (await issue(accountant, merchant.id, ids)).body.data.id as number;
    await reauth(financeManager);
    const bankRef = unique('KBZ-OUT');
    const first = await complete(financeManager, id, bankRef, 'complete-key-same');
    const retry = await complete(financeManager, id, bankRef, 'complete-key-same');
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(Object.keys(await entryLines(app.db, `clr-complete:${id}`))).toHaveLength(2);
    expect((await complete(financeManager, id, bankRef)).status).toBe(409);
  });

  it('refuses a used key with another body, and posts nothing for it', async () => {
    const merchant = await merchantOf();
    const [first, second] = await readyLabels(merchant.id, [9_000, 8_000]);
    const key = unique('issue-key');
    expect((await issue(accountant, merchant.id, [first!], key)).status).toBe(201);
    const reused = await issue(accountant, merchant.id, [second!], key);
    expect(reused.status).toBe(409);
    const [row] = await app.db.select({ state: labelCod.state }).from(labelCod).where(eq(labelCod.labelId, second!));
    expect(row!.state).toBe('ready_to_clearance');
  });

  it('needs a second finance-manager at the threshold: never the issuer, and only with the password typed again', async () => {
    const merchant = await merchantOf();
    const ids = await readyLabels(merchant.id, [1_200_000]);
    const issued = await issue(financeManager, merchant.id, ids);
    expect(issued.body.data).toMatchObject({ needs_approval: true, approved_by: null });
    const id = issued.body.data.id as number;
    // Without the password typed again: asked for it, and still signed in.
    const stale = await app.request('POST', `/api/cod-clearance/${id}/approve`, { token: financeManager2 });
    expect(stale.status).toBe(401);
    expect(stale.headers.get('www-authenticate')).toMatch(/insufficient_user_authentication/);
    await reauth(financeManager);
    expect((await app.request('POST', `/api/cod-clearance/${id}/approve`, { token: financeManager })).status).toBe(403);
    await reauth(financeManager2);
    expect((await complete(financeManager2, id)).status).toBe(409);
    const approved = await app.request('POST', `/api/cod-clearance/${id}/approve`, { token: financeManager2 });
    expect(approved.status).toBe(200);
    expect(approved.body.data.approved_by.name).toBe('Test finance-manager');
    // The accountant issues but never approves or pays out.
    expect((await app.request('POST', `/api/cod-clearance/${id}/approve`, { token: accountant })).status).toBe(403);
    expect((await complete(financeManager2, id)).status).toBe(200);
    // Five minutes on, the password is asked again.
    app.clock.advance(5 * 60_000 + 1_000);
    const later = await issue(accountant, merchant.id, await readyLabels(merchant.id, [1_100_000]));
    const lateApproval = await app.request('POST', `/api/cod-clearance/${later.body.data.id}/approve`, {
      token: financeManager2,
    });
    expect(lateApproval.status).toBe(401);
  });

  it('brings forward what a batch of only returns could not cover, into the merchant’s next batch', async () => {
    const merchant = await merchantOf();
    const returned = await flow.book(staff, merchant.id, {
      purchaseType: 'from_cod',
      codAmount: 40_000,
      overrides: { weight: 1 },
    });
    await flow.sendBack(staff, returned.id);
    const onlyReturns = await issue(accountant, merchant.id, [returned.id]);
    expect(onlyReturns.body.data).toMatchObject({
      amount: 0,
      return_amount: 40_000,
      delivery_charges: 3_000,
      carried_forward: 3_000,
    });
    // Nothing was collected: no entry to post.
    expect(await postedKeys(app.db, [`clr-issue:${onlyReturns.body.data.id}`])).toEqual([]);
    const next = await issue(accountant, merchant.id, await readyLabels(merchant.id, [20_000]));
    expect(next.body.data).toMatchObject({ brought_forward: 3_000, amount: 20_000 - 200 - 3_000, carried_forward: 0 });
    expect(await balanceOf(app.db, ledgerAccounts.merchantChargesReceivable(merchant.id))).toBe(0);
  });

  it('voids a pending batch: its issue reversed, its labels claimable again, nothing deleted', async () => {
    const merchant = await merchantOf();
    const ids = await readyLabels(merchant.id, [33_000, 44_000]);
    const first = await issue(accountant, merchant.id, ids);
    const id = first.body.data.id as number;
    const voidIt = (token: string) => app.request('POST', `/api/cod-clearance/${id}/void`, { token });
    expect((await voidIt(accountant)).status).toBe(403);
    await reauth(financeManager);
    const voided = await voidIt(financeManager);
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(voided.body.data).toMatchObject({ status: 'void', voided_by: { name: 'Test finance-manager' } });
    expect(await postedKeys(app.db, [`clr-issue:${id}`, `clr-void:${id}`])).toEqual([
      `clr-issue:${id}`,
      `clr-void:${id}`,
    ]);
    expect(await balanceOf(app.db, ledgerAccounts.merchantCodPayable(merchant.id))).toBe(-77_000);
    const [batch] = await app.db.select().from(codClearances).where(eq(codClearances.id, id));
    expect(batch).toMatchObject({ count: 2, amount: 77_000 - 770 });
    const lines = await app.db.select().from(codClearanceLines).where(eq(codClearanceLines.clearanceId, id));
    expect(lines.map((line) => line.released)).toEqual([true, true]);
    expect((await voidIt(financeManager)).status).toBe(409);
    // Claimable again, into a new batch.
    const again = await issue(accountant, merchant.id, ids);
    expect(again.status).toBe(201);
    expect(again.body.data.amount).toBe(77_000 - 770);
  });
});
