import { callListCountCap, type CallListTab, type CallOutcome } from '@waypost/domain';
import { and, asc, desc, eq, gt, isNull, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { branches, callCases, callLogs, deliveryAttempts, labels, users } from '../../db/schema/index.js';

export type CallCaseRow = typeof callCases.$inferSelect;

/** Whose cases a user sees: a branch's (branch users) or the company's (roles working without a branch). */
export interface CallCaseScope {
  companyId: number;
  /** Undefined = every branch of the company. */
  branchId?: number | undefined;
}

/** A branch belongs to one company, so a branch scope needs no company condition (and stays on the branch index). */
function scopeWhere({ companyId, branchId }: CallCaseScope): SQL {
  return branchId === undefined ? eq(callCases.companyId, companyId) : eq(callCases.branchId, branchId);
}

/**
 * A tab's rows and order, each read along call_cases_{company,branch}_state_due_idx (scope, state, call_again_at,
 * id): pending = open and due (never called, or its call-again time has come; a promised time first, then the
 * never-called, oldest first); scheduled = open and due later, soonest first; complete = closed, newest first.
 */
function tabOf(tab: CallListTab, now: Date): { where: SQL; orderBy: SQL[] } {
  if (tab === 'complete') return { where: eq(callCases.state, 'complete'), orderBy: [desc(callCases.id)] };
  const due =
    tab === 'pending'
      ? or(isNull(callCases.callAgainAt), lte(callCases.callAgainAt, now))!
      : gt(callCases.callAgainAt, now);
  return {
    where: and(eq(callCases.state, 'open'), due)!,
    orderBy: [sql`${callCases.callAgainAt} asc nulls last`, asc(callCases.id)],
  };
}

/** The label and branch columns a listed case shows. */
const labelColumns = {
  trackingCode: labels.trackingCode,
  status: labels.status,
  receiverName: labels.destinationName,
  receiverPhone: labels.destinationPhone,
  contactPhones: labels.contactPhoneList,
  senderName: labels.sourceName,
  senderPhone: labels.sourcePhone,
  branch: { id: branches.id, code: branches.code, nameEn: branches.nameEn, nameMm: branches.nameMm },
};

/** The last call's outcome of the case `caseId` names (read for the page's rows only, by call_logs_case_idx). */
const lastOutcomeOf = (caseId: SQLWrapper) =>
  sql<CallOutcome | null>`(select ${callLogs.outcome} from ${callLogs} where ${callLogs.callCaseId} = ${caseId} order by ${callLogs.id} desc limit 1)`;

const caseColumns = {
  id: callCases.id,
  reason: callCases.reason,
  state: callCases.state,
  labelId: callCases.labelId,
  branchId: callCases.branchId,
  callCount: callCases.callCount,
  lastCallAt: callCases.lastCallAt,
  callAgainAt: callCases.callAgainAt,
  closedAt: callCases.closedAt,
  createdAt: callCases.createdAt,
};

export type CallCaseListed = NonNullable<Awaited<ReturnType<typeof callLogsRepository.findCase>>>;

export const callLogsRepository = {
  /**
   * One page of a tab: the page's case ids are picked along the index first (a CTE), and only those rows are joined
   * to their labels and branches; the total is counted up to callListCountCap.
   */
  async listCases(
    db: Database,
    scope: CallCaseScope,
    { tab, now, limit, offset }: { tab: CallListTab; now: Date; limit: number; offset: number },
  ) {
    const { where, orderBy } = tabOf(tab, now);
    const filter = and(scopeWhere(scope), where);
    const page = db.$with('page').as(
      db
        .select(caseColumns)
        .from(callCases)
        .where(filter)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    );
    const capped = db
      .select({ one: sql`1` })
      .from(callCases)
      .where(filter)
      .limit(callListCountCap)
      .as('capped');
    const [rows, [counted]] = await Promise.all([
      db
        .with(page)
        .select({
          id: page.id,
          reason: page.reason,
          state: page.state,
          labelId: page.labelId,
          branchId: page.branchId,
          callCount: page.callCount,
          lastCallAt: page.lastCallAt,
          callAgainAt: page.callAgainAt,
          closedAt: page.closedAt,
          createdAt: page.createdAt,
          ...labelColumns,
          lastOutcome: lastOutcomeOf(page.id),
        })
        .from(page)
        .innerJoin(labels, eq(labels.id, page.labelId))
        .innerJoin(branches, eq(branches.id, page.branchId))
        .orderBy(...(tab === 'complete' ? [desc(page.id)] : [sql`${page.callAgainAt} asc nulls last`, asc(page.id)])),
      db.select({ count: sql<number>`count(*)::int` }).from(capped),
    ]);
    return { rows, total: counted!.count };
  },

  /** A case with its label and branch, in the company; null when there is none. */
  async findCase(db: Database, companyId: number, caseId: number) {
    const [row] = await db
      .select({ ...caseColumns, ...labelColumns, lastOutcome: lastOutcomeOf(callCases.id) })
      .from(callCases)
      .innerJoin(labels, eq(labels.id, callCases.labelId))
      .innerJoin(branches, eq(branches.id, callCases.branchId))
      .where(and(eq(callCases.id, caseId), eq(callCases.companyId, companyId)));
    return row ?? null;
  },

  /** Every call of a case, oldest first, with the caller's name. */
  async listCalls(db: Database, caseId: number) {
    return db
      .select({
        id: callLogs.id,
        attempt: callLogs.attempt,
        outcome: callLogs.outcome,
        phone: callLogs.phone,
        remark: callLogs.remark,
        callAgainAt: callLogs.callAgainAt,
        callerId: callLogs.callerId,
        callerName: users.name,
        createdAt: callLogs.createdAt,
      })
      .from(callLogs)
      .innerJoin(users, eq(users.id, callLogs.callerId))
      .where(eq(callLogs.callCaseId, caseId))
      .orderBy(asc(callLogs.id));
  },

  /** The label's last failed delivery attempt with its courier's name; null when none failed. */
  async findLastFailedDelivery(db: Database, labelId: number) {
    const [row] = await db
      .select({
        courierId: deliveryAttempts.courierId,
        courierName: users.name,
        failureReason: deliveryAttempts.failureReason,
        note: deliveryAttempts.note,
        finishedAt: deliveryAttempts.finishedAt,
      })
      .from(deliveryAttempts)
      .innerJoin(users, eq(users.id, deliveryAttempts.courierId))
      .where(and(eq(deliveryAttempts.labelId, labelId), eq(deliveryAttempts.outcome, 'failed')))
      .orderBy(desc(deliveryAttempts.id))
      .limit(1);
    return row ?? null;
  },

  /**
   * Locks a label's open case: concurrent calls on one case queue here, and one that waited behind a completing
   * call finds no open case any more (the row no longer matches when it is re-read).
   */
  async lockOpenCase(tx: Database, companyId: number, labelId: number): Promise<CallCaseRow | null> {
    const [row] = await tx
      .select()
      .from(callCases)
      .where(and(eq(callCases.labelId, labelId), eq(callCases.companyId, companyId), eq(callCases.state, 'open')))
      .for('update');
    return row ?? null;
  },

  /** The label's newest case of any state within the scope (to tell "closed" (409) from "not yours" (404)). */
  async findNewestCaseOfLabel(db: Database, scope: CallCaseScope, labelId: number) {
    const [row] = await db
      .select({ id: callCases.id })
      .from(callCases)
      .where(and(eq(callCases.labelId, labelId), scopeWhere(scope)))
      .orderBy(desc(callCases.id))
      .limit(1);
    return row ?? null;
  },

  async findLabelPhones(db: Database, labelId: number) {
    const [row] = await db
      .select({
        receiverPhone: labels.destinationPhone,
        contactPhones: labels.contactPhoneList,
        senderPhone: labels.sourcePhone,
      })
      .from(labels)
      .where(eq(labels.id, labelId));
    return row ?? null;
  },

  async insertCall(tx: Database, row: typeof callLogs.$inferInsert) {
    const [inserted] = await tx.insert(callLogs).values(row).returning({ id: callLogs.id });
    return inserted!.id;
  },

  async updateCase(tx: Database, caseId: number, patch: Partial<typeof callCases.$inferInsert>): Promise<void> {
    await tx.update(callCases).set(patch).where(eq(callCases.id, caseId));
  },
};
