import { ledgerAccounts } from '@waypost/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../test/cod-flow.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../test/test-app.js';
import { seedDemoPartners } from './demo-partners.js';

// The demo's bus gates and Myanmar Post hand-off (issue 28), seeded into this file's copy and read over HTTP by the
// demo users.
describe.each(databaseKinds)('demo bus gates and Myanmar Post on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let staff: string;

  beforeAll(async () => {
    app = getApp();
    await seedDemoPartners({ db: app.db, clock: app.clock });
    staff = await signIn(app, 'staff');
  });

  it('head office’s gates, one with yesterday’s slip: collected, returned, two still on the bus', async () => {
    const gates = await app.request('GET', '/api/gate', { token: staff });
    expect(gates.body.data.map((gate: { name: string }) => gate.name)).toEqual([
      'Aung Mingalar — JJ Express',
      'Aung Mingalar — Shwe Mandalar Express',
    ]);
    const shwe = gates.body.data[1];
    expect(shwe.owed).toBe(4 * 1500);
    expect(await balanceOf(app.db, ledgerAccounts.gatePayable(shwe.id))).toBe(-6000);
    const slips = await app.request('GET', '/api/gate-submit', { token: staff });
    expect(slips.body.data).toEqual([
      expect.objectContaining({ state: 'open', label_count: 4, collected: 1, returned: 1, handed: 2 }),
    ]);
  });

  it('three Myanmar Post items with their codes, one delivered by the post’s status file', async () => {
    const items = await app.request('GET', '/api/mmpost', { token: staff });
    expect(items.body.data.map((item: { state: string }) => item.state).sort()).toEqual([
      'delivered',
      'with_post',
      'with_post',
    ]);
    const delivered = items.body.data.find((item: { state: string }) => item.state === 'delivered');
    expect(delivered.label.status).toBe('delivered');
    expect(delivered.events.map((event: { status: string }) => event.status)).toEqual(['in_transit', 'delivered']);
  });
});
