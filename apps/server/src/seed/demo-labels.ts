import {
  allowedLabelActions,
  labelActionPermissions,
  defaultRateTable,
  eventTimesAfterStep,
  isDirectDelivery,
  labelDraft,
  labelSidesFor,
  makeTrackingCode,
  quoteLabel,
  serviceTypeIndicators,
  type FeeLine,
  type LabelEventTimes,
  type LabelStatus,
  type ShippingType,
} from '@waypost/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { bookLabelCod, syncLabelCod } from '../modules/cod/label-cod.js';
import { shippingTypeOf } from '../modules/labels/label-access.js';
import { labelRowOf } from '../modules/labels/label-row.js';
import { labelsRepository, type NewLabelRow } from '../modules/labels/labels.repository.js';
import type { Database } from '../db/client.js';
import {
  branches,
  customers,
  labels,
  labelSerialSequence,
  labelTransactions,
  ledgerAccounts,
  merchants,
  roles,
  users,
} from '../db/schema/index.js';
import { demoMerchants } from './demo-data.js';
import {
  demoLabelBranches,
  planDemoLabels,
  type DemoBranch,
  type DemoLabelPlan,
  type DemoMerchantKey,
} from './demo-label-plans.js';

/**
 * A few hundred demo labels, so a newcomer signing in finds every tab and screen filled (embedded database only).
 *
 * Each label follows the label rules exactly as the counter would: the draft passes the domain's request schema,
 * fees come from the active rate table through the domain's quote, the tracking code from the label serial, direct or
 * not from the booking branch; every step is one the domain's status machine allows the acting branch's user at that
 * point, and the shipping type is re-derived after each step as the status use case does. What it skips is the
 * per-request work (a transaction, row lock, audit row and detail read per step): written in a few batched inserts,
 * 300 labels take about half a second on PGlite, where calling the use cases one by one took ~25 s of CPU. Seeded
 * data is nobody's action, so like the demo accounts it writes no audit rows.
 *
 * COD labels are booked for the two demo merchants, and their money follows the same functions a booking and each
 * status change run (bookLabelCod, syncLabelCod): the COD is opened with its terms and E1/E5, and brought in line
 * with the label's last status — collected at the branch that delivered it, or cancelled with its charges owed.
 */

/** Who acts for each branch: its own staff; nobody at NPT has a desk account, so the owner (jointed there) does. */
const deskUsers: Record<DemoBranch, string> = { YGN: 'staff', MDY: 'mdy-staff', NPT: 'owner' };

const batchSize = 200;

interface DemoContext {
  companyId: number;
  branch: Record<DemoBranch, { id: number; town: string | null }>;
  actor: Record<DemoBranch, { id: number; permissions: readonly string[] }>;
  places: Map<string, { postcode: string | null; districtId: string | null; regionId: string }>;
  rateTable: { id: number | null; rates: typeof defaultRateTable };
  merchant: Record<DemoMerchantKey, { id: number; codFeeVersion: 1 | 2 }>;
}

/** The demo merchants, made on first use (their credit account at the limit a finance-manager would have set). */
async function demoMerchantIds(db: Database, companyId: number) {
  const ids = {} as DemoContext['merchant'];
  for (const key of Object.keys(demoMerchants) as DemoMerchantKey[]) {
    const { homeBranch, creditLimit, ...merchant } = demoMerchants[key];
    const [home] = await db.select({ id: branches.id }).from(branches).where(eq(branches.code, homeBranch));
    const [existing] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.name, merchant.name));
    const id =
      existing?.id ??
      (
        await db
          .insert(merchants)
          .values({ ...merchant, companyId, homeBranchId: home!.id })
          .returning({ id: merchants.id })
      )[0]!.id;
    await db
      .insert(ledgerAccounts)
      .values({ id: `receivable:credit:${id}`, kind: 'receivable', debitLimit: creditLimit })
      .onConflictDoNothing();
    ids[key] = { id, codFeeVersion: merchant.codFeeVersion };
  }
  return ids;
}

async function loadContext(db: Database, townshipIds: readonly string[]): Promise<DemoContext> {
  const branchRows = await db
    .select({ id: branches.id, code: branches.code, town: branches.town, companyId: branches.companyId })
    .from(branches)
    .where(inArray(branches.code, [...demoLabelBranches]));
  const userRows = await db
    .select({ id: users.id, userName: users.userName, permissions: roles.permissions })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(inArray(users.userName, Object.values(deskUsers)), eq(users.status, 'active')));
  const branchOf = (code: DemoBranch) => {
    const row = branchRows.find((branch) => branch.code === code);
    if (!row) throw new Error(`demo labels: no branch ${code}`);
    return row;
  };
  const actorOf = (code: DemoBranch) => {
    const row = userRows.find((user) => user.userName === deskUsers[code]);
    if (!row) throw new Error(`demo labels: no demo user ${deskUsers[code]}`);
    return { id: row.id, permissions: row.permissions };
  };
  const companyId = branchOf('YGN').companyId;

  const townshipRows = await labelsRepository.findPlaces(db, townshipIds);
  const districtIds = [...new Set(townshipRows.map((row) => row.parentId).filter((id) => id !== null))];
  const districts = new Map((await labelsRepository.findPlaces(db, districtIds)).map((row) => [row.id, row]));
  const places = new Map(
    townshipRows.map((township) => {
      const district = township.parentId ? districts.get(township.parentId) : undefined;
      const regionId = district?.parentId ?? township.parentId;
      if (!regionId) throw new Error(`demo labels: township ${township.id} has no region`);
      return [township.id, { postcode: township.postcode, districtId: district?.id ?? null, regionId }] as const;
    }),
  );
  const activeTable = await labelsRepository.activeRateTable(db, companyId);
  return {
    merchant: await demoMerchantIds(db, companyId),
    companyId,
    branch: { YGN: branchOf('YGN'), MDY: branchOf('MDY'), NPT: branchOf('NPT') },
    actor: { YGN: actorOf('YGN'), MDY: actorOf('MDY'), NPT: actorOf('NPT') },
    places,
    rateTable: activeTable ?? { id: null, rates: defaultRateTable },
  };
}

interface DemoTransaction {
  seq: number;
  status: LabelStatus;
  branchId: number;
  actorId: number;
  createdAt: Date;
}

/** Walks a plan's steps through the status machine, as changeLabelStatus would for each acting branch. */
function walk(plan: DemoLabelPlan, context: DemoContext, label: { acceptBranchId: number; direct: boolean }) {
  const ids = (code: DemoBranch) => context.branch[code].id;
  let shippingType: ShippingType = label.direct ? 'direct' : 'normal';
  let deliverBranchId = ids(plan.destination);
  let viaBranchId: number | null = null;
  let deliveredAt: Date | null = null;
  let events: LabelEventTimes = { acceptedAt: null, returnedAt: null };
  let actingBranch = { origin: plan.origin, destination: plan.destination, via: plan.third };
  const history: LabelStatus[] = ['pending'];
  const transactions: DemoTransaction[] = [
    {
      seq: 1,
      status: 'pending',
      branchId: label.acceptBranchId,
      actorId: context.actor[plan.origin].id,
      createdAt: plan.bookedAt,
    },
  ];
  for (const [index, step] of plan.steps.entries()) {
    const at = plan.stepTimes[index]!;
    const branch = actingBranch[step.by];
    const actor = context.actor[branch];
    const sides = labelSidesFor({
      userBranchIds: [ids(branch)],
      acceptBranchId: label.acceptBranchId,
      deliverBranchId,
      viaBranchId,
    });
    // The delivering step is the branch's courier's (his run lends him the permission), not the counter's.
    const permissions = step.action === 'deliver' ? [labelActionPermissions.deliver] : actor.permissions;
    const allowed = allowedLabelActions({ shippingType, history, sides, permissions }).find(
      (candidate) => candidate.action === step.action,
    );
    if (!allowed) {
      throw new Error(`demo labels: ${plan.story} may not ${step.action} by ${step.by} after ${history.join(' → ')}`);
    }
    if (step.action === 'forward') viaBranchId = ids(plan.third);
    if (step.action === 'redirect') {
      // The old destination sends it on; the third branch becomes the destination.
      viaBranchId = deliverBranchId;
      deliverBranchId = ids(plan.third);
      actingBranch = { origin: plan.origin, destination: plan.third, via: plan.destination };
    }
    history.push(allowed.status);
    shippingType = shippingTypeOf({ direct: label.direct }, history);
    if (allowed.status === 'delivered') deliveredAt = at;
    events = { ...events, ...eventTimesAfterStep(events, allowed.status, at) };
    transactions.push({
      seq: index + 2,
      status: allowed.status,
      branchId: ids(branch),
      actorId: actor.id,
      createdAt: at,
    });
  }
  return { status: history.at(-1)!, shippingType, deliverBranchId, viaBranchId, deliveredAt, ...events, transactions };
}

export interface SeedDemoLabelsOptions {
  db: Database;
  /** How many labels; a few hundred fill every tab and keep the first start quick. */
  count?: number;
  /** The first start's time: labels are spread over the 30 days before it. */
  now?: Date;
}

/** Seeds `count` demo labels (see the file comment) in the caller's transaction; returns how many it made. */
export async function seedDemoLabels({ db, count = 300, now = new Date() }: SeedDemoLabelsOptions): Promise<number> {
  const plans = planDemoLabels(count, now);
  if (plans.length === 0) return 0;
  const context = await loadContext(db, [
    ...new Set(plans.flatMap((plan) => [plan.draft.source_township, plan.draft.destination_township])),
  ]);
  const serialRows = await db
    .select({ serial: sql<string>`nextval(${labelSerialSequence.seqName})` })
    .from(sql`generate_series(1, ${plans.length}) as n`);
  const serials = serialRows.map((row) => Number(row.serial)).sort((a, b) => a - b);

  const drafts = plans.map((plan) =>
    labelDraft.parse({
      ...plan.draft,
      deliver_branch_id: context.branch[plan.destination].id,
      ...(plan.merchant ? { merchant_id: context.merchant[plan.merchant].id } : {}),
    }),
  );
  // One customer per sender phone, first recorded at their first booking (what createLabel's upsert keeps).
  const firstBooking = new Map<string, number>();
  drafts.forEach((draft, index) => {
    if (!firstBooking.has(draft.source_phone)) firstBooking.set(draft.source_phone, index);
  });
  const customerRows = await db
    .insert(customers)
    .values(
      [...firstBooking.values()].map((index) => ({
        companyId: context.companyId,
        name: drafts[index]!.source_name,
        phone: drafts[index]!.source_phone,
        townshipId: drafts[index]!.source_township,
        address: null,
        createdAt: plans[index]!.bookedAt,
        updatedAt: plans[index]!.bookedAt,
      })),
    )
    .onConflictDoUpdate({
      target: [customers.companyId, customers.phone],
      set: { updatedAt: sql`excluded.updated_at` },
    })
    .returning({ id: customers.id, phone: customers.phone });
  const customerId = new Map(customerRows.map((row) => [row.phone, row.id]));

  const rows: {
    label: NewLabelRow;
    transactions: DemoTransaction[];
    plan: DemoLabelPlan;
    quote: { lines: FeeLine[] };
  }[] = plans.map((plan, index) => {
    const draft = drafts[index]!;
    const source = context.places.get(draft.source_township)!;
    const destination = context.places.get(draft.destination_township)!;
    const acceptBranch = context.branch[plan.origin];
    const deliverBranch = context.branch[plan.destination];
    const quote = quoteLabel(
      {
        ...draft,
        source: { townshipId: draft.source_township, districtId: source.districtId, regionId: source.regionId },
        destination: {
          townshipId: draft.destination_township,
          districtId: destination.districtId,
          regionId: destination.regionId,
        },
        cod_fee_version: plan.merchant ? context.merchant[plan.merchant].codFeeVersion : undefined,
      },
      context.rateTable.rates,
    );
    // The same rule createLabel applies with the booking user's branch and town.
    const direct = isDirectDelivery({
      acceptBranchId: acceptBranch.id,
      deliverBranchId: deliverBranch.id,
      instantDeliver: draft.instant_deliver,
      userBranchIds: [acceptBranch.id],
      userTown: acceptBranch.town,
      deliverBranchTown: deliverBranch.town,
    });
    const state = walk(plan, context, { acceptBranchId: acceptBranch.id, direct });
    const label = labelRowOf(draft, {
      companyId: context.companyId,
      trackingCode: makeTrackingCode({ indicator: serviceTypeIndicators[draft.service_type], serial: serials[index]! }),
      source: { ...source, townshipId: draft.source_township },
      destination: { ...destination, townshipId: draft.destination_township },
      quote,
      rateTableId: context.rateTable.id,
      direct,
      status: state.status,
      shippingType: state.shippingType,
      acceptBranchId: acceptBranch.id,
      deliverBranchId: state.deliverBranchId,
      viaBranchId: state.viaBranchId,
      customerId: customerId.get(draft.source_phone) ?? null,
      creatorId: context.actor[plan.origin].id,
      deliveredAt: state.deliveredAt,
      acceptedAt: state.acceptedAt,
      returnedAt: state.returnedAt,
      createdAt: plan.bookedAt,
      updatedAt: state.transactions.at(-1)!.createdAt,
    });
    return { label, transactions: state.transactions, plan, quote };
  });

  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const inserted = await db
      .insert(labels)
      .values(batch.map((row) => row.label))
      .returning({ id: labels.id, trackingCode: labels.trackingCode });
    const labelId = new Map(inserted.map((row) => [row.trackingCode, row.id]));
    await db
      .insert(labelTransactions)
      .values(
        batch.flatMap((row) =>
          row.transactions.map((transaction) => ({ ...transaction, labelId: labelId.get(row.label.trackingCode)! })),
        ),
      );
    for (const row of batch) {
      if (row.plan.merchant) await openDemoCod(db, context, { ...row, id: labelId.get(row.label.trackingCode)! });
    }
  }
  return rows.length;
}

/** A COD label's money as booking it and walking its steps would have made it. */
async function openDemoCod(
  db: Database,
  context: DemoContext,
  row: { id: number; label: NewLabelRow; plan: DemoLabelPlan; quote: { lines: FeeLine[] } },
) {
  const merchant = context.merchant[row.plan.merchant!];
  const actorId = context.actor[row.plan.origin].id;
  await bookLabelCod({
    tx: db,
    actorId,
    label: {
      id: row.id,
      companyId: context.companyId,
      merchantId: merchant.id,
      acceptBranchId: row.label.acceptBranchId,
      purchaseType: row.label.purchaseType,
      codAmount: row.label.codAmount ?? 0,
      codFeeVersion: merchant.codFeeVersion,
      lines: row.quote.lines,
    },
  });
  await syncLabelCod({
    tx: db,
    actorId,
    labelId: row.id,
    status: row.label.status,
    // Collected where it was delivered: the destination's counter.
    branchId: row.label.deliverBranchId,
    now: row.label.updatedAt ?? new Date(),
  });
}
