import { beforeAll, describe, expect, it } from 'vitest';
import { networkCompany, type NetworkCompany } from '../../test/network-flow.js';
import { databaseKinds, useTestApp, type TestApp } from '../../test/test-app.js';

// Issue 27 §6: a company chooses the second status variant for its network. The dispatch hands labels to transport
// (accept_by_transport), the carrier hands them over at the destination (the bag: sent from, then arrived from
// transport), and return paths end with return_confirmed — as the domain's variant-2 paths say. Both variants, end
// to end (this file's database is its own: the company's setting changes for it alone).
describe.each(databaseKinds)('the two status variants on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let net: NetworkCompany;

  beforeAll(async () => {
    app = getApp();
    net = await networkCompany(app);
  });

  const step = async (token: string, labelId: number, action: string, extra: Record<string, unknown> = {}) => {
    const current = await net.call(token, 'GET', `/api/label/${labelId}`);
    return net.call(token, 'POST', `/api/label/${labelId}/status`, {
      action,
      expected_status: current.body.data.status,
      ...extra,
    });
  };
  const history = async (labelId: number) =>
    (await net.call(net.tokens.headOffice, 'GET', `/api/label/${labelId}`)).body.data.transactions.map(
      (transaction: { status: string }) => transaction.status,
    );

  /** A label that rode a bag to Mandalay, was opened there and is sent back to Yangon, walked to its end. */
  async function returnedLabel() {
    const label = await net.accepted();
    const bag = await net.closedBag([label]);
    const dispatch = await net.dispatch([bag.id]);
    expect((await net.scan(net.tokens.mdyClerk, bag.bag_code, 'receive', dispatch.id)).status).toBe(200);
    await net.call(net.tokens.mdyClerk, 'POST', `/api/mailbag/${bag.id}/open/scan`, {
      tracking_code: label.tracking_code,
    });
    expect((await step(net.tokens.mdyClerk, label.id, 'return')).status).toBe(200);
    for (let index = 0; index < 3; index += 1) {
      const moved = await step(net.tokens.ygnClerk, label.id, 'next');
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    return label;
  }

  it('variant 1 (the default): handed over as sent to the destination; a return ends sent back, then confirmed apart', async () => {
    const label = await net.accepted();
    const bag = await net.closedBag([label]);
    await net.dispatch([bag.id]);
    expect(await net.status(label.id)).toBe('send_to_destination_branch');
    expect((await net.call(net.tokens.ygnClerk, 'GET', `/api/mailbag/${bag.id}`)).body.status).toBe('process');

    const returned = await returnedLabel();
    expect(await net.status(returned.id)).toBe('sentback_to_customer');
    expect((await step(net.tokens.ygnClerk, returned.id, 'next')).status).toBe(409);
    const confirmed = await step(net.tokens.ygnClerk, returned.id, 'return_confirm');
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await net.status(returned.id)).toBe('return_confirmed');
  });

  it('variant 2: handed to transport, delivered by the carrier at the destination, and a return ends return_confirmed', async () => {
    const set = await net.call(net.tokens.headOffice, 'PUT', '/api/company/settings', { status_variant: 2 });
    expect(set.body).toEqual({ status_variant: 2 });

    const label = await net.accepted();
    const bag = await net.closedBag([label]);
    const dispatch = await net.dispatch([bag.id]);
    expect(await net.status(label.id)).toBe('accept_by_transport');
    expect((await net.call(net.tokens.ygnClerk, 'GET', `/api/mailbag/${bag.id}`)).body.status).toBe(
      'accept_by_transport',
    );
    const transit = await net.scan(net.tokens.nptClerk, bag.bag_code, 'checkin_transit');
    expect(transit.body.mailbag.status).toBe('checkin_transit');

    const received = await net.scan(net.tokens.mdyClerk, bag.bag_code, 'receive', dispatch.id);
    expect(received.body.mailbag.status).toBe('arrived_from_transport');
    expect(await net.status(label.id)).toBe('send_to_destination_branch');
    const detail = await net.call(net.tokens.mdyClerk, 'GET', `/api/mailbag/${bag.id}`);
    expect(detail.body.events.map((event: { event: string }) => event.event).slice(-2)).toEqual([
      'send_from_transport',
      'received',
    ]);
    await net.call(net.tokens.mdyClerk, 'POST', `/api/mailbag/${bag.id}/open/scan`, {
      tracking_code: label.tracking_code,
    });
    const note = await net.call(net.tokens.mdyClerk, 'POST', `/api/mailbag/${bag.id}/open/finish`, {});
    expect(note.body.missing).toEqual([]);
    expect((await net.call(net.tokens.mdyClerk, 'GET', `/api/mailbag/${bag.id}`)).body.status).toBe('complete');
    expect(await history(label.id)).toEqual([
      'pending',
      'accept_from_origin_branch',
      'accept_by_transport',
      'send_to_destination_branch',
      'arrived_to_destination_branch',
    ]);

    const returned = await returnedLabel();
    expect(await net.status(returned.id)).toBe('sentback_to_customer');
    const last = await step(net.tokens.ygnClerk, returned.id, 'next');
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    expect(await net.status(returned.id)).toBe('return_confirmed');
  });
});
