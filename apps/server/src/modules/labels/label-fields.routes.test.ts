import { beforeAll, describe, expect, it } from 'vitest';
import { branchIdOf } from '../../test/fixtures.js';
import { demoTownships, sampleLabel } from '../../test/sample-label.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

/** The last label fields of spec §3 (issue 30 §5): booked, read back, and the dates and reasons the history sets. */
describe.each(databaseKinds)('label fields on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let mdy: number;
  let ygn: number;
  let staff: string;

  beforeAll(async () => {
    app = getApp();
    [mdy, ygn] = await Promise.all([branchIdOf(app.db, 'MDY'), branchIdOf(app.db, 'YGN')]);
    staff = await signIn(app, 'staff');
  });

  const create = (overrides: Record<string, unknown>) =>
    app.request('POST', '/api/label', { token: staff, body: sampleLabel(mdy, overrides) });
  const read = async (id: number) => (await app.request('GET', `/api/label/${id}`, { token: staff })).body.data;
  const act = (id: number, body: Record<string, unknown>) =>
    app.request('POST', `/api/label/${id}/status`, { token: staff, body });

  it('books the fields a clerk sets and reads them back', async () => {
    const fields = {
      with_temp_address: true,
      temp_address: 'Room 12, Sakura Hotel, Bogyoke Road',
      delivery_type: 'office',
      rating_type: 'volumetric_weight',
      flat: true,
      compensation_fee: '၂၀,၀၀၀',
      finish_item: true,
      transaction_label: true,
      with_smart_invoice: true,
      cod_code: 'INV-2026-77',
      item_name: 'Longyi (2 pieces)',
      source_alpha_3_code: 'mmr',
      destination_alpha_3_code: 'THA',
      discount: { kind: 'percent', value: 5 },
    };
    const created = await create(fields);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const expected = {
      ...fields,
      compensation_fee: 20_000,
      source_alpha_3_code: 'MMR',
      discount_kind: 'percent',
      discount_percent: 5,
    };
    delete (expected as Record<string, unknown>).discount;
    expect(created.body.data).toMatchObject(expected);
    const detail = await read(created.body.data.id);
    expect(detail).toMatchObject(expected);
    const discountLine = detail.fee_lines.find((line: { code: string }) => line.code === 'discount');
    expect(detail.discount_amount).toBe(-discountLine.amount);
    // The sender paid at the counter: paid when booked.
    expect(detail.paid_at).toBe(detail.created_at);
    expect(detail.return_reason).toBeNull();
  });

  it('gives a label without them a domestic home delivery and a fixed-amount discount no percent', async () => {
    const created = await create({ discount: { kind: 'amount', value: 100 } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      with_temp_address: false,
      temp_address: null,
      delivery_type: 'home',
      rating_type: 'actual_weight',
      flat: false,
      compensation_fee: 0,
      cod_code: null,
      item_name: null,
      source_alpha_3_code: 'MMR',
      destination_alpha_3_code: 'MMR',
      discount_kind: 'amount',
      discount_percent: null,
      discount_amount: 100,
    });
  });

  it('refuses an unknown country and a temporary address flag without the address, writing nothing', async () => {
    const refused = await create({ destination_alpha_3_code: 'XYZ', with_temp_address: true });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['destination_alpha_3_code', 'temp_address']);
    const flagOnly = await create({ with_temp_address: true });
    expect(flagOnly.status).toBe(422);
    expect(flagOnly.body.errors).toEqual({ temp_address: ['This field is required.'] });
  });

  it('marks a receiver-pays label paid when delivered, and unpaid again when the delivery is undone', async () => {
    // Yangon → Yangon is direct: the YGN counter takes it in and hands it to the receiver.
    const created = await create({
      purchase_type: 'receiver_pay',
      deliver_branch_id: ygn,
      destination_township: demoTownships.pazundaung,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data.paid_at).toBeNull();
    expect((await act(id, { action: 'next', expected_status: 'pending' })).status).toBe(200);
    const delivered = await act(id, {
      action: 'hand_over',
      expected_status: 'accept_from_origin_branch',
      receiver_name: 'Ma Hla',
    });
    expect(delivered.body.data).toMatchObject({ status: 'delivered' });
    expect(delivered.body.data.paid_at).toBe(delivered.body.data.delivered_at);
    expect(delivered.body.data.paid_at).not.toBeNull();
    const manager = await signIn(app, 'manager');
    const undone = await app.request('POST', `/api/label/${id}/status`, {
      token: manager,
      body: { action: 'rollback', expected_status: 'delivered' },
    });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.data.paid_at).toBeNull();
  });

  it('keeps the note of the return as its reason', async () => {
    const created = await create({ deliver_branch_id: ygn, destination_township: demoTownships.pazundaung });
    const id = created.body.data.id;
    const accepted = await act(id, { action: 'next', expected_status: 'pending' });
    // A direct label goes back by being sent back to its sender's address.
    expect(accepted.body.data.allowed_actions).toContainEqual(
      expect.objectContaining({ action: 'sendback_to_origin_address' }),
    );
    const returned = await act(id, {
      action: 'sendback_to_origin_address',
      expected_status: 'accept_from_origin_branch',
      note: 'Receiver refused the parcel',
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect(returned.body.data.return_reason).toBe('Receiver refused the parcel');
  });

  it('quotes by 5-digit postcodes as by townships, and names an unknown postcode', async () => {
    const quote = (body: Record<string, unknown>) => app.request('POST', '/api/label/quote', { token: staff, body });
    const { source_township: _s, destination_township: _d, ...withoutPlaces } = sampleLabel(mdy);
    const byTownship = await quote(sampleLabel(mdy));
    // Pazundaung 11171 → Chanayethazan 05021, typed without the leading zero and in Myanmar digits.
    const byPostcode = await quote({ ...withoutPlaces, source_postcode: '11171', destination_postcode: '၅၀၂၁' });
    expect(byPostcode.status, JSON.stringify(byPostcode.body)).toBe(200);
    expect(byPostcode.body.data).toEqual(byTownship.body.data);

    const unknown = await quote({ ...withoutPlaces, source_postcode: '99999', destination_postcode: '05021' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ source_postcode: ['No township has this postcode.'] });
    const malformed = await quote({ ...withoutPlaces, source_postcode: '1234567', destination_postcode: '05021' });
    expect(malformed.status).toBe(422);
    expect(Object.keys(malformed.body.errors)).toEqual(['source_postcode']);
    const neither = await quote(withoutPlaces);
    expect(neither.status).toBe(422);
    expect(neither.body.errors).toEqual({
      source_township: ['Choose a township or type its postcode.'],
      destination_township: ['Choose a township or type its postcode.'],
    });
  });
});
