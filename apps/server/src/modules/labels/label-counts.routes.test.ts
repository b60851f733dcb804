import { acceptTabs, deliverTabs, type LabelStatus } from '@waypost/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { branches } from '../../db/schema/index.js';
import { branchIdOf, createUser, unique } from '../../test/fixtures.js';
import { sampleLabel } from '../../test/sample-label.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

type Side = 'sender' | 'receiver';
type Counts = Record<Side, Record<string, { total: number; total_capped: boolean }>>;

const tabsOf = { sender: acceptTabs, receiver: deliverTabs } as const;

/** GET /api/label/count: the tab counters of the label lists (spec §4 "Tabs": counters keyed by tab name). */
describe.each(databaseKinds)('label tab counts on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let mdy: number;
  let east: { id: number; code: string };
  let west: { id: number; code: string };
  let eastStaff: string;
  let westStaff: string;

  /** A branch of its own, in a town of its own: no other test's labels are at it, so its counts are exact. */
  async function freshBranch(): Promise<{ id: number; code: string }> {
    const [npt] = await app.db.select().from(branches).where(eq(branches.code, 'NPT'));
    const code = unique('CT').toUpperCase().replace('-', '').slice(0, 10);
    const [row] = await app.db
      .insert(branches)
      .values({
        companyId: npt!.companyId,
        code,
        nameEn: `Counter ${code}`,
        nameMm: `ကောင်တာ ${code}`,
        type: npt!.type,
        town: `Town ${code}`,
        townshipId: npt!.townshipId,
        regionId: npt!.regionId,
      })
      .returning({ id: branches.id });
    return { id: row!.id, code };
  }

  async function create(token: string, deliverBranchId: number): Promise<number> {
    const response = await app.request('POST', '/api/label', { token, body: sampleLabel(deliverBranchId) });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data.id as number;
  }

  /** One step on, from the status this user is shown (as their screen acts). */
  async function next(token: string, id: number, expected: LabelStatus): Promise<void> {
    const shown = await app.request('GET', `/api/label/${id}`, { token });
    const response = await app.request('POST', `/api/label/${id}/status`, {
      token,
      body: { action: 'next', expected_status: shown.body.data.status },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.status).toBe(expected);
  }

  async function countsOf(token: string): Promise<Counts> {
    const response = await app.request('GET', '/api/label/count', { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data as Counts;
  }

  /** What the list of each tab says its total is: what a counter must show. */
  async function listTotalsOf(token: string): Promise<Counts> {
    const totals: Counts = { sender: {}, receiver: {} };
    for (const side of ['sender', 'receiver'] as const) {
      for (const tab of tabsOf[side]) {
        const response = await app.request('GET', `/api/label?side=${side}&tab=${tab}&per_page=1`, { token });
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        totals[side][tab] = { total: response.body.meta.total, total_capped: response.body.meta.total_capped };
      }
    }
    return totals;
  }

  /** Every tab at 0 except those given. */
  function only(side: Side, nonZero: Record<string, number>) {
    return Object.fromEntries(
      tabsOf[side].map((tab) => [tab, { total: nonZero[tab] ?? 0, total_capped: false }]),
    ) as Counts[Side];
  }

  beforeAll(async () => {
    app = getApp();
    mdy = await branchIdOf(app.db, 'MDY');
    [east, west] = await Promise.all([freshBranch(), freshBranch()]);
    const [eastUser, westUser] = await Promise.all([
      createUser(app.db, { role: 'staff', branch: east.code }),
      createUser(app.db, { role: 'staff', branch: west.code }),
    ]);
    [eastStaff, westStaff] = await Promise.all([signIn(app, eastUser.userName), signIn(app, westUser.userName)]);

    // East books five labels and moves them along; West books one and receives two of East's.
    await create(eastStaff, west.id); // pending
    await create(eastStaff, mdy); // pending, to another branch
    await next(eastStaff, await create(eastStaff, west.id), 'accept_from_origin_branch');
    const dispatched = await create(eastStaff, west.id);
    const arrived = await create(eastStaff, west.id);
    for (const id of [dispatched, arrived]) {
      await next(eastStaff, id, 'accept_from_origin_branch');
      await next(eastStaff, id, 'send_to_destination_branch');
    }
    await next(westStaff, arrived, 'arrived_to_destination_branch');
    await create(westStaff, east.id); // pending at West
  });

  it('counts every tab of both sides exactly as the tab’s list counts its total', async () => {
    for (const token of [eastStaff, westStaff]) {
      expect(await countsOf(token)).toEqual(await listTotalsOf(token));
    }
  });

  it('counts only the labels of the user’s own branch, each in its tab', async () => {
    expect(await countsOf(eastStaff)).toEqual({
      sender: only('sender', { inbox: 2, pending: 1, ongoing: 2 }),
      // West has not sent East anything yet (its label is still at West's counter).
      receiver: only('receiver', {}),
    });
    // East's five labels are not West's to send, and the one to MDY is nothing of West's at all.
    expect(await countsOf(westStaff)).toEqual({
      sender: only('sender', { inbox: 1 }),
      receiver: only('receiver', { inbox: 1, pending: 1 }),
    });
  });

  it('moves a label from one tab’s count to the next as its status changes', async () => {
    const before = await countsOf(westStaff);
    const id = await create(westStaff, east.id);
    const booked = await countsOf(westStaff);
    expect(booked.sender.inbox!.total).toBe(before.sender.inbox!.total + 1);
    await next(westStaff, id, 'accept_from_origin_branch');
    const accepted = await countsOf(westStaff);
    expect(accepted.sender.inbox!.total).toBe(before.sender.inbox!.total);
    expect(accepted.sender.pending!.total).toBe(before.sender.pending!.total + 1);
  });

  it('declares the list’s permission, asks for a sign-in, and refuses a user with no branch as the list does', async () => {
    const route = app.routes.find((candidate) => candidate.method === 'GET' && candidate.url === '/api/label/count');
    expect(route?.access).toEqual({ permission: 'label.view' });
    expect((await app.request('GET', '/api/label/count')).status).toBe(401);
    // A customer-service user with neither a branch nor head office's reach.
    const cs = await signIn(app, (await createUser(app.db, { role: 'customer-service' })).userName);
    const counts = await app.request('GET', '/api/label/count', { token: cs });
    const list = await app.request('GET', '/api/label?side=sender&tab=inbox', { token: cs });
    expect(list.status).toBe(403);
    expect(counts.status).toBe(403);
    expect(counts.body.message).toBe(list.body.message);
  });

  it('counts for head office over every branch, in the same shape', async () => {
    const admin = await signIn(app, 'admin');
    const counts = await countsOf(admin);
    expect(Object.keys(counts.sender)).toEqual([...acceptTabs]);
    expect(Object.keys(counts.receiver)).toEqual([...deliverTabs]);
    // East's two booked labels are among the company's.
    expect(counts.sender.inbox!.total).toBeGreaterThanOrEqual(2);
  });
});
