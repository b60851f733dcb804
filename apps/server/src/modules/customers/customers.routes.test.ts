import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, customers } from '../../db/schema/index.js';
import { branchIdOf } from '../../test/fixtures.js';
import { sampleLabel } from '../../test/sample-label.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

/** A mobile number no other test uses (PostgreSQL is shared by the test files). */
const uniqueMobile = () => `09${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;

describe.each(databaseKinds)('saved senders (GET /api/customers) on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let mdy: number;
  let staff: string;

  beforeAll(async () => {
    app = getApp();
    mdy = await branchIdOf(app.db, 'MDY');
    staff = await signIn(app, 'staff');
  });

  const book = (token: string, overrides: Record<string, unknown>) =>
    app.request('POST', '/api/label', { token, body: sampleLabel(mdy, overrides) });
  const lookUp = (token: string, phone: string, headers: Record<string, string> = {}) =>
    app.request('GET', `/api/customers?phone=${encodeURIComponent(phone)}`, { token, headers });

  it('finds the sender of a label by phone, typed in any form, with every place level and the address', async () => {
    const phone = uniqueMobile();
    const created = await book(staff, {
      source_name: 'Daw Khin',
      source_phone: `+95 ${phone.slice(1)}`,
      source_address: 'No. 5, 49th Street',
    });
    expect(created.status).toBe(201);

    for (const typed of [phone, `+95${phone.slice(1)}`, `95${phone.slice(1)}`]) {
      const found = await lookUp(staff, typed);
      expect(found.status).toBe(200);
      expect(found.body).toEqual({
        data: [
          {
            id: created.body.data.customer_id,
            name: 'Daw Khin',
            phone,
            region: { id: 'MM-06', name_en: 'Yangon Region', name_mm: 'ရန်ကုန်တိုင်းဒေသကြီး' },
            district: { id: 'MMR013D002', name_en: 'Yangon (East)', name_mm: 'ရန်ကုန်(အရှေ့ပိုင်း)' },
            township: { id: 'MMR013016', name_en: 'Pazundaung', name_mm: 'ပုဇွန်တောင်', postcode: '11171' },
            address: 'No. 5, 49th Street',
          },
        ],
      });
    }
  });

  it("offers the sender as they were on their latest label, and any of the company's counters finds them", async () => {
    const phone = uniqueMobile();
    expect(
      (await book(staff, { source_phone: phone, source_name: 'Ko Aung', source_address: 'Old road' })).status,
    ).toBe(201);
    expect(
      (await book(staff, { source_phone: phone, source_name: 'Ko Aung Aung', source_address: 'New road' })).status,
    ).toBe(201);
    // Customers belong to the company: a repeat sender walking into another branch is found there too.
    const found = await lookUp(await signIn(app, 'mdy-staff'), phone);
    expect(found.body.data).toHaveLength(1);
    expect(found.body.data[0]).toMatchObject({ name: 'Ko Aung Aung', address: 'New road' });
  });

  it("finds nothing for a phone nobody has sent from, nor for another company's customer", async () => {
    expect((await lookUp(staff, uniqueMobile())).body).toEqual({ data: [] });
    const phone = uniqueMobile();
    const [other] = await app.db
      .insert(companies)
      .values({ nameEn: 'Other Courier', nameMm: 'အခြား' })
      .returning({ id: companies.id });
    await app.db.insert(customers).values({ companyId: other!.id, name: 'Not yours', phone });
    expect((await lookUp(staff, phone)).body).toEqual({ data: [] });
  });

  it('needs a whole phone: a prefix or a non-phone is a localized 422, so the book cannot be browsed', async () => {
    const prefix = await lookUp(staff, '0942');
    expect(prefix.status).toBe(422);
    expect(prefix.body.errors).toEqual({
      phone: ['Enter a phone number such as 09421234567 or +959421234567 (7 to 10 digits after the 0).'],
    });
    const burmese = await lookUp(staff, 'abc', { 'accept-language': 'mm' });
    expect(burmese.status).toBe(422);
    expect(burmese.body.errors.phone).toEqual([
      'ဖုန်းနံပါတ်ကို ၀၉၄၂၁၂၃၄၅၆၇ သို့မဟုတ် +၉၅၉၄၂၁၂၃၄၅၆၇ ကဲ့သို့ ထည့်ပါ (၀ နောက်တွင် ဂဏန်း ၇ လုံးမှ ၁၀ လုံး)။',
    ]);
    expect((await app.request('GET', '/api/customers', { token: staff })).status).toBe(422);
  });

  it('is for those who may create labels: signed out 401, customer service 403', async () => {
    expect((await lookUp('', uniqueMobile())).status).toBe(401);
    const refused = await lookUp(await signIn(app, 'cs'), uniqueMobile());
    expect(refused.status).toBe(403);
  });
});
