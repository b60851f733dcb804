import { yangonDay, yangonMonthOf } from '@waypost/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, expenseRecords } from '../../db/schema/index.js';
import { createBranch, createUser } from '../../test/fixtures.js';
import { sendForm } from '../../test/multipart.js';
import { fundTill } from '../../test/till-flow.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

const day = 86_400_000;

/**
 * Each run works at a branch of its own (PostgreSQL is shared by the test files), with its own staff, two
 * supervisors (one records, the other decides), a supervisor elsewhere and head office's accountant.
 */
describe.each(databaseKinds)('expense records: totals and four-eyes decisions on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let branch: { id: number; code: string };
  let other: { id: number; code: string };
  let staff: string;
  let supervisor: string;
  let secondSupervisor: string;
  let otherSupervisor: string;
  let accountant: string;
  let today: string;

  beforeAll(async () => {
    app = getApp();
    [branch, other] = await Promise.all([createBranch(app.db), createBranch(app.db)]);
    // An approved expense is paid from the branch's till (issue 28 §4): the till holds the day's walk-in fees.
    await Promise.all([fundTill(app.db, branch.id, 1_000_000), fundTill(app.db, other.id, 1_000_000)]);
    const [staffUser, supervisorUser, secondUser, otherUser] = await Promise.all([
      createUser(app.db, { role: 'staff', branch: branch.code }),
      createUser(app.db, { role: 'supervisor', branch: branch.code }),
      createUser(app.db, { role: 'supervisor', branch: branch.code }),
      createUser(app.db, { role: 'supervisor', branch: other.code }),
    ]);
    [staff, supervisor, secondSupervisor, otherSupervisor, accountant] = await Promise.all([
      signIn(app, staffUser.userName),
      signIn(app, supervisorUser.userName),
      signIn(app, secondUser.userName),
      signIn(app, otherUser.userName),
      signIn(app, 'accountant'),
    ]);
    today = yangonDay(app.clock.now());
  });

  const record = async (token: string, fields: Record<string, string>) => {
    const response = await sendForm(app, 'POST', '/api/expense-record', {
      token,
      fields: { category: 'fuel', amount: '1000', spent_on: today, ...fields },
    });
    expect(response.status).toBe(201);
    return response.body.data as { id: number; status: string; can_decide: boolean };
  };
  const decide = (token: string, id: number, action: 'approve' | 'reject', body?: unknown, locale = 'en') =>
    app.request('POST', `/api/expense-record/${id}/${action}`, {
      token,
      ...(body === undefined ? {} : { body }),
      headers: { 'accept-language': locale },
    });
  const list = (token: string, query: string) => app.request('GET', `/api/expense-record?${query}`, { token });

  it('lists a period with its totals by category and status, for the whole filter and not only the page', async () => {
    // A past period of its own: nothing else at this branch was spent then.
    const from = '2026-03-01';
    const to = '2026-03-31';
    const fuel = await record(staff, { category: 'fuel', amount: '20,000', spent_on: '2026-03-02' });
    await record(staff, { category: 'fuel', amount: '5000', spent_on: '2026-03-31' });
    const rent = await record(staff, { category: 'rent', amount: '300000', spent_on: '2026-03-15' });
    await record(staff, { category: 'rent', amount: '1', spent_on: '2026-04-01' }); // after the period
    await record(staff, { category: 'rent', amount: '1', spent_on: '2026-02-28' }); // before it
    expect((await decide(supervisor, fuel.id, 'approve')).status).toBe(200);
    expect((await decide(supervisor, rent.id, 'reject', { reason: 'No receipt' })).status).toBe(200);

    const page = await list(staff, `from=${from}&to=${to}&per_page=2`);
    expect(page.status).toBe(200);
    expect(page.body.period).toEqual({ from, to });
    expect(page.body.meta).toEqual({ total: 3, per_page: 2, last_page: 2 });
    expect(page.body.data.map((item: { spent_on: string }) => item.spent_on)).toEqual(['2026-03-31', '2026-03-15']);
    expect(page.body.totals).toEqual({
      overall: {
        count: 3,
        amount: 325_000,
        by_status: {
          pending: { count: 1, amount: 5_000 },
          approved: { count: 1, amount: 20_000 },
          rejected: { count: 1, amount: 300_000 },
        },
      },
      by_category: [
        {
          category: 'fuel',
          count: 2,
          amount: 25_000,
          by_status: {
            pending: { count: 1, amount: 5_000 },
            approved: { count: 1, amount: 20_000 },
            rejected: { count: 0, amount: 0 },
          },
        },
        {
          category: 'rent',
          count: 1,
          amount: 300_000,
          by_status: {
            pending: { count: 0, amount: 0 },
            approved: { count: 0, amount: 0 },
            rejected: { count: 1, amount: 300_000 },
          },
        },
      ],
    });

    const approvedFuel = await list(staff, `from=${from}&to=${to}&status=approved&category=fuel`);
    expect(approvedFuel.body.data.map((item: { id: number }) => item.id)).toEqual([fuel.id]);
    expect(approvedFuel.body.totals.overall).toMatchObject({ count: 1, amount: 20_000 });

    // Head office reads one branch by its filter; the other branch's supervisor sees none of it.
    const headOffice = await list(accountant, `from=${from}&to=${to}&branch_id=${branch.id}`);
    expect(headOffice.body.totals.overall).toMatchObject({ count: 3, amount: 325_000 });
    const elsewhere = await list(otherSupervisor, `from=${from}&to=${to}`);
    expect(elsewhere.body.totals.overall.count).toBe(0);
    expect((await list(otherSupervisor, `from=${from}&to=${to}&branch_id=${branch.id}`)).status).toBe(404);
    expect((await list(staff, `from=${to}&to=${from}`)).status).toBe(422);
  });

  it('lists this Yangon month by default', async () => {
    const expense = await record(staff, { category: 'utilities' });
    const answer = await list(staff, '');
    expect(answer.body.period).toEqual(yangonMonthOf(app.clock.now()));
    expect(answer.body.data.map((item: { id: number }) => item.id)).toContain(expense.id);
  });

  it('lets another approver approve or reject (with a reason) a pending record, once, with an audit row', async () => {
    const expense = await record(staff, {});
    const asSupervisor = await app.request('GET', `/api/expense-record/${expense.id}`, { token: supervisor });
    expect(asSupervisor.body.data.can_decide).toBe(true);

    const approved = await decide(supervisor, expense.id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', can_decide: false, reject_reason: null });
    expect(approved.body.data.decided_by.name).toBe('Test supervisor');
    expect(approved.body.data.decided_at).toBe(app.clock.now().toISOString());

    const again = await decide(secondSupervisor, expense.id, 'reject', { reason: 'Too late' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This expense has already been approved or rejected.');

    const toReject = await record(staff, {});
    const noReason = await decide(supervisor, toReject.id, 'reject', { reason: ' ' });
    expect(noReason.status).toBe(422);
    expect(Object.keys(noReason.body.errors)).toEqual(['reason']);
    const rejected = await decide(supervisor, toReject.id, 'reject', { reason: 'Receipt unreadable' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reject_reason: 'Receipt unreadable' });
    expect((await decide(secondSupervisor, toReject.id, 'approve')).status).toBe(409);

    const audit = await app.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'expense'), eq(auditLog.entityId, String(toReject.id))))
      .orderBy(auditLog.id);
    expect(audit).toEqual([
      { action: 'expense.record', after: expect.objectContaining({ amount: 1000 }) },
      { action: 'expense.reject', after: { status: 'rejected', reject_reason: 'Receipt unreadable' } },
    ]);

    // Head office's finance approves any branch's record.
    const elsewhere = await record(otherSupervisor, {});
    expect((await decide(accountant, elsewhere.id, 'approve')).status).toBe(200);
  });

  it('never lets the recorder decide his own record, nor a desk role, nor another branch', async () => {
    const own = await record(supervisor, {});
    expect(own.can_decide).toBe(false);
    const refused = await decide(supervisor, own.id, 'approve', undefined, 'mm');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('ဤအသုံးစရိတ်ကို သင် မှတ်တမ်းတင်ခဲ့သည်- အခြားအတည်ပြုသူ တစ်ဦးက ဆုံးဖြတ်ရမည်။');
    expect((await decide(supervisor, own.id, 'reject', { reason: 'mine' })).status).toBe(403);

    const byStaff = await record(staff, {});
    expect((await decide(staff, byStaff.id, 'approve')).status).toBe(403);
    expect((await decide(otherSupervisor, byStaff.id, 'approve')).status).toBe(404);
    expect((await app.request('GET', `/api/expense-record/${byStaff.id}`, { token: otherSupervisor })).status).toBe(
      404,
    );
    expect((await decide(supervisor, 2_000_000_000, 'approve')).status).toBe(404);
    const [row] = await app.db.select().from(expenseRecords).where(eq(expenseRecords.id, own.id));
    expect(row).toMatchObject({ status: 'pending', decidedBy: null });

    // The database refuses it too, whatever a future code path might do.
    await expect(
      app.db.update(expenseRecords).set({ decidedBy: row!.createdBy }).where(eq(expenseRecords.id, own.id)),
    ).rejects.toThrow();
  });

  it('keeps the day the money was spent in Yangon, not UTC', async () => {
    const yesterday = yangonDay(new Date(app.clock.now().getTime() - day));
    const expense = await sendForm(app, 'POST', '/api/expense-record', {
      token: staff,
      fields: { category: 'other', amount: '700', spent_on: yesterday },
    });
    expect(expense.body.data.spent_on).toBe(yesterday);
  });
});
