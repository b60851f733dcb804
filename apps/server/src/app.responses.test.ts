import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileResponseSerializer } from './plugins/zod-validation.js';
import { sampleLabel } from './test/sample-label.js';
import { branchIdOf } from './test/fixtures.js';
import { databaseKinds, signIn, useTestApp, webClient } from './test/test-app.js';

describe('response serialization', () => {
  it('writes only the fields the contract names, nulls and nested lists included', () => {
    const serialize = compileResponseSerializer(
      z.object({
        id: z.number().int(),
        branch: z.object({ code: z.string() }).nullable(),
        note: z.string().nullable(),
        steps: z.array(z.object({ status: z.enum(['pending', 'delivered']) })),
      }),
    );
    const written = serialize({
      id: 7,
      branch: { code: 'YGN', password_hash: 'secret' },
      note: null,
      steps: [{ status: 'pending', actor_phone: '09421234567' }],
      token_hash: 'secret',
    });
    expect(JSON.parse(written)).toEqual({ id: 7, branch: { code: 'YGN' }, note: null, steps: [{ status: 'pending' }] });
    expect(JSON.parse(serialize({ id: 1, branch: null, note: 'ok', steps: [] }))).toEqual({
      id: 1,
      branch: null,
      note: 'ok',
      steps: [],
    });
  });
});

describe.each(databaseKinds)('API answers on %s', (kind) => {
  const getApp = useTestApp(kind);

  it('are compressed above 2 KB when the client accepts it, and small ones are sent as they are', async () => {
    const app = getApp();
    const token = await signIn(app, 'staff');
    const mandalay = await branchIdOf(app.db, 'MDY');
    const phone = `0942${String(Date.now()).slice(-7)}`;
    for (let index = 0; index < 4; index += 1) {
      expect(
        (await app.request('POST', '/api/label', { token, body: sampleLabel(mandalay, { source_phone: phone }) }))
          .status,
      ).toBe(201);
    }
    const list = `/api/label?tab=search&phone=${phone}`;
    const headers = { ...webClient, authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };

    const gzip = await fetch(app.baseUrl + list, { headers });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = (await gzip.json()) as { data: { source_phone: string }[] };
    expect(body.data.map((label) => label.source_phone)).toEqual([phone, phone, phone, phone]);

    const brotli = await fetch(app.baseUrl + list, { headers: { ...headers, 'accept-encoding': 'br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.json()).toEqual(body);

    const plain = await fetch(app.baseUrl + list, { headers: { ...headers, 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(body);

    const small = await fetch(`${app.baseUrl}/api/health`, { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ status: 'ok' });
  });
});
