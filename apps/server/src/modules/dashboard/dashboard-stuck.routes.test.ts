import { defaultRateTable, type DashboardResponse, type StuckListResponse } from '@waypost/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { labels as labelRows } from '../../db/schema/index.js';
import { addBranches, insertLabels, type PlacedLabel } from '../../test/dashboard-labels.js';
import { createCompany, createMerchant, unique } from '../../test/fixtures.js';
import { demoTownships, sampleLabel } from '../../test/sample-label.js';
import { databaseKinds, signIn, useTestApp } from '../../test/test-app.js';

const dayMs = 86_400_000;

describe.each(databaseKinds)('parcels stuck (GET /api/dashboard, /api/dashboard/stuck) on %s', (kind) => {
  const getApp = useTestApp(kind);
  let branchIds: number[];
  let codes: Record<string, string>;
  let tokens: { officer: string; supervisor: string; staff: string };

  /** A label lying at `status` since `daysAgo` days (and a minute), between branches by index. */
  const lying = (name: string, status: string, daysAgo: number, accept: number, deliver: number): PlacedLabel => {
    const at = new Date(getApp().clock.now().getTime() - daysAgo * dayMs - 60_000);
    codes[name] = unique('ST').toUpperCase();
    return {
      merchant: false,
      acceptType: 'walkin',
      serviceType: 'express',
      services: [],
      pickupAtPo: false,
      channel: 'counter',
      codAmount: 0,
      totalCost: 3_000,
      createdAt: at,
      acceptedAt: at,
      deliveredAt: status === 'delivered' ? at : null,
      returnedAt: null,
      accept,
      deliver,
      status,
      updatedAt: at,
      trackingCode: codes[name],
    };
  };

  beforeAll(async () => {
    const app = getApp();
    const { db } = app;
    codes = {};
    const company = await createCompany(db, defaultRateTable);
    branchIds = [company.branchId, ...(await addBranches(db, company.branchId, 2))];
    const merchantId = (await createMerchant(db, { companyId: company.companyId, homeBranchId: branchIds[0]! })).id;
    // The supervisor works at branch 0; head office reads all three.
    await insertLabels(db, { companyId: company.companyId, branchIds, merchantId }, [
      lying('sentOut', 'send_to_destination_branch', 10, 0, 1),
      lying('incoming', 'arrived_to_destination_branch', 5, 1, 0),
      lying('local', 'accept_from_origin_branch', 4, 0, 0),
      lying('missing', 'missing', 3, 0, 1),
      lying('recent', 'accept_from_origin_branch', 2, 0, 1),
      lying('delivered', 'delivered', 20, 0, 0),
      lying('booked', 'pending', 20, 0, 0),
      lying('returned', 'sentback_to_customer', 20, 1, 0),
      lying('elsewhere', 'send_to_destination_branch', 8, 1, 2),
    ]);
    // A busy branch 2: more stuck parcels than are counted.
    const crowd = Array.from({ length: 1_005 }, (_, index) => {
      const label = lying(`crowd${index}`, 'arrived_to_destination_branch', 6, 1, 2);
      label.updatedAt = new Date(label.updatedAt!.getTime() + index * 1_000);
      return label;
    });
    await insertLabels(db, { companyId: company.companyId, branchIds, merchantId }, crowd);
    tokens = {
      officer: await signIn(app, company.userNames.accountant),
      supervisor: await signIn(app, company.userNames.supervisor),
      staff: await signIn(app, company.userNames.staff),
    };
  });

  const stuckList = async (token: string, query: string) => {
    const response = await getApp().request<StuckListResponse>('GET', `/api/dashboard/stuck${query}`, { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  const dashboard = async (token: string, query = '') =>
    (await getApp().request<DashboardResponse>('GET', `/api/dashboard${query}`, { token })).body;
  const codesOf = (rows: readonly { tracking_code: string }[]) => rows.map((row) => row.tracking_code);

  it('lists a branch’s parcels unmoved for more than N days, sent or on their way to it, oldest first', async () => {
    const list = await stuckList(tokens.supervisor, '');
    // Another branch's parcels, those moved lately and finished or not yet accepted ones never show.
    expect(codesOf(list.data)).toEqual([codes.sentOut, codes.incoming, codes.local, codes.missing]);
    expect(list.meta).toEqual({ total: 4, per_page: 20, last_page: 1 });
    expect(list.current_page).toBe(1);
    const [first] = list.data;
    const now = getApp().clock.now();
    expect(first).toMatchObject({
      status: 'send_to_destination_branch',
      accept_branch: { id: branchIds[0] },
      deliver_branch: { id: branchIds[1] },
      days_stuck: 10,
    });
    expect(Date.parse(first!.last_moved_at)).toBe(now.getTime() - 10 * dayMs - 60_000);
    // One day is enough for the one moved two days ago.
    expect(codesOf((await stuckList(tokens.supervisor, '?days=1')).data)).toContain(codes.recent);
    expect(codesOf((await stuckList(tokens.supervisor, '?days=9')).data)).toEqual([codes.sentOut]);

    const card = await dashboard(tokens.supervisor);
    expect(card.stuck).toMatchObject({ days: 3, count: 4, capped: false });
    expect(codesOf(card.stuck.oldest)).toEqual(codesOf(list.data));
    expect((await dashboard(tokens.supervisor, '?stuck_days=1')).stuck.count).toBe(5);
  });

  it('counts up to 1,000 and pages as deep, oldest first without repeats', async () => {
    const card = await dashboard(tokens.officer);
    expect(card.variant).toBe('officer');
    expect(card.stuck).toMatchObject({ count: 1_000, capped: true });
    expect(codesOf(card.stuck.oldest)).toEqual([
      codes.sentOut,
      codes.elsewhere,
      codes.crowd0,
      codes.crowd1,
      codes.crowd2,
    ]);
    const first = await stuckList(tokens.officer, '');
    expect(first.meta).toEqual({ total: 1_000, per_page: 20, last_page: 50 });
    const second = await stuckList(tokens.officer, '?page=2');
    const moments = [...first.data, ...second.data].map((row) => Date.parse(row.last_moved_at));
    expect(moments).toEqual([...moments].sort((a, b) => a - b));
    expect(new Set(codesOf([...first.data, ...second.data])).size).toBe(40);
    expect((await getApp().request('GET', '/api/dashboard/stuck?page=51', { token: tokens.officer })).status).toBe(422);
  });

  it('takes a parcel off the list once it moves again', async () => {
    const app = getApp();
    const booked = await app.request('POST', '/api/label', {
      token: tokens.staff,
      body: sampleLabel(branchIds[0]!, { destination_township: demoTownships.pazundaung }),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = booked.body.data.id as number;
    const step = async () => {
      const current = await app.request('GET', `/api/label/${id}`, { token: tokens.staff });
      const moved = await app.request('POST', `/api/label/${id}/status`, {
        token: tokens.staff,
        body: { action: 'next', expected_status: current.body.data.status },
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    };
    await step();
    // It has lain at the counter a week…
    await app.db
      .update(labelRows)
      .set({ updatedAt: sql`${labelRows.updatedAt} - interval '7 days'` })
      .where(eq(labelRows.id, id));
    expect((await stuckList(tokens.supervisor, '')).data.map((row) => row.id)).toContain(id);
    // …and goes out today.
    await step();
    expect((await stuckList(tokens.supervisor, '')).data.map((row) => row.id)).not.toContain(id);
  });
});
