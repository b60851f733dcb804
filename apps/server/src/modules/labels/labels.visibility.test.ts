import { translate, type LabelStatus } from '@waypost/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { branches } from '../../db/schema/index.js';
import { branchIdOf, createUser, unique } from '../../test/fixtures.js';
import { sampleLabel } from '../../test/sample-label.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

type Step = { seq: number; status: LabelStatus; deletable: boolean };
type Detail = { id: number; status: LabelStatus; shipping_type: string; progress_group: string; transactions: Step[] };

/** Spec §4 "Visibility" and "Derivation", as each branch sees a label over HTTP. */
describe.each(databaseKinds)('label visibility and shipping type on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let mdy: number;
  let npt: number;
  let staff: string;
  let supervisor: string;
  let mdyStaff: string;
  let nptStaff: string;
  let admin: string;

  beforeAll(async () => {
    app = getApp();
    [mdy, npt] = await Promise.all([branchIdOf(app.db, 'MDY'), branchIdOf(app.db, 'NPT')]);
    const nptUser = await createUser(app.db, { role: 'staff', branch: 'NPT' });
    [staff, supervisor, mdyStaff, nptStaff, admin] = await Promise.all([
      signIn(app, 'staff'),
      signIn(app, 'supervisor'),
      signIn(app, 'mdy-staff'),
      signIn(app, nptUser.userName),
      signIn(app, 'admin'),
    ]);
  });

  async function create(token: string, deliverBranchId = mdy): Promise<Detail> {
    const response = await app.request('POST', '/api/label', { token, body: sampleLabel(deliverBranchId) });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data;
  }

  async function detail(token: string, id: number): Promise<Detail> {
    const response = await app.request('GET', `/api/label/${id}`, { token });
    expect(response.status).toBe(200);
    return response.body.data;
  }

  /** Acts with the status the acting user is shown, as its screen would. */
  async function step(token: string, id: number, action: string, extra: Record<string, unknown> = {}) {
    const shown = await detail(token, id);
    const response = await app.request('POST', `/api/label/${id}/status`, {
      token,
      body: { action, expected_status: shown.status, ...extra },
    });
    expect(response.status, `${action}: ${JSON.stringify(response.body)}`).toBe(200);
    return response.body.data as Detail;
  }

  const statuses = (label: Detail) => label.transactions.map((transaction) => transaction.status);

  /** A normal label from YGN to MDY, dispatched by YGN. */
  async function dispatched(): Promise<Detail> {
    const label = await create(staff);
    await step(staff, label.id, 'next');
    await step(staff, label.id, 'next');
    return label;
  }

  async function listRow(token: string, query: string, id: number) {
    const response = await app.request('GET', `/api/label?per_page=100&${query}`, { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return (response.body.data as { id: number; status: LabelStatus; progress_group: string }[]).find(
      (row) => row.id === id,
    );
  }

  it('shows MDY (receiver) no sender-only step after YGN dispatches, and the status it acts on', async () => {
    const label = await dispatched();
    const atMdy = await detail(mdyStaff, label.id);
    expect(statuses(atMdy)).toEqual(['send_to_destination_branch']);
    expect(atMdy.status).toBe('send_to_destination_branch');
    const inbox = await listRow(mdyStaff, 'side=receiver&tab=inbox', label.id);
    expect(inbox?.status).toBe('send_to_destination_branch');

    const atYgn = await detail(staff, label.id);
    expect(statuses(atYgn)).toEqual(['pending', 'accept_from_origin_branch', 'send_to_destination_branch']);
    expect((await step(mdyStaff, label.id, 'next')).status).toBe('arrived_to_destination_branch');
  });

  it("shows YGN (sender) none of MDY's delivery steps, but the outcome; head office sees every step", async () => {
    const label = await dispatched();
    // Arrived, then handed over to the receiver at MDY's counter.
    await step(mdyStaff, label.id, 'next');
    await step(mdyStaff, label.id, 'hand_over', { receiver_name: 'Ma Hla' });

    const atYgn = await detail(supervisor, label.id);
    expect(statuses(atYgn)).toEqual(['pending', 'accept_from_origin_branch', 'send_to_destination_branch']);
    expect(atYgn).toMatchObject({ status: 'send_to_destination_branch', progress_group: 'delivered' });
    expect(await listRow(staff, `side=sender&tab=sent`, label.id)).toMatchObject({
      status: 'send_to_destination_branch',
      progress_group: 'delivered',
    });

    const atMdy = await detail(mdyStaff, label.id);
    expect(statuses(atMdy)).toEqual(['send_to_destination_branch', 'arrived_to_destination_branch', 'delivered']);
    expect(await listRow(mdyStaff, 'side=receiver&tab=delivered', label.id)).toMatchObject({ status: 'delivered' });

    const atHeadOffice = await detail(admin, label.id);
    expect(atHeadOffice.transactions.map((transaction) => transaction.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(atHeadOffice.status).toBe('delivered');
    expect(await listRow(admin, `tab=search&tracking_code=${await codeOf(label.id)}`, label.id)).toMatchObject({
      status: 'delivered',
    });
  });

  async function codeOf(id: number): Promise<string> {
    const response = await app.request('GET', `/api/label/${id}`, { token: admin });
    return response.body.data.tracking_code as string;
  }

  it('marks deletable only the label’s newest step, not the newest one a side is shown', async () => {
    const label = await dispatched();
    const deletable = async (token: string) =>
      (await detail(token, label.id)).transactions
        .filter((transaction) => transaction.deletable)
        .map((transaction) => transaction.status);
    expect(await deletable(supervisor)).toEqual(['send_to_destination_branch']);
    await step(mdyStaff, label.id, 'next');
    expect(await deletable(supervisor)).toEqual([]);
  });

  it('answers several labels in one request in the order asked, another branch’s listed as missing', async () => {
    const [toMdy, toNpt, alsoToMdy] = [await create(staff), await create(staff, npt), await create(staff)];
    const ids = [alsoToMdy.id, toNpt.id, toMdy.id];
    const batch = async (token: string, query: string) => app.request('GET', `/api/label/batch?${query}`, { token });

    const atYgn = await batch(staff, `ids=${ids.join(',')},${toMdy.id}`);
    expect(atYgn.status, JSON.stringify(atYgn.body)).toBe(200);
    expect(atYgn.body.data.map((label: Detail) => label.id)).toEqual(ids);
    expect(atYgn.body.data[0]).toEqual(await detail(staff, alsoToMdy.id));
    expect(atYgn.body.missing).toEqual([]);

    // MDY is a side of two of them; the label to NPT is none of its business, as an unknown id is.
    const atMdy = await batch(mdyStaff, `ids=${ids.join(',')},999999999`);
    expect(atMdy.body.data.map((label: Detail) => label.id)).toEqual([alsoToMdy.id, toMdy.id]);
    expect(atMdy.body.data[1]).toEqual(await detail(mdyStaff, toMdy.id));
    expect(atMdy.body.missing).toEqual([toNpt.id, 999999999]);
    expect((await batch(admin, `ids=${toNpt.id}`)).body.data[0].id).toBe(toNpt.id);

    expect((await batch(staff, 'ids=')).status).toBe(422);
    expect((await batch(staff, 'ids=1,abc')).status).toBe(422);
    const tooMany = Array.from({ length: 501 }, (_, index) => index + 1).join(',');
    expect((await batch(staff, `ids=${tooMany}`)).status).toBe(422);
  });

  it('never names a step the actor cannot see, and checks the status it was shown', async () => {
    const label = await dispatched();
    await step(mdyStaff, label.id, 'next');
    const post = (expected: LabelStatus) =>
      app.request('POST', `/api/label/${label.id}/status`, {
        token: staff,
        body: { action: 'next', expected_status: expected },
      });
    // YGN's screen is up to date (it still shows the dispatch): it is told it may not act, not that it is stale.
    const refused = await post('send_to_destination_branch');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(translate('en', 'error.labelActionNotAllowed', { action: 'next' }));
    // An older screen is stale, and is told the status YGN is shown — not MDY's arrival.
    const stale = await post('accept_from_origin_branch');
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain(translate('en', 'labelStatus.send_to_destination_branch'));
    expect(stale.body.message).not.toContain(translate('en', 'labelStatus.arrived_to_destination_branch'));
  });

  it('shows the return at the origin to the sender only; public tracking shows both ends', async () => {
    const label = await dispatched();
    await step(mdyStaff, label.id, 'next');
    await step(mdyStaff, label.id, 'next');
    expect((await step(mdyStaff, label.id, 'return')).shipping_type).toBe('return');
    await step(mdyStaff, label.id, 'next');
    await step(mdyStaff, label.id, 'next');
    for (let index = 0; index < 3; index += 1) await step(staff, label.id, 'next');
    await step(staff, label.id, 'return_confirm');

    const originSteps: LabelStatus[] = [
      'arrived_to_origin_branch',
      'sendback_to_origin_address',
      'sentback_to_customer',
      'return_confirmed',
    ];
    const atMdy = await detail(mdyStaff, label.id);
    expect(statuses(atMdy)).toEqual([
      'send_to_destination_branch',
      'arrived_to_destination_branch',
      'send_to_destination_address',
      'sendback_to_destination_branch',
      'arrived_to_destination_branch',
      'sendback_to_origin_branch',
    ]);
    expect(atMdy.status).toBe('sendback_to_origin_branch');
    const code = await codeOf(label.id);
    expect(await listRow(mdyStaff, `tab=search&tracking_code=${code}`, label.id)).toMatchObject({
      status: 'sendback_to_origin_branch',
      progress_group: 'returned',
    });

    const atYgn = await detail(staff, label.id);
    expect(statuses(atYgn)).toEqual([
      'pending',
      'accept_from_origin_branch',
      'send_to_destination_branch',
      'sendback_to_destination_branch',
      'arrived_to_destination_branch',
      'sendback_to_origin_branch',
      ...originSteps,
    ]);
    expect(atYgn.status).toBe('return_confirmed');
    expect((await detail(admin, label.id)).transactions).toHaveLength(12);

    const tracked = await app.request('GET', `/api/track/${code}`);
    const trackedSteps = (tracked.body.data.history as { status: LabelStatus }[]).map((entry) => entry.status);
    expect(trackedSteps).toEqual(expect.arrayContaining(['pending', 'send_to_destination_address', ...originSteps]));
    expect(tracked.body.data.status).toBe('return_confirmed');
  });

  it('shows the forward branch the forward steps and the hand-over, not either end’s own leg', async () => {
    const label = await create(staff);
    await step(staff, label.id, 'next');
    await step(staff, label.id, 'forward', { branch_id: npt });
    await step(nptStaff, label.id, 'next');
    await step(nptStaff, label.id, 'next');
    await step(nptStaff, label.id, 'next');
    // Arrived, then handed over to the receiver at MDY's counter.
    await step(mdyStaff, label.id, 'next');
    await step(mdyStaff, label.id, 'hand_over', { receiver_name: 'Ma Hla' });
    const atNpt = await detail(nptStaff, label.id);
    expect(statuses(atNpt)).toEqual([
      'send_to_forward_branch',
      'arrived_to_forward_branch',
      'send_from_forward_branch',
      'send_to_destination_branch',
    ]);
    expect(atNpt.status).toBe('send_to_destination_branch');
    expect(statuses(await detail(staff, label.id))).toContain('send_from_forward_branch');
    expect(statuses(await detail(mdyStaff, label.id))).toContain('arrived_to_forward_branch');
  });

  describe('shipping type: direct is decided by the creating user (spec §4)', () => {
    it('is direct when the creator manages the delivery branch, and either end may move it', async () => {
      const both = await createUser(app.db, { role: 'staff', branch: 'YGN', jointed: ['YGN', 'MDY'] });
      const label = await create(await signIn(app, both.userName));
      expect(label.shipping_type).toBe('direct');
      await step(staff, label.id, 'next');
      const out = await step(mdyStaff, label.id, 'next');
      expect(out).toMatchObject({ status: 'send_to_destination_address', shipping_type: 'direct' });
      // Direct: both ends see every step.
      expect(statuses(await detail(staff, label.id))).toEqual(statuses(await detail(mdyStaff, label.id)));
    });

    it('is direct when the creator works in the delivery branch’s town', async () => {
      const [ygn] = await app.db.select().from(branches).where(eq(branches.code, 'YGN'));
      const [sameTown] = await app.db
        .insert(branches)
        .values({
          companyId: ygn!.companyId,
          code: unique('YG').toUpperCase(),
          nameEn: 'Yangon West',
          nameMm: 'ရန်ကုန် အနောက်',
          type: ygn!.type,
          town: ygn!.town,
          townshipId: ygn!.townshipId,
          regionId: ygn!.regionId,
        })
        .returning({ id: branches.id });
      expect((await create(staff, sameTown!.id)).shipping_type).toBe('direct');
    });

    it('is not changed by who acts later: the destination and a manager of both stay normal', async () => {
      const label = await create(staff);
      expect(label.shipping_type).toBe('normal');
      // The owner works for YGN, MDY and NPT: acting on the label does not make it direct.
      const owner = await signIn(app, 'owner');
      expect((await step(owner, label.id, 'next')).shipping_type).toBe('normal');
      await step(staff, label.id, 'next');
      expect((await step(mdyStaff, label.id, 'next')).shipping_type).toBe('normal');
    });
  });
});
