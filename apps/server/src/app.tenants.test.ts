import { defaultRateTable, yangonDay } from '@waypost/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Database } from './db/client.js';
import {
  agentServices,
  agentSettlements,
  announcementReads,
  announcements,
  apiKeys,
  branchCollections,
  branches,
  callCases,
  codClearances,
  companies,
  customers,
  deliveryAttempts,
  deliveryRuns,
  expenseRecords,
  exportJobs,
  labels,
  labelTransactions,
  mailbags,
  tillCloses,
  notifications,
  notificationOptOuts,
  dispatches,
  gates,
  gateSubmits,
  bankStatements,
  bankStatementLines,
  emoOrders,
  preprintRanges,
  merchants,
  pickupRequests,
  roles,
  sessions,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from './db/schema/index.js';
import { seedDemoCalls } from './seed/demo-calls.js';
import { seedDemoDeliveries } from './seed/demo-deliveries.js';
import { seedDemoExpenses } from './seed/demo-expenses.js';
import { seedDemoPartners } from './seed/demo-partners.js';
import { seedDemoLabels } from './seed/demo-labels.js';
import { seedDemoMoney } from './seed/demo-money.js';
import { seedDemoPickups } from './seed/demo-pickups.js';
import { seedDemoBankStatement } from './seed/demo-bank-statement.js';
import { seedDemoNotifications } from './seed/demo-notifications.js';
import { seedDemoAgents } from './seed/demo-agents.js';
import { seedDemoPreprints } from './seed/demo-preprints.js';
import { systemClock } from './lib/clock.js';
import { openCallCase } from './modules/call-logs/call-cases.js';
import { ledgerRepository } from './modules/ledger/ledger.repository.js';
import type { RegisteredRoute } from './plugins/access-guard.js';
import { createCompany, createMerchant, createUser } from './test/fixtures.js';
import { plausibleValue, shapeOf } from './test/hostile-inputs.js';
import { sampleLabel } from './test/sample-label.js';
import { sendForm } from './test/multipart.js';
import { databaseKinds, signIn, useTestApp, type ApiResponse, type TestApp } from './test/test-app.js';

/**
 * Issue 26 §2, the cross-company matrix: a second company's user with every permission calls every API route with
 * the first company's object ids. Each must answer 404 (or another refusal), or an answer holding nothing of the
 * first company — and afterwards not one row of the first company has changed. A new route is walked as soon as it
 * is registered; one whose parameters this file cannot fill with the first company's ids fails the test until it can.
 */

/** Routes outside one company by design, and why. */
const platformRoutes: Record<string, string> = {
  'POST /api/login': 'signing in, before any company',
  'GET /api/track/:code': 'public tracking by code (no phones, no addresses, rate-limited)',
  'GET /api/company': 'the company-management screen lists every company (the platform super-admin’s)',
  'POST /api/company': 'the company-management screen creates companies',
  'POST /api/company/:id/owner': 'the company-management screen gives a company its owner',
};

/** GET routes whose path names no record but an enumeration's values: the caller's company's own is answered. */
const namedByEnumeration: Record<string, string> = {
  'GET /api/notification-template/:event/:channel/:locale':
    'each company has a text for every event, channel, language',
};

/**
 * The first company's day, as a first start makes it (labels, money, runs, calls, pickups, expenses), and what its
 * head office sets up by hand: an API key and a webhook, a branch group, an export.
 */
async function makeCompanyOneDay(app: TestApp): Promise<void> {
  const clock = systemClock;
  await seedDemoLabels({ db: app.db, count: 80 });
  await seedDemoMoney({ db: app.db, clock });
  await seedDemoDeliveries({ db: app.db, clock });
  await seedDemoCalls({ db: app.db, clock });
  await seedDemoPickups({ db: app.db, clock });
  await seedDemoExpenses({ db: app.db, clock });
  await seedDemoPartners({ db: app.db, clock });
  await seedDemoBankStatement({ db: app.db, clock });
  await seedDemoNotifications({ db: app.db, clock });
  // Issue 30 §4: services offered to the Myitkyina agent, one confirmed and settled.
  await seedDemoAgents({ db: app.db, clock });
  await seedDemoPreprints({ db: app.db, clock });
  const [merchant] = await app.db.select({ id: merchants.id }).from(merchants).orderBy(asc(merchants.id)).limit(1);
  const [owner, admin] = [await signIn(app, 'owner'), await signIn(app, 'admin')];
  const made = [
    await app.request('POST', '/api/api-keys', {
      token: owner,
      body: { name: 'Shop checkout', mode: 'live', merchant_id: merchant!.id },
    }),
    await app.request('POST', '/api/webhooks', {
      token: owner,
      body: { merchant_id: merchant!.id, url: 'https://shop.example.com/hooks', events: ['label.status_changed'] },
    }),
    await app.request('POST', '/api/branch-collection', {
      token: admin,
      body: { code: 'TENANTS1', name_en: 'Lower Myanmar', name_mm: 'အောက်မြန်မာ', branch_ids: [] },
    }),
    await app.request('POST', '/api/export', {
      token: admin,
      body: { kind: 'report', format: 'xlsx', params: { type: 'accepted', period: 'monthly', scope: 'all_branch' } },
    }),
  ];
  const [myk] = await app.db.select({ id: branches.id }).from(branches).where(eq(branches.code, 'MYK'));
  const today = yangonDay(new Date());
  const yesterday = yangonDay(new Date(Date.now() - 24 * 60 * 60_000));
  made.push(
    await app.request('POST', `/api/agent/${myk!.id}/settlement`, {
      token: admin,
      headers: { 'idempotency-key': 'tenants-agent-settlement-1' },
      body: { from: yesterday, to: today },
    }),
  );
  for (const response of made) expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  // A status change of the merchant's label: a delivery in the webhook's log.
  const staff = await signIn(app, 'staff');
  const [mdy] = await app.db.select({ id: branches.id }).from(branches).where(eq(branches.code, 'MDY'));
  const booked = await app.request('POST', '/api/label', {
    token: staff,
    body: sampleLabel(mdy!.id, { merchant_id: merchant!.id }),
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const moved = await app.request('POST', `/api/label/${booked.body.data.id}/status`, {
    token: staff,
    body: { action: 'next', expected_status: 'pending' },
  });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  // A bag of it, handed to a carrier (issue 27).
  const bag = await app.request('POST', '/api/mailbag', {
    token: staff,
    body: { destination_branch_id: mdy!.id, category: 'express' },
  });
  expect(bag.status, JSON.stringify(bag.body)).toBe(201);
  const bagged = await app.request('POST', `/api/mailbag/${bag.body.id}/labels`, {
    token: staff,
    body: { tracking_code: booked.body.data.tracking_code },
  });
  expect(bagged.status, JSON.stringify(bagged.body)).toBe(200);
  await app.request('POST', `/api/mailbag/${bag.body.id}/close`, { token: staff, body: { weight: 1 } });
  const dispatched = await app.request('POST', '/api/dispatch', {
    token: staff,
    body: { destination_branch_id: mdy!.id, mailbag_ids: [bag.body.id], carrier: { kind: 'bus', name: 'Bus' } },
  });
  expect(dispatched.status, JSON.stringify(dispatched.body)).toBe(201);
  // An EMO money order for Mandalay (issue 28 §3).
  const emo = await app.request('POST', '/api/emo', {
    token: staff,
    headers: { 'idempotency-key': 'tenants-emo-order-1' },
    body: {
      amount: 50_000,
      pay_branch_id: mdy!.id,
      sender_name: 'Daw Mya',
      sender_phone: '09421234567',
      sender_nrc: '12/OUKAMA(N)123456',
      receiver_name: 'U Ba',
      receiver_phone: '09791234567',
      receiver_nrc: '9/MAHTALA(N)123456',
    },
  });
  expect(emo.status, JSON.stringify(emo.body)).toBe(201);
  // The day's till closed at the counter (issue 28 §4).
  const closed = await app.request('POST', '/api/finance/till/close', {
    token: staff,
    body: { counts: {}, reason: 'Counted at the end of the day' },
  });
  expect(closed.status, JSON.stringify(closed.body)).toBe(201);
  // A case on the call list.
  const [company] = await app.db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id)).limit(1);
  await openCallCase(app.db, {
    companyId: company!.id,
    labelId: booked.body.data.id,
    branchId: mdy!.id,
    reason: 'receiver_unreachable',
    now: new Date(),
  });
}

/** The first company's objects, one of each kind a route names. */
async function companyOneIds(db: Database, companyId: number) {
  const first = async <T>(rows: Promise<T[]>) => (await rows)[0];
  const label = await first(
    db
      .select({ id: labels.id, code: labels.trackingCode })
      .from(labels)
      .where(eq(labels.companyId, companyId))
      .limit(1),
  );
  const transaction = await first(
    db.select({ id: labelTransactions.id }).from(labelTransactions).where(eq(labelTransactions.labelId, label!.id)),
  );
  const userOf = (slug: string) =>
    first(
      db
        .select({ id: users.id })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(and(eq(users.companyId, companyId), eq(roles.slug, slug)))
        .limit(1),
    );
  const attempt = await first(
    db
      .select({ id: deliveryAttempts.id, labelId: deliveryAttempts.labelId, runId: deliveryAttempts.runId })
      .from(deliveryAttempts)
      .innerJoin(labels, eq(labels.id, deliveryAttempts.labelId))
      .where(eq(labels.companyId, companyId))
      .limit(1),
  );
  const webhook = await first(
    db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.companyId, companyId)),
  );
  const delivery = webhook
    ? await first(
        db
          .select({ id: webhookDeliveries.id })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.endpointId, webhook.id)),
      )
    : undefined;
  const session = await first(
    db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.companyId, companyId))
      .limit(1),
  );
  const ids = {
    companyId,
    labelId: label?.id,
    trackingCode: label?.code,
    transactionId: transaction?.id,
    merchantId: (await first(db.select({ id: merchants.id }).from(merchants).where(eq(merchants.companyId, companyId))))
      ?.id,
    branchId: (await first(db.select({ id: branches.id }).from(branches).where(eq(branches.companyId, companyId))))?.id,
    userId: (await userOf('staff'))?.id,
    courierId: (await userOf('courier'))?.id,
    announcementId: (
      await first(db.select({ id: announcements.id }).from(announcements).where(eq(announcements.companyId, companyId)))
    )?.id,
    clearanceId: (
      await first(db.select({ id: codClearances.id }).from(codClearances).where(eq(codClearances.companyId, companyId)))
    )?.id,
    customerId: (await first(db.select({ id: customers.id }).from(customers).where(eq(customers.companyId, companyId))))
      ?.id,
    expenseId: (
      await first(
        db.select({ id: expenseRecords.id }).from(expenseRecords).where(eq(expenseRecords.companyId, companyId)),
      )
    )?.id,
    exportId: (
      await first(db.select({ id: exportJobs.id }).from(exportJobs).where(eq(exportJobs.companyId, companyId)))
    )?.id,
    apiKeyId: (await first(db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.companyId, companyId))))?.id,
    webhookId: webhook?.id,
    webhookDeliveryId: delivery?.id,
    sessionId: session?.id,
    branchCollectionId: (
      await first(
        db
          .select({ id: branchCollections.id })
          .from(branchCollections)
          .where(eq(branchCollections.companyId, companyId)),
      )
    )?.id,
    runId: (
      await first(db.select({ id: deliveryRuns.id }).from(deliveryRuns).where(eq(deliveryRuns.companyId, companyId)))
    )?.id,
    attempt,
    pickupId: (
      await first(
        db.select({ id: pickupRequests.id }).from(pickupRequests).where(eq(pickupRequests.companyId, companyId)),
      )
    )?.id,
    callCaseId: (await first(db.select({ id: callCases.id }).from(callCases).where(eq(callCases.companyId, companyId))))
      ?.id,
    roleId: (await first(db.select({ id: roles.id }).from(roles).where(eq(roles.slug, 'staff'))))?.id,
    mailbag: await first(
      db
        .select({ id: mailbags.id, code: mailbags.bagCode })
        .from(mailbags)
        .where(eq(mailbags.companyId, companyId))
        .limit(1),
    ),
    dispatchId: (
      await first(db.select({ id: dispatches.id }).from(dispatches).where(eq(dispatches.companyId, companyId)))
    )?.id,
    gateId: (await first(db.select({ id: gates.id }).from(gates).where(eq(gates.companyId, companyId))))?.id,
    gateSubmitId: (
      await first(db.select({ id: gateSubmits.id }).from(gateSubmits).where(eq(gateSubmits.companyId, companyId)))
    )?.id,
    bankStatementId: (
      await first(
        db.select({ id: bankStatements.id }).from(bankStatements).where(eq(bankStatements.companyId, companyId)),
      )
    )?.id,
    bankLineId: (
      await first(
        db
          .select({ id: bankStatementLines.id })
          .from(bankStatementLines)
          .where(eq(bankStatementLines.companyId, companyId)),
      )
    )?.id,
    emoId: (await first(db.select({ id: emoOrders.id }).from(emoOrders).where(eq(emoOrders.companyId, companyId))))?.id,
    tillCloseId: (
      await first(db.select({ id: tillCloses.id }).from(tillCloses).where(eq(tillCloses.companyId, companyId)))
    )?.id,
    notificationId: (
      await first(db.select({ id: notifications.id }).from(notifications).where(eq(notifications.companyId, companyId)))
    )?.id,
    agentServiceId: (
      await first(db.select({ id: agentServices.id }).from(agentServices).where(eq(agentServices.companyId, companyId)))
    )?.id,
    agentSettlementId: (
      await first(
        db.select({ id: agentSettlements.id }).from(agentSettlements).where(eq(agentSettlements.companyId, companyId)),
      )
    )?.id,
    agentBranchId: (
      await first(
        db
          .select({ id: branches.id })
          .from(branches)
          .where(and(eq(branches.companyId, companyId), eq(branches.type, 'agent'))),
      )
    )?.id,
    preprintId: (
      await first(
        db.select({ id: preprintRanges.id }).from(preprintRanges).where(eq(preprintRanges.companyId, companyId)),
      )
    )?.id,
    optOutId: (
      await first(
        db
          .select({ id: notificationOptOuts.id })
          .from(notificationOptOuts)
          .where(eq(notificationOptOuts.companyId, companyId)),
      )
    )?.id,
  };
  return ids;
}
type CompanyOneIds = Awaited<ReturnType<typeof companyOneIds>>;

/** A route's path parameters as the first company's ids, or the names it has none for. */
type RouteParams = { kind: 'params'; values: Record<string, unknown> } | { kind: 'missing'; names: string[] };

function paramsFor(route: RegisteredRoute, ids: CompanyOneIds): RouteParams {
  const section = route.url.split('/')[2] ?? '';
  const byName: Record<string, unknown> = {
    userId: ids.userId,
    txId: ids.transactionId,
    code: ids.trackingCode,
    tracking_code: ids.trackingCode,
    labelId: route.url.startsWith('/api/delivery-run') ? ids.attempt?.labelId : ids.labelId,
    merchantId: ids.merchantId,
    courierId: ids.courierId,
    deliveryId: ids.webhookDeliveryId,
    hash: 'a'.repeat(64),
    attemptId: ids.attempt?.id,
    kind: 'signature',
    type: 'receiver_unreachable',
    callId: ids.callCaseId,
    bagCode: ids.mailbag?.code,
    // A template is named by its event, channel and language: every company has each, its own.
    event: 'label.out_for_delivery',
    channel: 'sms',
    locale: 'mm',
    branchId: ids.agentBranchId,
  };
  const idOf: Record<string, unknown> = {
    announcement: ids.announcementId,
    label: ids.labelId,
    'merchant-portal': route.url.startsWith('/api/merchant-portal/clearance/')
      ? ids.clearanceId
      : route.url.startsWith('/api/merchant-portal/pickup/')
        ? ids.pickupId
        : ids.labelId,
    'cod-clearance': ids.clearanceId,
    customer: ids.customerId,
    'expense-record': ids.expenseId,
    export: ids.exportId,
    merchant: ids.merchantId,
    staff: ids.userId,
    'api-keys': ids.apiKeyId,
    webhooks: ids.webhookId,
    profile: ids.sessionId,
    role: ids.roleId,
    'branch-collection': ids.branchCollectionId,
    company: ids.companyId,
    'delivery-run': ids.runId,
    'pickup-request': ids.pickupId,
    mailbag: ids.mailbag?.id,
    dispatch: ids.dispatchId,
    gate: ids.gateId,
    'gate-submit': ids.gateSubmitId,
    'bank-statement': route.url.startsWith('/api/bank-statement/lines/') ? ids.bankLineId : ids.bankStatementId,
    emo: ids.emoId,
    finance: ids.tillCloseId,
    notification: ids.notificationId,
    'notification-opt-out': ids.optOutId,
    'agent-service': ids.agentServiceId,
    'agent-settlement': ids.agentSettlementId,
    preprint: ids.preprintId,
  };
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const params = Object.fromEntries(names.map((name) => [name, name === 'id' ? idOf[section] : byName[name]]));
  const missing = names.filter((name) => params[name] === undefined);
  return missing.length > 0 ? { kind: 'missing', names: missing } : { kind: 'params', values: params };
}

/** Queries a route needs to reach its object (the rest are read with their defaults). */
const queryExamples: Record<string, Record<string, string>> = {
  'GET /api/credit/:merchantId/statement': { from: '2026-01-01', to: '2026-12-31' },
  'GET /api/agent/:branchId/statement': { from: '2026-01-01', to: '2026-12-31' },
  'GET /api/merchant-portal/credit': { from: '2026-01-01', to: '2026-12-31' },
};

/** A generated body or query of the route's schema, its id fields set to the first company's. */
function partFor(schema: unknown, ids: CompanyOneIds, seed: number): unknown {
  if (schema === undefined) return undefined;
  const [value] = fc.sample(plausibleValue(shapeOf(schema)), { numRuns: 1, seed });
  const ownIds: Record<string, unknown> = {
    merchant_id: ids.merchantId,
    branch_id: ids.branchId,
    home_branch_id: ids.branchId,
    deliver_branch_id: ids.branchId,
    courier_id: ids.courierId,
    postman_id: ids.courierId,
    label_id: ids.labelId,
    user_id: ids.userId,
    customer_id: ids.customerId,
    tracking_code: ids.trackingCode,
    pay_branch_id: ids.branchId,
  };
  const replace = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(replace);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, field]) => {
        if (key in ownIds) return [key, ownIds[key]];
        if (key === 'label_ids') return [key, [ids.labelId]];
        if (key === 'items' && Array.isArray(field)) return [key, [{ tracking_code: ids.trackingCode }]];
        return [key, replace(field)];
      }),
    );
  };
  return replace(value);
}

function pathOf(url: string, params: Record<string, unknown>, query: unknown): string {
  let path = url;
  for (const [name, value] of Object.entries(params))
    path = path.replace(`:${name}`, encodeURIComponent(String(value)));
  if (query && typeof query === 'object') {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== undefined && item !== null && typeof item !== 'object') search.append(key, String(item));
      }
    }
    if (search.size > 0) path += `?${search}`;
  }
  return path;
}

/**
 * Strings only the first company's data holds: its label codes, merchants, people, customers, announcements,
 * webhook addresses, its name, and its ledger accounts (as JSON strings, so `"cash:branch:1"` is not found in
 * `"cash:branch:12"`).
 */
async function companyOneMarkers(db: Database, companyId: number): Promise<string[]> {
  const texts = await Promise.all([
    db.select({ text: labels.trackingCode }).from(labels).where(eq(labels.companyId, companyId)),
    db.select({ text: merchants.name }).from(merchants).where(eq(merchants.companyId, companyId)),
    db.select({ text: users.name }).from(users).where(eq(users.companyId, companyId)),
    db.select({ text: customers.name }).from(customers).where(eq(customers.companyId, companyId)),
    db.select({ text: customers.phone }).from(customers).where(eq(customers.companyId, companyId)),
    db.select({ text: announcements.title }).from(announcements).where(eq(announcements.companyId, companyId)),
    db.select({ text: webhookEndpoints.url }).from(webhookEndpoints).where(eq(webhookEndpoints.companyId, companyId)),
    db.select({ text: companies.nameEn }).from(companies).where(eq(companies.id, companyId)),
  ]);
  const accounts = (await ledgerRepository.listCompanyBalances(db, companyId))
    .filter((account) => account.id !== 'payable:clearance')
    .map((account) => JSON.stringify(account.id));
  return [...new Set([...texts.flat().map((row) => row.text), ...accounts])].filter((text) => text.length >= 6);
}

/**
 * A digest of every row of the first company: each table with a company column, and the rows that hang off its
 * labels, announcements, webhooks and people.
 */
async function companyOneDigest(db: Database, companyId: number): Promise<Record<string, string>> {
  const tables = (await db.execute(sql`
    select c.table_name as name from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
    where c.column_name = 'company_id' and c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by 1`)) as unknown as { rows: { name: string }[] };
  const digest: Record<string, string> = {};
  /** The rows of `rows` (aliased `t`, joined as needed, scoped by `where`) as one md5. */
  const hash = async (
    name: string,
    rows: ReturnType<typeof sql>,
    where: ReturnType<typeof sql>,
    row = sql`t::text`,
  ) => {
    const result = (await db.execute(
      sql`select md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as digest from ${rows} where ${where}`,
    )) as unknown as { rows: { digest: string | null }[] };
    digest[name] = result.rows[0]?.digest ?? '';
  };
  for (const { name } of tables.rows) {
    await hash(name, sql`${sql.identifier(name)} t`, sql`t.company_id = ${companyId}`);
  }
  const ofLabels = sql`l.company_id = ${companyId}`;
  await hash('label_transactions', sql`label_transactions t join labels l on l.id = t.label_id`, ofLabels);
  await hash('delivery_attempts', sql`delivery_attempts t join labels l on l.id = t.label_id`, ofLabels);
  await hash(
    'announcement_reads',
    sql`announcement_reads t join announcements a on a.id = t.announcement_id`,
    sql`a.company_id = ${companyId}`,
  );
  await hash(
    'webhook_deliveries',
    sql`webhook_deliveries t join webhook_endpoints e on e.id = t.endpoint_id`,
    sql`e.company_id = ${companyId}`,
  );
  // A session's last use moves with its owner's requests; whether it was ended must not.
  await hash(
    'sessions',
    sql`sessions t join users u on u.id = t.user_id`,
    sql`u.company_id = ${companyId}`,
    sql`t.id::text || ':' || coalesce(t.revoked_at::text, '')`,
  );
  return digest;
}

async function send(app: TestApp, route: RegisteredRoute, token: string, path: string, body: unknown) {
  if (route.multipart) return sendForm(app, route.method, path, { token, fields: {} });
  return app.request(route.method, path, body === undefined ? { token } : { token, body }) as Promise<ApiResponse>;
}

describe.each(databaseKinds)('companies never see each other on %s', (kind) => {
  const getApp = useTestApp(kind);

  it('answers a second company every route with the first company’s ids: 404 or nothing of it, changing nothing', async () => {
    const app = getApp();
    const [demo] = await app.db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id)).limit(1);
    await makeCompanyOneDay(app);
    // A session of the first company's staff, whose end another company must not be able to cause.
    await signIn(app, 'staff');
    const ids = await companyOneIds(app.db, demo!.id);
    const markers = await companyOneMarkers(app.db, demo!.id);
    const other = await createCompany(app.db, defaultRateTable);
    const everything = await createUser(app.db, {
      role: 'super-admin',
      companyId: other.companyId,
      branchId: other.branchId,
    });
    const token = await signIn(app, everything.userName);
    const theirMerchant = await createMerchant(app.db, { companyId: other.companyId, homeBranchId: other.branchId });
    const issued = await app.request('POST', '/api/api-keys', {
      token,
      body: { name: 'Their shop', mode: 'live', merchant_id: theirMerchant.id },
    });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const merchantKey = issued.body.data.key as string;
    // The merchant portal is the merchants' members': the second company's merchant's owner calls it.
    const theirMember = await createUser(app.db, {
      role: 'merchant-owner',
      companyId: other.companyId,
      branchId: other.branchId,
      merchantId: theirMerchant.id,
    });
    const memberToken = await signIn(app, theirMember.userName);
    const before = await companyOneDigest(app.db, demo!.id);

    const problems: string[] = [];
    const routes = app.routes.filter(
      (route) => route.url.startsWith('/api') && route.method !== 'HEAD' && route.access !== 'public',
    );
    for (const [index, route] of routes.entries()) {
      const key = `${route.method} ${route.url}`;
      if (key in platformRoutes || key === 'POST /api/logout') continue;
      const found = paramsFor(route, ids);
      if (found.kind === 'missing') {
        problems.push(`${key}: no first-company id for ${found.names.join(', ')}`);
        continue;
      }
      const params = found.values;
      const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
      const query =
        queryExamples[key] ?? (route.method === 'GET' ? undefined : partFor(schema.querystring, ids, index));
      const path = pathOf(route.url, params, query);
      const body = partFor(schema.body, ids, index);
      // The public API is the merchants': the second company's merchant calls it with its key.
      const caller = route.url.startsWith('/api/v1/')
        ? merchantKey
        : route.url.startsWith('/api/merchant-portal/')
          ? memberToken
          : token;
      const response = await send(app, route, caller, path, body);
      if (response.status >= 500) {
        problems.push(`${key}: answered ${response.status}`);
        continue;
      }
      const named = Object.keys(params).length > 0;
      if (named && route.method === 'GET' && response.status !== 404 && !(key in namedByEnumeration)) {
        problems.push(`${key}: answered ${response.status} for the first company's object, not 404`);
      }
      if (response.status < 300) {
        const text = typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
        // A code the caller sent, answered back ("not found"), is his own input, not the first company's data.
        const sent = path + JSON.stringify(body ?? null);
        const leaked = markers.filter((marker) => text.includes(marker) && !sent.includes(marker));
        if (leaked.length > 0) problems.push(`${key}: shows the first company's ${leaked.slice(0, 3).join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
    const after = await companyOneDigest(app.db, demo!.id);
    const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
    expect(changed).toEqual([]);
    // Nor did anyone of the second company read the first company's announcements.
    const reads = await app.db
      .select({ userId: announcementReads.userId })
      .from(announcementReads)
      .innerJoin(users, eq(users.id, announcementReads.userId))
      .where(inArray(users.companyId, [other.companyId]));
    expect(reads).toEqual([]);
  });
});
