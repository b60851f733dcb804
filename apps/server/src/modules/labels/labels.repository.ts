import type { LabelStatus, ShippingType } from '@waypost/domain';
import { aliasedTable, and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  branches,
  customers,
  labelIdempotencyKeys,
  labelSerialSequence,
  labels,
  labelTransactions,
  locations,
  rateTables,
  userBranches,
  users,
} from '../../db/schema/index.js';

export type LabelRow = typeof labels.$inferSelect;
export type NewLabelRow = typeof labels.$inferInsert;
export type LabelTransactionRow = typeof labelTransactions.$inferSelect;

/** LIKE wildcards in user input are matched literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The piece length of the tracking-code search index (search_grams, migration 0004). */
const gramLength = 4;

/** A fragment's distinct 4-character pieces, as the database's search_grams() cuts a stored code. */
function gramsOf(fragment: string): string[] {
  const grams = new Set<string>();
  for (let index = 0; index + gramLength <= fragment.length; index += 1) {
    grams.add(fragment.slice(index, index + gramLength));
  }
  return [...grams];
}

/**
 * The tracking code holds `fragment` (normalized: upper case, ASCII digits). From 4 characters on, the GIN index of
 * the code's pieces finds the candidates; strpos, which implies the pieces, comes first so that a row that does not
 * match is never cut into pieces. Shorter fragments match so many labels that the branch's own index serves as well.
 */
function codeContains(fragment: string): SQL {
  if (fragment.length < gramLength) return ilike(labels.trackingCode, `%${escapeLike(fragment)}%`);
  const grams = sql.join(
    gramsOf(fragment).map((gram) => sql`${gram}`),
    sql`, `,
  );
  return sql`(strpos(${labels.trackingCode}, ${fragment}) > 0 and search_grams(${labels.trackingCode}) @> array[${grams}]::text[])`;
}

/** The sender's or receiver's phone ends with `digits` (the last digits, or the whole number), by its tail index. */
function phoneEndsWith(digits: string): SQL | undefined {
  if (!/^\d+$/.test(digits)) return undefined;
  const reversed = `${[...digits].reverse().join('')}%`;
  return or(
    sql`reverse(${labels.sourcePhone}) like ${reversed}`,
    sql`reverse(${labels.destinationPhone}) like ${reversed}`,
  );
}

/**
 * The search box's keyword as disjoint conditions, each served by its own index: the tracking code holds it, or
 * (when it does not) a phone ends with it. As separate streams, no row is cut into pieces just to be filtered, and
 * a label matching both ways is counted once.
 */
function keywordAlternatives(keyword: string | undefined): (SQL | undefined)[] {
  if (!keyword) return [undefined];
  const phone = phoneEndsWith(keyword);
  if (!phone) return [codeContains(keyword)];
  // Codes are stored in upper case and the keyword is normalized, so strpos = 0 is exactly "the code does not hold it".
  return [codeContains(keyword), and(phone, sql`strpos(${labels.trackingCode}, ${keyword}) = 0`)];
}

/** Which labels a list shows: the user's branch side(s) plus the tab's statuses and the search bar's filters. */
export interface LabelListFilter {
  companyId: number;
  /** Labels of these branches on the given side; null = every branch (head office). */
  branchScope: { branchId: number; side: 'sender' | 'receiver' | 'any' } | null;
  statuses?: readonly LabelStatus[];
  viaStatuses?: readonly LabelStatus[];
  pickupAtPo?: boolean;
  shippingTypes?: readonly ShippingType[];
  excludeShippingTypes?: readonly ShippingType[];
  /** Part of a tracking code, or the end of a phone number. */
  search?: string;
  /** Part of a tracking code. */
  trackingCode?: string;
  /** The end of the sender's or receiver's phone number. */
  phone?: string;
  /** Labels accepted at or delivered by this branch. */
  branchId?: number;
  status?: LabelStatus;
  /** Any of these statuses (a progress group). */
  anyStatus?: readonly LabelStatus[];
  createdFrom?: Date;
  createdBefore?: Date;
}

const statusIn = (statuses: readonly LabelStatus[]) =>
  statuses.length ? inArray(labels.status, [...statuses]) : sql`false`;

/** The search bar's filters and the tab's extra predicates: everything but the branch side and tab statuses. */
function commonConditions(filter: LabelListFilter): SQL[] {
  const conditions: SQL[] = [];
  // A branch belongs to one company, so a branch-scoped list needs no company condition (and stays index-only).
  if (!filter.branchScope) conditions.push(eq(labels.companyId, filter.companyId));
  if (filter.pickupAtPo !== undefined) conditions.push(eq(labels.pickupAtPo, filter.pickupAtPo));
  if (filter.shippingTypes) conditions.push(inArray(labels.shippingType, [...filter.shippingTypes]));
  if (filter.excludeShippingTypes) {
    conditions.push(sql`${labels.shippingType} not in ${[...filter.excludeShippingTypes]}`);
  }
  if (filter.trackingCode) conditions.push(codeContains(filter.trackingCode));
  if (filter.phone) conditions.push(phoneEndsWith(filter.phone) ?? sql`false`);
  if (filter.branchId !== undefined) {
    conditions.push(or(eq(labels.acceptBranchId, filter.branchId), eq(labels.deliverBranchId, filter.branchId))!);
  }
  if (filter.status) conditions.push(eq(labels.status, filter.status));
  if (filter.anyStatus) conditions.push(statusIn(filter.anyStatus));
  if (filter.createdFrom) conditions.push(gte(labels.createdAt, filter.createdFrom));
  if (filter.createdBefore) conditions.push(lt(labels.createdAt, filter.createdBefore));
  return conditions;
}

/**
 * The list as disjoint streams, each one index range read newest first: (branch side, one status) for a tab, or
 * (one side, excluding the sides before it) for the search tab. Reading each stream only as deep as the page needs
 * keeps page 1 and page 500 cheap at millions of labels, where one OR/IN condition would sort every match.
 */
export function listStreams(filter: LabelListFilter): SQL[] {
  const common = commonConditions(filter);
  const scope = filter.branchScope;
  const stream = (...conditions: (SQL | undefined)[]) => and(...conditions, ...common) ?? sql`true`;
  const keyword = keywordAlternatives(filter.search);
  if (!scope) {
    const statuses = filter.statuses ? [...filter.statuses, ...(filter.viaStatuses ?? [])] : null;
    return keyword.map((alternative) => stream(statuses ? statusIn(statuses) : undefined, alternative));
  }
  const branch = scope.branchId;
  if (filter.search || filter.trackingCode || filter.phone) {
    // A text search is narrowed by its search indexes first; one query per alternative lets the planner start there.
    const sides =
      scope.side === 'sender'
        ? eq(labels.acceptBranchId, branch)
        : scope.side === 'receiver'
          ? eq(labels.deliverBranchId, branch)
          : or(eq(labels.acceptBranchId, branch), eq(labels.deliverBranchId, branch), eq(labels.viaBranchId, branch));
    const own = filter.statuses ? and(sides, statusIn(filter.statuses)) : sides;
    const via = filter.viaStatuses?.length
      ? and(eq(labels.viaBranchId, branch), statusIn(filter.viaStatuses))
      : undefined;
    return keyword.map((alternative) => stream(via ? or(own, via) : own, alternative));
  }
  const sideColumn = scope.side === 'receiver' ? labels.deliverBranchId : labels.acceptBranchId;
  if (filter.statuses) {
    const streams = filter.statuses.map((status) => stream(eq(sideColumn, branch), eq(labels.status, status)));
    if (scope.side === 'any') {
      // A tab's statuses with side 'any' do not occur (tabs have a side); kept total for safety.
      return [
        stream(or(eq(labels.acceptBranchId, branch), eq(labels.deliverBranchId, branch)), statusIn(filter.statuses)),
      ];
    }
    for (const status of filter.viaStatuses ?? []) {
      // Not already counted as this side's own label.
      streams.push(stream(eq(labels.viaBranchId, branch), eq(labels.status, status), sql`${sideColumn} <> ${branch}`));
    }
    return streams.length ? streams : [sql`false`];
  }
  if (scope.side !== 'any') return [stream(eq(sideColumn, branch))];
  return [
    stream(eq(labels.acceptBranchId, branch)),
    stream(eq(labels.deliverBranchId, branch), sql`${labels.acceptBranchId} <> ${branch}`),
    stream(
      eq(labels.viaBranchId, branch),
      sql`${labels.acceptBranchId} <> ${branch}`,
      sql`${labels.deliverBranchId} <> ${branch}`,
    ),
  ];
}

/** Counting stops here: beyond it lists say "10 000+" rather than scan every match of a busy branch. */
export const labelCountCap = 10_000;

const acceptBranch = aliasedTable(branches, 'accept_branch');
const deliverBranch = aliasedTable(branches, 'deliver_branch');
const sourceTownship = aliasedTable(locations, 'source_township');
const destinationTownship = aliasedTable(locations, 'destination_township');

const branchRef = (table: typeof acceptBranch) => ({
  id: table.id,
  code: table.code,
  nameEn: table.nameEn,
  nameMm: table.nameMm,
});
const placeRef = (table: typeof sourceTownship) => ({ id: table.id, nameEn: table.nameEn, nameMm: table.nameMm });

const summaryColumns = {
  id: labels.id,
  trackingCode: labels.trackingCode,
  type: labels.type,
  acceptType: labels.acceptType,
  serviceType: labels.serviceType,
  itemType: labels.itemType,
  purchaseType: labels.purchaseType,
  weightGrams: labels.weightGrams,
  status: labels.status,
  shippingType: labels.shippingType,
  viaBranchId: labels.viaBranchId,
  sourceName: labels.sourceName,
  sourcePhone: labels.sourcePhone,
  destinationName: labels.destinationName,
  destinationPhone: labels.destinationPhone,
  pickupAtPo: labels.pickupAtPo,
  codAmount: labels.codAmount,
  totalCost: labels.totalCost,
  createdAt: labels.createdAt,
  updatedAt: labels.updatedAt,
  acceptBranch: branchRef(acceptBranch),
  deliverBranch: branchRef(deliverBranch),
  sourceTownship: placeRef(sourceTownship),
  destinationTownship: placeRef(destinationTownship),
};

export const labelsRepository = {
  async nextSerial(tx: Database): Promise<number> {
    // A one-row select keeps the result typed the same on node-postgres and PGlite.
    const [row] = await tx
      .select({ serial: sql<string>`nextval(${labelSerialSequence.seqName})` })
      .from(sql`(select 1) as one`);
    return Number(row!.serial);
  },

  async insertLabel(tx: Database, row: NewLabelRow): Promise<LabelRow> {
    const [inserted] = await tx.insert(labels).values(row).returning();
    return inserted!;
  },

  async insertTransaction(
    tx: Database,
    row: {
      labelId: number;
      seq: number;
      status: LabelStatus;
      branchId: number | null;
      actorId: number;
      note?: string | null;
      at: Date;
    },
  ): Promise<void> {
    await tx.insert(labelTransactions).values({
      labelId: row.labelId,
      seq: row.seq,
      status: row.status,
      branchId: row.branchId,
      actorId: row.actorId,
      note: row.note ?? null,
      createdAt: row.at,
    });
  },

  async findLabel(tx: Database, companyId: number, id: number): Promise<LabelRow | null> {
    const [row] = await tx
      .select()
      .from(labels)
      .where(and(eq(labels.id, id), eq(labels.companyId, companyId)));
    return row ?? null;
  },

  async findLabelByTrackingCode(tx: Database, trackingCode: string): Promise<LabelRow | null> {
    const [row] = await tx.select().from(labels).where(eq(labels.trackingCode, trackingCode));
    return row ?? null;
  },

  /** Locks the label row until the transaction ends: status changes of one label happen one at a time. */
  async lockLabel(tx: Database, companyId: number, id: number): Promise<LabelRow | null> {
    const [row] = await tx
      .select()
      .from(labels)
      .where(and(eq(labels.id, id), eq(labels.companyId, companyId)))
      .for('update');
    return row ?? null;
  },

  async updateLabelState(
    tx: Database,
    id: number,
    state: {
      status: LabelStatus;
      shippingType: ShippingType;
      viaBranchId?: number | null;
      deliverBranchId?: number;
      deliveredAt?: Date | null;
      at: Date;
    },
  ): Promise<void> {
    await tx
      .update(labels)
      .set({
        status: state.status,
        shippingType: state.shippingType,
        ...(state.viaBranchId !== undefined ? { viaBranchId: state.viaBranchId } : {}),
        ...(state.deliverBranchId !== undefined ? { deliverBranchId: state.deliverBranchId } : {}),
        ...(state.deliveredAt !== undefined ? { deliveredAt: state.deliveredAt } : {}),
        updatedAt: state.at,
      })
      .where(eq(labels.id, id));
  },

  async listTransactions(tx: Database, labelId: number) {
    return tx
      .select({
        id: labelTransactions.id,
        seq: labelTransactions.seq,
        status: labelTransactions.status,
        viewable: labelTransactions.viewable,
        note: labelTransactions.note,
        createdAt: labelTransactions.createdAt,
        branch: { id: branches.id, code: branches.code, nameEn: branches.nameEn, nameMm: branches.nameMm },
        actor: { id: users.id, name: users.name },
      })
      .from(labelTransactions)
      .leftJoin(branches, eq(branches.id, labelTransactions.branchId))
      .leftJoin(users, eq(users.id, labelTransactions.actorId))
      .where(eq(labelTransactions.labelId, labelId))
      .orderBy(asc(labelTransactions.seq));
  },

  /** The status steps of a page of labels, in one query: each label's transactions in order. */
  async listStatusSteps(tx: Database, labelIds: readonly number[]) {
    if (labelIds.length === 0) return [];
    return tx
      .select({
        labelId: labelTransactions.labelId,
        status: labelTransactions.status,
        viewable: labelTransactions.viewable,
      })
      .from(labelTransactions)
      .where(inArray(labelTransactions.labelId, [...labelIds]))
      .orderBy(asc(labelTransactions.labelId), asc(labelTransactions.seq));
  },

  async hideTransaction(tx: Database, transactionId: number): Promise<void> {
    await tx.update(labelTransactions).set({ viewable: false }).where(eq(labelTransactions.id, transactionId));
  },

  async deleteTransaction(tx: Database, transactionId: number): Promise<void> {
    await tx.delete(labelTransactions).where(eq(labelTransactions.id, transactionId));
  },

  /** How many labels match, up to labelCountCap + 1 (so the caller can tell "more than the cap"). */
  async countLabels(tx: Database, filter: LabelListFilter): Promise<number> {
    const streams = listStreams(filter).map(
      (where) => sql`(select 1 from ${labels} where ${where} limit ${labelCountCap + 1})`,
    );
    const [row] = await tx
      .select({ total: sql<string>`count(*)` })
      .from(sql`(${sql.join(streams, sql` union all `)}) as matches`);
    return Math.min(Number(row?.total ?? 0), labelCountCap + 1);
  },

  async listLabels(tx: Database, filter: LabelListFilter, page: { limit: number; offset: number }) {
    const depth = page.offset + page.limit;
    const streams = listStreams(filter).map(
      (where) => sql`(select ${labels.id} from ${labels} where ${where} order by ${labels.id} desc limit ${depth})`,
    );
    const pageIds = tx.$with('page_ids').as(
      tx
        .select({ pageId: sql<number>`matches.id`.as('page_id') })
        .from(sql`(${sql.join(streams, sql` union all `)}) as matches`)
        .orderBy(sql`matches.id desc`)
        .limit(page.limit)
        .offset(page.offset),
    );
    return tx
      .with(pageIds)
      .select(summaryColumns)
      .from(labels)
      .innerJoin(pageIds, eq(pageIds.pageId, labels.id))
      .innerJoin(acceptBranch, eq(acceptBranch.id, labels.acceptBranchId))
      .innerJoin(deliverBranch, eq(deliverBranch.id, labels.deliverBranchId))
      .leftJoin(sourceTownship, eq(sourceTownship.id, labels.sourceTownship))
      .leftJoin(destinationTownship, eq(destinationTownship.id, labels.destinationTownship))
      .orderBy(desc(labels.id));
  },

  async findBranches(tx: Database, ids: readonly number[]) {
    if (ids.length === 0) return [];
    return tx
      .select({
        id: branches.id,
        code: branches.code,
        nameEn: branches.nameEn,
        nameMm: branches.nameMm,
        town: branches.town,
        companyId: branches.companyId,
      })
      .from(branches)
      .where(inArray(branches.id, [...ids]));
  },

  async findBranchByCode(tx: Database, code: string) {
    const [row] = await tx.select({ id: branches.id }).from(branches).where(eq(branches.code, code.toUpperCase()));
    return row ?? null;
  },

  async findPlaces(tx: Database, ids: readonly string[]) {
    if (ids.length === 0) return [];
    return tx
      .select({
        id: locations.id,
        level: locations.level,
        nameEn: locations.nameEn,
        nameMm: locations.nameMm,
        postcode: locations.postcode,
        parentId: locations.parentId,
      })
      .from(locations)
      .where(inArray(locations.id, [...ids]));
  },

  /** The branches a user works for (their jointed branches, the current one among them). */
  async findUserBranchIds(tx: Database, userId: number): Promise<number[]> {
    const rows = await tx
      .select({ branchId: userBranches.branchId })
      .from(userBranches)
      .where(eq(userBranches.userId, userId));
    return rows.map((row) => row.branchId);
  },

  async findUserName(tx: Database, id: number) {
    const [row] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, id));
    return row ?? null;
  },

  async activeRateTable(tx: Database, companyId: number) {
    const [row] = await tx
      .select({ id: rateTables.id, rates: rateTables.rates })
      .from(rateTables)
      .where(and(eq(rateTables.companyId, companyId), eq(rateTables.active, true)))
      .orderBy(desc(rateTables.id))
      .limit(1);
    return row ?? null;
  },

  /** Finds the customer by phone (their details updated to this label's) or creates them. */
  async upsertCustomer(
    tx: Database,
    customer: { companyId: number; name: string; phone: string; townshipId: string; address: string | null; at: Date },
  ): Promise<number> {
    const [row] = await tx
      .insert(customers)
      .values({
        companyId: customer.companyId,
        name: customer.name,
        phone: customer.phone,
        townshipId: customer.townshipId,
        address: customer.address,
        createdAt: customer.at,
        updatedAt: customer.at,
      })
      // One row per phone: the counter form offers the sender as they were on their latest label.
      .onConflictDoUpdate({
        target: [customers.companyId, customers.phone],
        set: {
          name: customer.name,
          townshipId: customer.townshipId,
          address: customer.address,
          updatedAt: customer.at,
        },
      })
      .returning({ id: customers.id });
    return row!.id;
  },

  async findCustomer(tx: Database, companyId: number, id: number) {
    const [row] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.id, id), eq(customers.companyId, companyId)));
    return row ?? null;
  },

  /** Serialises requests that share an idempotency key until the transaction ends (PostgreSQL and PGlite alike). */
  async lockIdempotencyKey(tx: Database, userId: number, key: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${userId}:${key}`}, 0))`);
  },

  async insertIdempotencyKey(
    tx: Database,
    row: { userId: number; key: string; requestHash: string; labelId: number; at: Date },
  ): Promise<void> {
    await tx.insert(labelIdempotencyKeys).values({
      userId: row.userId,
      key: row.key,
      requestHash: row.requestHash,
      labelId: row.labelId,
      createdAt: row.at,
    });
  },

  async findIdempotencyKey(tx: Database, userId: number, key: string) {
    const [existing] = await tx
      .select({ requestHash: labelIdempotencyKeys.requestHash, labelId: labelIdempotencyKeys.labelId })
      .from(labelIdempotencyKeys)
      .where(and(eq(labelIdempotencyKeys.userId, userId), eq(labelIdempotencyKeys.key, key)));
    return existing ?? null;
  },
};
