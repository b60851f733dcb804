import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveryAttempts, deliveryProofs } from '../../db/schema/index.js';
import { deliveryBranch, deliveryFlow } from '../../test/delivery-flow.js';
import { useTestApp } from '../../test/test-app.js';
import { postgresAvailable } from '../../test/test-databases.js';

// Races need real connections: PGlite has one and would serialise them, hiding the bug these tests look for.
describe.runIf(postgresAvailable)('delivery runs under concurrency on PostgreSQL', () => {
  const getApp = useTestApp('postgres');

  it('lets one of two runs created at once take a label; the other is 409 and writes nothing', async () => {
    const app = getApp();
    const branch = await deliveryBranch(app);
    const flow = deliveryFlow(app, branch);
    const [first, second] = [await flow.ready(), await flow.ready()];
    const responses = await Promise.all([
      flow.createRun([first.id, second.id]),
      flow.createRun([second.id, first.id], branch.otherCourier.id),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const attempts = await app.db.select().from(deliveryAttempts).where(eq(deliveryAttempts.labelId, first.id));
    expect(attempts).toHaveLength(1);
    expect(await flow.status(first.id)).toBe('send_to_destination_address');
  });

  it('stores one proof when the phone sends the same delivery several times at once', async () => {
    const app = getApp();
    const branch = await deliveryBranch(app);
    const flow = deliveryFlow(app, branch);
    const label = await flow.ready();
    expect((await flow.createRun([label.id])).status).toBe(201);
    const responses = await Promise.all(Array.from({ length: 5 }, () => flow.deliver(label.id)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(responses.map((response) => JSON.stringify(response.body))).size).toBe(1);
    expect(await app.db.select().from(deliveryProofs).where(eq(deliveryProofs.labelId, label.id))).toHaveLength(1);
  });
});
