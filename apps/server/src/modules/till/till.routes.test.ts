import { yangonDay, type JournalEntryKind } from '@waypost/domain';
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, journalEntries, tillCloses } from '../../db/schema/index.js';
import { codFlow, entryLines, postedKeys } from '../../test/cod-flow.js';
import { createBranch, createMerchant, createUser } from '../../test/fixtures.js';
import { sendForm } from '../../test/multipart.js';
import { networkCompany } from '../../test/network-flow.js';
import { sampleLabel } from '../../test/sample-label.js';
import { databaseKinds, demoPassword, signIn, useTestApp, type TestApp } from '../../test/test-app.js';
import { postJournalEntry } from '../ledger/ledger.service.js';

const dayMs = 86_400_000;

/**
 * Notes that add up to `amount` (a multiple of 50): as many of each denomination as fit, largest first.
 */
function notesFor(amount: number) {
  const result: Record<string, number> = {};
  let left = amount;
  for (const note of [10000, 5000, 1000, 500, 200, 100, 50]) {
    result[String(note)] = Math.floor(left / note);
    left -= result[String(note)]! * note;
  }
  expect(left).toBe(0);
  return result;
}

describe.each(databaseKinds)('the branch till on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let net: Awaited<ReturnType<typeof networkCompany>>;
  let today: string;
  let ygnLead2: string;
  let sequence = 0;

  beforeAll(async () => {
    app = getApp();
    net = await networkCompany(app);
    today = yangonDay(app.clock.now());
    const second = await createUser(app.db, { role: 'supervisor', branch: 'YGN' });
    ygnLead2 = await signIn(app, second.userName);
  });

  const till = (token: string, query = '') => net.call(token, 'GET', `/api/finance/till${query}`);
  const reauth = (token: string) => app.request('POST', '/api/reauth', { token, body: { password: demoPassword } });
  /** A movement of a kind other modules post (EMO, couriers' cash, remittances): the other side is suspense. */
  const post = (branchId: number, kind: JournalEntryKind, amount: number) =>
    postJournalEntry({
      tx: app.db,
      actorId: net.people.headOffice.id,
      entry: {
        naturalKey: `till-test:${kind}:${++sequence}`,
        kind,
        postings: [
          { account: `cash:branch:${branchId}`, amount },
          { account: `suspense:branch:${branchId}`, amount: -amount },
        ],
      },
    });
  const book = async (token: string, overrides: Record<string, unknown> = {}) => {
    const booked = await net.call(token, 'POST', '/api/label', sampleLabel(net.ids.MDY, overrides));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    return booked.body.data as { id: number; total_cost: number };
  };
  const recordExpense = async (token: string, amount: number) => {
    const response = await sendForm(app, 'POST', '/api/expense-record', {
      token,
      fields: { category: 'fuel', amount: String(amount), spent_on: today },
    });
    expect(response.status).toBe(201);
    return response.body.data.id as number;
  };

  it('shows every kind of cash movement of the day in its column, and the sums are exact', async () => {
    const before = (await till(net.tokens.ygnClerk)).body;
    expect(before.branch.code).toBe('YGN');
    expect(before.date).toBe(today);
    expect(before.expected).toBe(before.cash_now);

    const first = await book(net.tokens.ygnClerk);
    const second = await book(net.tokens.ygnClerk, { weight: 4 });
    // A receiver-pays walk-in pays on delivery: nothing at the counter.
    await book(net.tokens.ygnClerk, { purchase_type: 'receiver_pay' });
    await post(net.ids.YGN, 'cod_collect', 50_000);
    await post(net.ids.YGN, 'cash_handover', 120_000);
    await post(net.ids.YGN, 'emo_book', 200_000);
    await post(net.ids.YGN, 'emo_payout', -80_000);
    await post(net.ids.YGN, 'emo_cancel', -10_000);
    await post(net.ids.YGN, 'emo_return', -5_000);
    await post(net.ids.YGN, 'remittance', -20_000);
    await post(net.ids.YGN, 'reversal', -1_000);
    const expense = await recordExpense(net.tokens.ygnClerk, 7_000);
    const approved = await net.call(net.tokens.ygnLead, 'POST', `/api/expense-record/${expense}/approve`);
    expect(approved.status).toBe(200);
    const deposit = await app.request('POST', '/api/finance/till/deposit', {
      token: net.tokens.ygnClerk,
      headers: { 'idempotency-key': 'till-deposit-0001' },
      body: { amount: 100_000, bank_ref: `DEP-${kind}-1` },
    });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(201);

    const after = (await till(net.tokens.ygnClerk)).body;
    const delta = (path: 'cash_in' | 'cash_out', column: string) =>
      after[path][column].amount - before[path][column].amount;
    expect(after.opening).toBe(before.opening);
    expect(delta('cash_in', 'counter_fees')).toBe(first.total_cost + second.total_cost);
    expect(after.cash_in.counter_fees.count - before.cash_in.counter_fees.count).toBe(2);
    expect(delta('cash_in', 'cod_counter')).toBe(50_000);
    expect(delta('cash_in', 'cod_handover')).toBe(120_000);
    expect(delta('cash_in', 'emo_received')).toBe(200_000);
    expect(delta('cash_out', 'emo_payout')).toBe(80_000);
    expect(delta('cash_out', 'emo_refund')).toBe(15_000);
    expect(delta('cash_out', 'expenses')).toBe(7_000);
    expect(delta('cash_out', 'bank_deposits')).toBe(120_000);
    expect(after.other.amount - before.other.amount).toBe(-1_000);
    expect(after.total_in).toBe(Object.values(after.cash_in).reduce((sum: number, m: any) => sum + m.amount, 0));
    expect(after.total_out).toBe(Object.values(after.cash_out).reduce((sum: number, m: any) => sum + m.amount, 0));
    expect(after.expected).toBe(after.opening + after.total_in - after.total_out + after.other.amount);
    expect(after.expected - before.expected).toBe(
      first.total_cost + second.total_cost + 370_000 - 95_000 - 7_000 - 120_000 - 1_000,
    );
    expect(after.cash_now).toBe(after.expected);
    expect(after.close).toBeNull();
    expect(after.can_close).toBe(true);

    // The deposit is one bank_deposit entry with its key; a retry with the same key replays it, posting nothing.
    const replay = await app.request('POST', '/api/finance/till/deposit', {
      token: net.tokens.ygnClerk,
      headers: { 'idempotency-key': 'till-deposit-0001' },
      body: { amount: 100_000, bank_ref: `DEP-${kind}-1` },
    });
    expect(replay.body).toEqual(deposit.body);
    const entries = await app.db
      .select({ kind: journalEntries.kind })
      .from(journalEntries)
      .where(eq(journalEntries.naturalKey, `bank-deposit:${deposit.body.id}`));
    expect(entries).toEqual([{ kind: 'bank_deposit' }]);
    const sales = await app.db
      .select({ key: journalEntries.naturalKey })
      .from(journalEntries)
      .where(like(journalEntries.naturalKey, 'counter-sale:%'));
    expect(sales.map((row) => row.key)).toEqual(
      expect.arrayContaining([`counter-sale:${first.id}`, `counter-sale:${second.id}`]),
    );
    expect(sales).toHaveLength(2);
  });

  it('takes a COD label’s counter charges once (as its booking entry) and its COD collected at the counter', async () => {
    const merchant = await createMerchant(app.db, { homeBranch: 'YGN' });
    const flow = codFlow(app, net.ids.YGN);
    const before = (await till(net.tokens.ygnClerk)).body;
    const label = await flow.book(net.tokens.ygnClerk, merchant.id, { codAmount: 40_000 });
    expect(await postedKeys(app.db, [`cod-accept:${label.id}`, `counter-sale:${label.id}`])).toEqual([
      `cod-accept:${label.id}`,
    ]);
    const charges = (await entryLines(app.db, `cod-accept:${label.id}`))[`cash:branch:${net.ids.YGN}`]!;
    await flow.deliver(net.tokens.ygnClerk, label.id);
    const after = (await till(net.tokens.ygnClerk)).body;
    expect(after.cash_in.counter_fees.amount - before.cash_in.counter_fees.amount).toBe(charges);
    expect(after.cash_in.cod_counter.amount - before.cash_in.cod_counter.amount).toBe(40_000);
    expect(after.expected).toBe(after.cash_now);
  });

  it('refuses a payout the till cannot cover, with the cash it holds', async () => {
    const branch = await createBranch(app.db);
    const [clerk, lead] = await Promise.all([
      createUser(app.db, { role: 'staff', branch: branch.code }),
      createUser(app.db, { role: 'supervisor', branch: branch.code }),
    ]);
    const [clerkToken, leadToken] = [await signIn(app, clerk.userName), await signIn(app, lead.userName)];
    await post(branch.id, 'emo_book', 5_000);
    const expense = await recordExpense(clerkToken, 7_000);
    const refused = await app.request('POST', `/api/expense-record/${expense}/approve`, { token: leadToken });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The till holds 5,000 Ks: it cannot pay out 7,000 Ks.');
    expect((await app.request('GET', `/api/expense-record/${expense}`, { token: leadToken })).body.data.status).toBe(
      'pending',
    );
    const deposit = await app.request('POST', '/api/finance/till/deposit', {
      token: clerkToken,
      headers: { 'idempotency-key': 'till-deposit-short' },
      body: { amount: 5_001, bank_ref: `DEP-${kind}-short` },
    });
    expect(deposit.status).toBe(409);
    const noKey = await app.request('POST', '/api/finance/till/deposit', {
      token: clerkToken,
      body: { amount: 1_000, bank_ref: `DEP-${kind}-nokey` },
    });
    expect(noKey.status).toBe(400);
    expect((await till(clerkToken)).body.cash_now).toBe(5_000);
  });

  it('closes a day with a difference and a reason, posts it to suspense, and keeps the closed day unchanged', async () => {
    await book(net.tokens.ygnClerk);
    const open = (await till(net.tokens.ygnClerk)).body;
    const short = open.expected - 500;

    const noReason = await net.call(net.tokens.ygnClerk, 'POST', '/api/finance/till/close', {
      counts: notesFor(short),
    });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toEqual(['The count differs from the expected cash: give the reason.']);
    expect(await app.db.select().from(tillCloses).where(eq(tillCloses.branchId, net.ids.YGN))).toHaveLength(0);

    const closed = await net.call(net.tokens.ygnClerk, 'POST', '/api/finance/till/close', {
      counts: notesFor(short),
      reason: 'A 500 note missing',
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(201);
    expect(closed.body.data).toMatchObject({
      branch: { id: net.ids.YGN },
      date: today,
      state: 'closed',
      expected: open.expected,
      counted: short,
      difference: -500,
      reason: 'A 500 note missing',
      closed_by: { id: net.people.ygnClerk.id },
      approved_by: null,
    });
    const [difference] = await app.db
      .select({ kind: journalEntries.kind })
      .from(journalEntries)
      .where(eq(journalEntries.naturalKey, `till-close:${closed.body.data.id}`));
    expect(difference).toEqual({ kind: 'till_difference' });
    const [audit] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'till.close'));
    expect(audit).toMatchObject({ entity: 'till_close', entityId: String(closed.body.data.id) });

    const closedDay = (await till(net.tokens.ygnClerk)).body;
    expect(closedDay.close.id).toBe(closed.body.data.id);
    expect(closedDay.can_close).toBe(false);
    expect(closedDay.expected).toBe(open.expected);
    expect(closedDay.cash_now).toBe(short);

    // A second close of the closed day is refused.
    const again = await net.call(net.tokens.ygnLead, 'POST', '/api/finance/till/close', { counts: notesFor(short) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This day’s till is already closed.');

    // A label booked after the close: the closed day does not move; it counts on the next day.
    const late = await book(net.tokens.ygnClerk);
    const unchanged = (await till(net.tokens.ygnClerk)).body;
    const { cash_now: _now, ...closedFigures } = closedDay;
    const { cash_now: nowAfter, ...unchangedFigures } = unchanged;
    expect(unchangedFigures).toEqual(closedFigures);
    expect(nowAfter).toBe(short + late.total_cost);
    const tomorrow = yangonDay(app.clock.now().getTime() + dayMs);
    const next = (await till(net.tokens.ygnClerk, `?date=${tomorrow}`)).body;
    expect(next.opening).toBe(short);
    expect(next.cash_in.counter_fees).toEqual({ amount: late.total_cost, count: 1 });
    expect(next.expected).toBe(short + late.total_cost);
    expect(next.can_close).toBe(false);

    // Approval: not by the clerk (no permission), not without fresh re-authentication, not by who counted.
    const id = closed.body.data.id as number;
    expect((await net.call(net.tokens.ygnClerk, 'POST', `/api/finance/till/${id}/approve`)).status).toBe(403);
    expect((await net.call(net.tokens.ygnLead, 'POST', `/api/finance/till/${id}/approve`)).status).toBe(401);
    // Another branch's supervisor does not find it.
    await reauth(net.tokens.mdyLead);
    expect((await net.call(net.tokens.mdyLead, 'POST', `/api/finance/till/${id}/approve`)).status).toBe(404);
    await reauth(net.tokens.ygnLead);
    const approved = await net.call(net.tokens.ygnLead, 'POST', `/api/finance/till/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ state: 'approved', approved_by: { id: net.people.ygnLead.id } });
    await reauth(ygnLead2);
    const twice = await net.call(ygnLead2, 'POST', `/api/finance/till/${id}/approve`);
    expect(twice.status).toBe(409);
    // The database keeps an approved close as it is.
    await expect(app.db.update(tillCloses).set({ reason: 'changed' }).where(eq(tillCloses.id, id))).rejects.toThrow();
  });

  it('closes an exact count without a reason, and refuses an approval by the one who counted', async () => {
    const open = (await till(net.tokens.mdyLead)).body;
    const closed = await net.call(net.tokens.mdyLead, 'POST', '/api/finance/till/close', {
      counts: notesFor(open.expected),
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(201);
    expect(closed.body.data).toMatchObject({ difference: 0, reason: null, counted: open.expected });
    const entries = await app.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.naturalKey, `till-close:${closed.body.data.id}`));
    expect(entries).toHaveLength(0);
    await reauth(net.tokens.mdyLead);
    const own = await net.call(net.tokens.mdyLead, 'POST', `/api/finance/till/${closed.body.data.id}/approve`);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('The person who counted the till cannot approve the close.');
  });

  it('shows a branch its own till only, and head office every branch’s closes', async () => {
    expect((await till(net.tokens.mdyClerk, `?branch_id=${net.ids.YGN}`)).status).toBe(404);
    expect((await till(net.tokens.headOffice, `?branch_id=${net.ids.YGN}`)).status).toBe(200);
    expect((await till(net.tokens.headOffice, `?branch_id=999999`)).status).toBe(404);
    const noBranch = await till(net.tokens.headOffice);
    expect(noBranch.status).toBe(422);
    const all = await net.call(net.tokens.headOffice, 'GET', '/api/finance/till/closes');
    expect(all.status).toBe(200);
    const codes = all.body.data.map((item: { branch: { code: string } }) => item.branch.code).sort();
    expect(codes).toEqual(['MDY', 'YGN']);
    expect(all.body.totals).toEqual({ count: 2, difference: -500 });
    const own = await net.call(net.tokens.mdyClerk, 'GET', '/api/finance/till/closes');
    expect(own.body.data.map((item: { branch: { code: string } }) => item.branch.code)).toEqual(['MDY']);
    const asked = await net.call(net.tokens.mdyClerk, 'GET', `/api/finance/till/closes?branch_id=${net.ids.YGN}`);
    expect(asked.body.data).toEqual([]);
  });
});
