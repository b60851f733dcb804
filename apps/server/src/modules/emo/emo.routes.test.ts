import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emoOrders, journalEntries, ledgerAccounts } from '../../db/schema/index.js';
import { yangonDay } from '@waypost/domain';
import { createUser } from '../../test/fixtures.js';
import { networkCompany, type NetworkCompany } from '../../test/network-flow.js';
import { databaseKinds, demoPassword, signIn, useTestApp, type TestApp } from '../../test/test-app.js';
import { returnOverdueEmos } from './return-emos.js';

let keySerial = 0;
const newKey = () => `emo-test-key-${Date.now()}-${(keySerial += 1)}`;

describe.each(databaseKinds)('EMO money orders on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let net: NetworkCompany;

  beforeAll(async () => {
    app = getApp();
    net = await networkCompany(app);
  });

  const post = (token: string, url: string, body?: unknown, key: string | null = newKey()) =>
    app.request('POST', url, {
      token,
      ...(body === undefined ? {} : { body }),
      ...(key === null ? {} : { headers: { 'idempotency-key': key } }),
    });
  const get = (token: string, url: string) => app.request('GET', url, { token });
  const reauth = (token: string) => app.request('POST', '/api/reauth', { token, body: { password: demoPassword } });

  const receiverNrc = '9/MAHTALA(N)123456';
  const order = (overrides: Record<string, unknown> = {}) => ({
    amount: '150,000',
    pay_branch_id: net.ids.MDY,
    sender_name: 'Daw Mya Mya',
    sender_phone: '09421234567',
    sender_nrc: '၁၂/ဥကမ(နိုင်)၁၂၃၄၅၆',
    receiver_name: 'U Ba Hla',
    receiver_phone: '09791234567',
    receiver_nrc: receiverNrc,
    ...overrides,
  });
  const book = async (token = net.tokens.ygnClerk, overrides: Record<string, unknown> = {}) => {
    const response = await post(token, '/api/emo', order(overrides));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as { id: number; code: string; fee: number; amount: number };
  };
  const balance = async (account: string) => {
    const [row] = await app.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, account));
    return row ? Number(row.balance) : 0;
  };
  const till = (branch: keyof NetworkCompany['ids']) => balance(`cash:branch:${net.ids[branch]}`);
  const pay = (id: number, code: string, token = net.tokens.mdyClerk, nrc = receiverNrc, key = newKey()) =>
    post(token, `/api/emo/${id}/pay`, { code, receiver_nrc: nrc }, key);
  const wrong = (code: string) => (code === '00000000' ? '11111111' : '00000000');
  /** Cash into Mandalay's till: an order booked there for Yangon. */
  const fundMandalay = (amount: number) => book(net.tokens.mdyClerk, { amount, pay_branch_id: net.ids.YGN });

  it('books at the counter: the code shown once, the fee from the bands, the cash in the till, the amount owed', async () => {
    const tillBefore = await till('YGN');
    const key = newKey();
    const booked = await post(net.tokens.ygnClerk, '/api/emo', order(), key);
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ status: 'pending', amount: 150_000, fee: 1_500 });
    expect(booked.body.code).toMatch(/^\d{8}$/);
    expect(await till('YGN')).toBe(tillBefore + 151_500);

    // A retry of the same request gets the same order, and never the code again.
    const replay = await post(net.tokens.ygnClerk, '/api/emo', order(), key);
    expect(replay.status).toBe(201);
    expect(replay.body).toMatchObject({ id: booked.body.id, code: null });
    expect(await till('YGN')).toBe(tillBefore + 151_500);

    const detail = await get(net.tokens.ygnClerk, `/api/emo/${booked.body.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      status: 'pending',
      sender_nrc: '12/ဥကမ(N)123456',
      receiver_nrc: receiverNrc,
      book_branch: { id: net.ids.YGN },
      pay_branch: { id: net.ids.MDY },
      needs_approval: false,
      locked: false,
      remark_type: null,
    });
    expect(JSON.stringify(detail.body)).not.toContain(booked.body.code);
    expect(JSON.stringify(detail.body)).not.toContain('scrypt');
    const [stored] = await app.db.select().from(emoOrders).where(eq(emoOrders.id, booked.body.id));
    expect(stored!.codeHash).not.toContain(booked.body.code);
    const [entry] = await app.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.naturalKey, `emo-book:${booked.body.id}`));
    expect(entry!.kind).toBe('emo_book');
  });

  it('refuses a booking without a key, with bad fields, or above the largest band — writing nothing', async () => {
    const before = await app.db.select().from(emoOrders);
    expect((await post(net.tokens.ygnClerk, '/api/emo', order(), null)).status).toBe(400);
    const bad = await post(net.tokens.ygnClerk, '/api/emo', order({ sender_nrc: '12/XY(N)12', amount: '0' }));
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      sender_nrc: [expect.stringContaining('NRC')],
      amount: ['The amount must be at least 1 Ks.'],
    });
    const tooMuch = await post(net.tokens.ygnClerk, '/api/emo', order({ amount: 20_000_000 }));
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors.amount).toEqual(['One money order takes at most 10,000,000 Ks.']);
    const nowhere = await post(net.tokens.ygnClerk, '/api/emo', order({ pay_branch_id: 999_999 }));
    expect(nowhere.status).toBe(422);
    expect(nowhere.body.errors.pay_branch_id).toBeDefined();
    const burmese = await app.request('POST', '/api/emo', {
      token: net.tokens.ygnClerk,
      body: order({ receiver_nrc: 'x' }),
      headers: { 'idempotency-key': newKey(), 'accept-language': 'mm' },
    });
    expect(burmese.body.errors.receiver_nrc[0]).toContain('မှတ်ပုံတင်');
    expect(await app.db.select().from(emoOrders)).toHaveLength(before.length);
  });

  it('shows an order to its two branches and head office only; another branch gets a 404', async () => {
    const booked = await book();
    for (const token of [net.tokens.ygnClerk, net.tokens.mdyClerk, net.tokens.headOffice]) {
      expect((await get(token, `/api/emo/${booked.id}`)).status).toBe(200);
      const listed = await get(token, '/api/emo?status=pending');
      expect(listed.body.data.map((item: { id: number }) => item.id)).toContain(booked.id);
    }
    expect((await get(net.tokens.nptClerk, `/api/emo/${booked.id}`)).status).toBe(404);
    const npt = await get(net.tokens.nptClerk, '/api/emo');
    expect(npt.body.data.map((item: { id: number }) => item.id)).not.toContain(booked.id);
    const complete = await get(net.tokens.ygnClerk, '/api/emo?status=complete');
    expect(complete.body.data.map((item: { id: number }) => item.id)).not.toContain(booked.id);
    expect(
      (await post(net.tokens.nptClerk, `/api/emo/${booked.id}/pay`, { code: '12345678', receiver_nrc: receiverNrc }))
        .status,
    ).toBe(404);
  });

  it('pays out at the paying branch only, against the receiver’s NRC and the code, from cash the till holds', async () => {
    const booked = await book();
    const atYangon = await pay(booked.id, booked.code, net.tokens.ygnClerk);
    expect(atYangon.status).toBe(403);
    expect(atYangon.body.message).toContain('MDY');

    const otherNrc = await pay(booked.id, booked.code, net.tokens.mdyClerk, '9/MAHTALA(N)654321');
    expect(otherNrc.status).toBe(422);
    expect(otherNrc.body.errors.receiver_nrc).toEqual(['This NRC is not the receiver’s NRC on the money order.']);

    const wrongCode = await pay(booked.id, wrong(booked.code));
    expect(wrongCode.status).toBe(422);
    expect(wrongCode.body.message).toBe('Wrong payout code. 2 tries left before the order is locked.');

    // Mandalay's till has taken no cash yet in this file: it is short until an order booked there brings some.
    expect(await till('MDY')).toBeLessThan(booked.amount);
    const short = await pay(booked.id, booked.code);
    expect(short.status).toBe(409);
    expect(short.body.message).toMatch(/^The till of MDY holds [\d,]+ Ks, less than the 150,000 Ks to pay out\.$/);
    expect((await get(net.tokens.mdyClerk, `/api/emo/${booked.id}`)).body.data.status).toBe('pending');
    await fundMandalay(500_000);
    const tillBefore = await till('MDY');
    const key = newKey();
    const paid = await pay(
      booked.id,
      '  ' + booked.code.slice(0, 4) + ' ' + booked.code.slice(4),
      undefined,
      undefined,
      key,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'complete', paid_by: { id: net.people.mdyClerk.id } });
    expect(paid.body.data.finished_at).not.toBeNull();
    expect(await till('MDY')).toBe(tillBefore - 150_000);

    // The same request again replays; another is refused; nothing is paid twice.
    const replay = await pay(booked.id, booked.code, undefined, undefined, key);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(paid.body);
    const again = await pay(booked.id, booked.code);
    expect(again.status).toBe(409);
    expect(await till('MDY')).toBe(tillBefore - 150_000);
    const payouts = await app.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.naturalKey, `emo-payout:${booked.id}`));
    expect(payouts).toHaveLength(1);
    const attempts = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'emo_order'), eq(auditLog.entityId, String(booked.id))));
    expect(attempts.map((row) => row.action)).toEqual(
      expect.arrayContaining(['emo.book', 'emo.pay.attempt', 'emo.pay']),
    );
    expect(attempts.filter((row) => row.action === 'emo.pay.attempt').length).toBeGreaterThanOrEqual(3);
  });

  it('locks after three wrong codes until a supervisor of the paying branch unlocks it', async () => {
    await fundMandalay(300_000);
    const booked = await book();
    expect((await pay(booked.id, wrong(booked.code))).status).toBe(422);
    const second = await pay(booked.id, wrong(booked.code));
    expect(second.body.message).toContain('1 tries left');
    const third = await pay(booked.id, wrong(booked.code));
    expect(third.status).toBe(409);
    expect(third.body.message).toBe(
      'This money order is locked after three wrong payout codes. A supervisor must unlock it.',
    );
    expect((await pay(booked.id, booked.code)).status).toBe(409);
    const locked = (await get(net.tokens.mdyClerk, `/api/emo/${booked.id}`)).body.data;
    expect(locked).toMatchObject({ locked: true, wrong_code_attempts: 3, status: 'pending' });

    expect((await post(net.tokens.mdyClerk, `/api/emo/${booked.id}/unlock`)).status).toBe(403);
    expect((await post(net.tokens.ygnLead, `/api/emo/${booked.id}/unlock`)).status).toBe(403);
    const unlocked = await post(net.tokens.mdyLead, `/api/emo/${booked.id}/unlock`);
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.data).toMatchObject({ locked: false, wrong_code_attempts: 0 });
    expect((await post(net.tokens.mdyLead, `/api/emo/${booked.id}/unlock`)).status).toBe(409);
    expect((await pay(booked.id, booked.code)).status).toBe(200);
  });

  it('above the threshold waits in process for a second person with fresh re-authentication', async () => {
    await fundMandalay(2_000_000);
    const booked = await book(net.tokens.ygnClerk, { amount: '1,500,000' });
    expect(booked.fee).toBe(15_000);
    const tillBefore = await till('MDY');
    const requested = await pay(booked.id, booked.code);
    expect(requested.status).toBe(200);
    expect(requested.body.data).toMatchObject({
      status: 'process',
      needs_approval: true,
      payout_requested_by: { id: net.people.mdyClerk.id },
    });
    expect(await till('MDY')).toBe(tillBefore);
    // Paying it again is not the way on: it waits for approval.
    expect((await pay(booked.id, booked.code)).status).toBe(409);

    const approve = (token: string, key = newKey()) =>
      post(token, `/api/emo/${booked.id}/approve-payout`, undefined, key);
    expect((await approve(net.tokens.mdyClerk2)).status).toBe(403);
    expect((await approve(net.tokens.mdyLead)).status).toBe(401);
    expect((await reauth(net.tokens.mdyLead)).status).toBe(204);
    expect((await post(net.tokens.mdyLead, `/api/emo/${booked.id}/approve-payout`, undefined, null)).status).toBe(400);
    const key = newKey();
    const approved = await approve(net.tokens.mdyLead, key);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: 'complete',
      approved_by: { id: net.people.mdyLead.id },
      paid_by: { id: net.people.mdyClerk.id },
    });
    expect(await till('MDY')).toBe(tillBefore - 1_500_000);
    expect((await approve(net.tokens.mdyLead, key)).body).toEqual(approved.body);
    expect((await approve(net.tokens.mdyLead)).status).toBe(409);
    expect(await till('MDY')).toBe(tillBefore - 1_500_000);
  });

  it('never lets the person who asked for the payout approve it', async () => {
    await fundMandalay(2_000_000);
    const booked = await book(net.tokens.ygnClerk, { amount: 1_200_000 });
    const requested = await pay(booked.id, booked.code, net.tokens.mdyLead);
    expect(requested.body.data.status).toBe('process');
    await reauth(net.tokens.mdyLead);
    const self = await post(net.tokens.mdyLead, `/api/emo/${booked.id}/approve-payout`);
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('The payout must be approved by another person than the one who asked for it.');
    expect((await get(net.tokens.mdyLead, `/api/emo/${booked.id}`)).body.data.status).toBe('process');
  });

  it('cancels a pending or processing order at the booking branch, refunding amount and fee from its till', async () => {
    const booked = await book();
    const tillBefore = await till('YGN');
    expect((await post(net.tokens.ygnClerk, `/api/emo/${booked.id}/cancel`)).status).toBe(403);
    const elsewhere = await post(net.tokens.mdyLead, `/api/emo/${booked.id}/cancel`);
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.message).toBe('Only the branch that booked this money order can cancel it.');
    const cancelled = await post(net.tokens.ygnLead, `/api/emo/${booked.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancel', cancelled_by: { id: net.people.ygnLead.id } });
    expect(await till('YGN')).toBe(tillBefore - 151_500);
    expect((await post(net.tokens.ygnLead, `/api/emo/${booked.id}/cancel`)).status).toBe(409);
    expect((await pay(booked.id, booked.code)).status).toBe(409);

    await fundMandalay(2_000_000);
    const big = await book(net.tokens.ygnClerk, { amount: 1_100_000 });
    expect((await pay(big.id, big.code)).body.data.status).toBe('process');
    const refund = await post(net.tokens.ygnLead, `/api/emo/${big.id}/cancel`);
    expect(refund.status).toBe(200);
    await reauth(net.tokens.mdyLead);
    expect((await post(net.tokens.mdyLead, `/api/emo/${big.id}/approve-payout`)).status).toBe(409);
    const done = await book();
    await pay(done.id, done.code);
    const late = await post(net.tokens.ygnLead, `/api/emo/${done.id}/cancel`);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Only a pending or processing money order can be cancelled.');
  });

  it('refuses a cancel the booking till cannot refund, with what the till holds', async () => {
    const nptLead = await signIn(app, (await createUser(app.db, { role: 'supervisor', branch: 'NPT' })).userName);
    const refundable = await book(net.tokens.nptClerk, { amount: 100_000 });
    // Cash leaves Nay Pyi Taw's till: an order from Yangon paid out there.
    const outgoing = await book(net.tokens.ygnClerk, { amount: 100_000, pay_branch_id: net.ids.NPT });
    expect((await pay(outgoing.id, outgoing.code, net.tokens.nptClerk)).status).toBe(200);
    const held = await till('NPT');
    expect(held).toBeLessThan(101_500);
    const refused = await post(nptLead, `/api/emo/${refundable.id}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `The till of NPT holds ${held.toLocaleString('en-US')} Ks, less than the 101,500 Ks to pay out.`,
    );
    expect((await get(nptLead, `/api/emo/${refundable.id}`)).body.data.status).toBe('pending');
    expect(await till('NPT')).toBe(held);
  });

  it('returns overdue orders to their senders once, with the emo_return remark, even with two jobs at once', async () => {
    const booked = await book();
    const waiting = await book(net.tokens.ygnClerk, { amount: 1_050_000 });
    await fundMandalay(2_000_000);
    await pay(waiting.id, waiting.code);
    const paid = await book();
    await pay(paid.id, paid.code);
    const suspenseBefore = await balance(`suspense:branch:${net.ids.YGN}`);
    const later = new Date(app.clock.now().getTime() + 31 * 24 * 60 * 60_000);
    expect(await returnOverdueEmos({ db: app.db, now: new Date(app.clock.now().getTime() + 60_000) })).toBe(0);
    const runs = await Promise.all([
      returnOverdueEmos({ db: app.db, now: later }),
      returnOverdueEmos({ db: app.db, now: later }),
    ]);
    expect(runs[0]! + runs[1]!).toBeGreaterThanOrEqual(2);
    for (const id of [booked.id, waiting.id]) {
      const item = (await get(net.tokens.ygnClerk, `/api/emo/${id}`)).body.data;
      expect(item).toMatchObject({ status: 'returned', remark_type: 'emo_return' });
      const entries = await app.db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.naturalKey, `emo-return:${id}`));
      expect(entries).toHaveLength(1);
    }
    expect((await get(net.tokens.ygnClerk, `/api/emo/${paid.id}`)).body.data.status).toBe('complete');
    expect(await balance(`suspense:branch:${net.ids.YGN}`)).toBeLessThanOrEqual(suspenseBefore - 150_000 - 1_050_000);
    expect(await returnOverdueEmos({ db: app.db, now: later })).toBe(0);
    expect((await pay(booked.id, booked.code)).status).toBe(409);
    expect((await post(net.tokens.ygnLead, `/api/emo/${booked.id}/cancel`)).status).toBe(409);
  });

  it('hands a returned order back to its sender at the booking branch once, against his NRC, clearing the suspense', async () => {
    const booked = await book();
    const later = new Date(app.clock.now().getTime() + 31 * 24 * 60 * 60_000);
    expect(await returnOverdueEmos({ db: app.db, now: later })).toBeGreaterThanOrEqual(1);
    const suspense = `suspense:branch:${net.ids.YGN}`;
    const pending = await book();
    const suspenseBefore = await balance(suspense);
    const tillBefore = await till('YGN');
    const senderNrc = '12/ဥကမ(N)123456';
    const refund = (token: string, nrc: string, key = newKey()) =>
      post(token, `/api/emo/${booked.id}/refund`, { sender_nrc: nrc }, key);

    // Not a pending order, not at the paying branch, not without the sender's own NRC, not without a key.
    const early = await post(net.tokens.ygnClerk, `/api/emo/${pending.id}/refund`, { sender_nrc: senderNrc });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Only a returned money order not yet refunded can be refunded to its sender.');
    expect((await refund(net.tokens.mdyClerk, senderNrc)).status).toBe(403);
    const wrongNrc = await refund(net.tokens.ygnClerk, receiverNrc);
    expect(wrongNrc.status).toBe(422);
    expect(wrongNrc.body.errors.sender_nrc).toEqual(['This NRC is not the sender’s NRC on the money order.']);
    expect(
      (await post(net.tokens.ygnClerk, `/api/emo/${booked.id}/refund`, { sender_nrc: senderNrc }, null)).status,
    ).toBe(400);
    expect(await till('YGN')).toBe(tillBefore);

    // The sender's NRC in its Burmese form is the same NRC; a retry with the same key answers the same.
    const key = newKey();
    const done = await refund(net.tokens.ygnClerk, '၁၂/ဥကမ(နိုင်)၁၂၃၄၅၆', key);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'returned', remark_type: 'emo_return' });
    expect(done.body.data.refunded_at).not.toBeNull();
    expect(done.body.data.refunded_by.name).toBeTruthy();
    expect((await refund(net.tokens.ygnClerk, senderNrc, key)).status).toBe(200);
    expect(await till('YGN')).toBe(tillBefore - 150_000);
    expect(await balance(suspense)).toBe(suspenseBefore + 150_000);

    // Once: a second refund with a new key is refused and moves no cash.
    const again = await refund(net.tokens.ygnClerk, senderNrc);
    expect(again.status).toBe(409);
    expect(await till('YGN')).toBe(tillBefore - 150_000);
    const entries = await app.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.naturalKey, `emo-refund:${booked.id}`));
    expect(entries).toHaveLength(1);
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'emo.refund'), eq(auditLog.entityId, String(booked.id))));
    expect(audits).toHaveLength(1);
  });

  it('lets head office set the fee bands, threshold and return days with fresh re-authentication', async () => {
    const current = await get(net.tokens.ygnClerk, '/api/emo/settings');
    expect(current.body).toMatchObject({ approval_threshold: 1_000_000, return_days: 30 });
    const settings = {
      fee_bands: [
        { up_to: 100_000, fee: 800 },
        { up_to: 3_000_000, fee: 6_000 },
      ],
      approval_threshold: 100_000,
      return_days: 10,
    };
    expect((await app.request('PUT', '/api/emo/settings', { token: net.tokens.ygnLead, body: settings })).status).toBe(
      403,
    );
    expect(
      (await app.request('PUT', '/api/emo/settings', { token: net.tokens.headOffice, body: settings })).status,
    ).toBe(401);
    await reauth(net.tokens.headOffice);
    const descending = { ...settings, fee_bands: [...settings.fee_bands].reverse() };
    expect(
      (await app.request('PUT', '/api/emo/settings', { token: net.tokens.headOffice, body: descending })).status,
    ).toBe(422);
    const saved = await app.request('PUT', '/api/emo/settings', { token: net.tokens.headOffice, body: settings });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(settings);
    const booked = await book(net.tokens.ygnClerk, { amount: 150_000 });
    expect(booked.fee).toBe(6_000);
    const item = (await get(net.tokens.ygnClerk, `/api/emo/${booked.id}`)).body.data;
    expect(item.needs_approval).toBe(true);
    expect(new Date(item.return_due_at).getTime() - new Date(item.booked_at).getTime()).toBe(10 * 24 * 60 * 60_000);
  });

  it('the emo report counts the money orders booked, per booking branch and day, not COD labels', async () => {
    const today = yangonDay(app.clock.now());
    const query = `type=emo&period=daily&scope=all_branch&from=${today}&to=${today}`;
    const report = await get(net.tokens.headOffice, `/api/report?${query}`);
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.event).toBe('created');
    const orders = await app.db.select().from(emoOrders);
    const booked = orders.filter((row) => yangonDay(row.bookedAt) === today);
    expect(booked.length).toBeGreaterThan(0);
    expect(report.body.totals).toMatchObject({
      parcel_count: booked.length,
      cod_amount: booked.reduce((sum, row) => sum + row.amount, 0),
      delivery_fee: booked.reduce((sum, row) => sum + row.fee, 0),
    });
    const ygn = report.body.branches.find((row: { branch: { id: number } }) => row.branch.id === net.ids.YGN);
    expect(ygn.parcel_count).toBe(booked.filter((row) => row.bookBranchId === net.ids.YGN).length);
    const tomorrow = yangonDay(new Date(app.clock.now().getTime() + 24 * 60 * 60_000));
    const empty = await get(
      net.tokens.headOffice,
      `/api/report?type=emo&period=daily&scope=all_branch&from=${tomorrow}&to=${tomorrow}`,
    );
    expect(empty.body.totals.parcel_count).toBe(0);
  });
});
