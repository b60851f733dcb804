import { describe, expect, it } from 'vitest';
import { signIn, useTestApp } from '../test/test-app.js';
import { seedDemoTill } from './demo-till.js';

describe('demo till', () => {
  const testApp = useTestApp('pglite');

  it('leaves Mandalay a closed, approved day 500 Ks short or more, and Yangon’s till open', async () => {
    const app = testApp();
    await seedDemoTill({ db: app.db, clock: app.clock });
    const admin = await signIn(app, 'admin');
    const closes = await app.request('GET', '/api/finance/till/closes', { token: admin });
    expect(closes.status).toBe(200);
    expect(closes.body.data).toHaveLength(1);
    const [close] = closes.body.data;
    expect(close).toMatchObject({ state: 'approved', branch: { code: 'MDY' } });
    expect(close.difference).toBeLessThanOrEqual(-500);
    expect(close.reason).toContain('short');
    const ygn = await app.request('GET', '/api/finance/till', { token: await signIn(app, 'staff') });
    expect(ygn.body).toMatchObject({ branch: { code: 'YGN' }, close: null, can_close: true });
  });
});
