import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { branchIdOf } from '../../test/fixtures.js';
import { sampleLabel } from '../../test/sample-label.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

const national = () => `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;

/** What the counter clerk types, as the create and quote requests receive it (issue 9). */
describe.each(databaseKinds)('label input as typed on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let mdy: number;
  let staff: string;

  beforeAll(async () => {
    app = getApp();
    mdy = await branchIdOf(app.db, 'MDY');
    staff = await signIn(app, 'staff');
  });

  const create = (overrides: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.request('POST', '/api/label', { token: staff, headers, body: sampleLabel(mdy, overrides) });
  const quote = (overrides: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.request('POST', '/api/label/quote', { token: staff, headers, body: sampleLabel(mdy, overrides) });

  it('stores phones typed with the country code in the local form', async () => {
    const [sender, receiver, contact] = [national(), national(), national()];
    const created = await create({
      source_phone: `+95 ${sender}`,
      destination_phone: `95${receiver}`,
      contact_phone_list: [`+95-${contact}`],
    });
    expect(created.status).toBe(201);
    const stored = {
      source_phone: `0${sender}`,
      destination_phone: `0${receiver}`,
      contact_phone_list: [`0${contact}`],
    };
    expect(created.body.data).toMatchObject(stored);
    const read = await app.request('GET', `/api/label/${created.body.data.id}`, { token: staff });
    expect(read.body.data).toMatchObject(stored);
  });

  it('refuses a phone that is none, with the hint that says what is accepted', async () => {
    const refused = await create({ source_phone: '+95 12345' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      source_phone: ['Enter a phone number such as 09421234567 or +959421234567 (7 to 10 digits after the 0).'],
    });
  });

  it('reads a decimal comma in the weight as a decimal point', async () => {
    const [comma, point] = await Promise.all([quote({ weight: '1,5' }), quote({ weight: 1.5 })]);
    expect(comma.status).toBe(200);
    expect(comma.body.data.total_cost).toBe(point.body.data.total_cost);
    const created = await create({ weight: '၂,၅' });
    expect(created.status).toBe(201);
    expect(created.body.data.weight).toBe(2.5);
  });

  it('refuses an ambiguous weight with the reason, in the reader’s language', async () => {
    for (const weight of ['1,234.5', '1.234,5', '1,2,5']) {
      const refused = await quote({ weight });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({
        weight: ['Write the number with one decimal separator, e.g. 1.5 or 1,5, and no thousands separators.'],
      });
    }
    const burmese = await create({ weight: '1,234.5' }, { 'accept-language': 'mm' });
    expect(burmese.body.errors.weight).toEqual([
      'ဒသမအမှတ် တစ်ခုတည်းဖြင့် ရေးပါ (ဥပမာ ၁.၅ သို့မဟုတ် ၁,၅)။ ထောင်ဂဏန်းခွဲသည့် ကော်မာ မထည့်ပါနှင့်။',
    ]);
  });

  it('says why insurance over 100 % is refused, on create and on the quote', async () => {
    const message = ['Insurance is a whole percentage of the value, from 0 to 100 %.'];
    expect((await create({ insurance_percent: 150 })).body.errors).toEqual({ insurance_percent: message });
    expect((await quote({ insurance_percent: '150' })).body.errors).toEqual({ insurance_percent: message });
    expect((await quote({ insurance_percent: 12.5 })).body.errors).toEqual({ insurance_percent: message });
  });

  it('names the COD limit with thousands separators, and in Myanmar digits in Burmese', async () => {
    const body = { accept_type: 'cod', cod_amount: 20_000_000 };
    expect((await quote(body)).body.errors).toEqual({
      cod_amount: ['The COD amount must be between 1 and 10,000,000 Ks.'],
    });
    expect((await quote(body, { 'accept-language': 'mm' })).body.errors).toEqual({
      cod_amount: ['ကောက်ခံငွေသည် ၁ ကျပ်မှ ၁၀,၀၀၀,၀၀၀ ကျပ်အတွင်း ဖြစ်ရပါမည်။'],
    });
    const misgrouped = await quote({ accept_type: 'cod', cod_amount: '2,5' });
    expect(misgrouped.body.errors).toEqual({
      cod_amount: ['Put commas only between groups of three digits, e.g. 25,000.'],
    });
  });
});
