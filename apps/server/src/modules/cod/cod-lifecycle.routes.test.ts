import { codTermsOf, ledgerAccounts, type FeeLine } from '@waypost/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, labelCod, labels } from '../../db/schema/index.js';
import { pruneIdempotencyKeys } from '../../lib/idempotency.js';
import { balanceOf, codFlow, entryLines, postedKeys } from '../../test/cod-flow.js';
import { createBranch, createMerchant, createUser, unique } from '../../test/fixtures.js';
import { sampleLabel } from '../../test/sample-label.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

describe.each(databaseKinds)('the COD of a label on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let branchId: number;
  let staff: string;
  let supervisor: string;
  let accountant: string;
  let flow: ReturnType<typeof codFlow>;

  beforeAll(async () => {
    app = getApp();
    // A branch and a merchant per test: the cash, suspense and merchant accounts they read are moved by them alone.
    const branch = await createBranch(app.db);
    branchId = branch.id;
    const [clerk, lead] = await Promise.all([
      createUser(app.db, { role: 'staff', branch: branch.code }),
      createUser(app.db, { role: 'supervisor', branch: branch.code }),
    ]);
    [staff, supervisor, accountant] = await Promise.all([
      signIn(app, clerk.userName),
      signIn(app, lead.userName),
      signIn(app, 'accountant'),
    ]);
    flow = codFlow(app, branchId);
  });

  const termsOfLabel = (
    label: { fee_lines: unknown[] },
    purchaseType: 'sender_pay' | 'receiver_pay' | 'credit' | 'from_cod',
    codAmount: number,
  ) => codTermsOf({ purchaseType, codAmount, lines: label.fee_lines as FeeLine[] });

  it('opens a COD label ongoing, books what the merchant paid at the counter, and shows it on the label', async () => {
    const merchant = await createMerchant(app.db);
    const label = await flow.book(staff, merchant.id, { purchaseType: 'sender_pay', codAmount: 80_000 });
    expect(label.cod_state).toBe('ongoing');
    expect((label as unknown as { merchant: unknown }).merchant).toEqual({ id: merchant.id, name: merchant.name });
    const terms = termsOfLabel(label, 'sender_pay', 80_000);
    const [row] = await app.db.select().from(labelCod).where(eq(labelCod.labelId, label.id));
    expect(row).toMatchObject({
      merchantId: merchant.id,
      state: 'ongoing',
      codFeeVersion: 2,
      codAmount: 80_000,
      deliveryCharges: terms.deliveryCharges,
      codFee: 800,
      codCharge: 80_000,
    });
    expect(await postedKeys(app.db, [`cod-accept:${label.id}`])).toEqual([`cod-accept:${label.id}`]);
    // The list shows the COD state too; a walk-in label has none.
    const listed = await app.request('GET', `/api/label?tab=search&tracking_code=${label.tracking_code}`, {
      token: staff,
    });
    expect(listed.body.data[0]).toMatchObject({ id: label.id, cod_state: 'ongoing' });
  });

  it('prices the COD fee at the merchant’s version: v1 2 % below 300,000 Ks and 1 % from it, v2 1 % rounded', async () => {
    const [v1, v2] = await Promise.all([
      createMerchant(app.db, { codFeeVersion: 1 }),
      createMerchant(app.db, { codFeeVersion: 2 }),
    ]);
    const fee = async (merchantId: number, codAmount: number) => {
      const response = await app.request('POST', '/api/label/quote', {
        token: staff,
        body: {
          type: 'fcs_express',
          accept_type: 'cod',
          service_type: 'express',
          item_type: 'parcel',
          weight: 1,
          source_township: 'MMR013016',
          destination_township: 'MMR013016',
          cod_amount: codAmount,
          merchant_id: merchantId,
        },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.fee_lines.find((line: { code: string }) => line.code === 'cod_fee')?.amount;
    };
    expect(await fee(v1.id, 299_999)).toBe(6_000);
    expect(await fee(v1.id, 300_000)).toBe(3_000);
    expect(await fee(v2.id, 12_345)).toBe(123);
    expect(await fee(v2.id, 12_350)).toBe(124);
  });

  it('refuses walk-in with from_cod or credit, and from_cod under gate submit', async () => {
    const merchant = await createMerchant(app.db, { creditLimit: 100_000 });
    const book = (overrides: Record<string, unknown>) =>
      app.request('POST', '/api/label', {
        token: staff,
        body: sampleLabel(branchId, {
          destination_township: 'MMR013016',
          merchant_id: merchant.id,
          ...overrides,
        }),
      });
    for (const refused of [
      { accept_type: 'walkin', purchase_type: 'from_cod' },
      { accept_type: 'walkin', purchase_type: 'credit' },
      { accept_type: 'cod', cod_amount: 20_000, purchase_type: 'from_cod', gate_submit: true },
    ]) {
      const response = await book(refused);
      expect({ refused, status: response.status }).toEqual({ refused, status: 422 });
      expect(response.body.errors.purchase_type).toBeDefined();
    }
  });

  it('collects on delivery, reverses on a rollback, and collects again on the next delivery', async () => {
    const merchant = await createMerchant(app.db);
    const label = await flow.book(staff, merchant.id, { purchaseType: 'receiver_pay', codAmount: 120_000 });
    const terms = termsOfLabel(label, 'receiver_pay', 120_000);
    const cashBefore = await balanceOf(app.db, ledgerAccounts.branchCash(branchId));
    const delivered = await flow.deliver(staff, label.id);
    expect(delivered.cod_state).toBe('process');
    expect(await balanceOf(app.db, ledgerAccounts.branchCash(branchId))).toBe(cashBefore + terms.codCharge);
    expect(await balanceOf(app.db, ledgerAccounts.merchantCodPayable(merchant.id))).toBe(-120_000);
    expect(await balanceOf(app.db, ledgerAccounts.merchantChargesReceivable(merchant.id))).toBe(terms.codFee);

    // A wrong scan: the supervisor rolls it back before the remittance, and the money goes back with it.
    const rolled = await flow.step(supervisor, label.id, 'rollback', 'accept_from_origin_branch');
    expect(rolled.cod_state).toBe('ongoing');
    expect(await balanceOf(app.db, ledgerAccounts.branchCash(branchId))).toBe(cashBefore);
    expect(await balanceOf(app.db, ledgerAccounts.merchantCodPayable(merchant.id))).toBe(0);
    expect(await postedKeys(app.db, [`cod-collect:${label.id}:1`, `reversal:cod-collect:${label.id}:1`])).toEqual([
      `cod-collect:${label.id}:1`,
      `reversal:cod-collect:${label.id}:1`,
    ]);

    // Delivered again: a new collection, not a replay of the reversed one.
    const again = await flow.step(staff, label.id, 'hand_over', 'delivered', { receiver_name: 'Ko Aung' });
    expect(again.cod_state).toBe('process');
    expect(await balanceOf(app.db, ledgerAccounts.merchantCodPayable(merchant.id))).toBe(-120_000);
    expect(await postedKeys(app.db, [`cod-collect:${label.id}:3`])).toEqual([`cod-collect:${label.id}:3`]);
  });

  it('cancels a returned label with its charges owed, and opens it again when the return is rolled back', async () => {
    const merchant = await createMerchant(app.db);
    const label = await flow.book(staff, merchant.id, { purchaseType: 'from_cod', codAmount: 40_000 });
    const terms = termsOfLabel(label, 'from_cod', 40_000);
    const back = await flow.sendBack(staff, label.id);
    expect(back.cod_state).toBe('cancel');
    // Nothing was collected; the charges the COD was to pay are owed by the merchant, the COD fee is not.
    expect(await balanceOf(app.db, ledgerAccounts.merchantChargesReceivable(merchant.id))).toBe(terms.deliveryCharges);
    expect(await balanceOf(app.db, ledgerAccounts.merchantCodPayable(merchant.id))).toBe(0);
    const rolled = await flow.step(supervisor, label.id, 'rollback', 'sendback_to_origin_address');
    expect(rolled.cod_state).toBe('ongoing');
    expect(await balanceOf(app.db, ledgerAccounts.merchantChargesReceivable(merchant.id))).toBe(0);
  });

  it('confirms a remittance: matched labels become ready, a short amount goes to suspense, others come back named', async () => {
    const merchant = await createMerchant(app.db);
    const first = await flow.book(staff, merchant.id, { codAmount: 30_000 });
    const second = await flow.book(staff, merchant.id, { codAmount: 20_000 });
    const notDelivered = await flow.book(staff, merchant.id, { codAmount: 10_000 });
    await flow.deliver(staff, first.id);
    await flow.deliver(staff, second.id);
    const cashBefore = await balanceOf(app.db, ledgerAccounts.branchCash(branchId));
    const bankRef = unique('KBZ');
    const response = await flow.remit(accountant, [first.id, second.id, notDelivered.id], 49_000, bankRef);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.data).toMatchObject({
      amount: 49_000,
      expected_amount: 50_000,
      difference: -1_000,
      matched_label_ids: [first.id, second.id].sort((a, b) => a - b),
      unmatched_label_ids: [notDelivered.id],
      branch: { id: branchId },
    });
    expect(await entryLines(app.db, `remit:${response.body.data.id}`)).toEqual({
      [ledgerAccounts.bank(1)]: 49_000,
      [ledgerAccounts.branchCash(branchId)]: -50_000,
      [ledgerAccounts.branchSuspense(branchId)]: 1_000,
    });
    expect(await balanceOf(app.db, ledgerAccounts.branchSuspense(branchId))).toBe(1_000);
    expect(await balanceOf(app.db, ledgerAccounts.branchCash(branchId))).toBe(cashBefore - 50_000);
    const states = await app.db
      .select({ id: labelCod.labelId, state: labelCod.state })
      .from(labelCod)
      .where(eq(labelCod.merchantId, merchant.id));
    expect(Object.fromEntries(states.map((row) => [row.id, row.state]))).toEqual({
      [first.id]: 'ready_to_clearance',
      [second.id]: 'ready_to_clearance',
      [notDelivered.id]: 'ongoing',
    });

    // The same bank reference again is refused; so is a remittance of nothing that waits for one.
    const again = await flow.remit(accountant, [first.id], 30_000, bankRef);
    expect(again.status).toBe(422);
    const third = await flow.book(staff, merchant.id, { codAmount: 5_000 });
    await flow.deliver(staff, third.id);
    const reused = await flow.remit(accountant, [third.id], 5_000, bankRef);
    expect(reused.status).toBe(422);
    expect(reused.body.errors.bank_ref).toEqual(['This bank reference is already recorded.']);
    const nothing = await flow.remit(accountant, [notDelivered.id], 10_000);
    expect(nothing.status).toBe(422);
    expect(nothing.body.errors.label_ids).toBeDefined();

    // Once remitted, the delivery can no longer be rolled back: the money has moved on.
    const rollback = await flow.act(supervisor, first.id, 'rollback');
    expect(rollback.status).toBe(409);
    expect(rollback.body.message).toMatch(/already remitted or cleared/);
    const [label] = await app.db.select({ status: labels.status }).from(labels).where(eq(labels.id, first.id));
    expect(label!.status).toBe('delivered');
  });

  it('replays a remittance sent twice with the same key, and refuses the key for another request', async () => {
    const merchant = await createMerchant(app.db);
    const label = await flow.book(staff, merchant.id, { codAmount: 15_000 });
    await flow.deliver(staff, label.id);
    const key = unique('remit-key');
    const body = { branch_id: branchId, amount: 15_000, bank_ref: unique('AYA'), label_ids: [label.id] };
    const send = (payload: unknown) =>
      app.request('POST', '/api/cod/remittances', {
        token: accountant,
        body: payload,
        headers: { 'idempotency-key': key },
      });
    const first = await send(body);
    const replay = await send(body);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    const other = await send({ ...body, amount: 15_001 });
    expect(other.status).toBe(409);
    const missing = await app.request('POST', '/api/cod/remittances', { token: accountant, body });
    expect(missing.status).toBe(400);
    // Kept a week, then forgotten by housekeeping (the journal's natural keys stay for good).
    const [user] = await app.db
      .select({ id: idempotencyKeys.userId })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    const day = 24 * 60 * 60_000;
    const aged = (days: number) => ({
      userId: user!.id,
      route: 'test',
      key: unique(`aged-${days}`),
      requestHash: 'x',
      createdAt: new Date(Date.now() - days * day),
    });
    const [old, recent] = [aged(8), aged(6)];
    await app.db.insert(idempotencyKeys).values([old, recent]);
    await pruneIdempotencyKeys({ db: app.db, now: new Date() });
    const left = await app.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.route, 'test'));
    expect(left.map((row) => row.key)).toContain(recent.key);
    expect(left.map((row) => row.key)).not.toContain(old.key);
  });

  it('lets only the accountant and finance confirm remittances, and lists COD by state for them, a cancelled COD adding nothing to what was collected', async () => {
    const merchant = await createMerchant(app.db);
    const label = await flow.book(staff, merchant.id, { codAmount: 12_000 });
    await flow.deliver(staff, label.id);
    expect((await flow.remit(staff, [label.id], 12_000)).status).toBe(403);
    expect((await flow.remit(supervisor, [label.id], 12_000)).status).toBe(403);
    const listed = await app.request('GET', `/api/cod?status=process&merchant_id=${merchant.id}`, {
      token: accountant,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((row: { label_id: number }) => row.label_id)).toEqual([label.id]);
    expect(listed.body.totals).toEqual({ count: 1, cod_amount: 12_000, cod_charge: 12_000 });
    expect(listed.body.data[0].cod_fee_version).toBe(2);
    // A returned receiver-pay label: its COD amount is listed, but nothing was collected and no fee is charged.
    const returned = await flow.book(staff, merchant.id, { purchaseType: 'receiver_pay', codAmount: 30_000 });
    await flow.sendBack(staff, returned.id);
    const cancelled = await app.request('GET', `/api/cod?status=cancel&merchant_id=${merchant.id}`, {
      token: accountant,
    });
    expect(cancelled.body.data.map((row: { label_id: number }) => row.label_id)).toEqual([returned.id]);
    expect(cancelled.body.data[0].cod_charge).toBeGreaterThan(30_000);
    expect(cancelled.body.totals).toEqual({ count: 1, cod_amount: 30_000, cod_charge: 0 });
    const trail = await app.request('GET', `/api/cod/${label.id}`, { token: accountant });
    expect(trail.status).toBe(200);
    expect(trail.body.data.postings.map((line: { natural_key: string }) => line.natural_key)).toEqual(
      expect.arrayContaining([`cod-collect:${label.id}:1`]),
    );
    // Desk staff see no COD money; another branch's supervisor does not see this branch's label at all.
    expect((await app.request('GET', `/api/cod/${label.id}`, { token: staff })).status).toBe(403);
    const mdySupervisor = await signIn(app, (await createUser(app.db, { role: 'supervisor', branch: 'MDY' })).userName);
    expect((await app.request('GET', `/api/cod/${label.id}`, { token: mdySupervisor })).status).toBe(404);
  });
});
