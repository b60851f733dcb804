import { randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { labels } from '../../db/schema/index.js';
import { branchIdOf, createMerchant } from '../../test/fixtures.js';
import { sampleLabel } from '../../test/sample-label.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

/** A mobile number no other test uses (PostgreSQL is shared by the test files). */
const uniqueMobile = () => `09${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
/** A name no other test uses, so a name search finds only this test's customers. */
const uniqueName = (name: string) => `${name} ${randomInt(0, 1_000_000_000).toString(36)}`;

type ListItem = { id: number; name: string; phone: string; label_counts: { sent: number; received: number } };

describe.each(databaseKinds)('the customer book (GET /api/customer…) on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let mdy: number;
  let npt: number;
  let staff: string;
  let mdyStaff: string;
  let admin: string;

  beforeAll(async () => {
    app = getApp();
    [mdy, npt] = await Promise.all([branchIdOf(app.db, 'MDY'), branchIdOf(app.db, 'NPT')]);
    [staff, mdyStaff, admin] = await Promise.all([
      signIn(app, 'staff'),
      signIn(app, 'mdy-staff'),
      signIn(app, 'admin'),
    ]);
  });

  async function book(overrides: Record<string, unknown>, deliverBranchId = mdy, token = staff) {
    const response = await app.request('POST', '/api/label', { token, body: sampleLabel(deliverBranchId, overrides) });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data as { id: number; tracking_code: string; customer_id: number };
  }
  const list = async (query: string, token = staff) => {
    const response = await app.request('GET', `/api/customer?${query}`, { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as { data: ListItem[]; meta: { total: number; last_page: number; total_capped: boolean } };
  };
  const byPhone = async (phone: string, token = staff) => (await list(`search=${phone}`, token)).data;

  it('saves the receiver on label create, one customer per phone, with the name of their latest label', async () => {
    const phone = uniqueMobile();
    const first = await book({ destination_name: 'Ma Hla', destination_phone: phone });
    const [saved] = await byPhone(phone);
    expect(saved).toMatchObject({ name: 'Ma Hla', phone, label_counts: { sent: 0, received: 1 } });

    // Typed with the country code on the second label: the same phone, the same customer, renamed.
    const second = await book({ destination_name: 'Daw Hla Hla', destination_phone: `+95 ${phone.slice(1)}` });
    const found = await byPhone(phone);
    expect(found).toEqual([
      expect.objectContaining({ id: saved!.id, name: 'Daw Hla Hla', label_counts: { sent: 0, received: 2 } }),
    ]);
    const rows = await app.db
      .select({ receiver: labels.receiverCustomerId })
      .from(labels)
      .where(inArray(labels.id, [first.id, second.id]));
    expect(rows).toEqual([{ receiver: saved!.id }, { receiver: saved!.id }]);
  });

  it('is one customer when someone sends to their own phone, and a receiver who later sends is the same one', async () => {
    const phone = uniqueMobile();
    const own = await book({ source_phone: phone, destination_phone: phone });
    const [row] = await app.db
      .select({ sender: labels.customerId, receiver: labels.receiverCustomerId })
      .from(labels)
      .where(eq(labels.id, own.id));
    expect(row!.sender).toBe(row!.receiver);

    const receiverPhone = uniqueMobile();
    await book({ destination_phone: receiverPhone });
    const later = await book({ source_phone: receiverPhone, source_name: 'Ko Receiver' });
    const [customer] = await byPhone(receiverPhone);
    expect(customer).toMatchObject({
      id: later.customer_id,
      name: 'Ko Receiver',
      label_counts: { sent: 1, received: 1 },
    });
  });

  it('finds customers by any part of the name (any case) or of the phone, and pages them', async () => {
    const name = uniqueName('Thandar');
    const phones = [uniqueMobile(), uniqueMobile(), uniqueMobile()];
    for (const [index, phone] of phones.entries()) {
      await book({ destination_name: `${name} ${index}`, destination_phone: phone });
    }
    const all = await list(`search=${encodeURIComponent(name.toUpperCase())}&per_page=2`);
    expect(all.meta).toMatchObject({ total: 3, last_page: 2, total_capped: false });
    // Newest first.
    expect(all.data.map((row) => row.phone)).toEqual([phones[2], phones[1]]);
    expect((await list(`search=${encodeURIComponent(name)}&per_page=2&page=2`)).data.map((row) => row.phone)).toEqual([
      phones[0],
    ]);
    // The middle of a phone, in Myanmar digits with spaces, and the whole phone with the country code.
    const middle = phones[1]!.slice(3, 9);
    const burmese = [...middle].map((digit) => String.fromCodePoint(0x1040 + Number(digit))).join(' ');
    expect((await byPhone(encodeURIComponent(burmese))).map((row) => row.phone)).toContain(phones[1]);
    expect((await byPhone(encodeURIComponent(`+95${phones[1]!.slice(1)}`))).map((row) => row.phone)).toEqual([
      phones[1],
    ]);
    expect(await byPhone(encodeURIComponent('100%_no-such'))).toEqual([]);
  });

  it('shows a customer with their labels as sender and receiver, newest first, and the COD of what they sent', async () => {
    const phone = uniqueMobile();
    const merchant = await createMerchant(app.db, { homeBranch: 'YGN' });
    const walkIn = await book({ source_phone: phone, source_name: 'U Ba', destination_name: 'Daw Mya' });
    const cod = await book({
      source_phone: phone,
      source_name: 'U Ba',
      destination_name: 'Ko Tun',
      destination_phone: '09791230000',
      accept_type: 'cod',
      cod_amount: 45_000,
      merchant_id: merchant.id,
    });
    const received = await book({
      destination_phone: phone,
      destination_name: 'U Ba',
      source_name: 'Ma Sender',
      source_phone: '09451230000',
    });

    const detail = await app.request('GET', `/api/customer/${cod.customer_id}`, { token: staff });
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body.data).toMatchObject({
      id: cod.customer_id,
      name: 'U Ba',
      phone,
      label_counts: { sent: 2, received: 1 },
      cod: { count: 1, amount: 45_000, by_state: [{ state: 'ongoing', count: 1, amount: 45_000 }] },
    });
    expect(detail.body.labels).toMatchObject({ side: 'sent', current_page: 1, meta: { total: 2, last_page: 1 } });
    expect(detail.body.labels.data).toMatchObject([
      {
        id: cod.id,
        tracking_code: cod.tracking_code,
        status: 'pending',
        other_party: { name: 'Ko Tun', phone: '09791230000' },
        cod_amount: 45_000,
        cod_state: 'ongoing',
        deliver_branch: { code: 'MDY' },
      },
      { id: walkIn.id, other_party: { name: 'Daw Mya' }, cod_amount: 0, cod_state: null },
    ]);

    const receivedTab = await app.request('GET', `/api/customer/${cod.customer_id}?labels=received&per_page=1`, {
      token: staff,
    });
    expect(receivedTab.body.labels).toMatchObject({ side: 'received', meta: { total: 1 } });
    expect(receivedTab.body.labels.data).toMatchObject([
      { id: received.id, other_party: { name: 'Ma Sender', phone: '09451230000' } },
    ]);
  });

  it('shows a branch only the labels its branch is a side of; head office sees them all', async () => {
    const phone = uniqueMobile();
    const toMdy = await book({ source_phone: phone }, mdy);
    const toNpt = await book({ source_phone: phone }, npt);
    const id = toMdy.customer_id;
    const sentIds = async (token: string) => {
      const response = await app.request('GET', `/api/customer/${id}`, { token });
      expect(response.status).toBe(200);
      return {
        ids: (response.body.labels.data as { id: number }[]).map((row) => row.id),
        counts: response.body.data.label_counts,
      };
    };
    expect(await sentIds(staff)).toEqual({ ids: [toNpt.id, toMdy.id], counts: { sent: 2, received: 0 } });
    // MDY delivers one of them: it sees that one, and counts only it, in the detail and the list.
    expect(await sentIds(mdyStaff)).toEqual({ ids: [toMdy.id], counts: { sent: 1, received: 0 } });
    expect((await byPhone(phone, mdyStaff))[0]?.label_counts).toEqual({ sent: 1, received: 0 });
    expect(await sentIds(admin)).toEqual({ ids: [toNpt.id, toMdy.id], counts: { sent: 2, received: 0 } });
  });

  it('answers 404 for an unknown customer and 422 for bad input, localized', async () => {
    expect((await app.request('GET', '/api/customer/2100000000', { token: staff })).status).toBe(404);
    const badId = await app.request('GET', '/api/customer/abc', { token: staff });
    expect(badId.status).toBe(422);
    expect((await app.request('GET', '/api/customer/1?labels=both', { token: staff })).status).toBe(422);
    expect((await app.request('GET', '/api/customer?page=0', { token: staff })).status).toBe(422);
    const control = await app.request('GET', '/api/customer?search=%00', {
      token: staff,
      headers: { 'accept-language': 'mm' },
    });
    expect(control.status).toBe(422);
    expect(Object.keys(control.body.errors)).toEqual(['search']);
    expect((await app.request('GET', '/api/customer/export?type=everyone', { token: admin })).status).toBe(422);
    expect((await app.request('GET', '/api/customer/export', { token: admin })).status).toBe(422);
  });

  it('needs customer.view to read the book and customer.export to export it', async () => {
    expect((await app.request('GET', '/api/customer')).status).toBe(401);
    for (const userName of ['postman', 'accountant']) {
      const token = await signIn(app, userName);
      expect((await app.request('GET', '/api/customer', { token })).status).toBe(403);
      expect((await app.request('GET', '/api/customer/1', { token })).status).toBe(403);
    }
    // Counter staff may look customers up but not take the whole book away.
    expect((await app.request('GET', '/api/customer/export?type=all', { token: staff })).status).toBe(403);
  });
});
