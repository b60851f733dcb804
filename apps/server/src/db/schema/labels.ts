import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  acceptTypes,
  deliveryTypes,
  discountKinds,
  ratingTypes,
  itemTypes,
  labelChannels,
  notStuckStatuses,
  labelStatuses,
  labelTypes,
  partnerHolds,
  purchaseTypes,
  serviceTypes,
  shippingTypes,
  type FeeLine,
} from '@waypost/domain';
import { branches } from './branches.js';
import { createdAt, updatedAt, utcTimestamp } from './columns.js';
import { companies } from './companies.js';
import { customers } from './customers.js';
import { merchants } from './merchants.js';
import { rateTables } from './rate-tables.js';
import { users } from './users.js';

/** A label still on its way (not waiting to be brought in, not finished): the stuck-parcel indexes' predicate. */
export const stillMoving = (status: AnyPgColumn) =>
  sql`${status} not in (${sql.raw(notStuckStatuses.map((value) => `'${value}'`).join(', '))})`;

/** The 8-digit serial of S10 tracking codes; a sequence never hands the same number to two labels. */
export const labelSerialSequence = pgSequence('label_serial_seq', { startWith: 10_000_001, maxValue: 99_999_999 });

/** A shipment (spec §3 "Label/parcel"). `status` and `shipping_type` are kept in step with the transactions. */
export const labels = pgTable(
  'labels',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    trackingCode: text('tracking_code').notNull(),
    type: text('type', { enum: labelTypes }).notNull(),
    acceptType: text('accept_type', { enum: acceptTypes }).notNull(),
    serviceType: text('service_type', { enum: serviceTypes }).notNull(),
    itemType: text('item_type', { enum: itemTypes }).notNull(),
    purchaseType: text('purchase_type', { enum: purchaseTypes }).notNull(),
    /** Whole grams, so that weights add and compare exactly. */
    weightGrams: integer('weight_grams').notNull(),
    status: text('status', { enum: labelStatuses }).notNull(),
    shippingType: text('shipping_type', { enum: shippingTypes }).notNull(),
    /**
     * Decided at creation (spec §4): same branch, instant delivery, or the creating user manages the delivery branch
     * or works in its town.
     */
    direct: boolean('direct').notNull().default(false),

    sourceName: text('source_name').notNull(),
    sourcePhone: text('source_phone').notNull(),
    sourcePostcode: text('source_postcode'),
    sourceNo: text('source_no'),
    sourceStreet: text('source_street'),
    sourceQuarter: text('source_quarter'),
    sourceTownship: text('source_township').notNull(),
    sourceTown: text('source_town'),
    sourceRegion: text('source_region').notNull(),
    sourceAddress: text('source_address'),
    sourceNrc: text('source_nrc'),
    customerId: integer('customer_id').references(() => customers.id),
    /** The merchant the label is booked for (required for accept type cod: its COD is paid out to them). */
    merchantId: integer('merchant_id').references(() => merchants.id),

    destinationName: text('destination_name').notNull(),
    destinationPhone: text('destination_phone').notNull(),
    destinationPostcode: text('destination_postcode'),
    destinationNo: text('destination_no'),
    destinationStreet: text('destination_street'),
    destinationQuarter: text('destination_quarter'),
    destinationTownship: text('destination_township').notNull(),
    destinationTown: text('destination_town'),
    destinationRegion: text('destination_region').notNull(),
    destinationAddress: text('destination_address'),
    destinationNrc: text('destination_nrc'),
    /** The receiver as a saved customer (issue 12: senders and receivers are customers, one per phone). */
    receiverCustomerId: integer('receiver_customer_id').references(() => customers.id),
    contactPhoneList: text('contact_phone_list')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pickupAtPo: boolean('pickup_at_po').notNull().default(false),

    acceptBranchId: integer('accept_branch_id')
      .notNull()
      .references(() => branches.id),
    deliverBranchId: integer('deliver_branch_id')
      .notNull()
      .references(() => branches.id),
    /** The branch a forward or redirect sends the parcel through / to, while that path is being walked. */
    viaBranchId: integer('via_branch_id').references(() => branches.id),

    includeProducts: text('include_products'),
    referenceId: text('reference_id'),
    remark: text('remark'),
    timeRequestFrom: text('time_request_from'),
    timeRequestTo: text('time_request_to'),
    instantDeliver: boolean('instant_deliver').notNull().default(false),
    gateSubmit: boolean('gate_submit').notNull().default(false),
    /**
     * A partner whose reports now decide the label's status (issue 28): a bus gate until it reports the parcel
     * returned, Myanmar Post from the hand-off on. Status actions of the branches are refused meanwhile.
     */
    partnerHold: text('partner_hold', { enum: partnerHolds }),
    /** The S10 code Myanmar Post's item carries (spec §3 "MM Post tracking code"), once handed off. */
    mmpostTrackingCode: text('mmpost_tracking_code'),
    flightService: boolean('flight_service').notNull().default(false),
    services: text('services')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    codAmount: integer('cod_amount').notNull().default(0),
    insurancePercent: integer('insurance_percent').notNull().default(0),
    feeLines: jsonb('fee_lines').$type<FeeLine[]>().notNull(),
    shippingFee: integer('shipping_fee').notNull(),
    codFee: integer('cod_fee').notNull().default(0),
    totalCost: integer('total_cost').notNull(),
    rateTableId: integer('rate_table_id').references(() => rateTables.id),

    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id),
    deliveredAt: utcTimestamp('delivered_at'),
    /** When the origin branch took the parcel in (reportable events, issue 13); null until then or once undone. */
    acceptedAt: utcTimestamp('accepted_at'),
    /** When it was back in its sender's hands; null until then or once undone. */
    returnedAt: utcTimestamp('returned_at'),
    /** How it was booked: counter, bulk import or the public API. */
    channel: text('channel', { enum: labelChannels }).notNull().default('counter'),

    // The last fields of spec §3 (issue 30 §5); their meanings are the domain's (label-extra-fields.ts).
    withTempAddress: boolean('with_temp_address').notNull().default(false),
    tempAddress: text('temp_address'),
    deliveryType: text('delivery_type', { enum: deliveryTypes }).notNull().default('home'),
    ratingType: text('rating_type', { enum: ratingTypes }).notNull().default('actual_weight'),
    flat: boolean('flat').notNull().default(false),
    /** Whole kyat paid to the sender if the parcel is lost or damaged, agreed at booking. */
    compensationFee: integer('compensation_fee').notNull().default(0),
    finishItem: boolean('finish_item').notNull().default(false),
    transactionLabel: boolean('transaction_label').notNull().default(false),
    withSmartInvoice: boolean('with_smart_invoice').notNull().default(false),
    codCode: text('cod_code'),
    itemName: text('item_name'),
    sourceAlpha3Code: text('source_alpha_3_code').notNull().default('MMR'),
    destinationAlpha3Code: text('destination_alpha_3_code').notNull().default('MMR'),
    /** The discount as given (its amount is the `discount` fee line); null without one. */
    discountKind: text('discount_kind', { enum: discountKinds }),
    discountPercent: integer('discount_percent'),
    /**
     * When the charges were paid: the booking for sender_pay; the delivery for receiver_pay and from_cod (kept in
     * step with delivered_at by the state update); null for credit and while unpaid.
     */
    paidAt: utcTimestamp('paid_at'),
    /** The note of the return, rejection or return confirmation that sent it back. */
    returnReason: text('return_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('labels_tracking_code_unique').on(table.trackingCode),
    // Lists are per branch side, newest first; these keep page 1 and page 500 cheap at millions of labels.
    index('labels_accept_branch_status_idx').on(table.acceptBranchId, table.status, table.id),
    index('labels_deliver_branch_status_idx').on(table.deliverBranchId, table.status, table.id),
    index('labels_accept_branch_idx').on(table.acceptBranchId, table.id),
    // The other sides carry the columns that tell them apart, so the search tab's streams stay index-only.
    index('labels_deliver_branch_idx').on(table.deliverBranchId, table.id, table.acceptBranchId),
    // Only labels on a forward or redirect path have a via branch: the others (nearly all) need no entry.
    index('labels_via_branch_idx')
      .on(table.viaBranchId, table.id, table.acceptBranchId, table.deliverBranchId)
      .where(sql`${table.viaBranchId} is not null`),
    // Bookings in order (the shipping report's keyset pages walk (created_at, id) without a sort).
    index('labels_company_created_idx').on(table.companyId, table.createdAt, table.id),
    // A customer's labels, sent and received (the customer detail).
    index('labels_customer_idx')
      .on(table.customerId, table.id)
      .where(sql`${table.customerId} is not null`),
    index('labels_receiver_customer_idx')
      .on(table.receiverCustomerId, table.id)
      .where(sql`${table.receiverCustomerId} is not null`),
    // A merchant's own labels, newest first (the public API's list, issue 14.5).
    index('labels_merchant_idx')
      .on(table.merchantId, table.id)
      .where(sql`${table.merchantId} is not null`),
    // A merchant's reference ids, which a bulk import refuses to book twice (issue 13.5).
    index('labels_company_reference_idx')
      .on(table.companyId, table.referenceId)
      .where(sql`${table.referenceId} is not null`),
    // Partial tracking-code search (staff type the last digits of the serial): every 4 characters of the code
    // (search_grams, migration 0004). Digit trigrams have only 1 000 values and sequential serials repeat "000" in
    // a fifth of all codes; 4-grams find exactly the codes holding 4 typed digits.
    index('labels_tracking_code_grams_idx').using('gin', sql`search_grams(${table.trackingCode})`),
    // Phones are searched by their end (the last digits, or the whole number): a range of the reversed number.
    index('labels_source_phone_tail_idx').using('btree', sql`reverse(${table.sourcePhone}) text_pattern_ops`),
    index('labels_destination_phone_tail_idx').using('btree', sql`reverse(${table.destinationPhone}) text_pattern_ops`),
    // Parcels stuck at a branch (the dashboard): in the company's hands, unmoved since a day, oldest first. Only the
    // labels still on their way are indexed.
    index('labels_accept_branch_stuck_idx').on(table.acceptBranchId, table.updatedAt).where(stillMoving(table.status)),
    index('labels_deliver_branch_stuck_idx')
      .on(table.deliverBranchId, table.updatedAt)
      .where(stillMoving(table.status)),
  ],
);

/** Every status change of a label, numbered from 1 without gaps; rollback hides a step (viewable=false). */
export const labelTransactions = pgTable(
  'label_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    labelId: bigint('label_id', { mode: 'number' })
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    status: text('status', { enum: labelStatuses }).notNull(),
    branchId: integer('branch_id').references(() => branches.id),
    actorId: integer('actor_id').references(() => users.id),
    viewable: boolean('viewable').notNull().default(true),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('label_transactions_label_seq_unique').on(table.labelId, table.seq),
    index('label_transactions_created_idx').on(table.createdAt),
    // Track by date: one branch's movements over a range of days.
    index('label_transactions_branch_created_idx').on(table.branchId, table.createdAt),
  ],
);

/** Replays of POST /api/label with the same Idempotency-Key: the same request gets the same answer. */
export const labelIdempotencyKeys = pgTable(
  'label_idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    labelId: bigint('label_id', { mode: 'number' })
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('label_idempotency_keys_unique').on(table.userId, table.key)],
);
