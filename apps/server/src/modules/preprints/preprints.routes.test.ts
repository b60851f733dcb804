import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, labels, preprintRanges } from '../../db/schema/index.js';
import { createMerchant, unique } from '../../test/fixtures.js';
import { networkCompany, type NetworkCompany } from '../../test/network-flow.js';
import { sampleLabel } from '../../test/sample-label.js';
import { databaseKinds, useTestApp, type TestApp } from '../../test/test-app.js';

describe.each(databaseKinds)('Preprinted labels on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let net: NetworkCompany;
  let merchant: { id: number; name: string };

  beforeAll(async () => {
    app = getApp();
    net = await networkCompany(app);
    merchant = await createMerchant(app.db);
  });

  const issue = async (body: Record<string, unknown> = {}, token = net.tokens.ygnLead) => {
    const response = await net.call(token, 'POST', '/api/preprint', {
      merchant_id: merchant.id,
      type: 'smart_invoice',
      count: 3,
      ...body,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as { id: number; codes: string[]; count: number };
  };
  const label = (overrides: Record<string, unknown> = {}, token = net.tokens.ygnClerk) =>
    net.call(token, 'POST', '/api/label', sampleLabel(net.ids.MDY, overrides));

  it('issues a range of real tracking codes at the supervisor’s branch, audited', async () => {
    const range = await issue({ count: 5 });
    expect(range.count).toBe(5);
    expect(range.codes).toHaveLength(5);
    for (const code of range.codes) expect(code).toMatch(/^PI\d{9}MM$/);
    expect(new Set(range.codes).size).toBe(5);
    // A label booked afterwards gets a code of its own, never one of the range's.
    const booked = await label();
    expect(booked.status).toBe(201);
    expect(range.codes).not.toContain(booked.body.data.tracking_code);

    const detail = await net.call(net.tokens.ygnLead, 'GET', `/api/preprint/${range.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      type: 'smart_invoice',
      merchant: { id: merchant.id, name: merchant.name },
      branch: { id: net.ids.YGN },
      count: 5,
      used: 0,
      unused: 5,
      voided: 0,
      first_code: range.codes[0],
      last_code: range.codes[4],
    });
    expect(detail.body.data.codes.map((code: { tracking_code: string }) => code.tracking_code)).toEqual(range.codes);
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'preprint.issue'), eq(auditLog.entityId, String(range.id))));
    expect(audits).toHaveLength(1);
  });

  it('issues one range per Idempotency-Key: the same key answers the first range again', async () => {
    const other = await createMerchant(app.db);
    const body = { merchant_id: other.id, type: 'smart_envelope', count: 2 };
    const post = (key: string, sent: unknown = body) =>
      app.request('POST', '/api/preprint', {
        token: net.tokens.ygnLead,
        body: sent,
        headers: { 'idempotency-key': key },
      });
    const key = unique('preprint-');
    const first = await post(key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await post(key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await post(key, { ...body, count: 3 })).status).toBe(409);
    const ranges = await app.db.select().from(preprintRanges).where(eq(preprintRanges.merchantId, other.id));
    expect(ranges).toHaveLength(1);
    if (kind === 'postgres') {
      // Two at once with one key: one range, both answered with it.
      const racing = unique('preprint-');
      const [left, right] = await Promise.all([post(racing), post(racing)]);
      expect([left.status, right.status]).toEqual([201, 201]);
      expect(left.body).toEqual(right.body);
      const after = await app.db.select().from(preprintRanges).where(eq(preprintRanges.merchantId, other.id));
      expect(after).toHaveLength(2);
    }
  });

  it('refuses a count out of bounds, an unknown merchant and the counter clerk', async () => {
    const tooMany = await net.call(net.tokens.ygnLead, 'POST', '/api/preprint', {
      merchant_id: merchant.id,
      type: 'smart_envelope',
      count: 1001,
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.count).toEqual(['Issue between 1 and 1000 codes.']);
    const nobody = await net.call(net.tokens.ygnLead, 'POST', '/api/preprint', {
      merchant_id: 999_999,
      type: 'smart_envelope',
      count: 1,
    });
    expect(nobody.status).toBe(422);
    expect(nobody.body.errors.merchant_id).toBeDefined();
    const clerk = await net.call(net.tokens.ygnClerk, 'POST', '/api/preprint', {
      merchant_id: merchant.id,
      type: 'smart_envelope',
      count: 1,
    });
    expect(clerk.status).toBe(403);
  });

  it('lists the branch’s ranges with their counts, filtered by merchant and unused codes', async () => {
    const other = await createMerchant(app.db);
    const range = await issue({ merchant_id: other.id, count: 2 });
    const list = await net.call(net.tokens.ygnLead, 'GET', `/api/preprint?merchant_id=${other.id}&has_unused=true`);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([expect.objectContaining({ id: range.id, count: 2, used: 0, unused: 2 })]);
    await net.call(net.tokens.ygnLead, 'POST', `/api/preprint/${range.id}/void`);
    const none = await net.call(net.tokens.ygnLead, 'GET', `/api/preprint?merchant_id=${other.id}&has_unused=true`);
    expect(none.body.data).toEqual([]);
    const spent = await net.call(net.tokens.ygnLead, 'GET', `/api/preprint?merchant_id=${other.id}&has_unused=false`);
    expect(spent.body.data).toEqual([expect.objectContaining({ id: range.id, unused: 0, voided: 2 })]);
    // Head office sees every branch's ranges; Mandalay sees none of Yangon's.
    const head = await net.call(net.tokens.headOffice, 'GET', `/api/preprint?merchant_id=${other.id}`);
    expect(head.body.data.map((row: { id: number }) => row.id)).toEqual([range.id]);
    const mandalay = await net.call(net.tokens.mdyLead, 'GET', `/api/preprint?merchant_id=${other.id}`);
    expect(mandalay.body.data).toEqual([]);
  });

  it('answers the sheet to print: every code in order with its merchant', async () => {
    const range = await issue({ type: 'smart_envelope', count: 4 });
    const sheet = await net.call(net.tokens.ygnLead, 'GET', `/api/preprint/${range.id}/sheet`);
    expect(sheet.status).toBe(200);
    expect(sheet.body).toMatchObject({ id: range.id, type: 'smart_envelope', merchant_name: merchant.name });
    expect(sheet.body.codes.map((code: { tracking_code: string }) => code.tracking_code)).toEqual(range.codes);
    for (const code of range.codes) expect(code.startsWith('PE')).toBe(true);
  });

  it('is a 404 to another branch, for reading, printing and voiding', async () => {
    const range = await issue();
    for (const [method, url] of [
      ['GET', `/api/preprint/${range.id}`],
      ['GET', `/api/preprint/${range.id}/sheet`],
      ['POST', `/api/preprint/${range.id}/void`],
    ] as const) {
      expect((await net.call(net.tokens.mdyLead, method, url)).status).toBe(404);
    }
    expect((await net.call(net.tokens.ygnLead, 'GET', '/api/preprint/999999')).status).toBe(404);
  });

  it('gives a code to one label: the label takes it and the range’s merchant; a second use is a 409', async () => {
    const range = await issue();
    const code = range.codes[1]!;
    const booked = await label({ preprint_code: ` ${code.toLowerCase()} ` });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.data.tracking_code).toBe(code);
    const [row] = await app.db.select().from(labels).where(eq(labels.id, booked.body.data.id));
    expect(row!.merchantId).toBe(merchant.id);

    const detail = await net.call(net.tokens.ygnLead, 'GET', `/api/preprint/${range.id}`);
    expect(detail.body.data).toMatchObject({ used: 1, unused: 2 });
    expect(detail.body.data.codes[1]).toMatchObject({ state: 'used', label_id: booked.body.data.id });

    const again = await label({ preprint_code: code, merchant_id: merchant.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This preprinted code is already on another label.');
  });

  it('replays a retried create with its Idempotency-Key instead of answering "used"', async () => {
    const range = await issue({ count: 1 });
    const send = () =>
      app.request('POST', '/api/label', {
        token: net.tokens.ygnClerk,
        headers: { 'idempotency-key': `preprint-retry-${range.id}` },
        body: sampleLabel(net.ids.MDY, { preprint_code: range.codes[0] }),
      });
    const first = await send();
    expect(first.status).toBe(201);
    const retry = await send();
    expect(retry.status).toBe(201);
    expect(retry.body.data.id).toBe(first.body.data.id);
  });

  it('refuses a voided code (409), another merchant’s (422) and an unknown one (422), writing no label', async () => {
    const range = await issue();
    const booked = await label({ preprint_code: range.codes[0] });
    expect(booked.status).toBe(201);
    const voided = await net.call(net.tokens.ygnLead, 'POST', `/api/preprint/${range.id}/void`);
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({ voided: 2, data: { used: 1, unused: 0, voided: 2 } });
    expect(voided.body.data.voided_at).not.toBeNull();
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'preprint.void'), eq(auditLog.entityId, String(range.id))));
    expect(audits).toHaveLength(1);

    const before = (await app.db.select({ id: labels.id }).from(labels)).length;
    const refused = await label({ preprint_code: range.codes[1] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This preprinted code was voided.');

    const fresh = await issue({ count: 1 });
    const other = await createMerchant(app.db);
    const wrongMerchant = await label({ preprint_code: fresh.codes[0], merchant_id: other.id });
    expect(wrongMerchant.status).toBe(422);
    expect(wrongMerchant.body.errors.preprint_code).toEqual(['This preprinted code was issued to another merchant.']);

    const unknown = await label({ preprint_code: 'PI999999995MM' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.preprint_code).toEqual(['There is no preprinted code like this.']);
    const malformed = await label({ preprint_code: 'hello' });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors.preprint_code).toEqual(['There is no preprinted code like this.']);
    expect((await app.db.select({ id: labels.id }).from(labels)).length).toBe(before);
  });
});
