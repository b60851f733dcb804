import { defaultRateTable } from '@waypost/domain';
import { describe, expect, it } from 'vitest';
import { createCompany } from '../../test/fixtures.js';
import { databaseKinds, signIn, useTestApp } from '../../test/test-app.js';

/** A random code of three letters (the test retries when another test holds it). */
const freshCode = () => {
  const n = Math.floor(Math.random() * 26 ** 3);
  return [2, 1, 0].map((power) => String.fromCharCode(65 + (Math.floor(n / 26 ** power) % 26))).join('');
};

describe.each(databaseKinds)('POST /api/branch on %s', (kind) => {
  const getApp = useTestApp(kind);

  it('opens a branch where its township is, for head office only; every browser’s branch list moves on', async () => {
    const app = getApp();
    const admin = await signIn(app, 'admin');
    const key = (await app.request('GET', '/api/cache_config', { token: admin })).body.key;
    let code = freshCode();
    const body = () => ({
      code: code.toLowerCase(),
      name_en: 'Pazundaung',
      name_mm: 'ပုဇွန်တောင်',
      township_id: 'MMR013016',
      international_mail: true,
      type: 'agent',
    });
    let created = await app.request('POST', '/api/branch', { token: admin, body: body() });
    // A code another test took meanwhile: try another.
    while (created.status === 422 && created.body.errors.code) {
      code = freshCode();
      created = await app.request('POST', '/api/branch', { token: admin, body: body() });
    }
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      code,
      name_mm: 'ပုဇွန်တောင်',
      type: 'agent',
      international_mail: true,
      township_id: 'MMR013016',
      region_id: expect.any(String),
      district_id: expect.any(String),
    });
    const all = await app.request('GET', '/api/branch/all', { token: admin });
    expect(all.body.data.map((branch: { code: string }) => branch.code)).toContain(code);
    expect((await app.request('GET', '/api/cache_config', { token: admin })).body.key).not.toBe(key);

    const again = await app.request('POST', '/api/branch', { token: admin, body: body() });
    expect(again.status).toBe(422);
    expect(again.body.errors.code).toEqual(['This code is already in use.']);
    const bad = await app.request('POST', '/api/branch', {
      token: admin,
      body: { ...body(), code: 'AB1', township_id: 'MM-06', type: 'post' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['code', 'type']);
    const region = await app.request('POST', '/api/branch', {
      token: admin,
      body: { ...body(), code: freshCode(), township_id: 'MM-06' },
    });
    expect(region.body.errors).toEqual({ township_id: ['Please choose one.'] });

    for (const userName of ['owner', 'manager', 'staff']) {
      const refused = await app.request('POST', '/api/branch', { token: await signIn(app, userName), body: body() });
      expect(refused.status).toBe(403);
    }
  });

  it('lists only the user’s own company’s branches', async () => {
    const app = getApp();
    const other = await createCompany(app.db, defaultRateTable);
    const codesFor = async (userName: string) =>
      (
        (await app.request('GET', '/api/branch/all', { token: await signIn(app, userName) })).body.data as {
          code: string;
        }[]
      ).map((branch) => branch.code);
    const ours = await codesFor('staff');
    expect(ours).toEqual(expect.arrayContaining(['YGN', 'MDY']));
    expect(ours).not.toContain(other.branchCode);
    expect(await codesFor(other.userNames.staff)).toEqual([other.branchCode]);
  });
});
