import { defaultRateTable, yangonDay, type DashboardResponse } from '@waypost/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { addBranches, insertLabels, type PlacedLabel } from '../../test/dashboard-labels.js';
import { createCompany, createMerchant, createUser } from '../../test/fixtures.js';
import { databaseKinds, signIn, useTestApp } from '../../test/test-app.js';

const dayMs = 86_400_000;
const yangonOffsetMs = 390 * 60_000;

/** A small deterministic generator: the same labels on every run and database. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Days written out here, not taken from the domain: Yangon is UTC+06:30 all year. */
const startOfYangonDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - yangonOffsetMs);
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** The periods as the issue states them, figured independently of the server. */
function periodsOf(today: string) {
  const [year, month, dayOfMonth] = today.split('-').map(Number) as [number, number, number];
  const previous = new Date(Date.UTC(year, month - 2, 1));
  const previousLength = new Date(Date.UTC(year, month - 1, 0)).getUTCDate();
  const lastMonthStart = previous.toISOString().slice(0, 10);
  return {
    today: { from: today, to: today },
    yesterday: { from: shiftDay(today, -1), to: shiftDay(today, -1) },
    month: { from: `${today.slice(0, 8)}01`, to: today },
    last_month: { from: lastMonthStart, to: shiftDay(lastMonthStart, Math.min(dayOfMonth, previousLength) - 1) },
    trend: { from: shiftDay(today, -29), to: today },
  };
}

/**
 * Labels around `now`: random ones over the last 75 days, and some exactly on each boundary the dashboard draws
 * (the first and last moment of today, yesterday, this month, last month's compared days and the trend) — accepted,
 * delivered or returned there.
 */
function placedLabels(now: Date): PlacedLabel[] {
  const random = seeded(42);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const base = (): PlacedLabel => {
    const merchant = random() < 0.5;
    const cod = merchant && random() < 0.6;
    return {
      merchant,
      acceptType: cod ? 'cod' : 'walkin',
      serviceType: pick(['register', 'express', 'express', 'special', 'vpp', 'vpl'] as const),
      services: random() < 0.3 ? ['sms'] : random() < 0.2 ? ['phone_call'] : [],
      pickupAtPo: random() < 0.15,
      channel: pick(['counter', 'counter', 'import', 'api'] as const),
      codAmount: cod ? 1_000 * (1 + Math.floor(random() * 300)) : 0,
      totalCost: 2_000 + 500 * Math.floor(random() * 10),
      createdAt: now,
      acceptedAt: null,
      deliveredAt: null,
      returnedAt: null,
      accept: Math.floor(random() * 3),
      deliver: Math.floor(random() * 3),
    };
  };
  const before = (at: Date, days: number) => new Date(at.getTime() - days * dayMs);
  const labels: PlacedLabel[] = [];
  for (let index = 0; index < 260; index += 1) {
    const label = base();
    const acceptedAt = before(now, random() * 75);
    label.createdAt = before(acceptedAt, random());
    label.acceptedAt = random() < 0.9 ? acceptedAt : null;
    const finishedAt = new Date(Math.min(now.getTime(), acceptedAt.getTime() + random() * 6 * dayMs));
    const finish = random();
    if (label.acceptedAt && finish < 0.55) label.deliveredAt = finishedAt;
    else if (label.acceptedAt && finish < 0.75) label.returnedAt = finishedAt;
    labels.push(label);
  }
  const today = yangonDay(now);
  const periods = periodsOf(today);
  const boundaries = [
    startOfYangonDay(today),
    startOfYangonDay(periods.yesterday.from),
    startOfYangonDay(periods.month.from),
    startOfYangonDay(periods.last_month.from),
    startOfYangonDay(shiftDay(periods.last_month.to, 1)),
    startOfYangonDay(periods.trend.from),
  ].flatMap((start) => [start, new Date(start.getTime() - 1)]);
  for (const at of boundaries) {
    const earlier = before(at, 2);
    labels.push({ ...base(), createdAt: earlier, acceptedAt: at });
    labels.push({ ...base(), createdAt: earlier, acceptedAt: earlier, deliveredAt: at });
    labels.push({ ...base(), acceptType: 'cod', merchant: true, codAmount: 7_000, createdAt: earlier });
    labels.at(-1)!.acceptedAt = earlier;
    labels.at(-1)!.deliveredAt = at;
    labels.push({ ...base(), createdAt: earlier, acceptedAt: earlier, returnedAt: at });
  }
  return labels;
}

/** The figures of a period, counted from the labels: each label once per event, at the branch the event is at. */
function expectedFigures(
  labels: readonly PlacedLabel[],
  branchIndexes: readonly number[],
  span: { from: string; to: string },
) {
  const inSpan = (at: Date | null, branch: number) =>
    at !== null && branchIndexes.includes(branch) && yangonDay(at) >= span.from && yangonDay(at) <= span.to;
  const accepted = labels.filter((label) => inSpan(label.acceptedAt, label.accept));
  const delivered = labels.filter((label) => inSpan(label.deliveredAt, label.deliver));
  const returned = labels.filter((label) => inSpan(label.returnedAt, label.accept));
  const finished = delivered.length + returned.length;
  return {
    accepted: accepted.length,
    delivered: delivered.length,
    delivered_rate: finished === 0 ? null : Math.round((delivered.length * 1_000) / finished) / 10,
    returned: returned.length,
    cod_collected: delivered
      .filter((label) => label.acceptType === 'cod')
      .reduce((sum, label) => sum + label.codAmount, 0),
    revenue: accepted.reduce((sum, label) => sum + label.totalCost, 0),
  };
}

describe.each(databaseKinds)('the dashboard (GET /api/dashboard) on %s', (kind) => {
  const getApp = useTestApp(kind);
  let labels: PlacedLabel[];
  let branchIds: number[];
  let tokens: { officer: string; owner: string; supervisor: string };

  beforeAll(async () => {
    const app = getApp();
    const { db } = app;
    // A company of the test's own with three branches; its labels placed around the app's clock.
    const company = await createCompany(db, defaultRateTable);
    branchIds = [company.branchId, ...(await addBranches(db, company.branchId, 2))];
    const merchantId = (await createMerchant(db, { companyId: company.companyId, homeBranchId: branchIds[0]! })).id;
    labels = placedLabels(app.clock.now());
    await insertLabels(db, { companyId: company.companyId, branchIds, merchantId }, labels);
    const owner = await createUser(db, {
      role: 'owner',
      companyId: company.companyId,
      branchId: branchIds[0]!,
      jointedBranchIds: [branchIds[2]!],
    });
    tokens = {
      officer: await signIn(app, company.userNames.accountant),
      owner: await signIn(app, owner.userName),
      supervisor: await signIn(app, company.userNames.supervisor),
    };
  });

  const dashboard = async (token: string, query = '') => {
    const response = await getApp().request<DashboardResponse>('GET', `/api/dashboard${query}`, { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };

  it('adds up every figure, the trend and the league table exactly as the labels do, for each scope', async () => {
    const periods = periodsOf(yangonDay(getApp().clock.now()));
    const scopes = [
      { token: tokens.supervisor, variant: 'branch', indexes: [0] },
      { token: tokens.owner, variant: 'branch', indexes: [0, 2] },
      { token: tokens.officer, variant: 'officer', indexes: [0, 1, 2] },
    ] as const;
    let counted = 0;
    for (const { token, variant, indexes } of scopes) {
      const body = await dashboard(token);
      expect(body.variant).toBe(variant);
      expect(body.spans).toEqual(periods);
      expect(body.branches.map((branch) => branch.id).sort()).toEqual(indexes.map((index) => branchIds[index]).sort());
      for (const period of ['today', 'yesterday', 'month', 'last_month'] as const) {
        expect(body.figures[period], `${variant} ${indexes.join()} ${period}`).toEqual(
          expectedFigures(labels, indexes, periods[period]),
        );
        counted += body.figures[period].accepted + body.figures[period].delivered + body.figures[period].returned;
      }
      expect(body.trend).toHaveLength(30);
      for (const [offset, row] of body.trend.entries()) {
        const day = shiftDay(periods.trend.from, offset);
        const expected = expectedFigures(labels, indexes, { from: day, to: day });
        expect(row).toEqual({
          day,
          accepted: expected.accepted,
          delivered: expected.delivered,
          returned: expected.returned,
        });
      }
      expect(body.league).toHaveLength(indexes.length);
      for (const row of body.league) {
        const index = branchIds.indexOf(row.branch.id);
        expect({ ...row, branch: undefined }).toEqual({
          ...expectedFigures(labels, [index], periods.month),
          branch: undefined,
        });
      }
      // Busiest first.
      const accepted = body.league.map((row) => row.accepted);
      expect(accepted).toEqual([...accepted].sort((a, b) => b - a));
    }
    // The labels reach every period: not a comparison of zeros.
    expect(counted).toBeGreaterThan(200);
  });

  it('counts an event on the Yangon day it happened, whichever side of midnight', async () => {
    const body = await dashboard(tokens.officer);
    const periods = periodsOf(yangonDay(getApp().clock.now()));
    // Each boundary placed 4 labels on each side: today has at least those of its first moment.
    expect(body.figures.today.accepted).toBeGreaterThanOrEqual(1);
    expect(body.figures.today.cod_collected).toBeGreaterThanOrEqual(7_000);
    expect(body.figures.yesterday.accepted).toBeGreaterThanOrEqual(1);
    expect(body.trend[0]!.day).toBe(periods.trend.from);
    expect(body.trend.at(-1)!.day).toBe(periods.today.from);
  });

  it('is for those with dashboard-view: staff and customer service are refused, the signed-out asked to sign in', async () => {
    const app = getApp();
    expect((await app.request('GET', '/api/dashboard')).status).toBe(401);
    expect((await app.request('GET', '/api/dashboard/stuck')).status).toBe(401);
    for (const userName of ['staff', 'cs']) {
      const token = await signIn(app, userName);
      expect((await app.request('GET', '/api/dashboard', { token })).status).toBe(403);
      expect((await app.request('GET', '/api/dashboard/stuck', { token })).status).toBe(403);
    }
    const bad = await app.request('GET', '/api/dashboard?stuck_days=0', { token: tokens.owner });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['stuck_days']);
  });
});
