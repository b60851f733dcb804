import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../test/test-app.js';
import { seedDemoNetwork } from './demo-network.js';

interface BagLine {
  id: number;
  tracking_code: string;
  status: string;
  opened: boolean;
  extra: boolean;
  missing_state: string | null;
}

// The demo's branch network (issue 27), seeded into this file's copy (the API tests' snapshot has none) and read
// over HTTP by the demo users.
describe.each(databaseKinds)('demo branch network on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  const tokens = new Map<string, string>();
  const tokenOf = async (userName: string) => {
    if (!tokens.has(userName)) tokens.set(userName, await signIn(app, userName));
    return tokens.get(userName)!;
  };
  const get = async (userName: string, url: string) => {
    const response = await app.request('GET', url, { token: await tokenOf(userName) });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    app = getApp();
    await seedDemoNetwork({ db: app.db, clock: app.clock });
  });

  it('YGN is filling an express bag for MDY through NPT, with labels in', async () => {
    const { data } = await get('staff', '/api/mailbag?direction=outgoing&status=pending');
    expect(data).toEqual([
      expect.objectContaining({
        status: 'pending',
        category: 'express',
        origin: expect.objectContaining({ code: 'YGN' }),
        destination: expect.objectContaining({ code: 'MDY' }),
        transit: [expect.objectContaining({ code: 'NPT' })],
        label_count: 3,
        closed_at: null,
        dispatch_id: null,
      }),
    ]);
    const bag = await get('staff', `/api/mailbag/${data[0].id}`);
    expect(bag.labels.map((line: BagLine) => line.status)).toEqual(Array(3).fill('accept_from_origin_branch'));
  });

  it('a dispatch of two bags from YGN is on its way to MDY, checked in and out at NPT', async () => {
    const { data } = await get('mdy-staff', '/api/dispatch?direction=incoming&state=in_transit');
    expect(data).toEqual([
      expect.objectContaining({
        state: 'in_transit',
        origin: expect.objectContaining({ code: 'YGN' }),
        destination: expect.objectContaining({ code: 'MDY' }),
        bag_count: 2,
        label_count: 4,
        overdue: false,
        received_at: null,
      }),
    ]);
    const dispatch = await get('mdy-staff', `/api/dispatch/${data[0].id}`);
    expect(dispatch.bags.map((bag: { status: string }) => bag.status)).toEqual([
      'checkout_transit',
      'checkout_transit',
    ]);
    for (const { id } of dispatch.bags as { id: number }[]) {
      const bag = await get('mdy-staff', `/api/mailbag/${id}`);
      expect(bag.labels.map((line: BagLine) => line.status)).toEqual(Array(2).fill('send_to_destination_branch'));
      expect(
        bag.events.map((event: { event: string; branch: { code: string } }) => [event.event, event.branch.code]),
      ).toEqual(
        expect.arrayContaining([
          ['dispatched', 'YGN'],
          ['checkin_transit', 'NPT'],
          ['checkout_transit', 'NPT'],
        ]),
      );
    }
  });

  it('MDY opened a bag with one label missing (open on the work list) and one extra', async () => {
    const { data } = await get('admin', '/api/discrepancy');
    expect(data).toEqual([
      expect.objectContaining({
        state: 'open',
        label: expect.objectContaining({ status: 'send_to_destination_branch' }),
        decided_at: null,
      }),
    ]);
    const missing = data[0];
    const bag = await get('mdy-staff', `/api/mailbag/${missing.mailbag.id}`);
    expect(bag).toMatchObject({
      status: 'complete',
      origin: { code: 'YGN' },
      destination: { code: 'MDY' },
      label_count: 3,
    });
    expect(bag.received_at).not.toBeNull();
    expect(bag.finished_at).not.toBeNull();
    expect(bag.discrepancy).toMatchObject({
      missing: [{ id: missing.label.id, tracking_code: missing.label.tracking_code }],
      extra: [expect.objectContaining({ tracking_code: expect.any(String) })],
      signed_by: null,
    });
    const lines = bag.labels as BagLine[];
    const extra = lines.find((line) => line.extra)!;
    expect(extra).toMatchObject({ opened: true, status: 'arrived_to_destination_branch' });
    expect(lines.filter((line) => !line.extra && line.opened).map((line) => line.status)).toEqual([
      'arrived_to_destination_branch',
      'arrived_to_destination_branch',
    ]);
    expect(lines.find((line) => line.id === missing.label.id)).toMatchObject({ opened: false, missing_state: 'open' });
    // Its dispatch waits for the missing label's decision.
    const dispatch = await get('mdy-staff', `/api/dispatch/${missing.mailbag.dispatch_id}`);
    expect(dispatch.state).toBe('discrepancies');

    // On MDY's work list for its supervisor, not on YGN's supervisor's.
    expect((await get('supervisor', '/api/discrepancy')).data).toEqual([]);
    const atMandalay = await get('mdy-supervisor', '/api/discrepancy');
    expect(atMandalay.data.map((item: { label: { id: number } }) => item.label.id)).toEqual([missing.label.id]);
  });
});
