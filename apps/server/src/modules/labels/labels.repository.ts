import type { CodServiceState, LabelStatus, ShippingType } from '@waypost/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared-statement.js';
import {
  insertLabelStatement,
  insertTransactionStatement,
  listTransactionsStatement,
  lockLabelStatement,
  nextSerialStatement,
  updateLabelStateStatement,
  upsertCustomerStatement,
  type LabelTransactionListed,
} from './label-write-statements.js';
import {
  branches,
  customers,
  labelIdempotencyKeys,
  labels,
  labelTransactions,
  locations,
  rateTables,
} from '../../db/schema/index.js';

export type LabelRow = typeof labels.$inferSelect;
export type NewLabelRow = typeof labels.$inferInsert;
export type LabelTransactionRow = typeof labelTransactions.$inferSelect;
export type { LabelTransactionListed } from './label-write-statements.js';

export { labelCountCap, type LabelListFilter } from './label-list-query.js';

type BranchJson = { id: number; code: string; nameEn: string; nameMm: string };
type TransactionJson = {
  id: number;
  seq: number;
  status: LabelStatus;
  viewable: boolean;
  note: string | null;
  createdAt: string;
  branch: BranchJson | null;
  actor: { id: number; name: string } | null;
};

/** A label's transactions in order, with the branch and actor of each, as JSON (labels.id of the outer query). */
const transactionsJson = sql<TransactionJson[]>`(
        select coalesce(json_agg(json_build_object(
            'id', t.id, 'seq', t.seq, 'status', t.status, 'viewable', t.viewable, 'note', t.note,
            'createdAt', t.created_at,
            'branch', case when b.id is null then null
                      else json_build_object('id', b.id, 'code', b.code, 'nameEn', b.name_en, 'nameMm', b.name_mm) end,
            'actor', case when u.id is null then null else json_build_object('id', u.id, 'name', u.name) end)
          order by t.seq), '[]'::json)
        from label_transactions t left join branches b on b.id = t.branch_id left join users u on u.id = t.actor_id
        where t.label_id = labels.id)`;

/**
 * Labels with everything their detail shows, in one statement: the row, its transactions (with branch and actor), the
 * branches and places it names, its creator, merchant and COD state.
 */
const selectLabelDetails = (db: Database) =>
  db
    .select({
      label: labels,
      transactions: transactionsJson,
      branches: sql<(BranchJson & { town: string; companyId: number })[]>`(
        select json_agg(json_build_object('id', b.id, 'code', b.code, 'nameEn', b.name_en, 'nameMm', b.name_mm,
                                          'town', b.town, 'companyId', b.company_id))
        from branches b
        where b.id in (labels.accept_branch_id, labels.deliver_branch_id, labels.via_branch_id))`,
      places: sql<{ id: string; nameEn: string; nameMm: string }[] | null>`(
        select json_agg(json_build_object('id', p.id, 'nameEn', p.name_en, 'nameMm', p.name_mm))
        from locations p
        where p.id in (labels.source_township, labels.source_town, labels.source_region, labels.source_quarter,
                       labels.destination_township, labels.destination_town, labels.destination_region,
                       labels.destination_quarter))`,
      creator: sql<{ id: number; name: string } | null>`(
        select json_build_object('id', u.id, 'name', u.name) from users u where u.id = labels.creator_id)`,
      merchant: sql<{ id: number; name: string } | null>`(
        select json_build_object('id', m.id, 'name', m.name) from merchants m where m.id = labels.merchant_id)`,
      codState: sql<CodServiceState | null>`(select c.state from label_cod c where c.label_id = labels.id)`,
      codCharge: sql<number | null>`(select c.cod_charge from label_cod c where c.label_id = labels.id)`,
    })
    .from(labels);

/** One label's detail, prepared (the detail page and every status change read it). */
const labelDetailQuery = preparedQuery((db: Database) =>
  selectLabelDetails(db)
    .where(and(eq(labels.id, sql.placeholder('id')), eq(labels.companyId, sql.placeholder('companyId'))))
    .prepare('label_detail'),
);

type LabelDetailRow = Awaited<ReturnType<typeof labelDetailQuery>>[number];

/** A detail row as the service takes it: transaction times as dates, no places as none. */
const labelDetailOf = (row: LabelDetailRow) => ({
  label: row.label,
  transactions: row.transactions.map((transaction) => ({ ...transaction, createdAt: new Date(transaction.createdAt) })),
  branches: row.branches,
  places: row.places ?? [],
  creator: row.creator,
  merchant: row.merchant,
  codState: row.codState,
  codCharge: row.codCharge === null ? null : Number(row.codCharge),
});
export type LabelDetailRecord = ReturnType<typeof labelDetailOf>;

/** What public tracking shows of a label, found by its code, in one prepared statement. */
const trackedLabelQuery = preparedQuery((db: Database) =>
  db
    .select({
      id: labels.id,
      trackingCode: labels.trackingCode,
      status: labels.status,
      shippingType: labels.shippingType,
      serviceType: labels.serviceType,
      createdAt: labels.createdAt,
      sourceTownship: labels.sourceTownship,
      destinationTownship: labels.destinationTownship,
      partnerHold: labels.partnerHold,
      mmpostTrackingCode: labels.mmpostTrackingCode,
      transactions: transactionsJson,
      places: sql<{ id: string; nameEn: string; nameMm: string }[] | null>`(
        select json_agg(json_build_object('id', p.id, 'nameEn', p.name_en, 'nameMm', p.name_mm))
        from locations p where p.id in (labels.source_township, labels.destination_township))`,
    })
    .from(labels)
    .where(eq(labels.trackingCode, sql.placeholder('trackingCode')))
    .prepare('label_track'),
);

export const labelsRepository = {
  /** A label by its tracking code with its transactions and township names, for public tracking; or null. */
  async findTrackedLabel(db: Database, trackingCode: string) {
    const [row] = await trackedLabelQuery(db, { trackingCode });
    if (!row) return null;
    return {
      ...row,
      transactions: row.transactions.map((transaction) => ({
        ...transaction,
        createdAt: new Date(transaction.createdAt),
      })),
      places: row.places ?? [],
    };
  },

  /** The label (of this company) with its transactions, branches, places and creator, or null. */
  async findLabelDetail(db: Database, companyId: number, id: number): Promise<LabelDetailRecord | null> {
    const [row] = await labelDetailQuery(db, { id, companyId });
    return row ? labelDetailOf(row) : null;
  },

  /** The details of those of `ids` that are labels of the company, in no particular order. */
  async findLabelDetails(db: Database, companyId: number, ids: number[]): Promise<LabelDetailRecord[]> {
    const rows = await selectLabelDetails(db).where(and(inArray(labels.id, ids), eq(labels.companyId, companyId)));
    return rows.map(labelDetailOf);
  },

  async nextSerial(tx: Database): Promise<number> {
    const [row] = await nextSerialStatement.run(tx, {});
    return row!;
  },

  async insertLabel(tx: Database, row: NewLabelRow): Promise<{ id: number }> {
    const [inserted] = await insertLabelStatement.run(tx, row);
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
    await insertTransactionStatement.run(tx, {
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

  /** A label of the company by its tracking code (a scan at a partner's desk, issue 28); null when none. */
  async findCompanyLabelByCode(db: Database, companyId: number, trackingCode: string): Promise<LabelRow | null> {
    const [row] = await db
      .select()
      .from(labels)
      .where(and(eq(labels.trackingCode, trackingCode), eq(labels.companyId, companyId)));
    return row ?? null;
  },

  async findLabelByTrackingCode(tx: Database, trackingCode: string): Promise<LabelRow | null> {
    const [row] = await tx.select().from(labels).where(eq(labels.trackingCode, trackingCode));
    return row ?? null;
  },

  /** Locks the label row until the transaction ends: status changes of one label happen one at a time. */
  async lockLabel(tx: Database, companyId: number, id: number): Promise<LabelRow | null> {
    const [row] = await lockLabelStatement.run(tx, { id, companyId });
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
      /** Reportable event times (issue 13): undefined keeps the stored one. */
      acceptedAt?: Date | null;
      returnedAt?: Date | null;
      /** Why it goes back (the note of a return, rejection or return confirmation); undefined keeps the stored one. */
      returnReason?: string | null;
      at: Date;
    },
  ): Promise<void> {
    await updateLabelStateStatement.run(tx, {
      id,
      status: state.status,
      shippingType: state.shippingType,
      setVia: state.viaBranchId !== undefined,
      viaBranchId: state.viaBranchId ?? null,
      deliverBranchId: state.deliverBranchId ?? null,
      setDelivered: state.deliveredAt !== undefined,
      deliveredAt: state.deliveredAt ? state.deliveredAt.toISOString() : null,
      setAccepted: state.acceptedAt !== undefined,
      acceptedAt: state.acceptedAt ? state.acceptedAt.toISOString() : null,
      setReturned: state.returnedAt !== undefined,
      returnedAt: state.returnedAt ? state.returnedAt.toISOString() : null,
      returnReason: state.returnReason ?? null,
      at: state.at.toISOString(),
    });
  },

  async listTransactions(tx: Database, labelId: number): Promise<LabelTransactionListed[]> {
    return listTransactionsStatement.run(tx, { labelId });
  },

  async hideTransaction(tx: Database, transactionId: number): Promise<void> {
    await tx.update(labelTransactions).set({ viewable: false }).where(eq(labelTransactions.id, transactionId));
  },

  async deleteTransaction(tx: Database, transactionId: number): Promise<void> {
    await tx.delete(labelTransactions).where(eq(labelTransactions.id, transactionId));
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
    const [id] = await upsertCustomerStatement.run(tx, {
      companyId: customer.companyId,
      name: customer.name,
      phone: customer.phone,
      townshipId: customer.townshipId,
      address: customer.address,
      createdAt: customer.at,
      updatedAt: customer.at,
    });
    return id!;
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
