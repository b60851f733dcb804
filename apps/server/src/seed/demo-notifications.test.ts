import { notificationStates } from '@waypost/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../test/test-app.js';
import { seedDemoNotifications } from './demo-notifications.js';

// The demo's receiver messages (issue 29), seeded into this file's copy and read over HTTP as the demo users see them.
describe.each(databaseKinds)('demo receiver messages on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;

  beforeAll(async () => {
    app = getApp();
    await seedDemoNotifications({ db: app.db, clock: app.clock });
  });

  it('shows a message in every state in the outbox, and the opted-out phone', async () => {
    const token = await signIn(app, 'admin');
    const outbox = await app.request('GET', '/api/notification?per_page=100', { token });
    expect(outbox.status).toBe(200);
    const states = new Set((outbox.body.data as { state: string }[]).map((row) => row.state));
    expect(states).toEqual(new Set(notificationStates));
    const failed = (outbox.body.data as { state: string; attempts: number }[]).find((row) => row.state === 'failed');
    expect(failed!.attempts).toBeGreaterThanOrEqual(6);
    const optOuts = await app.request('GET', '/api/notification-opt-out', { token: await signIn(app, 'cs') });
    expect(optOuts.body.data).toEqual([expect.objectContaining({ phone: '09780300409', scope: 'all' })]);
    // Yangon's counter sees them too: they are its labels' messages.
    const counter = await app.request('GET', '/api/notification?state=delivered', {
      token: await signIn(app, 'staff'),
    });
    expect(counter.body.data).toHaveLength(2);
  });
});
