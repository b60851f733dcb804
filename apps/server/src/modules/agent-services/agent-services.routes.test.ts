import { defaultAgentDiscountPercent, defaultAgentFees, ledgerAccounts, yangonDay } from '@waypost/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { branches, journalEntries, labels } from '../../db/schema/index.js';
import { assertBooksBalance } from '../../test/books-balance.js';
import { balanceOf } from '../../test/cod-flow.js';
import { branchIdOf, createBranch, createMerchant, createUser, unique } from '../../test/fixtures.js';
import { demoTownships, sampleLabel } from '../../test/sample-label.js';
import { databaseKinds, demoPassword, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

interface Service {
  id: number;
  kind: string;
  state: string;
  label: { id: number; tracking_code: string; shipping_fee: number };
  agent_branch: { id: number };
  sent_from_branch: { id: number } | null;
  fee: number;
  discount: number;
  amount: number;
  earning: { fee: number; discount: number; amount: number; estimated: boolean };
}

describe.each(databaseKinds)('agent services on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let myk: number;
  let ygn: number;
  let mdy: number;
  let staff: string;
  let agent: string;
  let otherAgent: string;
  let admin: string;

  beforeAll(async () => {
    app = getApp();
    [myk, ygn, mdy] = await Promise.all([
      branchIdOf(app.db, 'MYK'),
      branchIdOf(app.db, 'YGN'),
      branchIdOf(app.db, 'MDY'),
    ]);
    const agentUser = await createUser(app.db, { role: 'staff', branch: 'MYK' });
    const other = await createBranch(app.db);
    await app.db.update(branches).set({ type: 'agent' }).where(eq(branches.id, other.id));
    const otherUser = await createUser(app.db, { role: 'staff', branchId: other.id });
    [staff, agent, otherAgent, admin] = await Promise.all([
      signIn(app, 'staff'),
      signIn(app, agentUser.userName),
      signIn(app, otherUser.userName),
      signIn(app, 'admin'),
    ]);
  });

  const book = async (token: string, deliverBranchId: number, overrides: Record<string, unknown> = {}) => {
    const response = await app.request('POST', '/api/label', {
      token,
      body: sampleLabel(deliverBranchId, { destination_township: demoTownships.chanayethazan, ...overrides }),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data as { id: number; tracking_code: string };
  };
  const services = async (token: string, query = '') => {
    const response = await app.request('GET', `/api/agent-service?per_page=100${query}`, { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data as Service[];
  };
  const serviceOf = async (token: string, labelId: number) =>
    (await services(token)).find((service) => service.label.id === labelId);
  const decide = (token: string, id: number, decision: 'confirm' | 'deny', body?: unknown) =>
    app.request('POST', `/api/agent-service/${id}/${decision}`, { token, ...(body === undefined ? {} : { body }) });

  it('offers a label delivered by an agent to it; confirming owes the agent its deliver fee', async () => {
    const label = await book(staff, myk);
    const offered = await serviceOf(agent, label.id);
    expect(offered).toMatchObject({
      kind: 'deliver',
      state: 'pending',
      agent_branch: { id: myk },
      sent_from_branch: { id: ygn },
      amount: 0,
      // What confirming would earn him, estimated from the rate table before he decides.
      earning: { fee: defaultAgentFees.deliver, discount: 0, amount: defaultAgentFees.deliver, estimated: true },
    });
    expect((await services(agent, '&state=pending')).map((service) => service.id)).toContain(offered!.id);
    expect((await services(agent, '&state=confirm')).map((service) => service.id)).not.toContain(offered!.id);
    // A company branch's counter works no agent services (403); a label between company branches is offered to nobody.
    expect((await app.request('GET', '/api/agent-service', { token: staff })).status).toBe(403);
    expect((await decide(staff, offered!.id, 'confirm')).status).toBe(403);
    const plain = await book(staff, mdy);
    expect((await services(admin)).find((service) => service.label.id === plain.id)).toBeUndefined();

    const payableBefore = await balanceOf(app.db, ledgerAccounts.agentPayable(myk));
    const confirmed = await decide(agent, offered!.id, 'confirm');
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data).toMatchObject({
      state: 'confirm',
      fee: defaultAgentFees.deliver,
      discount: 0,
      amount: defaultAgentFees.deliver,
      decided_by: { name: expect.any(String) },
      earning: { amount: defaultAgentFees.deliver, estimated: false },
    });
    expect(await balanceOf(app.db, ledgerAccounts.agentPayable(myk))).toBe(payableBefore - defaultAgentFees.deliver);
    const detail = await app.request('GET', `/api/label/${label.id}`, { token: staff });
    expect(detail.body.data.agent_services).toEqual([
      expect.objectContaining({
        id: offered!.id,
        state: 'confirm',
        decided_by: { id: expect.any(Number), name: expect.any(String) },
        deny_reason: null,
      }),
    ]);
    const again = await decide(agent, offered!.id, 'deny', { reason: 'Too late' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This service was already decided (confirm).');
  });

  it('takes the agent discount on what an agent accepts; both ends at one agent are one full service', async () => {
    const accepted = await book(agent, mdy);
    const acceptService = await serviceOf(agent, accepted.id);
    expect(acceptService).toMatchObject({ kind: 'accept', sent_from_branch: { id: mdy } });
    const confirmed = await decide(agent, acceptService!.id, 'confirm');
    const discount = Math.floor((acceptService!.label.shipping_fee * defaultAgentDiscountPercent) / 100);
    // The estimate shown while pending is what confirming posted.
    expect(acceptService!.earning).toEqual({
      fee: defaultAgentFees.accept,
      discount,
      amount: defaultAgentFees.accept + discount,
      estimated: true,
    });
    expect(discount).toBeGreaterThan(0);
    expect(confirmed.body.data).toMatchObject({
      fee: defaultAgentFees.accept,
      discount,
      amount: defaultAgentFees.accept + discount,
    });

    const local = await book(agent, myk);
    expect(await serviceOf(agent, local.id)).toMatchObject({ kind: 'full_service', sent_from_branch: null });
  });

  it('denies only with a reason, and the label goes back to the branch that sent it', async () => {
    const label = await book(staff, myk);
    const offered = (await serviceOf(agent, label.id))!;
    const blank = await decide(agent, offered.id, 'deny', { reason: '  ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toHaveProperty('reason');
    expect((await decide(agent, offered.id, 'deny', {})).status).toBe(422);
    const [before] = await app.db.select().from(labels).where(eq(labels.id, label.id));
    expect(before!.deliverBranchId).toBe(myk);

    const denied = await decide(agent, offered.id, 'deny', { reason: 'No courier this week' });
    expect(denied.status, JSON.stringify(denied.body)).toBe(200);
    expect(denied.body.data).toMatchObject({ state: 'denied', deny_reason: 'No courier this week', amount: 0 });
    const [after] = await app.db.select().from(labels).where(eq(labels.id, label.id));
    expect(after!.deliverBranchId).toBe(ygn);
    expect((await decide(agent, offered.id, 'confirm')).status).toBe(409);
    // The label's page keeps the trace: who denied it, why, and that it went back to the sending branch.
    const detail = await app.request('GET', `/api/label/${label.id}`, { token: staff });
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body.data.deliver_branch).toMatchObject({ id: ygn });
    expect(detail.body.data.agent_services).toEqual([
      expect.objectContaining({
        id: offered.id,
        kind: 'deliver',
        state: 'denied',
        agent_branch: expect.objectContaining({ id: myk }),
        sent_from_branch: expect.objectContaining({ id: ygn }),
        decided_by: { id: expect.any(Number), name: expect.any(String) },
        decided_at: expect.any(String),
        deny_reason: 'No courier this week',
      }),
    ]);
  });

  it('hides another agent’s services (404), and lets head office see every agent’s by branch', async () => {
    const label = await book(staff, myk);
    const offered = (await serviceOf(agent, label.id))!;
    expect(await serviceOf(otherAgent, label.id)).toBeUndefined();
    expect((await decide(otherAgent, offered.id, 'confirm')).status).toBe(404);
    expect((await decide(otherAgent, offered.id, 'deny', { reason: 'not ours' })).status).toBe(404);
    // Head office sees it, filtered by agent branch, but only the agent's people decide.
    expect((await services(admin, `&branch_id=${myk}`)).map((service) => service.id)).toContain(offered.id);
    expect(await services(admin, `&branch_id=${ygn}`)).toEqual([]);
    expect((await decide(admin, offered.id, 'confirm')).status).toBe(404);
    expect((await decide(agent, 999_999_999, 'confirm')).status).toBe(404);
    const courier = await signIn(app, 'courier');
    expect((await app.request('GET', '/api/agent-service', { token: courier })).status).toBe(403);
  });

  it('offers a label redirected to an agent branch to it, from the redirecting branch', async () => {
    const mdyStaff = await signIn(app, (await createUser(app.db, { role: 'staff', branch: 'MDY' })).userName);
    const label = await book(staff, mdy);
    const step = async (token: string, action: string, extra: Record<string, unknown> = {}) => {
      const current = await app.request('GET', `/api/label/${label.id}`, { token });
      const expected = current.status === 200 ? current.body.data.status : 'pending';
      const response = await app.request('POST', `/api/label/${label.id}/status`, {
        token,
        body: { action, expected_status: expected, ...extra },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    };
    await step(staff, 'next');
    await step(staff, 'next');
    await step(mdyStaff, 'next');
    await step(mdyStaff, 'redirect', { branch_id: myk });
    const offered = (await serviceOf(agent, label.id))!;
    expect(offered).toMatchObject({ kind: 'deliver', sent_from_branch: { id: mdy } });
    await decide(agent, offered.id, 'deny', { reason: 'Road closed' });
    const [after] = await app.db.select().from(labels).where(eq(labels.id, label.id));
    expect(after).toMatchObject({ deliverBranchId: mdy, viaBranchId: null });
  });

  it.runIf(kind === 'postgres')('lets exactly one of two decisions at once win; the other is a 409', async () => {
    for (let round = 0; round < 5; round += 1) {
      const label = await book(staff, myk);
      const offered = (await serviceOf(agent, label.id))!;
      const answers = await Promise.all([
        decide(agent, offered.id, 'confirm'),
        decide(agent, offered.id, 'deny', { reason: 'Busy' }),
        decide(agent, offered.id, 'confirm'),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
      const posted = await app.db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.naturalKey, `agent-service:${offered.id}`));
      const winner = answers.find((answer) => answer.status === 200)!.body.data;
      expect(posted).toHaveLength(winner.state === 'confirm' ? 1 : 0);
    }
  });

  describe('settlement', () => {
    const today = () => yangonDay(app.clock.now());
    const statement = async (token: string, from = today(), to = today()) =>
      app.request('GET', `/api/agent/${myk}/statement?from=${from}&to=${to}`, { token });
    const issue = (token: string, key: string, body: unknown = { from: today(), to: today() }) =>
      app.request('POST', `/api/agent/${myk}/settlement`, { token, body, headers: { 'idempotency-key': key } });
    const reauth = (token: string) => app.request('POST', '/api/reauth', { token, body: { password: demoPassword } });

    it('settles the confirmed services exactly once: issue, approve with the password, pay; the books balance', async () => {
      const [accountant, manager, secondManager] = await Promise.all([
        signIn(app, 'accountant'),
        signIn(app, 'finance-manager'),
        signIn(app, 'finance-manager-2'),
      ]);
      const label = await book(staff, myk);
      await decide(agent, (await serviceOf(agent, label.id))!.id, 'confirm');
      const before = await statement(accountant);
      expect(before.status, JSON.stringify(before.body)).toBe(200);
      expect(before.body.totals.unsettled_amount).toBeGreaterThanOrEqual(defaultAgentFees.deliver);
      expect(before.body.services.map((service: Service) => service.label.id)).toContain(label.id);
      expect((await statement(staff)).status).toBe(403);
      expect((await statement(accountant, today(), '2000-01-01')).status).toBe(422);
      expect(
        (await app.request('GET', `/api/agent/${ygn}/statement?from=${today()}&to=${today()}`, { token: accountant }))
          .status,
      ).toBe(404);

      const key = unique('agent-settle-');
      const issued = await issue(accountant, key);
      expect(issued.status, JSON.stringify(issued.body)).toBe(201);
      expect(issued.body).toEqual({ id: expect.any(Number), amount: before.body.totals.unsettled_amount });
      const replay = await issue(accountant, key);
      expect(replay.status).toBe(201);
      expect(replay.body).toEqual(issued.body);
      const nothing = await issue(accountant, unique('agent-settle-'));
      expect(nothing.status).toBe(409);
      expect(nothing.body.message).toBe('No confirmed service of this period is left to settle.');
      expect((await issue(accountant, unique('agent-settle-'), { from: today() })).status).toBe(422);
      const settled = await statement(accountant);
      expect(settled.body.totals).toMatchObject({ unsettled_amount: 0, settled_amount: before.body.totals.amount });
      expect(settled.body.settlements[0]).toMatchObject({ id: issued.body.id, state: 'issued' });

      const id = issued.body.id as number;
      const approve = (token: string) => app.request('POST', `/api/agent-settlement/${id}/approve`, { token });
      const pay = (token: string) => app.request('POST', `/api/agent-settlement/${id}/pay`, { token });
      expect((await approve(accountant)).status).toBe(403);
      expect((await approve(manager)).status).toBe(401);
      await reauth(manager);
      expect((await pay(manager)).status).toBe(409);
      const approved = await approve(manager);
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect(approved.body.data).toMatchObject({ state: 'approved', approved_by: { name: expect.any(String) } });

      // The bank needs the money: a merchant's credit payment brings it in.
      const merchant = await createMerchant(app.db, { homeBranch: 'YGN' });
      const paidIn = await app.request('POST', `/api/credit/${merchant.id}/payments`, {
        token: accountant,
        headers: { 'idempotency-key': unique('credit-') },
        body: { amount: 100_000, bank_ref: unique('KBZ') },
      });
      expect(paidIn.status, JSON.stringify(paidIn.body)).toBe(201);
      await reauth(secondManager);
      const payable = await balanceOf(app.db, ledgerAccounts.agentPayable(myk));
      const [first, second] = await Promise.all([pay(secondManager), pay(secondManager)]);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(second.status).toBe(200);
      expect(first.body.data).toMatchObject({ state: 'paid', amount: issued.body.amount });
      expect(await balanceOf(app.db, ledgerAccounts.agentPayable(myk))).toBe(payable + issued.body.amount);
      const posted = await app.db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.naturalKey, `agent-settlement:${id}`));
      expect(posted).toHaveLength(1);
      expect((await approve(secondManager)).status).toBe(409);
      await assertBooksBalance(app.db);
    });

    it('shows an agent’s people their own statement only, and lets them issue nothing', async () => {
      const label = await book(staff, myk);
      await decide(agent, (await serviceOf(agent, label.id))!.id, 'confirm');
      const own = await statement(agent);
      expect(own.status, JSON.stringify(own.body)).toBe(200);
      expect(own.body.agent_branch).toMatchObject({ id: myk });
      expect(own.body.services.map((service: Service) => service.label.id)).toContain(label.id);
      expect(own.body.totals.unsettled_amount).toBeGreaterThanOrEqual(defaultAgentFees.deliver);
      expect(Array.isArray(own.body.settlements)).toBe(true);
      // Another agent's statement is a 404 to them; issuing is finance's (403).
      expect((await statement(otherAgent)).status).toBe(404);
      expect((await issue(agent, unique('agent-settle-'))).status).toBe(403);
      // The session says the branch is an agent's (the web's menu and screens follow the same rule).
      const account = await app.request('GET', '/api/active_account', { token: agent });
      expect(account.body.user.branch).toMatchObject({ id: myk, type: 'agent' });
    });

    it.runIf(kind === 'postgres')('puts a service in one settlement when two are issued at once', async () => {
      const accountant = await signIn(app, 'accountant');
      const label = await book(staff, myk);
      await decide(agent, (await serviceOf(agent, label.id))!.id, 'confirm');
      const answers = await Promise.all([
        issue(accountant, unique('agent-settle-')),
        issue(accountant, unique('agent-settle-')),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const after = await statement(accountant);
      expect(after.body.totals.unsettled_count).toBe(0);
    });
  });
});
