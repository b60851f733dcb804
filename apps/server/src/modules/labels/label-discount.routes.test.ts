import fs from 'node:fs';
import { roleDefinitions, roleSlugs } from '@waypost/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { labels } from '../../db/schema/index.js';
import { branchIdOf, createMerchant, unique } from '../../test/fixtures.js';
import { sampleLabel } from '../../test/sample-label.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

// The sample label: express, 1.5 kg, Yangon → Mandalay (zone 2) = 6 000 Ks shipping; the clerk share is 10 %.
const shipping = 6000;

describe.each(databaseKinds)('label discounts on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let mdy: number;
  let staff: string;
  let supervisor: string;
  let merchantId: number;

  beforeAll(async () => {
    app = getApp();
    mdy = await branchIdOf(app.db, 'MDY');
    // COD fee version 1: 2 % under 300 000 Ks.
    merchantId = (await createMerchant(app.db, { codFeeVersion: 1 })).id;
    [staff, supervisor] = await Promise.all([signIn(app, 'staff'), signIn(app, 'supervisor')]);
  });

  const create = (token: string, overrides: Record<string, unknown>, locale = 'en') =>
    app.request('POST', '/api/label', {
      token,
      body: sampleLabel(mdy, overrides),
      headers: { 'accept-language': locale },
    });

  const quote = (token: string, overrides: Record<string, unknown> = {}) => {
    const { deliver_branch_id: _branch, source_name: _s, destination_name: _d, ...body } = sampleLabel(mdy, overrides);
    return app.request('POST', '/api/label/quote', { token, body });
  };

  it('refuses 50 % from staff with a localized field error naming the limit, and creates nothing', async () => {
    const sourceName = unique('Discount');
    const response = await create(staff, { source_name: sourceName, discount: { kind: 'percent', value: 50 } });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      discount: ['Without discount approval, a discount can be at most 10 % (600 Ks) of the shipping fee.'],
    });
    const burmese = await create(staff, { discount: { kind: 'percent', value: 50 } }, 'mm');
    // Numbers in messages are in Myanmar digits in Burmese (spec §9).
    expect(burmese.body.errors.discount).toEqual(['လျှော့ဈေး ခွင့်ပြုချက်မရှိဘဲ ပို့ဆောင်ခ၏ ၁၀ % (၆၀၀ ကျပ်) အထိသာ လျှော့ပေးနိုင်ပါသည်။']);
    const chinese = await create(staff, { discount: { kind: 'amount', value: 601 } }, 'zh');
    expect(chinese.body.errors.discount).toEqual(['未经折扣审批，折扣最多为运费的 10%（600 缅元）。']);
    expect(await app.db.select({ id: labels.id }).from(labels).where(eq(labels.sourceName, sourceName))).toEqual([]);
  });

  it('lets staff give the company share', async () => {
    const response = await create(staff, { discount: { kind: 'amount', value: 600 } });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.data.fee_lines).toContainEqual({ code: 'discount', amount: -600 });
    expect(response.body.data.total_cost).toBe(shipping - 600);
  });

  it('creates a supervisor 50 % discount with the discount line', async () => {
    const response = await create(supervisor, { discount: { kind: 'percent', value: 50 } });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.data.fee_lines).toEqual([
      { code: 'shipping_fee', amount: shipping },
      { code: 'discount', amount: -shipping / 2 },
    ]);
    expect(response.body.data.total_cost).toBe(shipping / 2);
  });

  it.each([
    ['percent 101', { kind: 'percent', value: 101 }],
    ['percent 1000', { kind: 'percent', value: 1000 }],
    ['an amount above the fee', { kind: 'amount', value: shipping + 1 }],
    ['amount 999 999 999', { kind: 'amount', value: 999_999_999 }],
  ])('refuses %s even with approval (422 on the discount)', async (_name, discount) => {
    for (const token of [supervisor, staff]) {
      const response = await create(token, { discount });
      expect(response.status).toBe(422);
      const fields = Object.keys(response.body.errors);
      expect(fields.length).toBeGreaterThan(0);
      expect(fields.every((field) => field.startsWith('discount'))).toBe(true);
    }
  });

  it('names the fee as the limit of an amount discount', async () => {
    const response = await create(supervisor, { discount: { kind: 'amount', value: shipping + 1 } });
    expect(response.body.errors.discount).toEqual([
      `A discount can be at most ${shipping.toLocaleString('en-US')} Ks, the shipping fee.`,
    ]);
  });

  it('never totals below the fees the discount does not reduce', async () => {
    const cod = { accept_type: 'cod', cod_amount: 100_000, merchant_id: merchantId, services: ['sms'] };
    const response = await create(supervisor, { ...cod, discount: { kind: 'percent', value: 100 } });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const lines = response.body.data.fee_lines as { code: string; amount: number }[];
    const undiscounted = lines
      .filter((line) => line.code !== 'shipping_fee' && line.code !== 'discount')
      .reduce((sum, line) => sum + line.amount, 0);
    expect(undiscounted).toBe(2000 + 100); // COD fee 2 % of 100 000, SMS 100
    expect(response.body.data.total_cost).toBe(undiscounted);
    const whole = await create(supervisor, { ...cod, discount: { kind: 'amount', value: shipping } });
    expect(whole.body.data.total_cost).toBe(undiscounted);
  });

  it('quotes the limit for the form and refuses there exactly as on create', async () => {
    const clerk = await quote(staff);
    expect(clerk.status, JSON.stringify(clerk.body)).toBe(200);
    expect(clerk.body.data.discount_limit).toEqual({ max_percent: 10, max_amount: 600 });
    const approver = await quote(supervisor);
    expect(approver.body.data.discount_limit).toEqual({ max_percent: 100, max_amount: shipping });

    const refused = await quote(staff, { discount: { kind: 'percent', value: 50 } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.discount).toEqual([
      'Without discount approval, a discount can be at most 10 % (600 Ks) of the shipping fee.',
    ]);
    const approved = await quote(supervisor, { discount: { kind: 'percent', value: 50 } });
    expect(approved.body.data.total_cost).toBe(shipping / 2);
  });

  it('gives no discount where there is no shipping fee (gate submit)', async () => {
    const response = await quote(supervisor, {
      gate_submit: true,
      purchase_type: 'sender_pay',
      discount: { kind: 'amount', value: 500 },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors.discount).toEqual(['A discount can be at most 0 Ks, the shipping fee.']);
  });
});

describe('the label.discount migration', () => {
  it('grants the permission to exactly the roles whose defaults hold it', () => {
    const migration = fs.readFileSync(
      new URL('../../../drizzle/0005_label_discount_permission.sql', import.meta.url),
      'utf8',
    );
    const granted = [...migration.matchAll(/'([a-z-]+)'/g)].map((match) => match[1]);
    const holders = roleSlugs.filter((slug) => roleDefinitions[slug].permissions.includes('label.discount'));
    expect(new Set(granted)).toEqual(new Set(holders));
  });
});
