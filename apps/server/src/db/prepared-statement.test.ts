import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { labelsRepository } from '../modules/labels/labels.repository.js';
import { branchIdOf } from '../test/fixtures.js';
import { sampleLabel } from '../test/sample-label.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../test/test-app.js';
import { labels } from './schema/index.js';

// The hot paths write and read through statements built once (prepared-statement.ts); what they store and read back
// must be exactly what Drizzle's own insert and select would, on either driver.
describe.each(databaseKinds)('statements built once on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let labelId: number;

  beforeAll(async () => {
    app = getApp();
    const staff = await signIn(app, 'staff');
    const created = await app.request('POST', '/api/label', {
      token: staff,
      body: sampleLabel(await branchIdOf(app.db, 'MDY'), {
        contact_phone_list: ['09421234567', '09791234567'],
        services: ['sms', 'phone_call'],
        remark: 'fragile, "glass"',
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    labelId = created.body.data.id as number;
  });

  it('read a label row exactly as Drizzle selects it: dates, arrays, JSON and numbers', async () => {
    const [expected] = await app.db.select().from(labels).where(eq(labels.id, labelId));
    const row = await app.db.transaction((tx) => labelsRepository.lockLabel(tx, expected!.companyId, labelId));
    expect(row).toEqual(expected);
    expect(row!.createdAt).toBeInstanceOf(Date);
    expect(row!.contactPhoneList).toEqual(['09421234567', '09791234567']);
    expect(row!.services).toEqual(['sms', 'phone_call']);
    expect(row!.feeLines.length).toBeGreaterThan(0);
  });

  it('write a status change that reads back through Drizzle as it was given', async () => {
    const deliveredAt = new Date('2026-11-24T08:30:00.123Z');
    await app.db.transaction((tx) =>
      labelsRepository.updateLabelState(tx, labelId, {
        status: 'delivered',
        shippingType: 'normal',
        viaBranchId: null,
        deliveredAt,
        at: deliveredAt,
      }),
    );
    const [row] = await app.db.select().from(labels).where(eq(labels.id, labelId));
    expect(row).toMatchObject({ status: 'delivered', viaBranchId: null, deliveredAt, updatedAt: deliveredAt });
    // Fields a change leaves out stay as they were.
    await app.db.transaction((tx) =>
      labelsRepository.updateLabelState(tx, labelId, { status: 'pending', shippingType: 'normal', at: deliveredAt }),
    );
    const [after] = await app.db.select().from(labels).where(eq(labels.id, labelId));
    expect(after).toMatchObject({ status: 'pending', deliveredAt, deliverBranchId: row!.deliverBranchId });
  });
});
