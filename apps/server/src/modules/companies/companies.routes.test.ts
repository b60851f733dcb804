import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, rateTables } from '../../db/schema/index.js';
import { createUser, unique } from '../../test/fixtures.js';
import { sendForm, tinyPng } from '../../test/multipart.js';
import { databaseKinds, signIn, useTestApp, type TestApp, webClient } from '../../test/test-app.js';

/** A branch code of three letters no other test holds (the test tries another when one is taken). */
const freshBranchCode = () =>
  Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');

const companyFields = (overrides: Record<string, string> = {}) => ({
  name_en: unique('Golden Express'),
  name_mm: 'ရွှေ အမြန်ချောပို့',
  branch_code: freshBranchCode(),
  branch_name_en: 'Head office',
  branch_name_mm: 'ရုံးချုပ်',
  township_id: 'MMR013016',
  ...overrides,
});

/** Opens a company (another branch code while the random one is taken). */
async function openCompany(app: TestApp, token: string, logo = tinyPng()) {
  for (;;) {
    const fields = companyFields();
    const answer = await sendForm(app, 'POST', '/api/company', {
      token,
      fields,
      files: { logo: { bytes: logo, filename: 'logo.png', type: 'image/png' } },
    });
    if (answer.status === 422 && answer.body.errors?.branch_code) continue;
    return { answer, fields };
  }
}

const ownerFields = (overrides: Record<string, string> = {}) => ({
  name: 'Daw Aye Aye',
  user_name: unique('owner'),
  phone: '09 420 111 222',
  email: 'aye@example.com',
  gender: 'female',
  password: 'golden-2026',
  confirm_password: 'golden-2026',
  ...overrides,
});

describe.each(databaseKinds)('companies on %s', (kind) => {
  const getApp = useTestApp(kind);

  it('opens a company with its logo, tariff and first branch; its owner signs in to that company alone', async () => {
    const app = getApp();
    const admin = await signIn(app, 'admin');
    const logo = tinyPng({ width: 3, height: 3 });
    const { answer, fields } = await openCompany(app, admin, logo);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const company = answer.body.data;
    expect(company).toMatchObject({
      name_en: fields.name_en,
      name_mm: 'ရွှေ အမြန်ချောပို့',
      branches: [{ code: fields.branch_code, name_en: 'Head office', name_mm: 'ရုံးချုပ်' }],
      owners: [],
      staff_count: 0,
      logo_url: expect.stringMatching(new RegExp(`^/api/company/${company.id}/logo\\?v=`)),
    });
    const rates = await app.db.select().from(rateTables).where(eq(rateTables.companyId, company.id));
    expect(rates).toHaveLength(1);

    const image = await fetch(app.baseUrl + company.logo_url, {
      headers: { ...webClient, authorization: `Bearer ${admin}` },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(logo);
    const again = await fetch(app.baseUrl + company.logo_url, {
      headers: { ...webClient, authorization: `Bearer ${admin}`, 'if-none-match': image.headers.get('etag')! },
    });
    expect(again.status).toBe(304);

    const owner = ownerFields();
    const created = await sendForm(app, 'POST', `/api/company/${company.id}/owner`, { token: admin, fields: owner });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      company_id: company.id,
      name: 'Daw Aye Aye',
      user_name: owner.user_name,
      branch_id: company.branches[0].id,
    });
    expect(JSON.stringify(created.body)).not.toContain('golden-2026');

    const ownerToken = await signIn(app, owner.user_name, 'golden-2026');
    const account = await app.request('GET', '/api/active_account', { token: ownerToken });
    expect(account.body.user).toMatchObject({ role: { slug: 'owner' }, branch: { id: company.branches[0].id } });
    const branches = await app.request('GET', '/api/branch/all', { token: ownerToken });
    expect(branches.body.data.map((branch: { code: string }) => branch.code)).toEqual([fields.branch_code]);
    // The owner runs his company, not the platform.
    expect((await app.request('GET', '/api/company', { token: ownerToken })).status).toBe(403);

    const listed = (await app.request('GET', '/api/company', { token: admin })).body.data.find(
      (item: { id: number }) => item.id === company.id,
    );
    expect(listed).toMatchObject({ owners: [{ name: 'Daw Aye Aye', user_name: owner.user_name }], staff_count: 1 });
  });

  it('refuses a bad company form with field errors and writes nothing', async () => {
    const app = getApp();
    const admin = await signIn(app, 'admin');
    const countNamed = async (name: string) =>
      (await app.db.select().from(companies).where(eq(companies.nameEn, name))).length;

    const empty = await sendForm(app, 'POST', '/api/company', { token: admin, fields: {} });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual([
      'branch_code',
      'branch_name_en',
      'branch_name_mm',
      'name_en',
      'name_mm',
      'township_id',
    ]);

    const notAnImage = companyFields();
    const script = await sendForm(app, 'POST', '/api/company', {
      token: admin,
      fields: notAnImage,
      files: { logo: { bytes: new TextEncoder().encode('<svg onload=alert(1)>'), filename: 'logo.png' } },
    });
    expect(script.status).toBe(422);
    expect(script.body.errors).toEqual({ logo: ['The logo must be a PNG, JPEG or WebP image.'] });
    expect(await countNamed(notAnImage.name_en)).toBe(0);

    // YGN is the demo company's: the whole company is refused, not half-written.
    const takenCode = companyFields({ branch_code: 'ygn' });
    const taken = await sendForm(app, 'POST', '/api/company', { token: admin, fields: takenCode });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ branch_code: ['This code is already in use.'] });
    expect(await countNamed(takenCode.name_en)).toBe(0);

    const region = await sendForm(app, 'POST', '/api/company', {
      token: admin,
      fields: companyFields({ township_id: 'MM-06' }),
    });
    expect(region.body.errors).toEqual({ township_id: ['Please choose one.'] });
  });

  it('refuses a bad owner form, an unknown company and another company’s branch', async () => {
    const app = getApp();
    const admin = await signIn(app, 'admin');
    const { answer } = await openCompany(app, admin);
    const id: number = answer.body.data.id;
    const post = (fields: Record<string, string>, companyId = id) =>
      sendForm(app, 'POST', `/api/company/${companyId}/owner`, { token: admin, fields });

    const noGender = await post(ownerFields({ gender: '' }));
    expect(noGender.status).toBe(422);
    expect(noGender.body.errors).toEqual({ gender: ['Gender must be selected!'] });
    const mismatch = await post(ownerFields({ confirm_password: 'golden-2027' }));
    expect(mismatch.body.errors).toEqual({ confirm_password: [expect.any(String)] });
    expect((await post(ownerFields({ user_name: 'OWNER' }))).body.errors).toEqual({
      user_name: [expect.any(String)],
    });
    const ygn = (await app.request('GET', '/api/branch/all', { token: admin })).body.data.find(
      (branch: { code: string }) => branch.code === 'YGN',
    ).id;
    expect((await post(ownerFields({ branch_id: String(ygn) }))).body.errors).toEqual({
      branch_id: ['Please choose one.'],
    });
    expect((await post(ownerFields(), 2 ** 31 - 1)).status).toBe(404);
    const listed = (await app.request('GET', '/api/company', { token: admin })).body.data.find(
      (item: { id: number }) => item.id === id,
    );
    expect(listed.staff_count).toBe(0);
  });

  it('is the platform super-admin’s alone', async () => {
    const app = getApp();
    const md = (await createUser(app.db, { role: 'md' })).userName;
    for (const userName of [md, 'owner', 'manager', 'staff']) {
      const token = await signIn(app, userName);
      expect((await app.request('GET', '/api/company', { token })).status).toBe(403);
      const refused = await sendForm(app, 'POST', '/api/company', { token, fields: companyFields() });
      expect(refused.status).toBe(403);
      expect((await sendForm(app, 'POST', '/api/company/1/owner', { token, fields: ownerFields() })).status).toBe(403);
    }
  });
});
