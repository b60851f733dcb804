import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callCases, deliveryAttempts, labelTransactions } from '../../db/schema/index.js';
import { deliveryBranch, deliveryFlow, type DeliveryBranch } from '../../test/delivery-flow.js';
import { createUser } from '../../test/fixtures.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

describe.each(databaseKinds)('delivery runs on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let branch: DeliveryBranch;
  let flow: ReturnType<typeof deliveryFlow>;

  beforeAll(async () => {
    app = getApp();
    branch = await deliveryBranch(app);
    flow = deliveryFlow(app, branch);
  });

  it('sends labels out with a courier: each out for delivery through the status machine, on the run sheet', async () => {
    const [first, second] = [await flow.ready(), await flow.ready()];
    const created = await flow.createRun([second!.id, first!.id]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      branch: { id: branch.id, code: branch.code },
      courier: { id: branch.courier.id },
      tally: { out: 2, delivered: 0, failed: 0, withdrawn: 0 },
      cod_total: 0,
    });
    expect(created.body.labels.map((label: { label_id: number }) => label.label_id)).toEqual([first!.id, second!.id]);
    expect(created.body.labels[0]).toMatchObject({
      tracking_code: first!.tracking_code,
      status: 'send_to_destination_address',
      outcome: 'out',
      receiver_name: 'Ma Hla',
      receiver_phone: '09791234567',
      township: { id: 'MMR013016' },
    });
    expect(await flow.status(first!.id)).toBe('send_to_destination_address');
    // In step order: PostgreSQL returns rows in no promised order without one.
    const steps = await app.db
      .select()
      .from(labelTransactions)
      .where(eq(labelTransactions.labelId, first!.id))
      .orderBy(labelTransactions.seq);
    expect(steps.map((row) => row.status)).toEqual([
      'pending',
      'accept_from_origin_branch',
      'send_to_destination_address',
    ]);

    // The desk lists and opens it; the courier opens his own run; another courier is told there is none.
    const list = await app.request('GET', `/api/delivery-run?courier_id=${branch.courier.id}`, { token: branch.clerk });
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({ id: created.body.id, tally: { out: 2 } });
    const sheet = await app.request('GET', `/api/delivery-run/${created.body.id}`, { token: branch.courier.token });
    expect(sheet.status).toBe(200);
    expect(sheet.body.labels).toHaveLength(2);
    const other = await app.request('GET', `/api/delivery-run/${created.body.id}`, {
      token: branch.otherCourier.token,
    });
    expect(other.status).toBe(404);
  });

  it('refuses the whole run when one label may not go out (422 naming it) and writes nothing', async () => {
    const ready = await flow.ready();
    const notAccepted = await flow.book();
    const refused = await flow.createRun([ready.id, notAccepted.id]);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'label_ids.1': ['This parcel is not waiting at your branch to go out for delivery.'],
    });
    expect(await flow.status(ready.id)).toBe('accept_from_origin_branch');
    expect(await app.db.select().from(deliveryAttempts).where(eq(deliveryAttempts.labelId, ready.id))).toEqual([]);
  });

  it('refuses another branch’s label, a courier of another branch, a label already out, and other roles', async () => {
    const elsewhere = await deliveryBranch(app);
    const theirs = await deliveryFlow(app, elsewhere).ready();
    const ours = await flow.ready();
    const foreign = await flow.createRun([ours.id, theirs.id]);
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors)).toEqual(['label_ids.1']);

    const wrongCourier = await flow.createRun([ours.id], elsewhere.courier.id);
    expect(wrongCourier.status).toBe(422);
    expect(wrongCourier.body.errors.courier_id).toEqual(['Choose an active courier of your branch.']);
    const notACourier = await createUser(app.db, { role: 'staff', branch: branch.code });
    expect((await flow.createRun([ours.id], notACourier.id)).status).toBe(422);

    expect((await flow.createRun([ours.id])).status).toBe(201);
    const again = await flow.createRun([ours.id], branch.otherCourier.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This parcel is already out for delivery on another run.');

    const another = await flow.ready();
    expect((await flow.createRun([another.id], branch.courier.id, branch.courier.token)).status).toBe(403);
    const accountant = await signIn(app, 'accountant');
    expect((await flow.createRun([another.id], branch.courier.id, accountant)).status).toBe(403);
  });

  it('lists the labels ready to go out, found by tracking code or phone, never those out or not accepted', async () => {
    const ready = await flow.ready({ destination_phone: '09795550001' });
    const pending = await flow.book();
    const ids = async (query = '') => {
      const response = await app.request('GET', `/api/delivery-run/ready?per_page=100${query}`, {
        token: branch.clerk,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.map((label: { label_id: number }) => label.label_id) as number[];
    };
    expect(await ids()).toContain(ready.id);
    expect(await ids()).not.toContain(pending.id);
    expect(await ids(`&search=${ready.tracking_code}`)).toEqual([ready.id]);
    expect(await ids('&search=5550001')).toEqual([ready.id]);
    await flow.createRun([ready.id]);
    expect(await ids()).not.toContain(ready.id);
    expect((await app.request('GET', '/api/delivery-run/ready', { token: branch.courier.token })).status).toBe(403);
  });

  it('shows the courier only his own labels: out, finished today, and his cash', async () => {
    const [mine, theirs] = [await flow.ready(), await flow.ready()];
    await flow.createRun([mine.id]);
    await flow.createRun([theirs.id], branch.otherCourier.id);
    const response = await app.request('GET', '/api/delivery-run/mine', { token: branch.courier.token });
    expect(response.status).toBe(200);
    const out = response.body.out.map((label: { label_id: number }) => label.label_id);
    expect(out).toContain(mine.id);
    expect(out).not.toContain(theirs.id);
    expect(response.body.cash_in_hand).toBe(0);
    expect((await app.request('GET', '/api/delivery-run/mine', { token: branch.clerk })).status).toBe(403);

    const failed = await flow.fail(mine.id, 'refused');
    expect(failed.status).toBe(200);
    const after = await app.request('GET', '/api/delivery-run/mine', { token: branch.courier.token });
    expect(after.body.out.map((label: { label_id: number }) => label.label_id)).not.toContain(mine.id);
    expect(after.body.finished_today[0]).toMatchObject({
      label_id: mine.id,
      outcome: 'failed',
      failure_reason: 'refused',
    });
  });

  it('puts a failed label back at the branch and on the call list; a retry changes nothing; it can go out again', async () => {
    const label = await flow.ready();
    const run = await flow.createRun([label.id]);
    expect((await flow.fail(label.id, 'no_answer', branch.otherCourier.token)).status).toBe(404);
    const failed = await flow.fail(label.id, 'no_answer');
    expect(failed.status, JSON.stringify(failed.body)).toBe(200);
    expect(failed.body.data).toMatchObject({
      label_id: label.id,
      outcome: 'failed',
      status: 'accept_from_origin_branch',
    });
    expect(await flow.status(label.id)).toBe('accept_from_origin_branch');
    const cases = await app.db.select().from(callCases).where(eq(callCases.labelId, label.id));
    expect(cases).toMatchObject([{ reason: 'receiver_unreachable', state: 'open', branchId: branch.id }]);

    const retried = await flow.fail(label.id, 'no_answer');
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual(failed.body);
    const steps = await app.db.select().from(labelTransactions).where(eq(labelTransactions.labelId, label.id));
    expect(steps.filter((step) => !step.viewable)).toHaveLength(1);

    const again = await flow.createRun([label.id], branch.otherCourier.id);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.id).not.toBe(run.body.id);

    // A wrong address opens a failed-delivery case, whose detail shows the caller what the courier reported.
    const wrong = await app.request('POST', `/api/label/${label.id}/delivery-failed`, {
      token: branch.otherCourier.token,
      body: { reason: 'wrong_address', note: 'No house 12 on this street; shop owner says try 21' },
    });
    expect(wrong.status).toBe(200);
    const open = await app.db.select().from(callCases).where(eq(callCases.labelId, label.id));
    const wrongCase = open.find((row) => row.state === 'open')!;
    const caseDetail = await app.request('GET', `/api/call-list/${wrongCase.reason}/detail/${wrongCase.id}`, {
      token: branch.clerk,
    });
    expect(caseDetail.status, JSON.stringify(caseDetail.body)).toBe(200);
    expect(caseDetail.body.data.last_failed_delivery).toEqual({
      courier: { id: branch.otherCourier.id, name: expect.any(String) },
      failure_reason: 'wrong_address',
      note: 'No house 12 on this street; shop owner says try 21',
      finished_at: expect.any(String),
    });
    const history = await app.request('GET', `/api/label/${label.id}/deliveries`, { token: branch.clerk });
    expect(history.status).toBe(200);
    expect(history.body.data.map((attempt: { failure_reason: string }) => attempt.failure_reason)).toEqual([
      'no_answer',
      'wrong_address',
    ]);
  });

  it('lets the desk take a label back off a run, without a call', async () => {
    const label = await flow.ready();
    const run = await flow.createRun([label.id]);
    const url = `/api/delivery-run/${run.body.id}/labels/${label.id}/withdraw`;
    expect((await app.request('POST', url, { token: branch.courier.token })).status).toBe(403);
    const withdrawn = await app.request('POST', url, { token: branch.clerk });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body.data).toMatchObject({ outcome: 'withdrawn', status: 'accept_from_origin_branch' });
    expect(await app.db.select().from(callCases).where(eq(callCases.labelId, label.id))).toEqual([]);
    expect((await flow.createRun([label.id])).status).toBe(201);

    // Sent back at the counter meanwhile (the receiver refused it there): the label only leaves the run, as it is.
    const atCounter = await flow.ready();
    const counterRun = await flow.createRun([atCounter.id]);
    await flow.step(atCounter.id, 'return');
    const off = await app.request('POST', `/api/delivery-run/${counterRun.body.id}/labels/${atCounter.id}/withdraw`, {
      token: branch.clerk,
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data).toMatchObject({ outcome: 'withdrawn', status: 'sendback_to_origin_branch' });
  });
});
