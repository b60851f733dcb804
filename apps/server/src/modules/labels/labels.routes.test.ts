import {
  isValidTrackingCode,
  labelTypes,
  acceptTypes,
  purchaseTypeOptions,
  purchaseTypes,
  serviceTypeOptions,
  serviceTypes,
  type LabelStatus,
} from '@waypost/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { branchIdOf, createMerchant, createUser, unique } from '../../test/fixtures.js';
import { demoTownships, sampleLabel } from '../../test/sample-label.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

const { pazundaung } = demoTownships;
const draft = sampleLabel;

describe.each(databaseKinds)('labels on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let ygn: number;
  let mdy: number;
  let npt: number;
  let staff: string;
  let mdyStaff: string;
  let nptStaff: string;
  let supervisor: string;
  /** COD labels are booked for a merchant (with credit enough for the credit ones). */
  let merchantId: number;

  beforeAll(async () => {
    app = getApp();
    merchantId = (await createMerchant(app.db, { creditLimit: 10_000_000 })).id;
    [ygn, mdy, npt] = (await Promise.all(['YGN', 'MDY', 'NPT'].map((code) => branchIdOf(app.db, code)))) as [
      number,
      number,
      number,
    ];
    const nptUser = await createUser(app.db, { role: 'staff', branch: 'NPT' });
    [staff, mdyStaff, nptStaff, supervisor] = await Promise.all([
      signIn(app, 'staff'),
      signIn(app, 'mdy-staff'),
      signIn(app, nptUser.userName),
      signIn(app, 'supervisor'),
    ]);
  });

  async function create(token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
    return app.request('POST', '/api/label', { token, body, headers });
  }

  async function createOk(body: Record<string, unknown> = draft(mdy), token = staff) {
    const response = await create(token, body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data as { id: number; tracking_code: string; status: LabelStatus };
  }

  /** Acts as a user would: with the status that user's screen shows. */
  async function act(token: string, id: number, action: string, extra: Record<string, unknown> = {}) {
    const current = await app.request('GET', `/api/label/${id}`, { token });
    const expected = current.status === 200 ? current.body.data.status : 'pending';
    return app.request('POST', `/api/label/${id}/status`, {
      token,
      body: { action, expected_status: expected, ...extra },
    });
  }

  async function step(token: string, id: number, action: string, expectStatus: LabelStatus, extra = {}) {
    const response = await act(token, id, action, extra);
    expect(response.status, `${action} → ${expectStatus}: ${JSON.stringify(response.body)}`).toBe(200);
    expect(response.body.data.status).toBe(expectStatus);
    return response.body.data;
  }

  describe('create', () => {
    it('creates a label with an S10 code, fees, the first transaction and the customer', async () => {
      const response = await create(staff, draft(mdy));
      expect(response.status).toBe(201);
      const label = response.body.data;
      expect(isValidTrackingCode(label.tracking_code)).toBe(true);
      expect(label.tracking_code).toMatch(/^EX\d{9}MM$/);
      expect(label).toMatchObject({
        status: 'pending',
        shipping_type: 'normal',
        weight: 1.5,
        accept_branch: { code: 'YGN' },
        deliver_branch: { code: 'MDY' },
        source_township: { id: pazundaung, name_en: 'Pazundaung' },
        source_region: { id: 'MM-06' },
        destination_region: { id: 'MM-04' },
        source_postcode: '11171',
      });
      expect(label.transactions).toHaveLength(1);
      expect(label.transactions[0]).toMatchObject({ seq: 1, status: 'pending', branch: { code: 'YGN' } });
      const shipping = label.fee_lines.find((line: { code: string }) => line.code === 'shipping_fee');
      expect(shipping.amount).toBeGreaterThan(0);
      expect(label.total_cost).toBe(
        label.fee_lines.reduce((sum: number, line: { amount: number }) => sum + line.amount, 0),
      );
      expect(label.customer_id).toEqual(expect.any(Number));
      expect(label.allowed_actions.map((action: { action: string }) => action.action)).toContain('next');

      // The same sender is found again by phone.
      const again = await createOk(draft(mdy, { source_name: 'U Aung' }));
      expect((again as unknown as { customer_id: number }).customer_id).toBe(label.customer_id);
    });

    it('accepts Burmese digits in numbers and phones, and pads postcodes', async () => {
      const response = await create(
        staff,
        draft(mdy, {
          weight: '၂.၅',
          source_phone: '၀၉၄၂၁၂၃၄၅၆၇',
          source_postcode: '1171',
          accept_type: 'cod',
          cod_amount: '၅၀၀၀၀',
          merchant_id: merchantId,
        }),
      );
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      expect(response.body.data).toMatchObject({
        weight: 2.5,
        source_phone: '09421234567',
        source_postcode: '01171',
        cod_amount: 50000,
      });
      const codFee = response.body.data.fee_lines.find((line: { code: string }) => line.code === 'cod_fee');
      expect(codFee.amount).toBeGreaterThan(0);
    });

    it('refuses bad input with localized field errors and writes nothing', async () => {
      const before = await app.request('GET', '/api/label?tab=search&per_page=1', { token: staff });
      const response = await app.request('POST', '/api/label', {
        token: staff,
        body: draft(mdy, { source_phone: '12', weight: 0, destination_name: '  ' }),
        headers: { 'accept-language': 'mm' },
      });
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors)).toEqual(
        expect.arrayContaining(['source_phone', 'weight', 'destination_name']),
      );
      expect(response.body.errors.source_phone[0]).toMatch(/[\u1000-\u109f]/);
      const after = await app.request('GET', '/api/label?tab=search&per_page=1', { token: staff });
      expect(after.body.meta.total).toBe(before.body.meta.total);
    });

    it('requires a COD amount for cod and at most two contact phones', async () => {
      const cod = await create(staff, draft(mdy, { accept_type: 'cod' }));
      expect(cod.status).toBe(422);
      expect(cod.body.errors.cod_amount).toBeDefined();
      // …and a merchant to pay it out to.
      expect(cod.body.errors.merchant_id).toEqual(['A COD parcel is booked for a merchant: choose one.']);
      const phones = await create(
        staff,
        draft(mdy, { contact_phone_list: ['0911111111', '0922222222', '0933333333'] }),
      );
      expect(phones.status).toBe(422);
      expect(phones.body.errors.contact_phone_list).toBeDefined();
      const township = await create(staff, draft(mdy, { destination_township: 'MM-06' }));
      expect(township.status).toBe(422);
      expect(township.body.errors.destination_township).toBeDefined();
    });

    it('allows exactly the option combinations of spec §5', async () => {
      const outcomes: string[] = [];
      for (const type of labelTypes) {
        for (const acceptType of acceptTypes) {
          for (const purchaseType of purchaseTypes) {
            for (const serviceType of serviceTypes) {
              const allowed =
                purchaseTypeOptions({ acceptType, labelType: type, gateSubmit: false }).includes(purchaseType) &&
                serviceTypeOptions(type).includes(serviceType);
              const response = await create(
                staff,
                draft(mdy, {
                  type,
                  accept_type: acceptType,
                  purchase_type: purchaseType,
                  service_type: serviceType,
                  weight: 0.4,
                  ...(acceptType === 'cod' ? { cod_amount: 20000, merchant_id: merchantId } : {}),
                }),
              );
              if (response.status !== (allowed ? 201 : 422)) {
                outcomes.push(`${type}/${acceptType}/${purchaseType}/${serviceType}: ${response.status}`);
              }
            }
          }
        }
      }
      expect(outcomes).toEqual([]);
      // Spot checks against the spec's own words.
      expect((await create(staff, draft(mdy, { purchase_type: 'from_cod' }))).status).toBe(422);
      expect((await create(staff, draft(mdy, { type: 'fcs_express', service_type: 'vpp' }))).status).toBe(422);
      expect(
        (
          await create(
            staff,
            draft(mdy, {
              accept_type: 'cod',
              cod_amount: 10000,
              merchant_id: merchantId,
              purchase_type: 'receiver_pay',
              gate_submit: true,
            }),
          )
        ).status,
      ).toBe(422);
    });

    it('replays the same Idempotency-Key with the same label, and refuses it with a different body', async () => {
      const key = unique('idem-key');
      const first = await create(staff, draft(mdy), { 'idempotency-key': key });
      const second = await create(staff, draft(mdy), { 'idempotency-key': key });
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(second.body.data.id).toBe(first.body.data.id);
      expect(second.body.data.tracking_code).toBe(first.body.data.tracking_code);
      const different = await create(staff, draft(mdy, { weight: 3 }), { 'idempotency-key': key });
      expect(different.status).toBe(422);
    });

    it('quotes fees for the live preview', async () => {
      const response = await app.request('POST', '/api/label/quote', {
        token: staff,
        body: {
          type: 'fcs_express',
          accept_type: 'cod',
          service_type: 'express',
          item_type: 'parcel',
          weight: 1,
          source_township: pazundaung,
          destination_township: demoTownships.chanayethazan,
          cod_amount: 100000,
          services: ['sms'],
        },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const codes = response.body.data.fee_lines.map((line: { code: string }) => line.code);
      expect(codes).toEqual(expect.arrayContaining(['shipping_fee', 'cod_fee', 'sms_fee']));
      expect(response.body.data.fee_lines.find((line: { code: string }) => line.code === 'cod_fee').amount).toBe(2000);
    });

    it('needs the label.create permission and a branch', async () => {
      const cs = await signIn(app, 'cs');
      expect((await create(cs, draft(mdy))).status).toBe(403);
      expect((await app.request('POST', '/api/label', { body: draft(mdy) })).status).toBe(401);
    });
  });

  describe('status paths', () => {
    it('walks normal from pending to delivered across the two branches, and stops at the end', async () => {
      const label = await createOk();
      await step(staff, label.id, 'next', 'accept_from_origin_branch');
      // The destination cannot act before the parcel is sent to it.
      expect((await act(mdyStaff, label.id, 'next')).status).toBe(409);
      await step(staff, label.id, 'next', 'send_to_destination_branch');
      expect((await act(staff, label.id, 'next')).status).toBe(409);
      await step(mdyStaff, label.id, 'next', 'arrived_to_destination_branch');
      await step(mdyStaff, label.id, 'next', 'send_to_destination_address');
      // Out for delivery, no counter step writes delivered: the courier does, with proof (issue 26 §1).
      for (const action of ['next', 'deliver', 'hand_over']) {
        const refused = await act(mdyStaff, label.id, action, { receiver_name: 'Ma Hla' });
        expect(refused.status, action).toBe(409);
      }
      expect((await act(mdyStaff, label.id, 'next')).body.message).toBe(
        'Only the courier marks a parcel delivered, with the proof of delivery.',
      );
      // The courier brings it back to the counter, where the receiver collects it: a hand-over names who took it.
      const back = await app.request('POST', '/api/delivery/courier-returns', {
        token: mdyStaff,
        body: { from: ['send_to_destination_address'], items: [{ tracking_code: label.tracking_code }] },
      });
      expect(back.body).toMatchObject({ moved: 1, data: [{ status: 'arrived_to_destination_branch' }] });
      const nameless = await act(mdyStaff, label.id, 'hand_over');
      expect(nameless.status).toBe(422);
      expect(nameless.body.errors).toEqual({ receiver_name: ['This field is required.'] });
      const delivered = await step(mdyStaff, label.id, 'hand_over', 'delivered', { receiver_name: 'Ma Hla' });
      expect(delivered.delivered_at).not.toBeNull();
      // Numbered without gaps (the withdrawn out step keeps its number, hidden); the destination is shown its
      // steps from the hand-over on, head office all of them, the receiver's name on the delivery.
      expect(
        delivered.transactions.map((transaction: { seq: number; viewable: boolean }) => [
          transaction.seq,
          transaction.viewable,
        ]),
      ).toEqual([
        [3, true],
        [4, true],
        [5, false],
        [6, true],
      ]);
      expect(delivered.transactions.at(-1)).toMatchObject({ status: 'delivered', note: 'Ma Hla' });
      const admin = await signIn(app, 'admin');
      const all = await app.request('GET', `/api/label/${label.id}`, { token: admin });
      expect(all.body.data.transactions.map((transaction: { seq: number }) => transaction.seq)).toEqual([
        1, 2, 3, 4, 5, 6,
      ]);
      const pastEnd = await act(mdyStaff, label.id, 'next');
      expect(pastEnd.status).toBe(409);
    });

    it('walks direct inside one branch', async () => {
      const label = await createOk(draft(ygn, { destination_township: pazundaung }));
      expect((label as unknown as { shipping_type: string }).shipping_type).toBe('direct');
      await step(staff, label.id, 'next', 'accept_from_origin_branch');
      // Waiting at its own branch, the receiver may collect it at the counter.
      await step(staff, label.id, 'hand_over', 'delivered', { receiver_name: 'Ko Aung' });
    });

    it('walks forward through a third branch', async () => {
      const label = await createOk();
      await step(staff, label.id, 'next', 'accept_from_origin_branch');
      const forwarded = await step(staff, label.id, 'forward', 'send_to_forward_branch', { branch_id: npt });
      // Spec §4: send_from_forward_branch marks forward; until the forward branch sends it on, it is normal.
      expect(forwarded).toMatchObject({ shipping_type: 'normal', via_branch: { code: 'NPT' } });
      await step(nptStaff, label.id, 'next', 'arrived_to_forward_branch');
      const sentOn = await step(nptStaff, label.id, 'next', 'send_from_forward_branch');
      expect(sentOn.shipping_type).toBe('forward');
      await step(nptStaff, label.id, 'next', 'send_to_destination_branch');
      await step(mdyStaff, label.id, 'next', 'arrived_to_destination_branch');
      await step(mdyStaff, label.id, 'hand_over', 'delivered', { receiver_name: 'Ko Aung' });
    });

    it('rolls a forward back: the origin holds the parcel again, with no forward branch', async () => {
      const label = await createOk();
      await step(staff, label.id, 'next', 'accept_from_origin_branch');
      await step(staff, label.id, 'forward', 'send_to_forward_branch', { branch_id: npt });
      const rolled = await step(supervisor, label.id, 'rollback', 'accept_from_origin_branch');
      expect(rolled).toMatchObject({ shipping_type: 'normal', via_branch: null, deliver_branch: { code: 'MDY' } });
      await step(staff, label.id, 'next', 'send_to_destination_branch');
    });

    it('walks redirect to a new destination branch', async () => {
      const label = await createOk();
      await step(staff, label.id, 'next', 'accept_from_origin_branch');
      await step(staff, label.id, 'next', 'send_to_destination_branch');
      await step(mdyStaff, label.id, 'next', 'arrived_to_destination_branch');
      const redirected = await step(mdyStaff, label.id, 'redirect', 'redirected', { branch_id: npt });
      // Spec §4: send_from_redirect_branch marks redirect.
      expect(redirected).toMatchObject({
        shipping_type: 'normal',
        deliver_branch: { code: 'NPT' },
        via_branch: { code: 'MDY' },
      });
      const sentOn = await step(mdyStaff, label.id, 'next', 'send_from_redirect_branch');
      expect(sentOn.shipping_type).toBe('redirect');
      await step(mdyStaff, label.id, 'next', 'send_to_destination_branch');
      await step(nptStaff, label.id, 'next', 'arrived_to_destination_branch');
      await step(nptStaff, label.id, 'hand_over', 'delivered', { receiver_name: 'Ko Aung' });
    });

    it('walks return back to the sender and confirms it', async () => {
      const label = await createOk();
      await step(staff, label.id, 'next', 'accept_from_origin_branch');
      await step(staff, label.id, 'next', 'send_to_destination_branch');
      await step(mdyStaff, label.id, 'next', 'arrived_to_destination_branch');
      await step(mdyStaff, label.id, 'next', 'send_to_destination_address');
      const returning = await step(mdyStaff, label.id, 'return', 'sendback_to_destination_branch');
      expect(returning.shipping_type).toBe('return');
      await step(mdyStaff, label.id, 'next', 'arrived_to_destination_branch');
      await step(mdyStaff, label.id, 'next', 'sendback_to_origin_branch');
      await step(staff, label.id, 'next', 'arrived_to_origin_branch');
      await step(staff, label.id, 'next', 'sendback_to_origin_address');
      await step(staff, label.id, 'next', 'sentback_to_customer');
      await step(staff, label.id, 'return_confirm', 'return_confirmed');
    });

    it('walks direct_return inside one branch', async () => {
      const label = await createOk(draft(ygn, { destination_township: pazundaung }));
      await step(staff, label.id, 'next', 'accept_from_origin_branch');
      await step(staff, label.id, 'next', 'send_to_destination_address');
      const back = await step(staff, label.id, 'return', 'sendback_to_origin_branch');
      expect(back.shipping_type).toBe('direct_return');
      await step(staff, label.id, 'next', 'sendback_to_origin_address');
      await step(staff, label.id, 'next', 'sentback_to_customer');
    });

    it('walks fail_return after the destination rejects the parcel', async () => {
      const label = await createOk();
      await step(staff, label.id, 'next', 'accept_from_origin_branch');
      await step(staff, label.id, 'next', 'send_to_destination_branch');
      await step(mdyStaff, label.id, 'next', 'arrived_to_destination_branch');
      const rejected = await step(mdyStaff, label.id, 'reject', 'reject');
      expect(rejected.shipping_type).toBe('fail_return');
      await step(mdyStaff, label.id, 'next', 'sendback_to_origin_branch');
      await step(staff, label.id, 'next', 'sendback_to_origin_address');
    });

    it('rolls back the newest step and keeps the log numbered without gaps', async () => {
      const label = await createOk();
      await step(staff, label.id, 'next', 'accept_from_origin_branch');
      // Staff may not roll back; a supervisor at the branch may.
      expect((await act(staff, label.id, 'rollback')).status).toBe(409);
      const rolled = await step(supervisor, label.id, 'rollback', 'pending');
      expect(
        rolled.transactions.map((transaction: { status: string; viewable: boolean }) => [
          transaction.status,
          transaction.viewable,
        ]),
      ).toEqual([
        ['pending', true],
        ['accept_from_origin_branch', false],
      ]);
      const again = await step(staff, label.id, 'next', 'accept_from_origin_branch');
      expect(again.transactions.map((transaction: { seq: number }) => transaction.seq)).toEqual([1, 2, 3]);
    });

    it('deletes only the newest transaction, with permission', async () => {
      const label = await createOk();
      const accepted = await step(staff, label.id, 'next', 'accept_from_origin_branch');
      const [first, newest] = accepted.transactions as { id: number }[];
      expect(
        (await app.request('DELETE', `/api/label/${label.id}/transactions/${newest!.id}`, { token: staff })).status,
      ).toBe(403);
      expect(
        (await app.request('DELETE', `/api/label/${label.id}/transactions/${first!.id}`, { token: supervisor })).status,
      ).toBe(409);
      const deleted = await app.request('DELETE', `/api/label/${label.id}/transactions/${newest!.id}`, {
        token: supervisor,
      });
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      expect(deleted.body.data.status).toBe('pending');
      expect(deleted.body.data.transactions).toHaveLength(1);
    });

    it('refuses a stale expected status with 409 and changes nothing', async () => {
      const label = await createOk();
      await step(staff, label.id, 'next', 'accept_from_origin_branch');
      const stale = await app.request('POST', `/api/label/${label.id}/status`, {
        token: staff,
        body: { action: 'next', expected_status: 'pending' },
      });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toMatch(/accept/i);
      const detail = await app.request('GET', `/api/label/${label.id}`, { token: staff });
      expect(detail.body.data.transactions).toHaveLength(2);
    });
  });

  describe('branch scope', () => {
    it("hides another branch's label: 404 for detail and actions, absent from lists", async () => {
      const label = await createOk();
      const detail = await app.request('GET', `/api/label/${label.id}`, { token: nptStaff });
      expect(detail.status).toBe(404);
      const action = await app.request('POST', `/api/label/${label.id}/status`, {
        token: nptStaff,
        body: { action: 'next', expected_status: 'pending' },
      });
      expect(action.status).toBe(404);
      const list = await app.request('GET', `/api/label?tab=search&tracking_code=${label.tracking_code}`, {
        token: nptStaff,
      });
      expect(list.status).toBe(200);
      expect(list.body.data).toEqual([]);
      const own = await app.request('GET', `/api/label?tab=search&tracking_code=${label.tracking_code}`, {
        token: staff,
      });
      expect(own.body.data.map((row: { id: number }) => row.id)).toEqual([label.id]);
      // The destination branch sees it too.
      expect((await app.request('GET', `/api/label/${label.id}`, { token: mdyStaff })).status).toBe(200);
    });
  });

  describe('lists', () => {
    it('shows each parcel in the tab of the work it waits for', async () => {
      const label = await createOk();
      const inTab = async (token: string, side: string, tab: string) => {
        const response = await app.request(
          'GET',
          `/api/label?side=${side}&tab=${tab}&tracking_code=${label.tracking_code}`,
          { token },
        );
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        return response.body.data.length === 1;
      };
      expect(await inTab(staff, 'sender', 'inbox')).toBe(true);
      await step(staff, label.id, 'next', 'accept_from_origin_branch');
      expect(await inTab(staff, 'sender', 'inbox')).toBe(false);
      expect(await inTab(staff, 'sender', 'pending')).toBe(true);
      await step(staff, label.id, 'next', 'send_to_destination_branch');
      expect(await inTab(mdyStaff, 'receiver', 'inbox')).toBe(true);
      expect(await inTab(staff, 'sender', 'ongoing')).toBe(true);
      await step(mdyStaff, label.id, 'next', 'arrived_to_destination_branch');
      expect(await inTab(mdyStaff, 'receiver', 'pending')).toBe(true);
      await step(mdyStaff, label.id, 'next', 'send_to_destination_address');
      expect(await inTab(mdyStaff, 'receiver', 'ongoing')).toBe(true);
      const back = await app.request('POST', '/api/delivery/courier-returns', {
        token: mdyStaff,
        body: { from: ['send_to_destination_address'], items: [{ tracking_code: label.tracking_code }] },
      });
      expect(back.body.moved).toBe(1);
      expect(await inTab(mdyStaff, 'receiver', 'pending')).toBe(true);
      await step(mdyStaff, label.id, 'hand_over', 'delivered', { receiver_name: 'Ma Hla' });
      expect(await inTab(mdyStaff, 'receiver', 'delivered')).toBe(true);
      expect(await inTab(staff, 'sender', 'sent')).toBe(true);
    });

    it('lists parcels by progress group', async () => {
      const label = await createOk();
      const group = async (name: string) =>
        (
          await app.request('GET', `/api/label?tab=search&group=${name}&tracking_code=${label.tracking_code}`, {
            token: staff,
          })
        ).body.data.length;
      expect(await group('process')).toBe(1);
      await step(staff, label.id, 'next', 'accept_from_origin_branch');
      await step(staff, label.id, 'next', 'send_to_destination_branch');
      expect(await group('process')).toBe(0);
      expect(await group('ongoing')).toBe(1);
      expect((await app.request('GET', '/api/label?group=lost', { token: staff })).status).toBe(422);
    });

    it('searches by part of a tracking code or phone, pages, and filters by date', async () => {
      const phone = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
      const created = [];
      for (let index = 0; index < 3; index += 1) created.push(await createOk(draft(mdy, { destination_phone: phone })));
      const byPhone = await app.request('GET', `/api/label?tab=search&phone=${phone.slice(-6)}&per_page=2`, {
        token: staff,
      });
      expect(byPhone.body.meta).toMatchObject({ total: 3, per_page: 2, last_page: 2 });
      expect(byPhone.body.data.map((row: { id: number }) => row.id)).toEqual([created[2]!.id, created[1]!.id]);
      const page2 = await app.request('GET', `/api/label?tab=search&phone=${phone.slice(-6)}&per_page=2&page=2`, {
        token: staff,
      });
      expect(page2.body).toMatchObject({ current_page: 2 });
      expect(page2.body.data.map((row: { id: number }) => row.id)).toEqual([created[0]!.id]);
      const code = created[1]!.tracking_code;
      const byCode = await app.request('GET', `/api/label?tab=search&search=${code.slice(2, 11)}`, { token: staff });
      expect(byCode.body.data.map((row: { id: number }) => row.id)).toEqual([created[1]!.id]);
      const future = await app.request('GET', `/api/label?tab=search&phone=${phone}&from=01/01/2099`, { token: staff });
      expect(future.body.meta.total).toBe(0);
      const badDate = await app.request('GET', `/api/label?tab=search&from=2026/13/45`, { token: staff });
      expect(badDate.status).toBe(422);
    });

    it('finds a code by any part of it and a phone by its end, typed in Myanmar digits, lower case or with spaces', async () => {
      const phone = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
      const label = await createOk(draft(mdy, { source_phone: phone }));
      const code = label.tracking_code;
      const search = async (query: string) => {
        const response = await app.request('GET', `/api/label?tab=search&per_page=100&${query}`, { token: staff });
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        return response.body.data as { id: number; tracking_code: string; source_phone: string }[];
      };
      const found = (rows: { id: number }[]) => rows.some((row) => row.id === label.id);
      const myanmar = (digits: string) => digits.replace(/\d/g, (digit) => String.fromCharCode(0x1040 + Number(digit)));

      // The last four digits of the serial (what staff read off a parcel), and every longer piece.
      const lastFour = code.slice(6, 10);
      const byLastFour = await search(`tracking_code=${lastFour}`);
      expect(found(byLastFour)).toBe(true);
      expect(byLastFour.every((row) => row.tracking_code.includes(lastFour))).toBe(true);
      for (const piece of [
        code.slice(0, 6).toLowerCase(),
        code.slice(2, 11),
        code,
        `${code.slice(2, 6)} ${code.slice(6, 10)}`,
      ]) {
        expect(found(await search(`search=${encodeURIComponent(piece)}`)), piece).toBe(true);
      }
      expect(found(await search(`search=${encodeURIComponent(myanmar(code.slice(4, 10)))}`))).toBe(true);
      // Phones match by their end: the last digits (Myanmar digits too, spaces allowed) or the whole number.
      expect(found(await search(`phone=${encodeURIComponent(myanmar(phone.slice(-7)))}`))).toBe(true);
      expect(found(await search(`search=${encodeURIComponent(`${phone.slice(0, 5)} ${phone.slice(5)}`)}`))).toBe(true);
      expect(found(await search(`search=${phone.slice(-4)}`))).toBe(true);
      expect(found(await search(`phone=${phone.slice(2, 8)}`))).toBe(false);
      // A whole number typed with the country code finds the stored 09… form, in the phone field and the search box.
      const international = `+95 ${phone.slice(1, 2)} ${phone.slice(2)}`;
      expect(found(await search(`phone=${encodeURIComponent(international)}`))).toBe(true);
      expect(found(await search(`search=${encodeURIComponent(international)}`))).toBe(true);
      expect(found(await search(`search=0095${phone.slice(1)}`))).toBe(true);

      // One keyword finds codes holding it and phones ending with it, each label once.
      const digits = code.slice(7, 11);
      const byPhoneEnd = await createOk(
        draft(mdy, { destination_phone: `0979${String(Math.floor(Math.random() * 1e3)).padStart(3, '0')}${digits}` }),
      );
      const keyword = await app.request('GET', `/api/label?tab=search&per_page=100&search=${digits}`, { token: staff });
      const ids = (keyword.body.data as { id: number }[]).map((row) => row.id);
      expect(ids).toEqual(expect.arrayContaining([label.id, byPhoneEnd.id]));
      expect(new Set(ids).size).toBe(ids.length);
      expect(keyword.body.meta.total).toBe(ids.length);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));

      // Fewer than four characters still search (without the index).
      const three = code.slice(8, 11);
      const byThree = await search(`tracking_code=${three}`);
      expect(found(byThree)).toBe(true);
      expect(byThree.every((row) => row.tracking_code.includes(three))).toBe(true);

      // Two pieces of the code joined together do not match; % and _ are plain characters.
      expect(found(await search(`tracking_code=${code.slice(0, 4)}${code.slice(7, 11)}`))).toBe(false);
      expect(await search(`search=${encodeURIComponent(`${code.slice(4, 8)}%`)}`)).toEqual([]);
      expect(await search(`search=${encodeURIComponent('9_9')}`)).toEqual([]);
    });
  });

  describe('public tracking', () => {
    it('shows the progress in the requested language without phones or addresses', async () => {
      const label = await createOk(draft(mdy, { destination_address: 'No. 12, 35th Street' }));
      await step(staff, label.id, 'next', 'accept_from_origin_branch');
      const response = await app.request('GET', `/api/track/${label.tracking_code.toLowerCase()}`, {
        headers: { 'accept-language': 'mm' },
      });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        tracking_code: label.tracking_code,
        status: 'accept_from_origin_branch',
        progress_group: 'process',
        destination_township: expect.stringMatching(/[\u1000-\u109f]/),
      });
      const text = JSON.stringify(response.body);
      expect(text).not.toContain('0979');
      expect(text).not.toContain('0942');
      expect(text).not.toContain('35th');
      expect((await app.request('GET', '/api/track/EX000000000MM')).status).toBe(404);
    });
  });
});
