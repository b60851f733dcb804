import { describe, expect, it } from 'vitest';
import { signIn, useTestApp } from '../test/test-app.js';
import { seedDemoCalls } from './demo-calls.js';
import { seedDemoDeliveries } from './demo-deliveries.js';
import { seedDemoLabels } from './demo-labels.js';
import { seedDemoMoney } from './demo-money.js';

// The embedded database's demo calls (the API tests' own snapshot has no demo labels): seeded into this file's copy.
describe('demo call list', () => {
  const testApp = useTestApp('pglite');

  it('puts one failed delivery on each tab of the call list, and leaves the courier his open run', async () => {
    const { db, clock } = testApp();
    await seedDemoLabels({ db });
    await seedDemoMoney({ db, clock });
    await seedDemoDeliveries({ db, clock });
    await seedDemoCalls({ db, clock });

    const cs = await signIn(testApp(), 'cs');
    const tab = async (name: string) =>
      (await testApp().request('GET', `/api/call-list?tab=${name}`, { token: cs })).body.data as {
        reason: string;
        call_count: number;
      }[];
    expect(await tab('pending')).toEqual([expect.objectContaining({ reason: 'receiver_unreachable', call_count: 0 })]);
    expect(await tab('scheduled')).toEqual([expect.objectContaining({ reason: 'failed_delivery', call_count: 1 })]);
    expect(await tab('complete')).toEqual([expect.objectContaining({ reason: 'failed_delivery', call_count: 1 })]);

    const mine = await testApp().request('GET', '/api/delivery-run/mine', {
      token: await signIn(testApp(), 'courier'),
    });
    expect(mine.body.out.length).toBeGreaterThanOrEqual(2);
    expect(mine.body.finished_today).toHaveLength(3);
  });
});
