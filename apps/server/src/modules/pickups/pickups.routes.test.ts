import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, pickupRequests } from '../../db/schema/index.js';
import { branchIdOf, createUser } from '../../test/fixtures.js';
import { act, createPickup, expectStatus, newPostman, samplePickup } from '../../test/pickup-flow.js';
import { sampleLabel } from '../../test/sample-label.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

describe.each(databaseKinds)('pickup requests on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let supervisor: string;
  let staff: string;
  const tokens: Record<string, string> = {};
  const as = async (userName: string) => (tokens[userName] ??= await signIn(app, userName));

  beforeAll(async () => {
    app = getApp();
    supervisor = await as('supervisor');
    staff = await as('staff');
  });

  const detail = (token: string, id: number) => app.request('GET', `/api/pickup-request/${id}`, { token });
  const labelAt = async (userName: string, deliverBranch: string) => {
    const response = await expectStatus(
      app.request('POST', '/api/label', {
        token: await as(userName),
        body: sampleLabel(await branchIdOf(app.db, deliverBranch)),
      }),
      201,
    );
    return response.body.data as { id: number; tracking_code: string };
  };

  describe('create', () => {
    it('creates an unassigned pickup at the creator’s branch, with its log and audit rows', async () => {
      const created = await expectStatus(
        app.request('POST', '/api/pickup-request', { token: staff, body: samplePickup({ weight: '1,5' }) }),
        201,
      );
      expect(created.body).toEqual({ id: expect.any(Number), status: 'unassigned' });
      const id = created.body.id as number;
      const shown = await expectStatus(detail(supervisor, id), 200);
      expect(shown.body).toMatchObject({
        branch_id: await branchIdOf(app.db, 'YGN'),
        status: 'unassigned',
        postman: null,
        weight: 1.5,
        counts: 3,
        vehicle: 'motor_bike',
        township: { id: 'MMR013016', name_en: expect.any(String), name_mm: expect.any(String) },
        time_request: { from: '2026-11-25T02:30:00.000Z', to: '2026-11-25T05:30:00.000Z' },
        version: 1,
        labels: [],
        actions: ['assign', 'fail'],
      });
      expect(shown.body.logs).toEqual([
        expect.objectContaining({ state: 'unassigned', actor: { id: expect.any(Number), name: expect.any(String) } }),
      ]);
      const audit = await app.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'pickup_request'), eq(auditLog.entityId, String(id))))
        .orderBy(asc(auditLog.id));
      expect(audit.map((row) => row.action)).toEqual(['pickup-request.create']);
    });

    it('refuses bad input with field errors (422)', async () => {
      const bad = await expectStatus(
        app.request('POST', '/api/pickup-request', {
          token: staff,
          body: samplePickup({
            vehicle: 'truck',
            counts: 0,
            time_request: { from: '2026-11-25T12:00:00+06:30', to: '2026-11-25T09:00:00+06:30' },
          }),
        }),
        422,
      );
      expect(Object.keys(bad.body.errors).sort()).toEqual(['counts', 'time_request.to', 'vehicle']);
      const places = await expectStatus(
        app.request('POST', '/api/pickup-request', {
          token: staff,
          body: samplePickup({ township_id: 'MM-06', merchant_id: 2_000_000_000 }),
        }),
        422,
      );
      expect(places.body.errors).toEqual({ township_id: ['Please choose one.'], merchant_id: ['Please choose one.'] });
    });

    it('refuses a role without the permission, and head office without a branch (403)', async () => {
      await expectStatus(
        app.request('POST', '/api/pickup-request', { token: await as('cs'), body: samplePickup() }),
        403,
      );
      await expectStatus(
        app.request('POST', '/api/pickup-request', { token: await as('admin'), body: samplePickup() }),
        403,
      );
      await expectStatus(
        app.request('POST', '/api/pickup-request', { token: await as('postman'), body: samplePickup() }),
        403,
      );
    });
  });

  describe('Idempotency-Key (a double click makes one pickup)', () => {
    const create = (body: unknown, key?: string) =>
      app.request('POST', '/api/pickup-request', {
        token: staff,
        body,
        ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
      });
    /** A pickup body of its own, told apart from every other test's by the sender's name. */
    const uniquePickup = () => {
      const name = `Ko Idem ${randomUUID().slice(0, 8)}`;
      return { name, body: samplePickup({ name }) };
    };
    const rowsNamed = async (name: string) =>
      (await app.db.select({ id: pickupRequests.id }).from(pickupRequests).where(eq(pickupRequests.name, name))).length;

    it('answers a retry with the same key as the first time, and makes one pickup', async () => {
      const { name, body } = uniquePickup();
      const key = `pickup-${randomUUID()}`;
      const first = await expectStatus(create(body, key), 201);
      const again = await create(body, key);
      expect([again.status, again.body]).toEqual([201, first.body]);
      expect(await rowsNamed(name)).toBe(1);
    });

    it('makes one pickup of two requests sent at once with one key', async () => {
      const { name, body } = uniquePickup();
      const key = `pickup-${randomUUID()}`;
      const answers = await Promise.all([create(body, key), create(body, key)]);
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      expect(answers[1]!.body).toEqual(answers[0]!.body);
      expect(await rowsNamed(name)).toBe(1);
    });

    it('refuses the key with another body (409), and without a key each request makes its pickup', async () => {
      const { name, body } = uniquePickup();
      const key = `pickup-${randomUUID()}`;
      await expectStatus(create(body, key), 201);
      const reused = await expectStatus(create({ ...body, counts: 4 }, key), 409);
      expect(reused.body).toEqual({ message: 'This Idempotency-Key was already used for a different request.' });
      await expectStatus(create(body), 201);
      await expectStatus(create(body), 201);
      expect(await rowsNamed(name)).toBe(3);
    });
  });

  it('assign → accept → complete with its labels, each step logged; wrong state is 409', async () => {
    const postman = await newPostman(app);
    const id = await createPickup(app, staff);
    const assigned = await expectStatus(act(app, supervisor, id, 'assign', { postman_id: postman.id }), 200);
    expect(assigned.body).toMatchObject({ status: 'pending', postman: { id: postman.id }, version: 2 });
    expect((await expectStatus(detail(postman.token, id), 200)).body.actions).toEqual(['accept', 'deny', 'fail']);
    await expectStatus(act(app, postman.token, id, 'complete', { accept_counts: 1, label_ids: [] }), 409);
    await expectStatus(act(app, postman.token, id, 'accept'), 200);
    await expectStatus(act(app, postman.token, id, 'accept'), 409);
    await expectStatus(act(app, supervisor, id, 'assign', { postman_id: postman.id }), 409);

    const first = await labelAt('staff', 'MDY');
    const second = await labelAt('staff', 'MDY');
    const done = await expectStatus(
      act(app, postman.token, id, 'complete', { accept_counts: 2, label_ids: [first.id, second.id, first.id] }),
      200,
    );
    expect(done.body).toMatchObject({ status: 'complete', accept_counts: 2, postman: { id: postman.id }, actions: [] });
    expect(done.body.labels.map((label: { tracking_code: string }) => label.tracking_code)).toEqual([
      first.tracking_code,
      second.tracking_code,
    ]);
    expect(done.body.logs.map((log: { state: string }) => log.state)).toEqual([
      'unassigned',
      'pending',
      'accept',
      'complete',
    ]);
    expect(done.body.logs[1].postman.id).toBe(postman.id);
    await expectStatus(act(app, postman.token, id, 'complete', { accept_counts: 2, label_ids: [] }), 409);
    await expectStatus(act(app, supervisor, id, 'fail', { reason: 'late' }), 409);

    // A label comes from one pickup only.
    const other = await createPickup(app, staff);
    await expectStatus(act(app, supervisor, other, 'assign', { postman_id: postman.id }), 200);
    await expectStatus(act(app, postman.token, other, 'accept'), 200);
    const taken = await expectStatus(
      act(app, supervisor, other, 'complete', { accept_counts: 1, label_ids: [first.id] }),
      422,
    );
    expect(Object.keys(taken.body.errors)).toEqual(['label_ids']);
    // … and from its own branch: one booked at MDY is refused, one that does not exist too.
    const mdyLabel = await labelAt('mdy-staff', 'YGN');
    await expectStatus(act(app, supervisor, other, 'complete', { accept_counts: 1, label_ids: [mdyLabel.id] }), 422);
    await expectStatus(act(app, supervisor, other, 'complete', { accept_counts: 1, label_ids: [2 ** 40] }), 422);
    // The supervisor may complete it too.
    const closed = await expectStatus(act(app, supervisor, other, 'complete', { accept_counts: 0 }), 200);
    expect(closed.body).toMatchObject({ status: 'complete', accept_counts: 0, labels: [] });

    // By tracking code, as the postman scans them; an unknown code is refused.
    const third = await createPickup(app, staff);
    await expectStatus(act(app, supervisor, third, 'assign', { postman_id: postman.id }), 200);
    await expectStatus(act(app, postman.token, third, 'accept'), 200);
    const fresh = await labelAt('staff', 'MDY');
    const unknown = await expectStatus(
      act(app, postman.token, third, 'complete', { accept_counts: 1, tracking_codes: ['EX999999995MM'] }),
      422,
    );
    expect(Object.keys(unknown.body.errors)).toEqual(['tracking_codes']);
    const byCode = await expectStatus(
      act(app, postman.token, third, 'complete', {
        accept_counts: 1,
        tracking_codes: [fresh.tracking_code.toLowerCase()],
        label_ids: [fresh.id],
      }),
      200,
    );
    expect(byCode.body.labels.map((label: { id: number }) => label.id)).toEqual([fresh.id]);
  });

  it('a deny returns it to unassigned, rings the branch’s bell until read, and it may be given again', async () => {
    const postman = await newPostman(app);
    const id = await createPickup(app, staff, { name: 'Ma Deny' });
    await expectStatus(act(app, supervisor, id, 'assign', { postman_id: postman.id }), 200);
    const noti = async () =>
      (await expectStatus(app.request('GET', '/api/pickup-request/deny/nav/pickup-noti', { token: supervisor }), 200))
        .body as { count: number; noti: { id: number; pickup_request_id: number; reason: string }[] };
    const before = await noti();

    const noReason = await expectStatus(act(app, postman.token, id, 'deny', { reason: ' ' }), 422);
    expect(Object.keys(noReason.body.errors)).toEqual(['reason']);
    await expectStatus(act(app, supervisor, id, 'deny', { reason: 'busy' }), 403);
    const denied = await expectStatus(act(app, postman.token, id, 'deny', { reason: 'Too far today' }), 200);
    expect(denied.body).toMatchObject({ status: 'unassigned', postman: null });
    expect(denied.body.logs.at(-1)).toMatchObject({
      state: 'deny',
      reason: 'Too far today',
      postman: { id: postman.id },
      actor: { id: postman.id },
    });
    // No longer his: he does not see it.
    await expectStatus(detail(postman.token, id), 404);
    await expectStatus(act(app, postman.token, id, 'accept'), 404);

    const after = await noti();
    expect(after.count).toBe(before.count + 1);
    const denial = after.noti.find((item) => item.pickup_request_id === id);
    expect(denial).toMatchObject({ name: 'Ma Deny', reason: 'Too far today', postman: { id: postman.id } });
    // Another branch's supervisor does not see it, nor can mark it read.
    const mdySupervisor = await createUser(app.db, { role: 'supervisor', branch: 'MDY' });
    const mdyToken = await signIn(app, mdySupervisor.userName);
    const mdyNoti = await expectStatus(
      app.request('GET', '/api/pickup-request/deny/nav/pickup-noti', { token: mdyToken }),
      200,
    );
    expect(mdyNoti.body.noti.map((item: { id: number }) => item.id)).not.toContain(denial!.id);
    await app.request('POST', '/api/pickup-request/deny/read', { token: mdyToken, body: { ids: [denial!.id] } });
    expect((await noti()).count).toBe(after.count);
    await expectStatus(app.request('GET', '/api/pickup-request/deny/nav/pickup-noti', { token: staff }), 403);

    const read = await expectStatus(
      app.request('POST', '/api/pickup-request/deny/read', { token: supervisor, body: { ids: [denial!.id] } }),
      200,
    );
    expect(read.body.count).toBe(after.count - 1);
    expect((await noti()).noti.map((item) => item.id)).not.toContain(denial!.id);

    const again = await expectStatus(act(app, supervisor, id, 'assign', { postman_id: postman.id }), 200);
    expect(again.body).toMatchObject({ status: 'pending', postman: { id: postman.id } });
  });

  it('a handover gives it back to the branch, which may give it to another postman; fail needs a reason', async () => {
    const first = await newPostman(app);
    const second = await newPostman(app);
    const id = await createPickup(app, staff);
    await expectStatus(act(app, first.token, id, 'accept'), 404);
    await expectStatus(act(app, supervisor, id, 'assign', { postman_id: first.id }), 200);
    await expectStatus(act(app, first.token, id, 'handover'), 409);
    // Reassigned while pending: the first postman loses it.
    await expectStatus(act(app, supervisor, id, 'assign', { postman_id: second.id }), 200);
    await expectStatus(detail(first.token, id), 404);
    await expectStatus(act(app, second.token, id, 'accept'), 200);
    await expectStatus(act(app, supervisor, id, 'handover'), 403);
    const handed = await expectStatus(act(app, second.token, id, 'handover'), 200);
    expect(handed.body).toMatchObject({ status: 'handover', postman: null });
    expect(handed.body.logs.at(-1)).toMatchObject({ state: 'handover', postman: { id: second.id } });

    await expectStatus(act(app, supervisor, id, 'assign', { postman_id: first.id }), 200);
    await expectStatus(act(app, first.token, id, 'fail', {}), 422);
    const failed = await expectStatus(act(app, first.token, id, 'fail', { reason: 'Shop closed' }), 200);
    expect(failed.body).toMatchObject({ status: 'failed', failure_reason: 'Shop closed', postman: { id: first.id } });
    expect(failed.body.logs.at(-1)).toMatchObject({ state: 'failed', reason: 'Shop closed' });
    await expectStatus(act(app, first.token, id, 'fail', { reason: 'again' }), 409);
    await expectStatus(act(app, supervisor, id, 'assign', { postman_id: first.id }), 409);

    const audit = await app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'pickup_request'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));
    expect(audit.map((row) => row.action)).toEqual([
      'pickup-request.create',
      'pickup-request.assign',
      'pickup-request.assign',
      'pickup-request.accept',
      'pickup-request.handover',
      'pickup-request.assign',
      'pickup-request.fail',
    ]);
  });

  it('gives a pickup only to an active postman of its branch; others may not assign; other branches do not see it', async () => {
    const id = await createPickup(app, staff);
    const away = await newPostman(app, 'MDY');
    const courier = await createUser(app.db, { role: 'courier', branch: 'YGN' });
    const suspended = await createUser(app.db, { role: 'postman', branch: 'YGN', status: 'suspend' });
    for (const postmanId of [away.id, courier.id, suspended.id, 2_000_000_000]) {
      const refused = await expectStatus(act(app, supervisor, id, 'assign', { postman_id: postmanId }), 422);
      expect(refused.body.errors.postman_id).toEqual(['Choose an active postman of this pickup’s branch.']);
    }
    await expectStatus(act(app, supervisor, id, 'assign', {}), 422);
    const own = await newPostman(app);
    await expectStatus(act(app, supervisor, id, 'assign', { postman_id: own.id, version: 7 }), 409);
    await expectStatus(act(app, supervisor, id, 'assign', { postman_id: own.id, version: 1 }), 200);
    await expectStatus(act(app, staff, id, 'assign', { postman_id: away.id }), 403);
    await expectStatus(act(app, away.token, id, 'accept'), 404);
    await expectStatus(detail(await as('mdy-staff'), id), 404);
    const mdySupervisor = await createUser(app.db, { role: 'supervisor', branch: 'MDY' });
    const mdyToken = await signIn(app, mdySupervisor.userName);
    await expectStatus(act(app, mdyToken, id, 'assign', { postman_id: away.id }), 404);
    await expectStatus(act(app, mdyToken, id, 'fail', { reason: 'no' }), 404);
    await expectStatus(detail(supervisor, 2_000_000_000), 404);
    await expectStatus(app.request('GET', '/api/pickup-request/abc', { token: supervisor }), 422);
  });

  it('lists by state with counts: the branch its own, a postman his own, head office the company’s', async () => {
    const postman = await newPostman(app);
    const mine = await createPickup(app, staff);
    const other = await createPickup(app, staff);
    await expectStatus(act(app, supervisor, mine, 'assign', { postman_id: postman.id }), 200);

    const pending = await expectStatus(
      app.request('GET', '/api/pickup-request?status=pending&per_page=100', { token: supervisor }),
      200,
    );
    const pendingIds = pending.body.data.map((item: { id: number }) => item.id);
    expect(pendingIds).toContain(mine);
    expect(pendingIds).not.toContain(other);
    expect(pending.body.data.every((item: { status: string }) => item.status === 'pending')).toBe(true);
    expect(pending.body.meta.total).toBe(pending.body.counts.pending);

    const his = await expectStatus(app.request('GET', '/api/pickup-request', { token: postman.token }), 200);
    expect(his.body.data.map((item: { id: number }) => item.id)).toEqual([mine]);
    expect(his.body.counts).toEqual({ unassigned: 0, pending: 1, ongoing: 0, complete: 0, handover: 0, failed: 0 });

    const mdy = await expectStatus(app.request('GET', '/api/pickup-request', { token: await as('mdy-staff') }), 200);
    expect(mdy.body.data.map((item: { id: number }) => item.id)).not.toContain(mine);
    const headOffice = await expectStatus(
      app.request('GET', '/api/pickup-request?status=unassigned&per_page=100', { token: await as('admin') }),
      200,
    );
    expect(headOffice.body.data.map((item: { id: number }) => item.id)).toContain(other);
    await expectStatus(app.request('GET', '/api/pickup-request', { token: await as('cs') }), 403);
    await expectStatus(app.request('GET', '/api/pickup-request?status=lost', { token: supervisor }), 422);
  });
});
