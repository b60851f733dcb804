import { describe, expect, it } from 'vitest';
import { createPickup, newPostman } from '../../test/pickup-flow.js';
import { signIn, useTestApp } from '../../test/test-app.js';
import { postgresAvailable } from '../../test/test-databases.js';

// Races need real connections: PGlite has one and would serialise them, hiding the bug this test looks for.
describe.runIf(postgresAvailable)('pickup requests under concurrency on PostgreSQL', () => {
  const getApp = useTestApp('postgres');
  const statusesOf = (responses: { status: number }[]) => responses.map((response) => response.status).sort();

  it('gives a pickup to one of two postmen assigned at once: one 200, one 409, one log row', async () => {
    const app = getApp();
    const supervisor = await signIn(app, 'supervisor');
    const [first, second] = await Promise.all([newPostman(app), newPostman(app)]);
    for (let round = 0; round < 5; round += 1) {
      const id = await createPickup(app, supervisor);
      const responses = await Promise.all(
        [first, second].map((postman) =>
          app.request('POST', `/api/pickup-request/${id}/assign`, {
            token: supervisor,
            body: { postman_id: postman.id, version: 1 },
          }),
        ),
      );
      expect(statusesOf(responses)).toEqual([200, 409]);
      const detail = await app.request('GET', `/api/pickup-request/${id}`, { token: supervisor });
      expect(detail.body.version).toBe(2);
      expect(detail.body.logs.map((log: { state: string }) => log.state)).toEqual(['unassigned', 'pending']);
      const winner = responses.find((response) => response.status === 200)!.body.postman.id;
      expect(detail.body.postman.id).toBe(winner);
    }
  });

  it('lets one of two simultaneous accepts (or an accept and a deny) through', async () => {
    const app = getApp();
    const supervisor = await signIn(app, 'supervisor');
    const postman = await newPostman(app);
    for (let round = 0; round < 5; round += 1) {
      const id = await createPickup(app, supervisor);
      const assigned = await app.request('POST', `/api/pickup-request/${id}/assign`, {
        token: supervisor,
        body: { postman_id: postman.id },
      });
      expect(assigned.status).toBe(200);
      const second = round % 2 === 0 ? { path: 'accept' } : { path: 'deny', body: { reason: 'Too far' } };
      const responses = await Promise.all([
        app.request('POST', `/api/pickup-request/${id}/accept`, { token: postman.token }),
        app.request('POST', `/api/pickup-request/${id}/${second.path}`, {
          token: postman.token,
          ...(second.body ? { body: second.body } : {}),
        }),
      ]);
      const [won, refused] = statusesOf(responses);
      expect(won).toBe(200);
      // The other is refused: 409 when it read the pickup before the winner wrote; once a deny has won, the pickup is
      // no longer this postman's, so an accept arriving after it finds none of his (404) — either way, one change.
      expect(second.path === 'deny' ? [404, 409] : [409]).toContain(refused);
      const detail = await app.request('GET', `/api/pickup-request/${id}`, { token: supervisor });
      expect(detail.body.logs).toHaveLength(3);
      expect(detail.body.version).toBe(3);
    }
  });
});
