import { labelStepRules } from '@waypost/domain';
import { and, eq, like, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callCases, deliveryAttempts, journalEntries } from '../../db/schema/index.js';
import { codFlow } from '../../test/cod-flow.js';
import { deliveryBranch, deliveryFlow, type DeliveryBranch } from '../../test/delivery-flow.js';
import { createMerchant } from '../../test/fixtures.js';
import { databaseKinds, useTestApp, type TestApp } from '../../test/test-app.js';

/** The accept desk's states: every state its step applies from. */
const acceptDesk = labelStepRules.accept.from;

// Issue 26 §1: every scan desk and bulk action names its step and the states it applies from; a parcel anywhere else
// is refused, row by row, with the step that fits it — an undelivered COD parcel is never "accepted" into delivered.
describe.each(databaseKinds)('named counter steps on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let branch: DeliveryBranch;
  let flow: ReturnType<typeof deliveryFlow>;
  let merchantId: number;

  beforeAll(async () => {
    app = getApp();
    branch = await deliveryBranch(app);
    flow = deliveryFlow(app, branch);
    merchantId = (await createMerchant(app.db)).id;
  });

  const bulk = (body: Record<string, unknown>, locale = 'en') =>
    app.request('POST', '/api/label/bulk-status', {
      token: branch.clerk,
      body,
      headers: { 'accept-language': locale },
    });
  const courierReturns = (codes: string[]) =>
    app.request('POST', '/api/delivery/courier-returns', {
      token: branch.clerk,
      body: { from: ['send_to_destination_address'], items: codes.map((tracking_code) => ({ tracking_code })) },
    });
  const ledgerKeysOf = async (labelId: number) =>
    (
      await app.db
        .select({ key: journalEntries.naturalKey })
        .from(journalEntries)
        .where(
          or(
            like(journalEntries.naturalKey, `cod-%:${labelId}%`),
            like(journalEntries.naturalKey, `reversal:cod-%:${labelId}%`),
          ),
        )
    )
      .map((row) => row.key)
      .sort();

  it('a tab’s bulk accept moves its own parcels and refuses, per row and with the fitting step, one from another tab', async () => {
    const booked = [await flow.book(), await flow.book(), await flow.book()];
    const misScanned = await flow.ready(); // already accepted: it sits on the pending tab
    const response = await bulk({
      step: 'accept',
      from: ['pending', 'created', 'process', 'pickup_courier_leader', 'pickup_courier'],
      items: [...booked, misScanned].map((label) => ({ tracking_code: label.tracking_code })),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ moved: 3, refused: 1 });
    expect(response.body.data.slice(0, 3).map((row: { status: string }) => row.status)).toEqual([
      'accept_from_origin_branch',
      'accept_from_origin_branch',
      'accept_from_origin_branch',
    ]);
    expect(response.body.data[3]).toEqual({
      tracking_code: misScanned.tracking_code,
      outcome: 'refused',
      status: null,
      reason: 'Accepted at origin branch — use “Send to destination” for it, not “Accept at this branch”.',
    });
    expect(await flow.status(misScanned.id)).toBe('accept_from_origin_branch');
  });

  it('a step cannot be widened by the screen: the states sent only narrow it', async () => {
    const accepted = await flow.ready();
    // `from` names the accepted state, but accepting does not apply from there.
    const widened = await bulk({
      step: 'accept',
      from: ['accept_from_origin_branch'],
      items: [{ tracking_code: accepted.tracking_code }],
    });
    expect(widened.body).toMatchObject({ moved: 0, refused: 1 });
    // The old shape ("one step on from wherever it is") is no request at all.
    const old = await bulk({
      action: 'next',
      items: [{ tracking_code: accepted.tracking_code, expected_status: 'accept_from_origin_branch' }],
    });
    expect(old.status).toBe(422);
    expect(await flow.status(accepted.id)).toBe('accept_from_origin_branch');
  });

  it('refuses an undelivered COD parcel at the accept desk, then takes it back from the courier, posting nothing', async () => {
    const cod = codFlow(app, branch.id);
    const label = await cod.book(branch.clerk, merchantId, { codAmount: 56_000 });
    await flow.step(label.id, 'next');
    const run = await flow.createRun([label.id]);
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    const postedBefore = await ledgerKeysOf(label.id);

    // The courier brings it back; the clerk scans it at the accept desk.
    for (const locale of ['en', 'mm'] as const) {
      const refused = await bulk(
        { step: 'accept', from: acceptDesk, items: [{ tracking_code: label.tracking_code }] },
        locale,
      );
      expect(refused.body).toMatchObject({ moved: 0, refused: 1 });
      expect(refused.body.data[0].reason).toEqual(
        locale === 'en'
          ? 'Out for delivery — use “Back from courier” for it, not “Accept at this branch”.'
          : expect.stringMatching(/စာပို့သမားထံမှ ပြန်ယူ/),
      );
    }
    const detail = await app.request('GET', `/api/label/${label.id}`, { token: branch.clerk });
    expect(detail.body.data).toMatchObject({
      status: 'send_to_destination_address',
      cod_state: 'ongoing',
      delivered_at: null,
    });

    // Back from the courier: waiting at the branch again, his attempt failed (brought back), on the call list.
    const back = await courierReturns([label.tracking_code]);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body).toMatchObject({ moved: 1, refused: 0, data: [{ status: 'accept_from_origin_branch' }] });
    const [attempt] = await app.db.select().from(deliveryAttempts).where(eq(deliveryAttempts.labelId, label.id));
    expect(attempt).toMatchObject({ outcome: 'failed', failureReason: 'brought_back' });
    const cases = await app.db
      .select()
      .from(callCases)
      .where(and(eq(callCases.labelId, label.id), eq(callCases.state, 'open')));
    expect(cases).toMatchObject([{ reason: 'failed_delivery', branchId: branch.id }]);
    expect(await ledgerKeysOf(label.id)).toEqual(postedBefore);
    expect((await app.request('GET', `/api/label/${label.id}`, { token: branch.clerk })).body.data.cod_state).toBe(
      'ongoing',
    );

    // Scanned back a second time, it is refused: it is no longer out.
    const again = await courierReturns([label.tracking_code]);
    expect(again.body).toMatchObject({ moved: 0, refused: 1 });
  });

  it('reaches delivered only with a receiver: the courier’s proof or a named counter hand-over into the branch’s cash', async () => {
    const cod = codFlow(app, branch.id);
    const label = await cod.book(branch.clerk, merchantId, { codAmount: 20_000 });
    await flow.step(label.id, 'next');
    // The courier's own delivery step is not the counter's, whatever it is called.
    const asCounter = await cod.act(branch.clerk, label.id, 'deliver');
    expect(asCounter.status).toBe(409);
    const nameless = await cod.act(branch.clerk, label.id, 'hand_over');
    expect(nameless.status).toBe(422);
    expect(nameless.body.errors).toEqual({ receiver_name: ['This field is required.'] });
    const handed = await cod.step(branch.clerk, label.id, 'hand_over', 'delivered', { receiver_name: 'Daw Mya' });
    expect(handed.cod_state).toBe('process');
    const detail = await app.request('GET', `/api/label/${label.id}`, { token: branch.clerk });
    expect(detail.body.data.cod_charge).toBeGreaterThanOrEqual(20_000);
    expect(detail.body.data.transactions.at(-1)).toMatchObject({ status: 'delivered', note: 'Daw Mya' });
    expect(await ledgerKeysOf(label.id)).toContain(`cod-collect:${label.id}:1`);
  });
});
