import type { PickupLogState, PickupRequestState, Vehicle } from '@waypost/domain';
import { and, asc, count, desc, eq, inArray, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  labels,
  locations,
  merchants,
  pickupRequestLabels,
  pickupRequestLogs,
  pickupRequests,
  users,
} from '../../db/schema/index.js';

const postmen = alias(users, 'postman');
const actors = alias(users, 'actor');

/** Which pickups a user sees: the company's, of one branch, one postman's own, or one merchant's (its portal). */
export interface PickupScope {
  companyId: number;
  branchId?: number;
  postmanId?: number;
  merchantId?: number;
}

function scopeWhere(scope: PickupScope): SQL | undefined {
  return and(
    eq(pickupRequests.companyId, scope.companyId),
    scope.branchId === undefined ? undefined : eq(pickupRequests.branchId, scope.branchId),
    scope.postmanId === undefined ? undefined : eq(pickupRequests.postmanId, scope.postmanId),
    scope.merchantId === undefined ? undefined : eq(pickupRequests.merchantId, scope.merchantId),
  );
}

const pickupColumns = {
  id: pickupRequests.id,
  companyId: pickupRequests.companyId,
  branchId: pickupRequests.branchId,
  status: pickupRequests.status,
  postmanId: pickupRequests.postmanId,
  postmanName: postmen.name,
  merchantId: pickupRequests.merchantId,
  merchantName: merchants.name,
  name: pickupRequests.name,
  phone: pickupRequests.phone,
  includeProducts: pickupRequests.includeProducts,
  counts: pickupRequests.counts,
  acceptCounts: pickupRequests.acceptCounts,
  weightGrams: pickupRequests.weightGrams,
  timeFrom: pickupRequests.timeFrom,
  timeTo: pickupRequests.timeTo,
  townshipId: pickupRequests.townshipId,
  townshipNameEn: locations.nameEn,
  townshipNameMm: locations.nameMm,
  address: pickupRequests.address,
  vehicle: pickupRequests.vehicle,
  failureReason: pickupRequests.failureReason,
  version: pickupRequests.version,
  createdAt: pickupRequests.createdAt,
  updatedAt: pickupRequests.updatedAt,
};

const selectPickups = (db: Database) =>
  db
    .select(pickupColumns)
    .from(pickupRequests)
    .innerJoin(locations, eq(locations.id, pickupRequests.townshipId))
    .leftJoin(postmen, eq(postmen.id, pickupRequests.postmanId))
    .leftJoin(merchants, eq(merchants.id, pickupRequests.merchantId));

export type PickupRow = Awaited<ReturnType<ReturnType<typeof selectPickups>['execute']>>[number];

export interface NewPickupRequest {
  companyId: number;
  branchId: number;
  merchantId: number | null;
  name: string;
  phone: string;
  includeProducts: string | null;
  counts: number;
  weightGrams: number | null;
  timeFrom: Date;
  timeTo: Date;
  townshipId: string;
  address: string;
  vehicle: Vehicle;
  createdBy: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface PickupChange {
  status: PickupRequestState;
  postmanId: number | null;
  acceptCounts?: number;
  failureReason?: string;
  updatedAt: Date;
}

export const pickupsRepository = {
  async findTownship(db: Database, townshipId: string) {
    const [row] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.id, townshipId), eq(locations.level, 'township')));
    return row ?? null;
  },

  async findMerchant(db: Database, companyId: number, merchantId: number) {
    const [row] = await db
      .select({ id: merchants.id })
      .from(merchants)
      .where(and(eq(merchants.id, merchantId), eq(merchants.companyId, companyId)));
    return row ?? null;
  },

  async insert(tx: Database, values: NewPickupRequest): Promise<number> {
    const [row] = await tx.insert(pickupRequests).values(values).returning({ id: pickupRequests.id });
    return row!.id;
  },

  async find(db: Database, scope: PickupScope, id: number): Promise<PickupRow | null> {
    const [row] = await selectPickups(db).where(and(eq(pickupRequests.id, id), scopeWhere(scope)));
    return row ?? null;
  },

  async list(
    db: Database,
    scope: PickupScope,
    { status, limit, offset }: { status?: PickupRequestState; limit: number; offset: number },
  ) {
    const where = and(scopeWhere(scope), status === undefined ? undefined : eq(pickupRequests.status, status));
    const [rows, byState] = await Promise.all([
      selectPickups(db).where(where).orderBy(desc(pickupRequests.id)).limit(limit).offset(offset),
      db
        .select({ status: pickupRequests.status, total: count() })
        .from(pickupRequests)
        .where(scopeWhere(scope))
        .groupBy(pickupRequests.status),
    ]);
    return { rows, byState };
  },

  /**
   * Applies a change only if nobody changed the pickup since it was read (`version`): of two changes at once, the
   * second finds the version moved and updates nothing.
   */
  async update(tx: Database, { id, version }: { id: number; version: number }, change: PickupChange) {
    const [row] = await tx
      .update(pickupRequests)
      .set({ ...change, version: sql`${pickupRequests.version} + 1` })
      .where(and(eq(pickupRequests.id, id), eq(pickupRequests.version, version)))
      .returning({ id: pickupRequests.id, version: pickupRequests.version });
    return row ?? null;
  },

  async insertLog(
    tx: Database,
    log: {
      pickupRequestId: number;
      branchId: number;
      state: PickupLogState;
      actorId: number;
      postmanId: number | null;
      reason: string | null;
      createdAt: Date;
    },
  ) {
    await tx.insert(pickupRequestLogs).values(log);
  },

  async listLogs(db: Database, pickupRequestId: number) {
    return db
      .select({
        id: pickupRequestLogs.id,
        state: pickupRequestLogs.state,
        actorId: actors.id,
        actorName: actors.name,
        postmanId: postmen.id,
        postmanName: postmen.name,
        reason: pickupRequestLogs.reason,
        createdAt: pickupRequestLogs.createdAt,
      })
      .from(pickupRequestLogs)
      .innerJoin(actors, eq(actors.id, pickupRequestLogs.actorId))
      .leftJoin(postmen, eq(postmen.id, pickupRequestLogs.postmanId))
      .where(eq(pickupRequestLogs.pickupRequestId, pickupRequestId))
      .orderBy(asc(pickupRequestLogs.id));
  },

  async listLinkedLabels(db: Database, pickupRequestId: number) {
    return db
      .select({ id: labels.id, trackingCode: labels.trackingCode, status: labels.status })
      .from(pickupRequestLabels)
      .innerJoin(labels, eq(labels.id, pickupRequestLabels.labelId))
      .where(eq(pickupRequestLabels.pickupRequestId, pickupRequestId))
      .orderBy(asc(labels.id));
  },

  /** The company's labels of these tracking codes. */
  async findLabelIdsByCodes(db: Database, companyId: number, codes: string[]) {
    return db
      .select({ id: labels.id })
      .from(labels)
      .where(and(eq(labels.companyId, companyId), inArray(labels.trackingCode, codes)));
  },

  /** Of `labelIds`, those the company booked at `branchId` that no pickup has linked yet. */
  async findLinkableLabels(
    tx: Database,
    { companyId, branchId, labelIds }: { companyId: number; branchId: number; labelIds: number[] },
  ) {
    return tx
      .select({ id: labels.id })
      .from(labels)
      .where(
        and(
          inArray(labels.id, labelIds),
          eq(labels.companyId, companyId),
          eq(labels.acceptBranchId, branchId),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(pickupRequestLabels)
              .where(eq(pickupRequestLabels.labelId, labels.id)),
          ),
        ),
      );
  },

  /** Links the labels; returns how many were linked (one linked meanwhile by another pickup is skipped). */
  async linkLabels(tx: Database, { pickupRequestId, labelIds }: { pickupRequestId: number; labelIds: number[] }) {
    const rows = await tx
      .insert(pickupRequestLabels)
      .values(labelIds.map((labelId) => ({ labelId, pickupRequestId })))
      .onConflictDoNothing()
      .returning({ labelId: pickupRequestLabels.labelId });
    return rows.length;
  },

  /** Unread denials of a branch (or of the whole company for head office), newest first. */
  async listUnreadDenials(db: Database, scope: PickupScope, limit: number) {
    const where = and(
      eq(pickupRequestLogs.state, 'deny'),
      isNull(pickupRequestLogs.readAt),
      eq(pickupRequests.companyId, scope.companyId),
      scope.branchId === undefined ? undefined : eq(pickupRequestLogs.branchId, scope.branchId),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: pickupRequestLogs.id,
          pickupRequestId: pickupRequestLogs.pickupRequestId,
          name: pickupRequests.name,
          postmanId: postmen.id,
          postmanName: postmen.name,
          reason: pickupRequestLogs.reason,
          createdAt: pickupRequestLogs.createdAt,
        })
        .from(pickupRequestLogs)
        .innerJoin(pickupRequests, eq(pickupRequests.id, pickupRequestLogs.pickupRequestId))
        .leftJoin(postmen, eq(postmen.id, pickupRequestLogs.postmanId))
        .where(where)
        .orderBy(desc(pickupRequestLogs.id))
        .limit(limit),
      db
        .select({ total: count() })
        .from(pickupRequestLogs)
        .innerJoin(pickupRequests, eq(pickupRequests.id, pickupRequestLogs.pickupRequestId))
        .where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  },

  /** Marks those of `ids` that are unread denials in the scope as read by `userId`. */
  async markDenialsRead(
    tx: Database,
    scope: PickupScope,
    { ids, userId, at }: { ids: number[]; userId: number; at: Date },
  ) {
    const inScope = tx
      .select({ id: pickupRequests.id })
      .from(pickupRequests)
      .where(
        scopeWhere({
          companyId: scope.companyId,
          ...(scope.branchId === undefined ? {} : { branchId: scope.branchId }),
        }),
      );
    const rows = await tx
      .update(pickupRequestLogs)
      .set({ readAt: at, readBy: userId })
      .where(
        and(
          inArray(pickupRequestLogs.id, ids),
          eq(pickupRequestLogs.state, 'deny'),
          isNull(pickupRequestLogs.readAt),
          inArray(pickupRequestLogs.pickupRequestId, inScope),
        ),
      )
      .returning({ id: pickupRequestLogs.id });
    return rows.length;
  },
};
