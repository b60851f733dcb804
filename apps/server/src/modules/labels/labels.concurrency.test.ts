import { describe, expect, it } from 'vitest';
import { branchIdOf } from '../../test/fixtures.js';
import { sampleLabel } from '../../test/sample-label.js';
import { signIn, useTestApp } from '../../test/test-app.js';
import { postgresAvailable } from '../../test/test-databases.js';

// Races need real connections: PGlite has one and would serialise them, hiding the bug this test looks for.
describe.runIf(postgresAvailable)('label status changes under concurrency on PostgreSQL', () => {
  const getApp = useTestApp('postgres');

  it('lets exactly one of 50 simultaneous "next" calls through and keeps the log without gaps', async () => {
    const app = getApp();
    const staff = await signIn(app, 'staff');
    const created = await app.request('POST', '/api/label', {
      token: staff,
      body: sampleLabel(await branchIdOf(app.db, 'MDY'), { weight: 1 }),
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;

    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        app.request('POST', `/api/label/${id}/status`, {
          token: staff,
          body: { action: 'next', expected_status: 'pending' },
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);

    const detail = await app.request('GET', `/api/label/${id}`, { token: staff });
    expect(detail.body.data.status).toBe('accept_from_origin_branch');
    expect(
      detail.body.data.transactions.map((transaction: { seq: number; status: string }) => [
        transaction.seq,
        transaction.status,
      ]),
    ).toEqual([
      [1, 'pending'],
      [2, 'accept_from_origin_branch'],
    ]);
  });

  it('gives every one of 40 simultaneous creates its own tracking code', async () => {
    const app = getApp();
    const staff = await signIn(app, 'staff');
    const mdy = await branchIdOf(app.db, 'MDY');
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        app.request('POST', '/api/label', {
          token: staff,
          body: sampleLabel(mdy, { service_type: 'register', weight: 0.5, source_name: `Sender ${index}` }),
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(40).fill(201));
    const codes = new Set(responses.map((response) => response.body.data.tracking_code));
    expect(codes.size).toBe(40);
  });
});
