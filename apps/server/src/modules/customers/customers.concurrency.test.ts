import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index.js';
import { branchIdOf } from '../../test/fixtures.js';
import { sampleLabel } from '../../test/sample-label.js';
import { signIn, useTestApp } from '../../test/test-app.js';
import { postgresAvailable } from '../../test/test-databases.js';

const uniqueMobile = () => `09${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;

// Races need real connections: PGlite has one and would serialise them, hiding the deadlock this test looks for.
describe.runIf(postgresAvailable)('customers saved by labels booked at once on PostgreSQL', () => {
  const getApp = useTestApp('postgres');

  it('books labels between two people both ways at once without a deadlock, one customer each', async () => {
    const app = getApp();
    const [staff, mdyStaff] = await Promise.all([signIn(app, 'staff'), signIn(app, 'mdy-staff')]);
    const [ygn, mdy] = await Promise.all([branchIdOf(app.db, 'YGN'), branchIdOf(app.db, 'MDY')]);
    const [one, other] = [uniqueMobile(), uniqueMobile()];
    // Each label upserts its sender and its receiver: A→B and B→A lock the same two rows, and must agree on the order.
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0
          ? app.request('POST', '/api/label', {
              token: staff,
              body: sampleLabel(mdy, { source_phone: one, destination_phone: other }),
            })
          : app.request('POST', '/api/label', {
              token: mdyStaff,
              body: sampleLabel(ygn, {
                source_phone: other,
                source_township: 'MMR010002',
                destination_phone: one,
                destination_township: 'MMR013016',
              }),
            }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 201));
    for (const phone of [one, other]) {
      expect(await app.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, phone))).toHaveLength(
        1,
      );
    }
  });
});
