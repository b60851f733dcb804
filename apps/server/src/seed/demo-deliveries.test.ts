import { describe, expect, it } from 'vitest';
import { signIn, useTestApp } from '../test/test-app.js';
import { seedDemoDeliveries } from './demo-deliveries.js';
import { seedDemoLabels } from './demo-labels.js';
import { seedDemoMoney } from './demo-money.js';

// The embedded database's demo run (the API tests' own snapshot has no demo labels): seeded into this file's copy.
describe('demo delivery run', () => {
  const testApp = useTestApp('pglite');

  it('gives the demo courier at MDY a run of two or three labels, one of them with COD to collect', async () => {
    const { db, clock } = testApp();
    await seedDemoLabels({ db });
    await seedDemoMoney({ db, clock });
    await seedDemoDeliveries({ db, clock });
    const mine = await testApp().request('GET', '/api/delivery-run/mine', {
      token: await signIn(testApp(), 'courier'),
    });
    expect(mine.status).toBe(200);
    expect(mine.body.out.length).toBeGreaterThanOrEqual(2);
    expect(mine.body.out.length).toBeLessThanOrEqual(3);
    expect(mine.body.out.some((label: { cod_to_collect: number }) => label.cod_to_collect > 0)).toBe(true);
    const runs = await testApp().request('GET', '/api/delivery-run', { token: await signIn(testApp(), 'mdy-staff') });
    expect(runs.body.data).toHaveLength(1);
  });
});
