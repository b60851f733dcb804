import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../test/test-app.js';
import { seedDemoLabels } from './demo-labels.js';
import { seedDemoPreprints } from './demo-preprints.js';

// The demo's preprinted range (issue 30 §3), seeded into this file's copy and read over HTTP by the demo users.
describe.each(databaseKinds)('demo preprinted labels on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;

  beforeAll(async () => {
    app = getApp();
    // The demo merchants come with the demo labels.
    await seedDemoLabels({ db: app.db, count: 1 });
    await seedDemoPreprints({ db: app.db, clock: app.clock });
  });

  it('shows Yangon’s supervisor a Shwe Online Shop range with three codes used by labels', async () => {
    const token = await signIn(app, 'supervisor');
    const { body } = await app.request('GET', '/api/preprint?has_unused=true', { token });
    expect(body.data).toEqual([
      expect.objectContaining({ merchant: expect.objectContaining({ name: 'Shwe Online Shop' }), used: 3, unused: 17 }),
    ]);
    const detail = await app.request('GET', `/api/preprint/${body.data[0].id}`, { token });
    const used = detail.body.data.codes.filter((code: { state: string }) => code.state === 'used');
    const label = await app.request('GET', `/api/label/${used[0].label_id}`, { token });
    expect(label.body.data.tracking_code).toBe(used[0].tracking_code);
  });
});
