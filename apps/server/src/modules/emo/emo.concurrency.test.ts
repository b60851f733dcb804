import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emoOrders, journalEntries, ledgerAccounts } from '../../db/schema/index.js';
import { networkCompany, type NetworkCompany } from '../../test/network-flow.js';
import { useTestApp, type TestApp } from '../../test/test-app.js';
import { postgresAvailable } from '../../test/test-databases.js';
import { returnOverdueEmos } from './return-emos.js';

// Races need real connections: PGlite has one and would serialise them, hiding the bugs these tests look for.
describe.runIf(postgresAvailable)('EMO money orders under concurrency on PostgreSQL', () => {
  const getApp = useTestApp('postgres');
  let app: TestApp;
  let net: NetworkCompany;
  let serial = 0;
  const newKey = () => `emo-race-${Date.now()}-${(serial += 1)}`;
  const receiverNrc = '9/MAHTALA(N)123456';

  beforeAll(async () => {
    app = getApp();
    net = await networkCompany(app);
  });

  const book = async (token: string, payBranchId: number, amount: number) => {
    const response = await app.request('POST', '/api/emo', {
      token,
      headers: { 'idempotency-key': newKey() },
      body: {
        amount,
        pay_branch_id: payBranchId,
        sender_name: 'Daw Mya',
        sender_phone: '09421234567',
        sender_nrc: '12/OUKAMA(N)123456',
        receiver_name: 'U Ba',
        receiver_phone: '09791234567',
        receiver_nrc: receiverNrc,
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as { id: number; code: string };
  };
  const pay = (id: number, code: string, key = newKey()) =>
    app.request('POST', `/api/emo/${id}/pay`, {
      token: net.tokens.mdyClerk,
      headers: { 'idempotency-key': key },
      body: { code, receiver_nrc: receiverNrc },
    });
  const mdyTill = async () => {
    const [row] = await app.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, `cash:branch:${net.ids.MDY}`));
    return Number(row?.balance ?? 0);
  };

  it('50 pay-outs of one order at once with the right code: exactly one payout, the others 409', async () => {
    await book(net.tokens.mdyClerk, net.ids.YGN, 1_000_000);
    const order = await book(net.tokens.ygnClerk, net.ids.MDY, 200_000);
    const before = await mdyTill();
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay(order.id, order.code)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const payouts = await app.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.naturalKey, `emo-payout:${order.id}`));
    expect(payouts).toHaveLength(1);
    expect(await mdyTill()).toBe(before - 200_000);
  });

  it('50 retries of one pay-out with the same key at once: one payout, every answer the same', async () => {
    const order = await book(net.tokens.ygnClerk, net.ids.MDY, 100_000);
    const before = await mdyTill();
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay(order.id, order.code, key)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(await mdyTill()).toBe(before - 100_000);
  });

  it('50 wrong codes at once get three tries: two told so, the rest locked out', async () => {
    const order = await book(net.tokens.ygnClerk, net.ids.MDY, 100_000);
    const wrongCode = order.code === '00000000' ? '11111111' : '00000000';
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay(order.id, wrongCode)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 422)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(48);
    const [stored] = await app.db.select().from(emoOrders).where(eq(emoOrders.id, order.id));
    expect(stored).toMatchObject({ wrongCodeAttempts: 3, locked: true, status: 'pending' });
    const attempts = await app.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(order.id)), eq(auditLog.action, 'emo.pay.attempt')));
    // Every attempt audited: three wrong codes, the rest refused as locked without trying the code.
    expect(attempts).toHaveLength(50);
    expect(attempts.filter((row) => (row.after as { result: string }).result === 'wrong_code')).toHaveLength(3);
    // The right code now finds it locked.
    expect((await pay(order.id, order.code)).status).toBe(409);
  });

  it('two return jobs at once with pay-outs racing them: each order paid or returned, never both', async () => {
    await book(net.tokens.mdyClerk, net.ids.YGN, 3_000_000);
    const orders = await Promise.all(Array.from({ length: 10 }, () => book(net.tokens.ygnClerk, net.ids.MDY, 50_000)));
    const later = new Date(Date.now() + 40 * 24 * 60 * 60_000);
    await Promise.all([
      returnOverdueEmos({ db: app.db, now: later }),
      returnOverdueEmos({ db: app.db, now: later }),
      ...orders.map((order) => pay(order.id, order.code)),
    ]);
    for (const order of orders) {
      const entries = await app.db
        .select({ key: journalEntries.naturalKey })
        .from(journalEntries)
        .where(like(journalEntries.naturalKey, `emo-%:${order.id}`));
      const keys = entries.map((entry) => entry.key.split(':')[0]).sort();
      expect(keys).toHaveLength(2);
      expect(keys[0]).toBe('emo-book');
      expect(['emo-payout', 'emo-return']).toContain(keys[1]);
      const [stored] = await app.db.select().from(emoOrders).where(eq(emoOrders.id, order.id));
      expect(stored!.status).toBe(keys[1] === 'emo-payout' ? 'complete' : 'returned');
    }
  });
});
