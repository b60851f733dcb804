import { labelStatuses, merchantTabOf } from '@waypost/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codFlow } from '../../test/cod-flow.js';
import { compactMerchantLabelTallies } from './merchant-label-tallies.js';
import { branchIdOf, createMerchant, unique } from '../../test/fixtures.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

/** A member of `merchantId` who has set his password (invited by the branch owner). */
async function memberOf(app: TestApp, merchantId: number, role = 'merchant-clerk') {
  const owner = await signIn(app, 'owner');
  const userName = unique('clerk');
  const invited = await app.request('POST', `/api/merchant/${merchantId}/users`, {
    token: owner,
    body: { name: 'Ma Su', user_name: userName, phone: '09421234567', role },
  });
  const token = (invited.body.invite_url as string).split('/').pop()!;
  await app.request('POST', `/api/invite/${token}`, { body: { password: 'member-pass-1' } });
  return signIn(app, userName, 'member-pass-1');
}

describe.each(databaseKinds)('merchant portal on %s', (kind) => {
  const getApp = useTestApp(kind);

  it('agrees with the domain on every status’s tab (the SQL function behind the tab index)', async () => {
    const app = getApp();
    const rows = await app.db.execute(
      sql`select s as status, merchant_portal_tab(s) as tab from unnest(${`{${labelStatuses.join(',')}}`}::text[]) as s`,
    );
    const tabs = (rows as unknown as { rows?: { status: string; tab: string }[] }).rows ?? (rows as never);
    for (const row of tabs as { status: (typeof labelStatuses)[number]; tab: string }[]) {
      expect(row.tab, row.status).toBe(merchantTabOf(row.status));
    }
    expect((tabs as unknown[]).length).toBe(labelStatuses.length);
  });

  it('searches a tab by whole code, phone end, name or reference, and pages the print tab over two tabs', async () => {
    const app = getApp();
    const flow = codFlow(app, await branchIdOf(app.db, 'YGN'));
    const staff = await signIn(app, 'owner');
    const shop = await createMerchant(app.db);
    const other = await createMerchant(app.db);
    const receiver = (phone: string, name: string, reference: string) => ({
      overrides: { destination_phone: phone, destination_name: name, reference_id: reference },
    });
    const first = await flow.book(staff, shop.id, receiver('09771234567', 'Daw Khin Nwe', 'ORD-1'));
    const second = await flow.book(staff, shop.id, receiver('09779876543', 'U Ba', '5567'));
    await flow.step(staff, second.id, 'next', 'accept_from_origin_branch');
    const third = await flow.book(staff, shop.id, receiver('09451112222', 'Ko Zaw', 'ORD-3'));
    // Another merchant's twin of the first: never found.
    await flow.book(staff, other.id, receiver('09771234567', 'Daw Khin Nwe', 'ORD-1'));
    const member = await memberOf(app, shop.id);
    const list = async (query: string) => {
      const response = await app.request('GET', `/api/merchant-portal/label?${query}`, { token: member });
      expect(response.status).toBe(200);
      return {
        ids: response.body.data.map((label: { id: number }) => label.id),
        total: response.body.meta.total as number,
      };
    };
    const found = async (query: string) => (await list(query)).ids;

    expect(await found('tab=pending&search=1234567')).toEqual([first.id]);
    expect(await found('tab=pending&search=09771234567')).toEqual([first.id]);
    expect(await found('tab=pending&search=0977')).toEqual([]);
    expect(await found('tab=pending&search=khin')).toEqual([first.id]);
    expect(await found('tab=pending&search=ORD-1')).toEqual([first.id]);
    expect(await found(`tab=pending&search=${first.tracking_code.toLowerCase()}`)).toEqual([first.id]);
    expect(await found('tab=accepted&search=5567')).toEqual([second.id]);
    expect(await found('tab=pending&search=5567')).toEqual([]);

    expect(await list('tab=multi_label_print&per_page=2')).toEqual({ ids: [third.id, second.id], total: 3 });
    expect(await list('tab=multi_label_print&per_page=2&page=2')).toEqual({ ids: [first.id], total: 3 });
    expect(await list('tab=pending&per_page=1&page=2')).toEqual({ ids: [first.id], total: 2 });
    // Past the middle of a tab, a page is read from its oldest end: the same labels.
    expect(await list('tab=multi_label_print&per_page=1&page=3')).toEqual({ ids: [first.id], total: 3 });
    expect(await list('tab=multi_label_print&per_page=1&page=2')).toEqual({ ids: [second.id], total: 3 });
    expect(await list('tab=multi_label_print&per_page=2&page=5')).toEqual({ ids: [], total: 3 });

    // The counts are the merchant's tab tallies: kept by the labels' trigger, the same after a compaction.
    const counts = { pending: 2, accepted: 1, process: 0, delivered: 0, ongoing_return: 0, return: 0 };
    const read = async () =>
      (await app.request('GET', '/api/merchant-portal/label/counts', { token: member })).body.counts;
    expect(await read()).toEqual(counts);
    await compactMerchantLabelTallies({ db: app.db });
    expect(await read()).toEqual(counts);
    const drift = await app.db.execute(sql`
      select l.merchant_id from
        (select merchant_id, merchant_portal_tab(status) as tab, count(*)::int as n from labels
          where merchant_id is not null group by 1, 2) l
        full join (select merchant_id, tab, sum(labels)::int as n from merchant_label_tallies group by 1, 2) t
          using (merchant_id, tab)
      where coalesce(l.n, 0) <> coalesce(t.n, 0)`);
    expect((drift as unknown as { rows?: unknown[] }).rows ?? drift).toEqual([]);
  });

  it("shows a member his merchant's labels by tab, and another merchant's label is not found", async () => {
    const app = getApp();
    const ygn = await branchIdOf(app.db, 'YGN');
    const flow = codFlow(app, ygn);
    const staff = await signIn(app, 'owner');
    const shop = await createMerchant(app.db);
    const other = await createMerchant(app.db);
    const booked = await flow.book(staff, shop.id, { codAmount: 30_000 });
    const delivered = await flow.book(staff, shop.id, { codAmount: 20_000 });
    await flow.deliver(staff, delivered.id);
    const foreign = await flow.book(staff, other.id);
    const member = await memberOf(app, shop.id);

    const pending = await app.request('GET', '/api/merchant-portal/label?tab=pending', { token: member });
    expect(pending.status).toBe(200);
    expect(pending.body.data.map((label: { id: number }) => label.id)).toEqual([booked.id]);
    expect(pending.body.meta).toEqual({ total: 1, per_page: 9, last_page: 1 });
    const done = await app.request('GET', '/api/merchant-portal/label?tab=delivered', { token: member });
    expect(done.body.data).toEqual([
      expect.objectContaining({
        id: delivered.id,
        status: 'delivered',
        cod_amount: 20_000,
        progress_group: 'delivered',
      }),
    ]);
    const printable = await app.request('GET', '/api/merchant-portal/label?tab=multi_label_print', { token: member });
    expect(printable.body.data.map((label: { id: number }) => label.id)).toEqual([booked.id]);
    const search = await app.request('GET', `/api/merchant-portal/label?tab=pending&search=${booked.tracking_code}`, {
      token: member,
    });
    expect(search.body.meta.total).toBe(1);

    const counts = await app.request('GET', '/api/merchant-portal/label/counts', { token: member });
    expect(counts.body.counts).toEqual({
      pending: 1,
      accepted: 0,
      process: 0,
      delivered: 1,
      ongoing_return: 0,
      return: 0,
    });

    const detail = await app.request('GET', `/api/merchant-portal/label/${delivered.id}`, { token: member });
    expect(detail.status).toBe(200);
    expect(detail.body.data.history.map((step: { status: string }) => step.status)).toContain('delivered');
    expect((await app.request('GET', `/api/merchant-portal/label/${foreign.id}`, { token: member })).status).toBe(404);
    // Staff have no portal; the member has no staff list.
    expect((await app.request('GET', '/api/merchant-portal/label', { token: staff })).status).toBe(403);
    expect((await app.request('GET', `/api/label/${booked.id}`, { token: member })).status).toBe(403);

    // COD by the merchant clearance tabs: his own merchant, whatever merchant he names.
    const cod = await app.request('GET', `/api/cod-pending?tab=cod_pending&merchant_id=${other.id}`, { token: member });
    expect(cod.status).toBe(200);
    expect(cod.body.data.map((label: { label_id: number }) => label.label_id)).toEqual([delivered.id]);
    const staffWithout = await app.request('GET', '/api/cod-pending?tab=cod_pending', { token: staff });
    expect(staffWithout.status).toBe(422);

    const dashboard = await app.request('GET', '/api/merchant-portal/dashboard', { token: member });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toEqual({
      today_labels: 2,
      delivered_rate: 100,
      cod_waiting: { count: 1, amount: 20_000 },
      last_payout: null,
      next_payout_expected: null,
    });
  });
});
