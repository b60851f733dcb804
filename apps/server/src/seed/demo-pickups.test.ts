import { describe, expect, it } from 'vitest';
import { signIn, useTestApp } from '../test/test-app.js';
import { seedDemoPickups } from './demo-pickups.js';

describe('demo pickups', () => {
  const testApp = useTestApp('pglite');

  it('leaves one pickup waiting at YGN and one with the demo postman', async () => {
    const app = testApp();
    await seedDemoPickups({ db: app.db, clock: app.clock });
    const postman = await app.request('GET', '/api/pickup-request', { token: await signIn(app, 'postman') });
    expect(postman.body.data).toEqual([expect.objectContaining({ name: 'Shwe Online Shop', status: 'pending' })]);
    const branch = await app.request('GET', '/api/pickup-request', { token: await signIn(app, 'supervisor') });
    expect(branch.body.counts).toMatchObject({ unassigned: 1, pending: 1 });
  });
});
