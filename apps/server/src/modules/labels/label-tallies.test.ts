import {
  acceptTabs,
  deliverTabs,
  labelStatuses,
  labelTabFilter,
  progressGroup,
  progressGroups,
  returningShippingTypes,
  shippingTypes,
  type LabelStatus,
  type ShippingType,
} from '@waypost/domain';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { branches, companies, labelTallies, users } from '../../db/schema/index.js';
import { unique } from '../../test/fixtures.js';
import { databaseKinds, useTestApp } from '../../test/test-app.js';
import { postgresAvailable } from '../../test/test-databases.js';
import { cappedCount, listStreams, type Bind, type LabelListFilter } from './label-list-query.js';
import { compactLabelTallies, tallyTotal } from './label-tallies.js';

const asParameter: Bind = (_name, value) => sql`${sql.param(value)}`;

interface LabelState {
  status: LabelStatus;
  shippingType: ShippingType;
  pickupAtPo: boolean;
  /** Indexes into the test's branches; via may be none. */
  accept: number;
  deliver: number;
  via: number | null;
}

/** Few branches, so that accepting, delivering and via branches often coincide (the cases the tallies tell apart). */
const branchCount = 3;
const labelState: fc.Arbitrary<LabelState> = fc.record({
  status: fc.constantFrom(...labelStatuses),
  shippingType: fc.constantFrom(...shippingTypes),
  pickupAtPo: fc.boolean(),
  accept: fc.nat(branchCount - 1),
  deliver: fc.nat(branchCount - 1),
  via: fc.option(fc.nat(branchCount - 1), { nil: null }),
});

type Change =
  | { kind: 'create'; labels: LabelState[] }
  | { kind: 'update'; pick: number; to: Partial<LabelState> }
  | { kind: 'update-all'; status: LabelStatus }
  | { kind: 'delete'; pick: number }
  | { kind: 'rolled-back'; label: LabelState }
  | { kind: 'compact' };

const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), labels: fc.array(labelState, { minLength: 1, maxLength: 4 }) }),
  fc.record({
    kind: fc.constant('update' as const),
    pick: fc.nat(),
    to: fc.record(
      {
        status: labelState.map((state) => state.status),
        shippingType: labelState.map((state) => state.shippingType),
        pickupAtPo: fc.boolean(),
        deliver: fc.nat(branchCount - 1),
        via: fc.option(fc.nat(branchCount - 1), { nil: null }),
      },
      { requiredKeys: [] },
    ),
  }),
  fc.record({ kind: fc.constant('update-all' as const), status: fc.constantFrom(...labelStatuses) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('rolled-back' as const), label: labelState }),
  fc.constant({ kind: 'compact' as const }),
);

/** Every list the web opens without search-bar filters, for one branch and for head office. */
function tabFilters(companyId: number, branchIds: number[]): LabelListFilter[] {
  const filters: LabelListFilter[] = [];
  const tabs = [
    ...acceptTabs.map((tab) => labelTabFilter('sender', tab)!),
    ...deliverTabs.map((tab) => labelTabFilter('receiver', tab)!),
  ];
  const tabPredicates = (tab: (typeof tabs)[number]) => ({
    statuses: tab.statuses,
    ...(tab.viaStatuses ? { viaStatuses: tab.viaStatuses } : {}),
    ...(tab.pickupAtPo !== undefined ? { pickupAtPo: tab.pickupAtPo } : {}),
    ...(tab.returning === true ? { shippingTypes: returningShippingTypes } : {}),
    ...(tab.returning === false ? { excludeShippingTypes: returningShippingTypes } : {}),
  });
  const groups = progressGroups.map((group) => labelStatuses.filter((status) => progressGroup(status) === group));
  for (const branchId of branchIds) {
    filters.push({ companyId, branchScope: { branchId, side: 'any' } });
    for (const status of ['pending', 'delivered'] as const) {
      filters.push({ companyId, branchScope: { branchId, side: 'any' }, status });
    }
    for (const anyStatus of groups) filters.push({ companyId, branchScope: { branchId, side: 'any' }, anyStatus });
    for (const tab of tabs)
      filters.push({ companyId, branchScope: { branchId, side: tab.side }, ...tabPredicates(tab) });
  }
  filters.push({ companyId, branchScope: null });
  for (const tab of tabs) filters.push({ companyId, branchScope: null, ...tabPredicates(tab) });
  return filters;
}

/** Each filter's total from the tallies and counted label by label, read in one statement (one snapshot). */
async function talliedAndCounted(db: Database, filters: LabelListFilter[]) {
  const columns = Object.fromEntries(
    filters.flatMap((filter, index) => [
      [`tallied${index}`, sql<string>`${tallyTotal(filter, asParameter)}`],
      [`counted${index}`, sql<string>`${cappedCount(listStreams(filter, asParameter))}`],
    ]),
  );
  const [row] = await db.select(columns).from(sql`(select 1) as one`);
  return filters.map((_, index) => ({
    tallied: Number(row![`tallied${index}`]),
    counted: Number(row![`counted${index}`]),
  }));
}

describe.each(databaseKinds)('label tallies on %s', (kind) => {
  const getApp = useTestApp(kind);
  let db: Database;
  let companyId: number;
  let creatorId: number;
  let branchIds: number[];
  let filters: LabelListFilter[];
  const ids: number[] = [];

  beforeAll(async () => {
    db = getApp().db;
    const [company] = await db.select({ id: companies.id }).from(companies).limit(1);
    const [creator] = await db.select({ id: users.id }).from(users).limit(1);
    companyId = company!.id;
    creatorId = creator!.id;
    const [template] = await db.select().from(branches).where(eq(branches.code, 'NPT'));
    // Branches of their own: the labels other test files write never reach them.
    branchIds = [];
    for (let index = 0; index < branchCount; index += 1) {
      const code = unique('TL').toUpperCase().replace('-', '').slice(0, 10);
      const [row] = await db
        .insert(branches)
        .values({
          companyId: template!.companyId,
          code,
          nameEn: code,
          nameMm: code,
          type: template!.type,
          town: `Town ${code}`,
          townshipId: template!.townshipId,
          regionId: template!.regionId,
        })
        .returning({ id: branches.id });
      branchIds.push(row!.id);
    }
    filters = tabFilters(companyId, branchIds);
  });

  const columnsOf = (state: Partial<LabelState>) => ({
    ...(state.status ? { status: state.status } : {}),
    ...(state.shippingType ? { shipping_type: state.shippingType } : {}),
    ...(state.pickupAtPo !== undefined ? { pickup_at_po: state.pickupAtPo } : {}),
    ...(state.accept !== undefined ? { accept_branch_id: branchIds[state.accept]! } : {}),
    ...(state.deliver !== undefined ? { deliver_branch_id: branchIds[state.deliver]! } : {}),
    ...(state.via !== undefined ? { via_branch_id: state.via === null ? null : branchIds[state.via]! } : {}),
  });

  async function insertLabels(executor: Database, states: LabelState[]): Promise<number[]> {
    const rows = states.map((state) => {
      const columns = columnsOf(state);
      return sql`(${companyId}, ${unique('TT')}, 'fcs_express', 'walkin', 'express', 'parcel', 'sender_pay', 1000,
        ${columns.status}, ${columns.shipping_type}, 'S', '0911', 'MMR013016', 'MM-06', 'R', '0922', 'MMR010002',
        'MM-04', ${columns.pickup_at_po}, ${columns.accept_branch_id}, ${columns.deliver_branch_id},
        ${columns.via_branch_id ?? null}::int, '[]'::jsonb, 0, 0, ${creatorId})`;
    });
    const inserted = await executor.execute(sql`
      insert into labels (company_id, tracking_code, type, accept_type, service_type, item_type, purchase_type,
        weight_grams, status, shipping_type, source_name, source_phone, source_township, source_region,
        destination_name, destination_phone, destination_township, destination_region, pickup_at_po,
        accept_branch_id, deliver_branch_id, via_branch_id, fee_lines, shipping_fee, total_cost, creator_id)
      values ${sql.join(rows, sql`, `)} returning id`);
    return (inserted as unknown as { rows: { id: string | number }[] }).rows.map((row) => Number(row.id));
  }

  async function apply(step: Change): Promise<void> {
    const picked = (pick: number) => (ids.length ? ids[pick % ids.length]! : undefined);
    switch (step.kind) {
      case 'create':
        ids.push(...(await insertLabels(db, step.labels)));
        return;
      case 'update': {
        const id = picked(step.pick);
        const set = Object.entries(columnsOf(step.to)).map(([column, value]) =>
          value === null ? sql`${sql.identifier(column)} = null` : sql`${sql.identifier(column)} = ${value}`,
        );
        if (id === undefined || set.length === 0) return;
        await db.execute(sql`update labels set ${sql.join(set, sql`, `)} where id = ${id}`);
        return;
      }
      case 'update-all':
        if (ids.length) await db.execute(sql`update labels set status = ${step.status} where id in ${ids}`);
        return;
      case 'delete': {
        const id = picked(step.pick);
        if (id === undefined) return;
        await db.execute(sql`delete from labels where id = ${id}`);
        ids.splice(ids.indexOf(id), 1);
        return;
      }
      case 'rolled-back':
        await expect(
          db.transaction(async (tx) => {
            await insertLabels(tx, [step.label]);
            if (ids.length) await tx.execute(sql`update labels set status = 'missing' where id = ${ids[0]!}`);
            throw new Error('rolled back');
          }),
        ).rejects.toThrow('rolled back');
        return;
      case 'compact':
        await compactLabelTallies({ db });
        return;
    }
  }

  it('gives every list total exactly as counting its labels does, after any sequence of changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 12 }), async (changes) => {
        for (const step of changes) await apply(step);
        for (const [index, { tallied, counted }] of (await talliedAndCounted(db, filters)).entries()) {
          expect(tallied, JSON.stringify(filters[index])).toBe(counted);
        }
      }),
      { numRuns: kind === 'pglite' ? 25 : 40 },
    );
    expect(ids.length).toBeGreaterThan(0);
  });

  it('folds the change rows of each key into one, and drops keys that come to nothing', async () => {
    const before = await talliedAndCounted(db, filters);
    const [one] = await insertLabels(db, [
      { status: 'pending', shippingType: 'normal', pickupAtPo: false, accept: 0, deliver: 1, via: null },
    ]);
    await db.execute(sql`update labels set status = 'missing' where id = ${one!}`);
    await db.execute(sql`delete from labels where id = ${one!}`);
    await compactLabelTallies({ db });
    const rowsPerKey = await db.execute(sql`
      select count(*)::int as keys, count(*) filter (where labels = 0)::int as empty,
        max(rows)::int as most_rows
      from (select sum(labels) as labels, count(*) as rows from ${labelTallies}
            where branch_id in ${branchIds} group by company_id, branch_id, role, status, shipping_type, pickup_at_po,
              also_accept, also_deliver) as per_key`);
    const [summary] = (rowsPerKey as unknown as { rows: { keys: number; empty: number; most_rows: number }[] }).rows;
    expect(Number(summary!.empty)).toBe(0);
    expect(Number(summary!.most_rows)).toBe(1);
    expect(await talliedAndCounted(db, filters)).toEqual(before);
  });
});

// Writers and compactions at once need real connections: PGlite has one and would serialise them.
describe.runIf(postgresAvailable)('label tallies under concurrent writes on PostgreSQL', () => {
  const getApp = useTestApp('postgres');

  it('stay exact while 8 connections change labels and compactions run', async () => {
    const db = getApp().db;
    const [company] = await db.select({ id: companies.id }).from(companies).limit(1);
    const [creator] = await db.select({ id: users.id }).from(users).limit(1);
    const [template] = await db.select().from(branches).where(eq(branches.code, 'NPT'));
    const code = unique('TC').toUpperCase().replace('-', '').slice(0, 10);
    const [branch] = await db
      .insert(branches)
      .values({
        companyId: template!.companyId,
        code,
        nameEn: code,
        nameMm: code,
        type: template!.type,
        town: `Town ${code}`,
        townshipId: template!.townshipId,
        regionId: template!.regionId,
      })
      .returning({ id: branches.id });
    const branchId = branch!.id;
    const filters = tabFilters(company!.id, [branchId]);

    const writer = async (worker: number) => {
      for (let step = 0; step < 25; step += 1) {
        await db.transaction(async (tx) => {
          const inserted = await tx.execute(sql`
            insert into labels (company_id, tracking_code, type, accept_type, service_type, item_type, purchase_type,
              weight_grams, status, shipping_type, source_name, source_phone, source_township, source_region,
              destination_name, destination_phone, destination_township, destination_region, accept_branch_id,
              deliver_branch_id, fee_lines, shipping_fee, total_cost, creator_id)
            values (${company!.id}, ${unique(`TW${worker}`)}, 'fcs_express', 'walkin', 'express', 'parcel',
              'sender_pay', 1000, 'pending', 'normal', 'S', '0911', 'MMR013016', 'MM-06', 'R', '0922', 'MMR010002',
              'MM-04', ${branchId}, ${branchId}, '[]'::jsonb, 0, 0, ${creator!.id})
            returning id`);
          const id = Number((inserted as unknown as { rows: { id: string }[] }).rows[0]!.id);
          const status = labelStatuses[(worker * 31 + step) % labelStatuses.length]!;
          await tx.execute(sql`update labels set status = ${status} where id = ${id}`);
          if (step % 5 === 4) await tx.execute(sql`delete from labels where id = ${id}`);
        });
      }
    };
    const compactions = async (stop: { done: boolean }) => {
      while (!stop.done) await compactLabelTallies({ db });
    };
    const stop = { done: false };
    const compacting = Promise.all([compactions(stop), compactions(stop)]);
    await Promise.all(Array.from({ length: 8 }, (_, worker) => writer(worker)));
    stop.done = true;
    await compacting;

    const totals = await talliedAndCounted(db, filters);
    for (const [index, { tallied, counted }] of totals.entries()) {
      expect(tallied, JSON.stringify(filters[index])).toBe(counted);
    }
    // 8 writers × 25 labels, a fifth of them deleted again: what the branch's search tab holds.
    expect(totals[0]).toEqual({ tallied: 160, counted: 160 });
  });
});
