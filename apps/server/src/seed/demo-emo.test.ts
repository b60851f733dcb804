import { emoStates } from '@waypost/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../test/test-app.js';
import { seedDemoEmo } from './demo-emo.js';

// The demo's EMO money orders (issue 28 §3), seeded into this file's copy and read over HTTP by the demo users.
describe.each(databaseKinds)('demo EMO money orders on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;

  beforeAll(async () => {
    app = getApp();
    await seedDemoEmo({ db: app.db, clock: app.clock });
  });

  it('shows an order in every state, a locked one and a returned one with its remark', async () => {
    const token = await signIn(app, 'admin');
    const { body } = await app.request('GET', '/api/emo', { token });
    const orders = body.data as { status: string; locked: boolean; remark_type: string | null }[];
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(emoStates));
    expect(orders.filter((order) => order.locked)).toHaveLength(1);
    expect(orders.find((order) => order.status === 'returned')!.remark_type).toBe('emo_return');
    const accountant = await signIn(app, 'accountant');
    const trial = await app.request('GET', '/api/ledger/trial-balance', { token: accountant });
    expect(trial.body.total).toBe(0);
  });

  it('lets Mandalay’s clerk see the orders it pays out and Yangon’s those it booked', async () => {
    const mdy = await app.request('GET', '/api/emo?status=process', { token: await signIn(app, 'mdy-staff') });
    expect(mdy.body.data).toHaveLength(1);
    const ygn = await app.request('GET', '/api/emo?status=cancel', { token: await signIn(app, 'staff') });
    expect(ygn.body.data).toHaveLength(1);
  });
});
