import {
  defaultRateTable,
  reportBucketOf,
  reportBuckets,
  reportFiguresOf,
  reportPeriods,
  reportScopes,
  reportTabs,
  reportTypesOfLabel,
  yangonDay,
  type AcceptType,
  type FeeLine,
  type LabelChannel,
  type ReportPeriod,
  type ReportResponse,
  type ReportScope,
  type ReportTab,
  type ServiceName,
  type ServiceType,
} from '@waypost/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { branchCollections, branches, users } from '../../db/schema/index.js';
import { createCompany, createMerchant, createUser, unique } from '../../test/fixtures.js';
import { databaseKinds, signIn, useTestApp } from '../../test/test-app.js';

/** A label as the report is figured from it. */
interface Booked {
  merchant: boolean;
  acceptType: AcceptType;
  serviceType: ServiceType;
  services: ServiceName[];
  pickupAtPo: boolean;
  channel: LabelChannel;
  codAmount: number;
  totalCost: number;
  feeLines: FeeLine[];
  createdAt: string;
  acceptedAt: string | null;
  deliveredAt: string | null;
  returnedAt: string | null;
  accept: number;
  deliver: number;
}

/** A small deterministic generator: the same labels on every run and database. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** 240 labels over 14 months (Dec 2025 – Jan 2027), across three branches, every kind of label. */
function bookedLabels(): Booked[] {
  const random = seeded(13);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const start = Date.parse('2025-12-01T00:00:00Z');
  const span = Date.parse('2027-01-31T00:00:00Z') - start;
  const later = (at: string, days: number) => new Date(Date.parse(at) + days * 86_400_000).toISOString();
  return Array.from({ length: 240 }, () => {
    const merchant = random() < 0.5;
    const createdAt = new Date(start + Math.floor(random() * span)).toISOString();
    const acceptedAt = random() < 0.85 ? later(createdAt, random() * 2) : null;
    const finished = acceptedAt && random() < 0.8 ? later(acceptedAt, 1 + random() * 5) : null;
    const delivered = finished !== null && random() < 0.75;
    const codAmount = merchant && random() < 0.6 ? Math.round(random() * 300) * 1_000 : 0;
    const shipping = 2_000 + Math.round(random() * 10) * 500;
    const feeLines: FeeLine[] = [
      { code: 'shipping_fee', amount: shipping },
      ...(random() < 0.3 ? [{ code: 'sms_fee' as const, amount: 100 }] : []),
      ...(random() < 0.2 ? [{ code: 'discount' as const, amount: -500 }] : []),
    ];
    return {
      merchant,
      acceptType: merchant && codAmount > 0 ? 'cod' : 'walkin',
      serviceType: pick(['register', 'express', 'express', 'special', 'vpp', 'vpl'] as const),
      services: random() < 0.3 ? (['sms'] as ServiceName[]) : random() < 0.2 ? ['phone_call'] : [],
      pickupAtPo: random() < 0.15,
      channel: pick(['counter', 'counter', 'import', 'api'] as const),
      codAmount,
      totalCost: feeLines.reduce((sum, line) => sum + line.amount, 0),
      feeLines,
      createdAt,
      acceptedAt,
      deliveredAt: delivered ? finished : null,
      returnedAt: finished !== null && !delivered ? finished : null,
      accept: Math.floor(random() * 3),
      deliver: Math.floor(random() * 3),
    } satisfies Booked;
  });
}

/** The report figured in TypeScript from the labels themselves: what the rollups must add up to. */
function expectedReport(
  labels: readonly Booked[],
  branchIds: readonly number[],
  {
    tab,
    period,
    from,
    to,
    scopeIndexes,
  }: { tab: ReportTab; period: ReportPeriod; from: string; to: string; scopeIndexes: number[] },
) {
  // Written out here, not taken from the server: accepted counts every label once; a report type its own labels,
  // returns by the day they came back; emo counts money orders, no label (emo.routes.test.ts checks it).
  const event = tab === 'online_return' ? 'returned' : tab === 'emo' ? 'created' : 'accepted';
  const zero = () => ({ labels: 0, cod_amount: 0, total_cost: 0 });
  const buckets = new Map(reportBuckets(period, from, to).map((bucket) => [bucket, zero()]));
  const perBranch = new Map(scopeIndexes.map((index) => [branchIds[index]!, zero()]));
  const totals = zero();
  const fees = new Map<string, number>();
  for (const label of labels) {
    const at = {
      accepted: label.acceptedAt,
      delivered: label.deliveredAt,
      returned: label.returnedAt,
      created: label.createdAt,
    }[event];
    if (at === null) continue;
    const day = yangonDay(at);
    if (day < from || day > to) continue;
    // Every label event a report tab counts happens at the accepting branch (the emo tab counts no label).
    const branchIndex = label.accept;
    if (!scopeIndexes.includes(branchIndex)) continue;
    const types = reportTypesOfLabel({
      merchantId: label.merchant ? 1 : null,
      acceptType: label.acceptType,
      serviceType: label.serviceType,
      services: label.services,
      pickupAtPo: label.pickupAtPo,
      channel: label.channel,
    });
    // A COD label's `emo` rollup rows feed the dashboard; the emo report tab counts money orders, never labels.
    if (tab === 'accepted' || (tab !== 'emo' && (types as string[]).includes(tab))) {
      for (const sums of [
        buckets.get(reportBucketOf(period, day, from, to))!,
        perBranch.get(branchIds[branchIndex]!)!,
        totals,
      ]) {
        sums.labels += 1;
        sums.cod_amount += label.codAmount;
        sums.total_cost += label.totalCost;
      }
      if (event === 'accepted') {
        for (const line of label.feeLines) fees.set(line.code, (fees.get(line.code) ?? 0) + line.amount);
      }
    }
  }
  return {
    rows: [...buckets].map(([bucket, sums]) => ({ period: bucket, ...reportFiguresOf(sums) })),
    branches: new Map([...perBranch].map(([id, sums]) => [id, reportFiguresOf(sums)])),
    fees: new Map([...fees].filter(([, amount]) => amount !== 0)),
    totals: reportFiguresOf(totals),
  };
}

const spans: Record<ReportPeriod, { from: string; to: string }> = {
  daily: { from: '2026-02-20', to: '2026-03-12' },
  monthly: { from: '2025-12-15', to: '2026-11-30' },
  yearly: { from: '2025-01-01', to: '2027-12-31' },
  range: { from: '2026-01-01', to: '2026-06-30' },
};

describe.each(databaseKinds)('reports (GET /api/report) on %s', (kind) => {
  const getApp = useTestApp(kind);
  const labels = bookedLabels();
  let branchIds: number[];
  let collectionId: number;
  let tokens: { headOffice: string; supervisor: string; twoBranches: string; regional: string };

  beforeAll(async () => {
    const app = getApp();
    const { db } = app;
    // A company of the test's own, three branches: the first two in one collection (a region).
    const company = await createCompany(db, defaultRateTable);
    const [collection] = await db
      .insert(branchCollections)
      .values({ companyId: company.companyId, code: unique('RG'), nameEn: 'Region', nameMm: 'ဒေသ' })
      .returning({ id: branchCollections.id });
    collectionId = collection!.id;
    const [templateRow] = await db.select().from(branches).where(eq(branches.id, company.branchId));
    const { id: _templateId, ...template } = templateRow!;
    branchIds = [company.branchId];
    for (let index = 1; index < 3; index += 1) {
      const code = unique('RP').toUpperCase().replace('-', '').slice(0, 10);
      const [row] = await db
        .insert(branches)
        .values({ ...template, code, nameEn: code, nameMm: code })
        .returning({ id: branches.id });
      branchIds.push(row!.id);
    }
    await db.update(branches).set({ branchCollectionId: collectionId }).where(eq(branches.id, branchIds[0]!));
    await db.update(branches).set({ branchCollectionId: collectionId }).where(eq(branches.id, branchIds[1]!));
    const merchantId = (await createMerchant(db, { companyId: company.companyId, homeBranchId: branchIds[0]! })).id;
    const [creator] = await db.select({ id: users.id }).from(users).limit(1);
    const rows = labels.map(
      (label) => sql`(${company.companyId}, ${unique('RR')}, 'fcs_express', ${label.acceptType}, ${label.serviceType},
        'parcel', 'sender_pay', 1000, 'pending', 'normal', 'S', '0911', 'MMR013016', 'MM-06', 'R', '0922', 'MMR010002',
        'MM-04', ${label.merchant ? merchantId : null}::int, ${`{${label.services.join(',')}}`}::text[],
        ${label.pickupAtPo}, ${label.channel}, ${label.codAmount}, ${label.totalCost},
        ${JSON.stringify(label.feeLines)}::jsonb, ${label.createdAt}::timestamptz, ${label.acceptedAt}::timestamptz,
        ${label.deliveredAt}::timestamptz, ${label.returnedAt}::timestamptz, ${branchIds[label.accept]!},
        ${branchIds[label.deliver]!}, 0, ${creator!.id})`,
    );
    await db.execute(sql`
      insert into labels (company_id, tracking_code, type, accept_type, service_type, item_type, purchase_type,
        weight_grams, status, shipping_type, source_name, source_phone, source_township, source_region,
        destination_name, destination_phone, destination_township, destination_region, merchant_id, services,
        pickup_at_po, channel, cod_amount, total_cost, fee_lines, created_at, accepted_at, delivered_at, returned_at,
        accept_branch_id, deliver_branch_id, shipping_fee, creator_id)
      values ${sql.join(rows, sql`, `)}`);

    const twoBranches = await createUser(db, {
      role: 'owner',
      companyId: company.companyId,
      branchId: branchIds[0]!,
      jointedBranchIds: [branchIds[2]!],
    });
    const regional = await createUser(db, {
      role: 'region-manager',
      companyId: company.companyId,
      branchId: branchIds[1]!,
      branchCollectionId: collectionId,
    });
    tokens = {
      headOffice: await signIn(app, company.userNames.accountant),
      supervisor: await signIn(app, company.userNames.supervisor),
      twoBranches: await signIn(app, twoBranches.userName),
      regional: await signIn(app, regional.userName),
    };
  });

  const report = (token: string, query: Record<string, string | number>) =>
    getApp().request<ReportResponse & { errors: Record<string, string[]> }>(
      'GET',
      `/api/report?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]))}`,
      { token },
    );

  it('adds up every report tab × period × scope exactly as the labels do', async () => {
    const scopes: { scope: ReportScope; indexes: number[]; query: Record<string, number> }[] = [
      { scope: 'all_branch', indexes: [0, 1, 2], query: {} },
      { scope: 'branch_collection', indexes: [0, 1], query: { branch_collection_id: collectionId } },
      { scope: 'branch', indexes: [1], query: { branch_id: branchIds[1]! } },
    ];
    expect(scopes.map((entry) => entry.scope)).toEqual([...reportScopes]);
    let counted = 0;
    for (const tab of reportTabs) {
      for (const period of reportPeriods) {
        for (const { scope, indexes, query } of scopes) {
          const { from, to } = spans[period];
          const response = await report(tokens.headOffice, { type: tab, period, from, to, scope, ...query });
          expect(response.status, JSON.stringify(response.body)).toBe(200);
          const expected = expectedReport(labels, branchIds, { tab, period, from, to, scopeIndexes: indexes });
          const what = `${tab} ${period} ${scope}`;
          expect(response.body.rows, what).toEqual(expected.rows);
          expect(response.body.totals, what).toEqual(expected.totals);
          expect(
            new Map(response.body.branches.map((row) => [row.branch.id, { ...row, branch: undefined }])),
            what,
          ).toEqual(new Map([...expected.branches].map(([id, figures]) => [id, { ...figures, branch: undefined }])));
          expect(new Map(response.body.fees.map((fee) => [fee.fee_name, fee.amount])), what).toEqual(expected.fees);
          counted += response.body.totals.parcel_count;
        }
      }
    }
    // The data reach every kind of report: not a comparison of empty lists.
    expect(counted).toBeGreaterThan(1_000);
  });

  it('reads this month by day by default, at the user’s own branch', async () => {
    const response = await report(tokens.supervisor, {});
    expect(response.status).toBe(200);
    const today = yangonDay(getApp().clock.now());
    expect(response.body).toMatchObject({
      type: 'accepted',
      period: 'daily',
      scope: 'branch',
      from: `${today.slice(0, 7)}-01`,
      to: today,
    });
    expect(response.body.branches.map((row) => row.branch.id)).toEqual([branchIds[0]]);
  });

  it('keeps each user to the branches he may read: another branch or collection is not found', async () => {
    // The supervisor reads his branch only.
    expect((await report(tokens.supervisor, { scope: 'branch', branch_id: branchIds[1]! })).status).toBe(404);
    const all = await report(tokens.supervisor, { scope: 'all_branch' });
    expect(all.body.branches.map((row) => row.branch.id)).toEqual([branchIds[0]]);
    expect(
      (await report(tokens.supervisor, { scope: 'branch_collection', branch_collection_id: collectionId })).status,
    ).toBe(200);
    // An owner of two branches reads both, and no third.
    const owner = await report(tokens.twoBranches, { scope: 'all_branch' });
    expect(owner.body.branches.map((row) => row.branch.id).sort()).toEqual([branchIds[0], branchIds[2]].sort());
    expect((await report(tokens.twoBranches, { scope: 'branch', branch_id: branchIds[1]! })).status).toBe(404);
    // A region manager reads his collection.
    const region = await report(tokens.regional, { scope: 'branch_collection' });
    expect(region.status).toBe(200);
    expect(region.body.branches.map((row) => row.branch.id).sort()).toEqual([branchIds[0], branchIds[1]].sort());
    // Another company's branch is not found, even for head office.
    const [otherBranch] = await getApp().db.select({ id: branches.id }).from(branches).where(eq(branches.code, 'YGN'));
    expect((await report(tokens.headOffice, { scope: 'branch', branch_id: otherBranch!.id })).status).toBe(404);
  });

  it('offers each user the branches he reads and the collections they make up', async () => {
    const scopes = async (token: string) => (await getApp().request('GET', '/api/report/scopes', { token })).body;
    const headOffice = await scopes(tokens.headOffice);
    expect(headOffice.branches.map((branch: { id: number }) => branch.id).sort()).toEqual([...branchIds].sort());
    expect(headOffice.collections).toEqual([
      expect.objectContaining({ id: collectionId, branch_ids: expect.arrayContaining([branchIds[0], branchIds[1]]) }),
    ]);
    const owner = await scopes(tokens.twoBranches);
    expect(owner.branches.map((branch: { id: number }) => branch.id).sort()).toEqual(
      [branchIds[0], branchIds[2]].sort(),
    );
    // The collection shows with the one branch of it he reads.
    expect(owner.collections).toEqual([expect.objectContaining({ id: collectionId, branch_ids: [branchIds[0]] })]);
    expect((await scopes(tokens.regional)).own_collection_id).toBe(collectionId);
    expect((await scopes(tokens.supervisor)).branches.map((branch: { id: number }) => branch.id)).toEqual([
      branchIds[0],
    ]);
  });

  it('is for those who may read reports, and refuses bad input with field errors', async () => {
    const app = getApp();
    expect((await app.request('GET', '/api/report')).status).toBe(401);
    const cs = await signIn(app, 'cs');
    expect((await app.request('GET', '/api/report', { token: cs })).status).toBe(403);
    const bad = await report(tokens.headOffice, {
      type: 'nonsense',
      period: 'daily',
      from: '2026-03-10',
      to: '2026-03-01',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['type']));
    const backwards = await report(tokens.headOffice, { from: '2026-03-10', to: '2026-03-01', scope: 'all_branch' });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors.to).toEqual(['The end of the period cannot be before its start.']);
    const tooLong = await report(tokens.headOffice, {
      period: 'daily',
      from: '2024-01-01',
      to: '2026-01-01',
      scope: 'all_branch',
    });
    expect(tooLong.status).toBe(422);
    const halfPeriod = await report(tokens.headOffice, { from: '2026-03-10', scope: 'all_branch' });
    expect(halfPeriod.status).toBe(422);
    expect(Object.keys(halfPeriod.body.errors)).toEqual(['to']);
    // Head office has no branch of its own: a branch report names one.
    const noBranch = await report(tokens.headOffice, { scope: 'branch' });
    expect(noBranch.status).toBe(422);
    expect(Object.keys(noBranch.body.errors)).toEqual(['branch_id']);
  });
});
