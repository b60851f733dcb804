import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../test/test-app.js';
import { seedDemoAgents } from './demo-agents.js';

// The demo's agent services (issue 30 §4), seeded into this file's copy and read over HTTP by the demo users.
describe.each(databaseKinds)('demo agent services on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;

  beforeAll(async () => {
    app = getApp();
    await seedDemoAgents({ db: app.db, clock: app.clock });
  });

  it('offers the Myitkyina agent four YGN parcels: one confirmed, three waiting for the agent', async () => {
    const token = await signIn(app, 'agent');
    const { body } = await app.request('GET', '/api/agent-service?per_page=100', { token });
    const services = body.data as { state: string; kind: string; amount: number }[];
    expect(services.map((service) => service.state).sort()).toEqual(['confirm', 'pending', 'pending', 'pending']);
    expect(services.every((service) => service.kind === 'deliver')).toBe(true);
    expect(services.find((service) => service.state === 'confirm')!.amount).toBe(1000);
    const accountant = await signIn(app, 'accountant');
    const trial = await app.request('GET', '/api/ledger/trial-balance', { token: accountant });
    expect(trial.body.total).toBe(0);
    expect(trial.body.accounts).toContainEqual(expect.objectContaining({ kind: 'payable', balance: -1000 }));
  });
});
