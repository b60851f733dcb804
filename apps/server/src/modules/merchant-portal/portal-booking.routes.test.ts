import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { labels } from '../../db/schema/index.js';
import { codFlow } from '../../test/cod-flow.js';
import { branchIdOf, createMerchant, unique } from '../../test/fixtures.js';
import { sendForm } from '../../test/multipart.js';
import { demoTownships, sampleLabel } from '../../test/sample-label.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

/** A member of `merchantId` who has set his password (invited by the branch owner). */
async function memberOf(app: TestApp, merchantId: number) {
  const owner = await signIn(app, 'owner');
  const userName = unique('clerk');
  const invited = await app.request('POST', `/api/merchant/${merchantId}/users`, {
    token: owner,
    body: { name: 'Ma Su', user_name: userName, phone: '09421234567', role: 'merchant-clerk' },
  });
  const token = (invited.body.invite_url as string).split('/').pop()!;
  await app.request('POST', `/api/invite/${token}`, { body: { password: 'member-pass-1' } });
  return signIn(app, userName, 'member-pass-1');
}

/** The portal form's label: no merchant, no delivering branch (the server finds the one serving the township). */
function portalLabel(overrides: Record<string, unknown> = {}) {
  const { deliver_branch_id: _branch, ...fields } = sampleLabel(0, {
    accept_type: 'cod',
    cod_amount: 25_000,
    services: ['sms'],
    ...overrides,
  });
  return fields;
}

const columns = [
  'reference_id',
  'type',
  'accept_type',
  'service_type',
  'item_type',
  'purchase_type',
  'weight',
  'source_name',
  'source_phone',
  'source_township',
  'destination_name',
  'destination_phone',
  'destination_township',
  'cod_amount',
  'merchant_id',
] as const;
const csvOf = (rows: Record<string, string>[]) =>
  new TextEncoder().encode(
    [columns.join(','), ...rows.map((row) => columns.map((column) => row[column] ?? '').join(','))].join('\n') + '\n',
  );

describe.each(databaseKinds)('merchant portal booking on %s', (kind) => {
  const getApp = useTestApp(kind);

  it('books a label for the member’s merchant once per key, with the fee the preview showed', async () => {
    const app = getApp();
    const shop = await createMerchant(app.db);
    const member = await memberOf(app, shop.id);
    const sender = await app.request('GET', '/api/merchant-portal/sender', { token: member });
    expect(sender.status).toBe(200);
    expect(sender.body.data).toMatchObject({ name: shop.name, phone: '09420000001' });

    const quote = await app.request('POST', '/api/merchant-portal/label/quote', { token: member, body: portalLabel() });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const key = randomUUID();
    const headers = { 'Idempotency-Key': key };
    const created = await app.request('POST', '/api/merchant-portal/label', {
      token: member,
      headers,
      body: portalLabel(),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.total_cost).toBe(quote.body.data.total_cost);
    const again = await app.request('POST', '/api/merchant-portal/label', {
      token: member,
      headers,
      body: portalLabel(),
    });
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(created.body.data.id);
    const [stored] = await app.db
      .select({
        merchantId: labels.merchantId,
        channel: labels.channel,
        acceptBranchId: labels.acceptBranchId,
        deliverBranchId: labels.deliverBranchId,
      })
      .from(labels)
      .where(eq(labels.id, created.body.data.id));
    expect(stored).toEqual({
      merchantId: shop.id,
      channel: 'portal',
      acceptBranchId: await branchIdOf(app.db, 'YGN'),
      deliverBranchId: await branchIdOf(app.db, 'MDY'),
    });
    const listed = await app.request('GET', '/api/merchant-portal/label?tab=pending', { token: member });
    expect(listed.body.data.map((label: { id: number }) => label.id)).toEqual([created.body.data.id]);

    // No key, or a bad draft: refused, nothing booked.
    const keyless = await app.request('POST', '/api/merchant-portal/label', { token: member, body: portalLabel() });
    expect(keyless.status).toBe(422);
    const bad = await app.request('POST', '/api/merchant-portal/label', {
      token: member,
      headers: { 'Idempotency-Key': randomUUID() },
      body: portalLabel({ destination_township: 'nowhere' }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('destination_township');
  });

  it('prints only the member’s merchant’s labels; staff have no portal', async () => {
    const app = getApp();
    const ygn = await branchIdOf(app.db, 'YGN');
    const flow = codFlow(app, ygn);
    const staff = await signIn(app, 'owner');
    const shop = await createMerchant(app.db);
    const other = await createMerchant(app.db);
    const own = await flow.book(staff, shop.id);
    const second = await flow.book(staff, shop.id, { overrides: { destination_township: demoTownships.pyinmana } });
    const foreign = await flow.book(staff, other.id);
    const member = await memberOf(app, shop.id);

    const printed = await app.request('GET', `/api/merchant-portal/label/print?ids=${second.id},${own.id}`, {
      token: member,
    });
    expect(printed.status, JSON.stringify(printed.body)).toBe(200);
    expect(printed.body.data.map((label: { tracking_code: string }) => label.tracking_code)).toEqual([
      second.tracking_code,
      own.tracking_code,
    ]);
    expect(printed.body.data[0].transactions).toEqual([]);
    const mixed = await app.request('GET', `/api/merchant-portal/label/print?ids=${own.id},${foreign.id}`, {
      token: member,
    });
    expect(mixed.status).toBe(404);

    expect((await app.request('GET', `/api/merchant-portal/label/print?ids=${own.id}`, { token: staff })).status).toBe(
      403,
    );
    expect((await app.request('GET', '/api/merchant-portal/sender', { token: staff })).status).toBe(403);
    const staffBooks = await app.request('POST', '/api/merchant-portal/label', {
      token: staff,
      headers: { 'Idempotency-Key': randomUUID() },
      body: portalLabel(),
    });
    expect(staffBooks.status).toBe(403);
  });

  it('imports a file as the member: every row booked for his merchant, another merchant’s row refused', async () => {
    const app = getApp();
    const shop = await createMerchant(app.db);
    const other = await createMerchant(app.db);
    const member = await memberOf(app, shop.id);
    const prefix = `PORTAL-${randomUUID().slice(0, 8)}`;
    const sample = portalLabel() as Record<string, unknown>;
    const row = (index: number, extra: Record<string, string> = {}) => ({
      ...Object.fromEntries(columns.map((column) => [column, String(sample[column] ?? '')])),
      reference_id: `${prefix}-${index}`,
      ...extra,
    });
    const upload = (url: string, bytes: Uint8Array) =>
      sendForm(app, 'POST', url, {
        token: member,
        headers: { 'Idempotency-Key': randomUUID() },
        files: { file: { bytes, filename: 'labels.csv' } },
      });

    const refused = await upload(
      '/api/merchant-portal/label/import',
      csvOf([row(1), row(2, { merchant_id: String(other.id) })]),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([expect.objectContaining({ row: 3, field: 'merchant_id' })]);

    const file = csvOf([row(1), row(2), row(3, { merchant_id: String(shop.id) })]);
    const preview = await upload('/api/merchant-portal/label/import/preview', file);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.errors).toEqual([]);
    const imported = await upload('/api/merchant-portal/label/import', file);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body.created).toBe(3);
    const counts = await app.request('GET', '/api/merchant-portal/label/counts', { token: member });
    expect(counts.body.counts.pending).toBe(3);
    const template = await app.request('GET', '/api/merchant-portal/label/import/template?locale=mm', {
      token: member,
    });
    expect(template.status).toBe(200);
  });
});
