import { paidOnDeliveryPurchaseTypes, type LabelStatus, type ShippingType } from '@waypost/domain';
import { sql } from 'drizzle-orm';
import { preparedInsert, preparedStatement, tableRowOf, toDate } from '../../db/prepared-statement.js';
import { branches, customers, labels, labelSerialSequence, labelTransactions, users } from '../../db/schema/index.js';

/**
 * The statements that book a label and move it a step, built once at start-up (issue 10: no query building per
 * request on the hot paths). labels.repository.ts runs them; nothing else should.
 */

type LabelRow = typeof labels.$inferSelect;

/** A step as a status change reads it: with the branch and the user who made it. */
export interface LabelTransactionListed {
  id: number;
  seq: number;
  status: LabelStatus;
  viewable: boolean;
  note: string | null;
  createdAt: Date;
  branch: { id: number; code: string; nameEn: string; nameMm: string } | null;
  actor: { id: number; name: string } | null;
}

// Booking a label.
export const nextSerialStatement = preparedStatement<Record<string, never>, number>(
  'label_next_serial',
  sql`select nextval(${sql.raw(`'${labelSerialSequence.seqName}'`)})::text as serial`,
  (row) => Number(row.serial),
);
export const insertLabelStatement = preparedInsert('label_insert', labels, sql`returning id`, (row) => ({
  id: Number(row.id),
}));
export const insertTransactionStatement = preparedInsert(
  'label_transaction_insert',
  labelTransactions,
  sql``,
  () => null,
);

// A status change.
export const lockLabelStatement = preparedStatement<{ id: number; companyId: number }, LabelRow>(
  'label_lock',
  sql`select * from ${labels} where id = ${sql.placeholder('id')} and company_id = ${sql.placeholder('companyId')}
      for update`,
  (row) => tableRowOf(labels, row),
);
export const listTransactionsStatement = preparedStatement<{ labelId: number }, LabelTransactionListed>(
  'label_transactions',
  sql`select t.id, t.seq, t.status, t.viewable, t.note, t.created_at,
        b.id as branch_id, b.code as branch_code, b.name_en as branch_name_en, b.name_mm as branch_name_mm,
        u.id as actor_id, u.name as actor_name
      from ${labelTransactions} t
      left join ${branches} b on b.id = t.branch_id
      left join ${users} u on u.id = t.actor_id
      where t.label_id = ${sql.placeholder('labelId')}
      order by t.seq`,
  (row) => ({
    id: Number(row.id),
    seq: row.seq as number,
    status: row.status as LabelStatus,
    viewable: row.viewable as boolean,
    note: row.note as string | null,
    createdAt: toDate(row.created_at),
    branch:
      row.branch_id === null
        ? null
        : {
            id: row.branch_id as number,
            code: row.branch_code as string,
            nameEn: row.branch_name_en as string,
            nameMm: row.branch_name_mm as string,
          },
    actor: row.actor_id === null ? null : { id: row.actor_id as number, name: row.actor_name as string },
  }),
);
/**
 * Sets the state a step leaves; the via branch and delivery time only when `setVia` / `setDelivered` say so, the
 * return reason when one is given.
 */
export const updateLabelStateStatement = preparedStatement<
  {
    id: number;
    status: LabelStatus;
    shippingType: ShippingType;
    setVia: boolean;
    viaBranchId: number | null;
    deliverBranchId: number | null;
    setDelivered: boolean;
    deliveredAt: string | null;
    setAccepted: boolean;
    acceptedAt: string | null;
    setReturned: boolean;
    returnedAt: string | null;
    returnReason: string | null;
    at: string;
  },
  null
>(
  'label_update_state',
  sql`update ${labels}
      set status = ${sql.placeholder('status')}, shipping_type = ${sql.placeholder('shippingType')},
          via_branch_id = case when ${sql.placeholder('setVia')}::boolean then ${sql.placeholder('viaBranchId')}::int
                          else via_branch_id end,
          deliver_branch_id = coalesce(${sql.placeholder('deliverBranchId')}::int, deliver_branch_id),
          delivered_at = case when ${sql.placeholder('setDelivered')}::boolean
                         then ${sql.placeholder('deliveredAt')}::timestamptz else delivered_at end,
          accepted_at = case when ${sql.placeholder('setAccepted')}::boolean
                        then ${sql.placeholder('acceptedAt')}::timestamptz else accepted_at end,
          returned_at = case when ${sql.placeholder('setReturned')}::boolean
                        then ${sql.placeholder('returnedAt')}::timestamptz else returned_at end,
          -- A receiver pays on delivery (purchase types receiver_pay, from_cod): paid when delivered, unpaid again
          -- when the delivery is undone.
          paid_at = case when ${sql.placeholder('setDelivered')}::boolean
                           and purchase_type in (${sql.raw(paidOnDeliveryPurchaseTypes.map((type) => `'${type}'`).join(', '))})
                    then ${sql.placeholder('deliveredAt')}::timestamptz else paid_at end,
          return_reason = coalesce(${sql.placeholder('returnReason')}::text, return_reason),
          updated_at = ${sql.placeholder('at')}::timestamptz
      where id = ${sql.placeholder('id')}`,
  () => null,
);

/** One row per phone: the counter form offers the sender as they were on their latest label. */
export const upsertCustomerStatement = preparedInsert(
  'customer_upsert',
  customers,
  sql`on conflict (company_id, phone) do update
      set name = excluded.name, township_id = excluded.township_id, address = excluded.address,
          updated_at = excluded.updated_at
      returning id`,
  (row) => Number(row.id),
);
