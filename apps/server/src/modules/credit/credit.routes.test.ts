import { defaultRateTable, ledgerAccounts } from '@waypost/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts as ledgerAccountRows, labels } from '../../db/schema/index.js';
import { balanceOf, codFlow } from '../../test/cod-flow.js';
import { createCompany, createMerchant, unique } from '../../test/fixtures.js';
import { sampleLabel } from '../../test/sample-label.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

/** Shipping credit (money design §4): the limit held in the transaction, payments, the statement. */
describe.each(databaseKinds)('shipping credit on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let world: Awaited<ReturnType<typeof createCompany>>;
  let staff: string;
  let accountant: string;
  let flow: ReturnType<typeof codFlow>;

  beforeAll(async () => {
    app = getApp();
    // Any clerk may discount here: the tests set a label's charges exactly with a discount.
    world = await createCompany(app.db, { ...defaultRateTable, discount_share_without_permission: 100 });
    [staff, accountant] = await Promise.all([
      signIn(app, world.userNames.staff),
      signIn(app, world.userNames.accountant),
    ]);
    flow = codFlow(app, world.branchId);
  });

  const merchantOf = (creditLimit: number) =>
    createMerchant(app.db, { companyId: world.companyId, homeBranchId: world.branchId, creditLimit });
  /** A credit label whose charges are exactly `charges` (a discount takes the 3,500 Ks express fee down to it). */
  const creditLabel = (merchantId: number, charges: number, phone = '09421234567') =>
    app.request('POST', '/api/label', {
      token: staff,
      body: sampleLabel(world.branchId, {
        accept_type: 'cod',
        purchase_type: 'credit',
        cod_amount: 10_000,
        merchant_id: merchantId,
        weight: 1,
        destination_township: 'MMR013016',
        source_phone: phone,
        discount: { kind: 'amount', value: 3_500 - charges },
      }),
    });
  const pay = (merchantId: number, amount: number, bankRef = unique('KBZ-IN'), key = unique('pay-key')) =>
    app.request('POST', `/api/credit/${merchantId}/payments`, {
      token: accountant,
      body: { amount, bank_ref: bankRef, paid_on: '2026-11-25' },
      headers: { 'idempotency-key': key },
    });

  it('refuses a credit label past the limit inside the booking: two at once cannot overshoot it', async () => {
    const merchant = await merchantOf(10_000);
    // Two clerks book 3,000 Ks labels at once, three times over: 9,000 fits, a fourth label would pass 10,000.
    const results = await Promise.all(
      [1, 2, 3, 4].map((index) => creditLabel(merchant.id, 3_000, `0942123456${index}`)),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, 201, 201, 422]);
    const refused = results.find((result) => result.status === 422)!;
    expect(refused.body.errors.purchase_type).toEqual([
      'This merchant’s shipping credit would pass its limit of 10,000 Ks (owed now: 9,000 Ks).',
    ]);
    expect(await balanceOf(app.db, merchant.creditAccount)).toBe(9_000);
    // Nothing of the refused label was written.
    const booked = await app.db.select({ id: labels.id }).from(labels).where(eq(labels.merchantId, merchant.id));
    expect(booked).toHaveLength(3);
  });

  it('takes a payment whatever the limit, once per bank reference, and replays it to its key', async () => {
    const merchant = await merchantOf(10_000);
    expect((await creditLabel(merchant.id, 3_000)).status).toBe(201);
    // A finance-manager lowers the limit below what is owed: new credit stops, payments still post.
    await app.db
      .update(ledgerAccountRows)
      .set({ debitLimit: 0 })
      .where(eq(ledgerAccountRows.id, merchant.creditAccount));
    expect((await creditLabel(merchant.id, 1_000)).status).toBe(422);
    const bankRef = unique('KBZ-IN');
    const key = unique('pay-key');
    const paid = await pay(merchant.id, 5_000, bankRef, key);
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.data).toMatchObject({ amount: 5_000, bank_ref: bankRef, balance: -2_000, paid_on: '2026-11-25' });
    expect((await pay(merchant.id, 5_000, bankRef, key)).body).toEqual(paid.body);
    expect(await balanceOf(app.db, merchant.creditAccount)).toBe(-2_000);
    expect(await balanceOf(app.db, ledgerAccounts.bank(world.companyId))).toBeGreaterThanOrEqual(5_000);
    const twice = await pay(merchant.id, 5_000, bankRef);
    expect(twice.status).toBe(422);
    expect(twice.body.errors.bank_ref).toEqual(['This bank reference is already recorded.']);
    // Staff neither record payments nor read statements.
    const asStaff = await app.request('POST', `/api/credit/${merchant.id}/payments`, {
      token: staff,
      body: { amount: 1, bank_ref: unique('X') },
      headers: { 'idempotency-key': unique('pay-key') },
    });
    expect(asStaff.status).toBe(403);
  });

  it('states the credit from its postings: the balance before, labels, payments and COD offsets, the balance after', async () => {
    const merchant = await merchantOf(50_000);
    const booked = await creditLabel(merchant.id, 3_000);
    expect(booked.status).toBe(201);
    // Collected, remitted and cleared: the batch takes the label's charges off the credit.
    await flow.deliver(staff, booked.body.data.id);
    expect((await flow.remit(accountant, [booked.body.data.id], 10_000)).status).toBe(201);
    const batch = await app.request('POST', '/api/cod-clearance', {
      token: accountant,
      body: { merchant_id: merchant.id, label_ids: [booked.body.data.id] },
      headers: { 'idempotency-key': unique('issue-key') },
    });
    expect(batch.status).toBe(201);
    expect(batch.body.data.credit_amount).toBe(3_000);
    expect((await pay(merchant.id, 1_000)).status).toBe(201);

    // Around today in Yangon (a day either side, so a run at midnight reads the same).
    const day = (offset: number) => new Date(Date.now() + (390 + offset * 24 * 60) * 60_000).toISOString().slice(0, 10);
    const statement = await app.request('GET', `/api/credit/${merchant.id}/statement?from=${day(-1)}&to=${day(1)}`, {
      token: accountant,
    });
    expect(statement.status, JSON.stringify(statement.body)).toBe(200);
    expect(statement.body.data).toMatchObject({ opening_balance: 0, closing_balance: -1_000, credit_limit: 50_000 });
    expect(
      statement.body.data.lines.map((line: { kind: string; amount: number; balance: number; reference: string }) => [
        line.kind,
        line.amount,
        line.balance,
        line.reference,
      ]),
    ).toEqual([
      ['label', 3_000, 3_000, booked.body.data.tracking_code],
      ['clearance', -3_000, 0, String(batch.body.data.id)],
      ['payment', -1_000, -1_000, expect.any(String)],
    ]);
    // A period after all of it opens where it closed, with nothing in it.
    const later = await app.request('GET', `/api/credit/${merchant.id}/statement?from=2099-01-01&to=2099-01-31`, {
      token: accountant,
    });
    expect(later.body.data).toMatchObject({ opening_balance: -1_000, lines: [], closing_balance: -1_000 });
    const backwards = await app.request('GET', `/api/credit/${merchant.id}/statement?from=2026-11-25&to=2026-11-01`, {
      token: accountant,
    });
    expect(backwards.status).toBe(422);
  });
});
