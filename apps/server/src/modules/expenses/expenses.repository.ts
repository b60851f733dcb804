import type { ExpenseAttachmentType, ExpenseCategory, ExpenseStatus, ExpenseTally } from '@waypost/domain';
import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { branches, expenseAttachments, expenseRecords, users } from '../../db/schema/index.js';

// pg-core's alias keeps each alias's name in its type, so the two joins of users stay apart.
const creator = alias(users, 'expense_creator');
const decider = alias(users, 'expense_decider');

/** A record with what its item shows: branch, recorder, decider and its attachment's name and type (never bytes). */
const itemColumns = {
  record: expenseRecords,
  branch: { id: branches.id, code: branches.code, nameEn: branches.nameEn, nameMm: branches.nameMm },
  creator: { id: creator.id, name: creator.name },
  decider: { id: decider.id, name: decider.name },
  attachment: { fileName: expenseAttachments.fileName, contentType: expenseAttachments.contentType },
};

function selectItems(db: Database) {
  return db
    .select(itemColumns)
    .from(expenseRecords)
    .innerJoin(branches, eq(branches.id, expenseRecords.branchId))
    .innerJoin(creator, eq(creator.id, expenseRecords.createdBy))
    .leftJoin(decider, eq(decider.id, expenseRecords.decidedBy))
    .leftJoin(expenseAttachments, eq(expenseAttachments.expenseId, expenseRecords.id));
}
export type ExpenseItemRow = Awaited<ReturnType<typeof selectItems>>[number];
export type ExpenseRow = typeof expenseRecords.$inferSelect;

export interface ExpenseListFilter {
  companyId: number;
  /** Yangon days, inclusive. */
  from: string;
  to: string;
  /** Undefined: every branch of the company. */
  branchId?: number;
  status?: ExpenseStatus;
  category?: ExpenseCategory;
}

function listCondition(filter: ExpenseListFilter): SQL | undefined {
  return and(
    eq(expenseRecords.companyId, filter.companyId),
    gte(expenseRecords.spentOn, filter.from),
    lte(expenseRecords.spentOn, filter.to),
    filter.branchId === undefined ? undefined : eq(expenseRecords.branchId, filter.branchId),
    filter.status === undefined ? undefined : eq(expenseRecords.status, filter.status),
    filter.category === undefined ? undefined : eq(expenseRecords.category, filter.category),
  );
}

/** One scope check for every read: the company's record, of the branch when the reader is bound to one. */
function scopeCondition(companyId: number, id: number, branchId: number | undefined): SQL | undefined {
  return and(
    eq(expenseRecords.id, id),
    eq(expenseRecords.companyId, companyId),
    branchId === undefined ? undefined : eq(expenseRecords.branchId, branchId),
  );
}

export const expensesRepository = {
  /** One page, newest spending day first, with the category × status tallies of the whole filter. */
  async list(db: Database, filter: ExpenseListFilter, page: { offset: number; limit: number }) {
    const where = listCondition(filter);
    const [rows, tallies] = await Promise.all([
      selectItems(db)
        .where(where)
        .orderBy(desc(expenseRecords.spentOn), desc(expenseRecords.id))
        .limit(page.limit)
        .offset(page.offset),
      db
        .select({
          category: expenseRecords.category,
          status: expenseRecords.status,
          count: count(),
          // bigint in SQL (a sum may pass integer); read back as a number, exact far past any branch's spending.
          amount: sql<string>`coalesce(sum(${expenseRecords.amount}), 0)::bigint`,
        })
        .from(expenseRecords)
        .where(where)
        .groupBy(expenseRecords.category, expenseRecords.status),
    ]);
    return {
      rows,
      tallies: tallies.map((tally): ExpenseTally => ({ ...tally, amount: Number(tally.amount) })),
    };
  },

  async findItem(db: Database, companyId: number, id: number, branchId?: number) {
    const [row] = await selectItems(db).where(scopeCondition(companyId, id, branchId));
    return row;
  },

  /** The record under a row lock: a decision reads its state and writes it in one transaction. */
  async lock(tx: Database, companyId: number, id: number, branchId?: number): Promise<ExpenseRow | undefined> {
    const [row] = await tx
      .select()
      .from(expenseRecords)
      .where(scopeCondition(companyId, id, branchId))
      .for('update');
    return row;
  },

  /** Whether the branch is one of the company's. */
  async companyBranchExists(db: Database, companyId: number, branchId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: branches.id })
      .from(branches)
      .where(and(eq(branches.id, branchId), eq(branches.companyId, companyId)));
    return row !== undefined;
  },

  async insert(tx: Database, row: typeof expenseRecords.$inferInsert): Promise<number> {
    const [inserted] = await tx.insert(expenseRecords).values(row).returning({ id: expenseRecords.id });
    return inserted!.id;
  },

  async insertAttachment(
    tx: Database,
    attachment: {
      expenseId: number;
      contentType: ExpenseAttachmentType;
      fileName: string;
      bytes: Uint8Array;
      at: Date;
    },
  ): Promise<void> {
    const { at, ...row } = attachment;
    await tx.insert(expenseAttachments).values({ ...row, createdAt: at });
  },

  async decide(
    tx: Database,
    id: number,
    decision: { status: Exclude<ExpenseStatus, 'pending'>; decidedBy: number; at: Date; rejectReason: string | null },
  ): Promise<void> {
    await tx
      .update(expenseRecords)
      .set({
        status: decision.status,
        decidedBy: decision.decidedBy,
        decidedAt: decision.at,
        rejectReason: decision.rejectReason,
        updatedAt: decision.at,
      })
      .where(eq(expenseRecords.id, id));
  },

  async findAttachment(db: Database, companyId: number, id: number, branchId?: number) {
    const [row] = await db
      .select({
        fileName: expenseAttachments.fileName,
        contentType: expenseAttachments.contentType,
        bytes: expenseAttachments.bytes,
      })
      .from(expenseAttachments)
      .innerJoin(expenseRecords, eq(expenseRecords.id, expenseAttachments.expenseId))
      .where(scopeCondition(companyId, id, branchId));
    return row;
  },
};
