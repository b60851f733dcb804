import { randomUUID } from 'node:crypto';
import type { CallListTab, CallReason } from '@waypost/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callCases, callLogs, companies } from '../../db/schema/index.js';
import { branchIdOf, createUser } from '../../test/fixtures.js';
import { demoTownships, sampleLabel } from '../../test/sample-label.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';
import { postgresAvailable } from '../../test/test-databases.js';
import { openCallCase } from './call-cases.js';
import { syncCallCaseOfStatus } from './label-call-cases.js';

const hour = 3_600_000;

/** Helpers shared by the HTTP tests and the PostgreSQL concurrency test. */
function callListHelpers(getApp: () => TestApp) {
  const tokens: Record<string, string> = {};
  const tokenOf = async (userName: string) => (tokens[userName] ??= await signIn(getApp(), userName));

  /** A YGN → MDY label (or one the overrides name), booked by the YGN counter. */
  async function createLabel(overrides: Record<string, unknown> = {}) {
    const app = getApp();
    const response = await app.request('POST', '/api/label', {
      token: await tokenOf('staff'),
      body: sampleLabel(await branchIdOf(app.db, 'MDY'), {
        destination_township: demoTownships.chanayethazan,
        contact_phone_list: ['09795555555'],
        ...overrides,
      }),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data as { id: number; tracking_code: string; deliver_branch: { id: number } };
  }

  /** A label on the call list, as a failed delivery puts it there (the deliveries module opens it the same way). */
  async function labelOnList(reason: CallReason = 'failed_delivery', overrides: Record<string, unknown> = {}) {
    const app = getApp();
    const label = await createLabel(overrides);
    await openCallCase(app.db, {
      companyId: await companyIdOf(app),
      labelId: label.id,
      branchId: label.deliver_branch.id,
      reason,
      now: app.clock.now(),
    });
    const [row] = await app.db.select().from(callCases).where(eq(callCases.labelId, label.id));
    return { label, caseId: row!.id };
  }

  async function call(userName: string, labelId: number, body: Record<string, unknown>, idempotencyKey?: string) {
    return getApp().request('POST', `/api/call-list/${labelId}/calls`, {
      token: await tokenOf(userName),
      body,
      ...(idempotencyKey === undefined ? {} : { headers: { 'idempotency-key': idempotencyKey } }),
    });
  }

  /** The case's row on a tab as `userName` sees it (the whole tab, 100 a page), or undefined. */
  async function rowOnTab(userName: string, tab: CallListTab, caseId: number) {
    const token = await tokenOf(userName);
    for (let page = 1; ; page += 1) {
      const response = await getApp().request('GET', `/api/call-list?tab=${tab}&per_page=100&page=${page}`, { token });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const found = response.body.data.find((row: { id: number }) => row.id === caseId);
      if (found || page >= response.body.meta.last_page) return found;
    }
  }

  async function tabOf(userName: string, caseId: number) {
    for (const tab of ['pending', 'scheduled', 'complete'] as const) {
      if (await rowOnTab(userName, tab, caseId)) return tab;
    }
    return null;
  }

  return { tokenOf, createLabel, labelOnList, call, rowOnTab, tabOf };
}

async function companyIdOf(app: TestApp): Promise<number> {
  const [company] = await app.db.select({ id: companies.id }).from(companies).limit(1);
  return company!.id;
}

describe.each(databaseKinds)('call list on %s', (kind) => {
  const getApp = useTestApp(kind);
  const { tokenOf, createLabel, labelOnList, call, rowOnTab, tabOf } = callListHelpers(getApp);
  let app: TestApp;

  beforeAll(() => {
    app = getApp();
  });

  it('moves a case from pending to scheduled and back as calls are logged, and closes it on Call Complete', async () => {
    const { label, caseId } = await labelOnList();
    const fresh = await rowOnTab('cs', 'pending', caseId);
    expect(fresh).toMatchObject({
      reason: 'failed_delivery',
      state: 'open',
      label_id: label.id,
      tracking_code: label.tracking_code,
      receiver_name: 'Ma Hla',
      receiver_phone: '09791234567',
      sender_phone: '09421234567',
      status: 'pending',
      branch: { code: 'MDY' },
      call_count: 0,
      last_outcome: null,
      call_again_at: null,
    });

    const later = new Date(app.clock.now().getTime() + hour).toISOString();
    const first = await call('cs', label.id, {
      attempt: 'first',
      outcome: 'no_answer',
      phone: '+95 9 79 123 4567',
      remark: 'Rang twice',
      call_again_at: later,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({ state: 'open', call_count: 1, last_outcome: 'no_answer' });
    expect(first.body.data.call).toMatchObject({ attempt: 'first', phone: '09791234567', remark: 'Rang twice' });
    expect(await tabOf('cs', caseId)).toBe('scheduled');
    expect(await rowOnTab('cs', 'scheduled', caseId)).toMatchObject({ call_again_at: later });

    app.clock.advance(2 * hour);
    expect(await tabOf('cs', caseId)).toBe('pending');

    const second = await call('mdy-staff', label.id, { attempt: 'second', outcome: 'busy', phone: '09795555555' });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.data).toMatchObject({ state: 'open', call_count: 2, call_again_at: null });
    expect(await tabOf('cs', caseId)).toBe('pending');

    const done = await call('cs', label.id, { attempt: 'third', outcome: 'call_complete', phone: '09421234567' });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body.data).toMatchObject({ state: 'complete', call_count: 3, last_outcome: 'call_complete' });
    expect(done.body.data.closed_at).toEqual(expect.any(String));
    expect(await tabOf('cs', caseId)).toBe('complete');

    const detail = await app.request('GET', `/api/call-list/failed_delivery/detail/${caseId}`, {
      token: await tokenOf('cs'),
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data.phones).toEqual([
      { phone: '09791234567', kind: 'receiver' },
      { phone: '09795555555', kind: 'contact' },
      { phone: '09421234567', kind: 'sender' },
    ]);
    expect(detail.body.data.calls.map((row: { outcome: string }) => row.outcome)).toEqual([
      'no_answer',
      'busy',
      'call_complete',
    ]);
    expect(detail.body.data.calls[0]).toMatchObject({ call_again_at: later, caller: { name: expect.any(String) } });

    // A closed case takes no more calls.
    const again = await call('cs', label.id, { attempt: 'third', outcome: 'busy', phone: '09421234567' });
    expect(again.status).toBe(409);
  });

  it('orders the scheduled tab by the call-again time', async () => {
    const [late, soon] = [await labelOnList(), await labelOnList()];
    const at = (hours: number) => new Date(app.clock.now().getTime() + hours * hour).toISOString();
    const phone = '09791234567';
    expect(
      (await call('cs', late.label.id, { attempt: 'first', outcome: 'busy', phone, call_again_at: at(5) })).status,
    ).toBe(201);
    expect(
      (await call('cs', soon.label.id, { attempt: 'first', outcome: 'busy', phone, call_again_at: at(3) })).status,
    ).toBe(201);
    const response = await app.request('GET', '/api/call-list?tab=scheduled&per_page=100', {
      token: await tokenOf('cs'),
    });
    const ids = response.body.data.map((row: { id: number }) => row.id);
    expect(ids.indexOf(soon.caseId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(soon.caseId)).toBeLessThan(ids.indexOf(late.caseId));
  });

  it('refuses a phone that is not the label’s, a call-again time in the past or after a completed call', async () => {
    const { label, caseId } = await labelOnList();
    const stranger = await call('cs', label.id, { attempt: 'first', outcome: 'busy', phone: '09420000000' });
    expect(stranger.status).toBe(422);
    expect(stranger.body.errors.phone).toEqual(['Choose one of this parcel’s phone numbers.']);
    const past = new Date(app.clock.now().getTime() - 60_000).toISOString();
    const late = await call('cs', label.id, {
      attempt: 'first',
      outcome: 'no_answer',
      phone: '09791234567',
      call_again_at: past,
    });
    expect(late.status).toBe(422);
    expect(late.body.errors.call_again_at).toEqual(['The call-again time must be in the future.']);
    const complete = await call('cs', label.id, {
      attempt: 'first',
      outcome: 'call_complete',
      phone: '09791234567',
      call_again_at: new Date(app.clock.now().getTime() + hour).toISOString(),
    });
    expect(complete.status).toBe(422);
    expect(Object.keys(complete.body.errors)).toEqual(['call_again_at']);
    const bad = await call('cs', label.id, { attempt: 'fourth', outcome: 'maybe', phone: 'x' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['attempt', 'outcome', 'phone']);
    expect(await rowOnTab('cs', 'pending', caseId)).toMatchObject({ call_count: 0 });
  });

  it('keeps each branch to its own cases and refuses roles without the call log', async () => {
    const { label, caseId } = await labelOnList('receiver_unreachable');
    const detailUrl = `/api/call-list/receiver_unreachable/detail/${caseId}`;
    // The case is MDY's (where the parcel waits): YGN's counter neither lists, opens nor calls it.
    expect(await rowOnTab('mdy-staff', 'pending', caseId)).toBeDefined();
    expect(await rowOnTab('staff', 'pending', caseId)).toBeUndefined();
    expect((await app.request('GET', detailUrl, { token: await tokenOf('staff') })).status).toBe(404);
    const ygnCall = await call('staff', label.id, { attempt: 'first', outcome: 'busy', phone: '09791234567' });
    expect(ygnCall.status).toBe(404);
    expect((await app.request('GET', detailUrl, { token: await tokenOf('mdy-staff') })).status).toBe(200);
    // The detail's type is the case's reason.
    const wrongType = `/api/call-list/failed_delivery/detail/${caseId}`;
    expect((await app.request('GET', wrongType, { token: await tokenOf('cs') })).status).toBe(404);
    // A label never on the list is not found.
    const other = await createLabel();
    expect((await call('cs', other.id, { attempt: 'first', outcome: 'busy', phone: '09791234567' })).status).toBe(404);

    for (const userName of ['postman', 'courier', 'accountant']) {
      const token = await tokenOf(userName);
      expect((await app.request('GET', '/api/call-list', { token })).status).toBe(403);
      expect((await app.request('GET', detailUrl, { token })).status).toBe(403);
    }
    expect((await call('postman', label.id, { attempt: 'first', outcome: 'busy', phone: '09791234567' })).status).toBe(
      403,
    );
    const npt = await createUser(app.db, { role: 'staff', branch: 'NPT' });
    expect(await rowOnTab(npt.userName, 'pending', caseId)).toBeUndefined();
  });

  it('closes a label’s case when it is delivered, and the status machine opens and closes cases', async () => {
    const ygn = await branchIdOf(app.db, 'YGN');
    // A Yangon → Yangon label is direct: the YGN counter accepts it and hands it over to the receiver.
    const { label, caseId } = await labelOnList('failed_delivery', {
      deliver_branch_id: ygn,
      destination_township: demoTownships.pazundaung,
    });
    const token = await tokenOf('staff');
    const moved = await app.request('POST', `/api/label/${label.id}/status`, {
      token,
      body: { action: 'next', expected_status: 'pending' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await tabOf('cs', caseId)).toBe('pending');
    const delivered = await app.request('POST', `/api/label/${label.id}/status`, {
      token,
      body: { action: 'hand_over', expected_status: 'accept_from_origin_branch', receiver_name: 'Ma Hla' },
    });
    expect(delivered.body.data.status).toBe('delivered');
    expect(await tabOf('cs', caseId)).toBe('complete');

    // pending_return_confirm (no action of the machine writes it yet) opens a case; a return's end closes it.
    const waiting = await createLabel();
    const companyId = await companyIdOf(app);
    const sync = (status: 'pending_return_confirm' | 'sentback_to_customer' | 'accept_from_origin_branch') =>
      syncCallCaseOfStatus(app.db, {
        companyId,
        labelId: waiting.id,
        branchId: waiting.deliver_branch.id,
        status,
        now: app.clock.now(),
      });
    await sync('accept_from_origin_branch');
    expect(await app.db.select().from(callCases).where(eq(callCases.labelId, waiting.id))).toEqual([]);
    await sync('pending_return_confirm');
    await sync('pending_return_confirm');
    const [opened, ...none] = await app.db.select().from(callCases).where(eq(callCases.labelId, waiting.id));
    expect(none).toEqual([]);
    expect(opened).toMatchObject({ reason: 'pending_return_confirm', state: 'open' });
    await sync('sentback_to_customer');
    expect(await tabOf('cs', opened!.id)).toBe('complete');
  });
});

describe.each(databaseKinds)('a call with an Idempotency-Key on %s (a double click records one call)', (kind) => {
  const getApp = useTestApp(kind);
  const { labelOnList, call } = callListHelpers(getApp);
  const callsOf = async (caseId: number) =>
    (await getApp().db.select().from(callLogs).where(eq(callLogs.callCaseId, caseId))).length;
  const noAnswer = { attempt: 'first', outcome: 'no_answer', phone: '09791234567' };

  it('answers a retry with the same key as the first time, and records one call', async () => {
    const { label, caseId } = await labelOnList();
    const key = `call-${randomUUID()}`;
    const first = await call('cs', label.id, noAnswer, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await call('cs', label.id, noAnswer, key);
    expect([again.status, again.body]).toEqual([201, first.body]);
    expect(first.body.data.call_count).toBe(1);
    expect(await callsOf(caseId)).toBe(1);
  });

  it('records one call of two requests sent at once with one key', async () => {
    const { label, caseId } = await labelOnList();
    const key = `call-${randomUUID()}`;
    const answers = await Promise.all([call('cs', label.id, noAnswer, key), call('cs', label.id, noAnswer, key)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[1]!.body).toEqual(answers[0]!.body);
    expect(await callsOf(caseId)).toBe(1);
  });

  it('replays a Call Complete to its key even though the case is closed; the key with another call is a 409', async () => {
    const { label, caseId } = await labelOnList();
    const key = `call-${randomUUID()}`;
    const complete = { ...noAnswer, outcome: 'call_complete' };
    const first = await call('cs', label.id, complete, key);
    expect(first.status).toBe(201);
    expect((await call('cs', label.id, complete, key)).body).toEqual(first.body);
    const reused = await call('cs', label.id, { ...complete, outcome: 'busy' }, key);
    expect(reused.status).toBe(409);
    expect(reused.body).toEqual({ message: 'This Idempotency-Key was already used for a different request.' });
    expect(await callsOf(caseId)).toBe(1);
  });

  it('records every call sent without a key, as before', async () => {
    const { label, caseId } = await labelOnList();
    expect((await call('cs', label.id, noAnswer)).status).toBe(201);
    expect((await call('cs', label.id, noAnswer)).status).toBe(201);
    expect(await callsOf(caseId)).toBe(2);
  });
});

describe.runIf(postgresAvailable)('call list under concurrency on PostgreSQL', () => {
  const getApp = useTestApp('postgres');
  const { labelOnList, call, tokenOf } = callListHelpers(getApp);

  it('records two calls made at once on one case, and counts both', async () => {
    const { label, caseId } = await labelOnList();
    await tokenOf('cs');
    await tokenOf('mdy-staff');
    const answers = await Promise.all([
      call('cs', label.id, { attempt: 'first', outcome: 'no_answer', phone: '09791234567' }),
      call('mdy-staff', label.id, { attempt: 'first', outcome: 'busy', phone: '09421234567' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const detail = await getApp().request('GET', `/api/call-list/failed_delivery/detail/${caseId}`, {
      token: await tokenOf('cs'),
    });
    expect(detail.body.data.call_count).toBe(2);
    expect(detail.body.data.calls).toHaveLength(2);
  });

  it('lets one of two completing calls close the case; the other is told it is closed', async () => {
    const { label } = await labelOnList();
    const answers = await Promise.all(
      ['cs', 'mdy-staff'].map(async (userName) =>
        call(userName, label.id, { attempt: 'first', outcome: 'call_complete', phone: '09791234567' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });
});
