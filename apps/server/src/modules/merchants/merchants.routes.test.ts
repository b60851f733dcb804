import { randomInt } from 'node:crypto';
import { ledgerAccounts as ledgerAccountIds, toMyanmarDigits } from '@waypost/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, ledgerAccounts, merchants, rateTables } from '../../db/schema/index.js';
import { branchIdOf, unique } from '../../test/fixtures.js';
import { sendForm, tinyPng, type FormFile } from '../../test/multipart.js';
import { databaseKinds, signIn, useTestApp, type TestApp, webClient } from '../../test/test-app.js';

/** A mobile number no other test uses (PostgreSQL is shared by the test files). */
const uniqueMobile = () => `09${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
const pazundaung = 'MMR013016';

describe.each(databaseKinds)('merchants (/api/merchant) on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let ygn: number;
  let mdy: number;
  let manager: string;

  beforeAll(async () => {
    app = getApp();
    [ygn, mdy] = await Promise.all([branchIdOf(app.db, 'YGN'), branchIdOf(app.db, 'MDY')]);
    manager = await signIn(app, 'manager');
  });

  const fieldsOf = (overrides: Record<string, string> = {}) => ({
    name: unique('Shwe Online'),
    merchant_type: 'existing',
    home_branch_id: String(ygn),
    phone: uniqueMobile(),
    township_id: pazundaung,
    address: 'No. 12, 49th Street',
    ...overrides,
  });
  const create = (token: string, fields: Record<string, string>, logo?: FormFile, headers?: Record<string, string>) =>
    sendForm(app, 'POST', '/api/merchant', { token, fields, files: logo ? { logo } : {}, headers });
  const rowsNamed = (name: string) => app.db.select().from(merchants).where(eq(merchants.name, name));

  it('creates a merchant with its logo, credit account and places, and serves the logo back byte for byte', async () => {
    const png = tinyPng();
    const fields = fieldsOf({ phone: '+95 9 ၄၂၁ 000 111', email: 'shop@example.com', credit_limit: '' });
    const created = await create(manager, fields, { bytes: png, filename: 'logo.png', type: 'image/png' });
    expect(created.status).toBe(201);
    const merchant = created.body.data;
    const [activeTable] = await app.db.select().from(rateTables).where(eq(rateTables.active, true));
    expect(merchant).toMatchObject({
      name: fields.name,
      merchant_type: 'existing',
      home_branch: { id: ygn, code: 'YGN' },
      phone: '09421000111',
      email: 'shop@example.com',
      township: { id: pazundaung, name_en: 'Pazundaung', name_mm: 'ပုဇွန်တောင်' },
      district: { id: 'MMR013D002', name_en: 'Yangon (East)' },
      region: { id: 'MM-06', name_en: 'Yangon Region' },
      address: 'No. 12, 49th Street',
      bank: null,
      bank_updated_at: null,
      // No version on the form: the company's, from its active rate table.
      cod_fee_version: activeTable!.rates.cod_fee_version,
      credit_limit: 0,
      credit_balance: 0,
    });
    expect(merchant.logo_url).toMatch(new RegExp(`^/api/merchant/${merchant.id}/logo\\?v=[0-9a-f]{12}$`));
    const [account] = await app.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, ledgerAccountIds.merchantCredit(merchant.id)));
    expect(account).toMatchObject({ kind: 'receivable', debitLimit: 0, minBalance: null, maxBalance: null });

    const logo = await fetch(app.baseUrl + merchant.logo_url, {
      headers: { ...webClient, authorization: `Bearer ${manager}` },
    });
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(new Uint8Array(await logo.arrayBuffer())).toEqual(png);
    const etag = logo.headers.get('etag')!;
    expect(etag).toMatch(new RegExp(`^"${merchant.logo_url.split('v=')[1]}[0-9a-f]{52}"$`));
    const again = await app.request('GET', merchant.logo_url, { token: manager, headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect((await app.request('GET', merchant.logo_url)).status).toBe(401);
  });

  it('refuses a logo that is not an image whatever its name, or over 1 MB, and writes nothing', async () => {
    const text = { bytes: new TextEncoder().encode('not a picture'), filename: 'logo.png', type: 'image/png' };
    const fields = fieldsOf();
    const notImage = await create(manager, fields, text);
    expect(notImage.status).toBe(422);
    expect(notImage.body.errors).toEqual({ logo: ['The logo must be a PNG, JPEG or WebP image.'] });

    const huge = new Uint8Array(1_048_577);
    huge.set(tinyPng());
    const tooLarge = await create(manager, fields, { bytes: huge, filename: 'big.png', type: 'image/png' });
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.errors).toEqual({ logo: ['The logo may be at most 1 MB.'] });
    expect(await rowsNamed(fields.name)).toEqual([]);

    // Exactly 1 MB is allowed.
    const limit = new Uint8Array(1_048_576);
    limit.set(tinyPng());
    expect((await create(manager, fields, { bytes: limit, filename: 'a.png' })).status).toBe(201);
  });

  it('answers bad fields with localized field errors, the file ones with them', async () => {
    const refused = await create(
      manager,
      fieldsOf({ name: '', email: 'nobody', phone: '12', merchant_type: 'big', cod_fee_version: '3' }),
      { bytes: new Uint8Array([1, 2, 3]), filename: 'x.jpg' },
      { 'accept-language': 'mm' },
    );
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual([
      'cod_fee_version',
      'email',
      'logo',
      'merchant_type',
      'name',
      'phone',
    ]);
    expect(refused.body.errors.email).toEqual(['name@example.com ကဲ့သို့ အီးမေးလ်လိပ်စာ ဖြည့်ပါ။']);

    const places = await create(manager, fieldsOf({ home_branch_id: '2000000000', township_id: 'MM-06' }));
    expect(places.status).toBe(422);
    expect(Object.keys(places.body.errors).sort()).toEqual(['home_branch_id', 'township_id']);

    const json = await app.request('POST', '/api/merchant', { token: manager, body: fieldsOf() });
    expect(json.status).toBe(422);
    expect(json.body.errors).toEqual({ body: ['Invalid!'] });
  });

  it('keeps names unique per company whatever their case, on create and on update', async () => {
    const first = await create(manager, fieldsOf());
    const taken = await create(manager, fieldsOf({ name: first.body.data.name.toUpperCase() }));
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ name: ['There is already a merchant with this name.'] });

    const other = await create(manager, fieldsOf());
    const renamed = await sendForm(app, 'POST', `/api/merchant/${other.body.data.id}`, {
      token: manager,
      fields: fieldsOf({ name: first.body.data.name }),
    });
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors.name).toEqual(['There is already a merchant with this name.']);
  });

  it('lists the company’s merchants newest first, by part of the name or the end of the phone, per home branch', async () => {
    const tag = unique('Tag');
    const phone = uniqueMobile();
    const older = (await create(manager, fieldsOf({ name: `${tag} Shoes`, phone }))).body.data;
    const newer = (await create(manager, fieldsOf({ name: `Ma Ma ${tag} Cosmetics`, home_branch_id: String(mdy) })))
      .body.data;
    const list = (query: string) => app.request('GET', `/api/merchant?${query}`, { token: manager });

    const byName = await list(`search=${encodeURIComponent(tag.toLowerCase())}`);
    expect(byName.status).toBe(200);
    expect(byName.body.data.map((item: { id: number }) => item.id)).toEqual([newer.id, older.id]);
    expect(byName.body).toMatchObject({ current_page: 1, meta: { total: 2, per_page: 9, last_page: 1 } });

    const byPhone = await list(`search=${encodeURIComponent(toMyanmarDigits(phone.slice(-6)))}`);
    expect(byPhone.body.data.map((item: { id: number }) => item.id)).toEqual([older.id]);

    const atMdy = await list(`search=${encodeURIComponent(tag)}&home_branch_id=${mdy}`);
    expect(atMdy.body.data.map((item: { id: number }) => item.id)).toEqual([newer.id]);

    const paged = await list(`search=${encodeURIComponent(tag)}&per_page=1&page=2`);
    expect(paged.body).toMatchObject({ current_page: 2, meta: { total: 2, per_page: 1, last_page: 2 } });
    expect(paged.body.data.map((item: { id: number }) => item.id)).toEqual([older.id]);

    // Wildcards typed are letters.
    expect((await list('search=%25')).body.data).toEqual([]);
    expect((await app.request('GET', `/api/merchant/${older.id}`, { token: manager })).body.data).toEqual(older);
  });

  it('never shows another company’s merchant: 404 to read, its logo or to update, and not in the list', async () => {
    const [other] = await app.db
      .insert(companies)
      .values({ nameEn: 'Other Courier', nameMm: 'အခြား' })
      .returning({ id: companies.id });
    const name = unique('Not Yours');
    const [theirs] = await app.db
      .insert(merchants)
      .values({
        companyId: other!.id,
        name,
        merchantType: 'existing',
        homeBranchId: ygn,
        phone: uniqueMobile(),
        townshipId: pazundaung,
        codFeeVersion: 1,
      })
      .returning({ id: merchants.id });
    expect((await app.request('GET', `/api/merchant/${theirs!.id}`, { token: manager })).status).toBe(404);
    expect((await app.request('GET', `/api/merchant/${theirs!.id}/logo`, { token: manager })).status).toBe(404);
    const update = await sendForm(app, 'POST', `/api/merchant/${theirs!.id}`, { token: manager, fields: fieldsOf() });
    expect(update.status).toBe(404);
    const listed = await app.request('GET', `/api/merchant?search=${encodeURIComponent(name)}`, { token: manager });
    expect(listed.body.data).toEqual([]);
  });

  it('lets the counter read merchants but only those who manage them create them', async () => {
    const staff = await signIn(app, 'staff');
    expect((await app.request('GET', '/api/merchant', { token: staff })).status).toBe(200);
    const refused = await create(staff, fieldsOf());
    expect(refused.status).toBe(403);
    expect((await app.request('GET', '/api/merchant', { token: await signIn(app, 'cs') })).status).toBe(403);
    expect((await create('', fieldsOf())).status).toBe(401);
  });

  it('updates from the form as sent, keeping the COD fee version and logo when absent, replacing the logo', async () => {
    const created = (
      await create(manager, fieldsOf({ cod_fee_version: '2', email: 'a@example.com' }), {
        bytes: tinyPng(),
        filename: 'a.png',
      })
    ).body.data;
    const update = (fields: Record<string, string>, logo?: FormFile) =>
      sendForm(app, 'POST', `/api/merchant/${created.id}`, {
        token: manager,
        fields,
        files: logo ? { logo } : {},
      });
    const kept = await update(fieldsOf({ name: created.name, phone: created.phone, address: 'New road' }));
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({
      address: 'New road',
      email: null,
      cod_fee_version: 2,
      logo_url: created.logo_url,
    });
    const replaced = await update(fieldsOf({ name: created.name }), {
      bytes: tinyPng({ rgb: [0xff, 0, 0] }),
      filename: 'b.png',
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.logo_url).not.toBe(created.logo_url);
  });
});
