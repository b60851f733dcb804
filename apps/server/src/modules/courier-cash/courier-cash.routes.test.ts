import { ledgerAccounts } from '@waypost/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { labelCod } from '../../db/schema/index.js';
import { balanceOf, codFlow, entryLines } from '../../test/cod-flow.js';
import { deliveryBranch, deliveryFlow } from '../../test/delivery-flow.js';
import { createMerchant, unique } from '../../test/fixtures.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

describe.each(databaseKinds)('courier COD cash on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let accountant: string;

  beforeAll(async () => {
    app = getApp();
    accountant = await signIn(app, 'accountant');
  });

  /** A branch of its own, a merchant, and COD labels its courier delivers (the cash is his until handed over). */
  async function setUp() {
    const branch = await deliveryBranch(app);
    const flow = deliveryFlow(app, branch);
    const cod = codFlow(app, branch.id);
    const merchant = await createMerchant(app.db);
    const courierCash = ledgerAccounts.courierCash(branch.courier.id);
    const branchCash = ledgerAccounts.branchCash(branch.id);
    async function courierDelivers(codAmount: number) {
      const label = await cod.book(branch.clerk, merchant.id, { purchaseType: 'sender_pay', codAmount });
      await flow.step(label.id, 'next');
      expect((await flow.createRun([label.id])).status).toBe(201);
      const delivered = await flow.deliver(label.id);
      expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
      return label;
    }
    const handover = (body: Record<string, unknown>, key = unique('handover-key')) =>
      app.request('POST', '/api/courier-cash/handover', {
        token: branch.lead,
        body: { courier_id: branch.courier.id, ...body },
        headers: { 'idempotency-key': key },
      });
    return { branch, flow, cod, merchant, courierCash, branchCash, courierDelivers, handover };
  }

  const trialBalanceTotal = async () => {
    const [row] = await app.db
      .execute<{ total: string }>(sql`select coalesce(sum(balance), 0)::text as total from ledger_accounts`)
      .then((result) => (result as unknown as { rows: { total: string }[] }).rows);
    return Number(row!.total);
  };

  it('collects a courier’s delivery into his cash (E2), and a counter delivery into the branch’s as before', async () => {
    const { branch, cod, courierCash, branchCash, courierDelivers, merchant } = await setUp();
    const label = await courierDelivers(50_000);
    const lines = await entryLines(app.db, `cod-collect:${label.id}:1`);
    expect(lines[courierCash]).toBe(50_000);
    expect(lines[branchCash]).toBeUndefined();
    expect(await balanceOf(app.db, courierCash)).toBe(50_000);
    const [row] = await app.db.select().from(labelCod).where(eq(labelCod.labelId, label.id));
    expect(row).toMatchObject({ state: 'process', collectedBy: branch.courier.id, handoverId: null });
    const mine = await app.request('GET', '/api/delivery-run/mine', { token: branch.courier.token });
    expect(mine.body.cash_in_hand).toBe(50_000);
    expect(mine.body.finished_today[0]).toMatchObject({ label_id: label.id, cod_to_collect: 50_000 });

    const atCounter = await cod.book(branch.clerk, merchant.id, { purchaseType: 'sender_pay', codAmount: 20_000 });
    await cod.deliver(branch.clerk, atCounter.id);
    expect((await entryLines(app.db, `cod-collect:${atCounter.id}:1`))[branchCash]).toBe(20_000);
    expect(await trialBalanceTotal()).toBe(0);
  });

  it('reverses the courier’s collection on a rollback, until his cash is handed over', async () => {
    const { branch, cod, courierCash, courierDelivers, handover } = await setUp();
    const undone = await courierDelivers(30_000);
    const rolledBack = await cod.act(branch.lead, undone.id, 'rollback');
    expect(rolledBack.status, JSON.stringify(rolledBack.body)).toBe(200);
    expect(await balanceOf(app.db, courierCash)).toBe(0);
    expect(await entryLines(app.db, `reversal:cod-collect:${undone.id}:1`)).toMatchObject({ [courierCash]: -30_000 });

    const kept = await courierDelivers(40_000);
    expect((await handover({ expected_amount: 40_000, counted_amount: 40_000 })).status).toBe(201);
    const refused = await cod.act(branch.lead, kept.id, 'rollback');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/already handed over/);
  });

  it('hands over an exact count: the branch’s cash takes it, the courier holds nothing; a replay answers the same', async () => {
    const { branch, courierCash, branchCash, courierDelivers, handover } = await setUp();
    const [first, second] = [await courierDelivers(50_000), await courierDelivers(25_000)];
    const list = await app.request('GET', '/api/courier-cash', { token: branch.lead });
    expect(list.status).toBe(200);
    expect(list.body.data).toContainEqual(
      expect.objectContaining({
        courier: expect.objectContaining({ id: branch.courier.id }),
        label_count: 2,
        expected_amount: 75_000,
      }),
    );
    expect(list.body.data).toContainEqual(
      expect.objectContaining({ courier: expect.objectContaining({ id: branch.otherCourier.id }), expected_amount: 0 }),
    );
    const detail = await app.request('GET', `/api/courier-cash/${branch.courier.id}`, { token: branch.lead });
    expect(detail.body.labels.map((label: { label_id: number }) => label.label_id)).toEqual([first.id, second.id]);

    const key = unique('handover-key');
    const done = await handover({ expected_amount: 75_000, counted_amount: 75_000 }, key);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body).toMatchObject({ label_count: 2, expected_amount: 75_000, counted_amount: 75_000, difference: 0 });
    expect(await entryLines(app.db, `courier-handover:${done.body.id}`)).toEqual({
      [branchCash]: 75_000,
      [courierCash]: -75_000,
    });
    expect(await balanceOf(app.db, courierCash)).toBe(0);
    const replay = await handover({ expected_amount: 75_000, counted_amount: 75_000 }, key);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(done.body);
    expect((await handover({ expected_amount: 75_000, counted_amount: 70_000 }, key)).status).toBe(409);
    const mine = await app.request('GET', '/api/delivery-run/mine', { token: branch.courier.token });
    expect(mine.body.cash_in_hand).toBe(0);
    expect(await trialBalanceTotal()).toBe(0);
  });

  it('keeps a short count owed by the courier and an over count in suspense', async () => {
    const { branch, courierCash, branchCash, courierDelivers, handover } = await setUp();
    await courierDelivers(60_000);
    const short = await handover({ expected_amount: 60_000, counted_amount: 59_000 });
    expect(short.status).toBe(201);
    expect(short.body.difference).toBe(-1_000);
    expect(await entryLines(app.db, `courier-handover:${short.body.id}`)).toEqual({
      [branchCash]: 59_000,
      [ledgerAccounts.staffReceivable(branch.courier.id)]: 1_000,
      [courierCash]: -60_000,
    });
    await courierDelivers(10_000);
    const over = await handover({ expected_amount: 10_000, counted_amount: 10_500 });
    expect(over.status).toBe(201);
    expect(await entryLines(app.db, `courier-handover:${over.body.id}`)).toEqual({
      [branchCash]: 10_500,
      [ledgerAccounts.branchSuspense(branch.id)]: -500,
      [courierCash]: -10_000,
    });
    expect(await trialBalanceTotal()).toBe(0);
  });

  it('refuses a count against a stale expected amount, a missing key, and roles that do not take cash', async () => {
    const { branch, courierDelivers, handover, courierCash } = await setUp();
    await courierDelivers(15_000);
    const stale = await handover({ expected_amount: 14_000, counted_amount: 14_000 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/Reload/);
    expect(await balanceOf(app.db, courierCash)).toBe(15_000);
    const noKey = await app.request('POST', '/api/courier-cash/handover', {
      token: branch.lead,
      body: { courier_id: branch.courier.id, expected_amount: 15_000, counted_amount: 15_000 },
    });
    expect(noKey.status).toBe(400);
    expect((await app.request('GET', '/api/courier-cash', { token: branch.clerk })).status).toBe(403);
    expect((await app.request('GET', '/api/courier-cash', { token: branch.courier.token })).status).toBe(403);
  });

  it('remits only cash that is at the branch: a courier’s, once he handed it over', async () => {
    const { branch, cod, merchant, courierDelivers, handover } = await setUp();
    const withCourier = await courierDelivers(35_000);
    const atCounter = await cod.book(branch.clerk, merchant.id, { purchaseType: 'sender_pay', codAmount: 45_000 });
    await cod.deliver(branch.clerk, atCounter.id);
    const listed = await app.request('GET', `/api/cod?status=process&branch_id=${branch.id}`, { token: accountant });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((row: { label_id: number }) => row.label_id)).toEqual([atCounter.id]);
    const remitted = await cod.remit(accountant, [withCourier.id, atCounter.id], 45_000);
    expect(remitted.status, JSON.stringify(remitted.body)).toBe(201);
    expect(remitted.body.data).toMatchObject({
      matched_label_ids: [atCounter.id],
      unmatched_label_ids: [withCourier.id],
    });

    expect((await handover({ expected_amount: 35_000, counted_amount: 35_000 })).status).toBe(201);
    const later = await cod.remit(accountant, [withCourier.id], 35_000);
    expect(later.status).toBe(201);
    expect(later.body.data.matched_label_ids).toEqual([withCourier.id]);
    expect(await trialBalanceTotal()).toBe(0);
  });
});
