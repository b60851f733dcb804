import {
  notificationChannels,
  notificationEvents,
  notificationLocales,
  notificationRecipients,
  notificationStates,
  optOutScopes,
  type NotificationState,
  optOutSources,
} from '@waypost/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, utcTimestamp } from './columns.js';
import { companies } from './companies.js';
import { merchants } from './merchants.js';
import { users } from './users.js';

/** One line of a message's log (an attempt, a deferral, a receipt): the state it left the message in, and why. */
export interface NotificationAttempt {
  at: string;
  provider: string | null;
  outcome: NotificationState;
  error: string | null;
}

/**
 * The notification outbox and its log in one (issue 29): a row is written in the transaction of the change it tells
 * (a label's step, a COD payout), keyed so that one event never sends twice, with its text filled in from the
 * template of the day. The worker of any API process claims it (FOR UPDATE SKIP LOCKED and a lease), sends it through
 * the provider of `provider_index` in the failover order, and records the outcome; a delivery receipt then moves it
 * on. Rows written as `invalid_number` or `opted_out` are never claimed.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** What makes the event one: the same key again (a replayed step) writes nothing. */
    dedupeKey: text('dedupe_key').notNull(),
    // No foreign keys to the label, merchant or branch: a row written inside a money transaction would take a key
    // share lock on the merchant, which clearance locks FOR UPDATE in the other order — a deadlock (found by the
    // money property test under CI load). The outbox is a log of what was sent; it keeps the ids as they were.
    labelId: bigint('label_id', { mode: 'number' }),
    merchantId: integer('merchant_id'),
    /** The branch that sold the message (the label's accepting branch), for the cost report. */
    branchId: integer('branch_id'),
    event: text('event', { enum: notificationEvents }).notNull(),
    /** Decided when the worker first fills the text in: the channel of the provider it goes to. */
    channel: text('channel', { enum: notificationChannels }).notNull().default('sms'),
    recipient: text('recipient', { enum: notificationRecipients }).notNull(),
    /** Receivers and senders read Burmese first (a label keeps no language of its receiver). */
    locale: text('locale', { enum: notificationLocales }).notNull().default('mm'),
    /** E.164 when the number is a Myanmar mobile; as typed otherwise (state invalid_number). */
    phone: text('phone').notNull(),
    operator: text('operator'),
    /** What the event adds to the label's own facts (a deadline, a failed delivery's reason, the courier's phone). */
    params: jsonb('params')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /**
     * The text, filled in by the worker from the template of its channel when it first takes the row (the status
     * change only writes the row: its transaction stays short), and again if a failover changes the channel.
     */
    body: text('body'),
    encoding: text('encoding', { enum: ['gsm7', 'ucs2'] }),
    /** SMS parts: counted when the text is filled in, the provider's count once sent. */
    parts: integer('parts').notNull().default(0),
    /** What the provider charged, when it says (kyat or credits, as it bills). */
    cost: integer('cost'),
    state: text('state', { enum: notificationStates }).notNull().default('queued'),
    /** Urgent messages ignore quiet hours (out for delivery). */
    urgent: boolean('urgent').notNull().default(false),
    /** The provider (by its place in the failover order) the next attempt goes to, and the one that took it. */
    providerIndex: integer('provider_index').notNull().default(0),
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    attempts: integer('attempts').notNull().default(0),
    /** Failed attempts on the current provider, and when it was first tried: the failover's clock. */
    providerAttempts: integer('provider_attempts').notNull().default(0),
    providerFirstTriedAt: utcTimestamp('provider_first_tried_at'),
    nextAttemptAt: utcTimestamp('next_attempt_at').notNull(),
    lockedUntil: utcTimestamp('locked_until'),
    error: text('error'),
    log: jsonb('log')
      .$type<NotificationAttempt[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** A message sent again by hand, or an SMS sent because a Viber message was not delivered in time. */
    resendOf: bigint('resend_of', { mode: 'number' }),
    resendReason: text('resend_reason'),
    resendBy: integer('resend_by'),
    createdAt: createdAt(),
    sentAt: utcTimestamp('sent_at'),
    deliveredAt: utcTimestamp('delivered_at'),
    receiptAt: utcTimestamp('receipt_at'),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('notifications_dedupe_unique').on(table.companyId, table.dedupeKey),
    index('notifications_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.state} = 'queued'`),
    index('notifications_company_idx').on(table.companyId, table.id),
    index('notifications_label_idx')
      .on(table.labelId, table.id)
      .where(sql`${table.labelId} is not null`),
    index('notifications_provider_message_idx')
      .on(table.provider, table.providerMessageId)
      .where(sql`${table.providerMessageId} is not null`),
    // The per-phone limit and the outbox's search by phone.
    index('notifications_phone_idx').on(table.phone, table.sentAt),
    // Viber messages waiting for their receipt: the SMS fallback's sweep.
    index('notifications_viber_waiting_idx')
      .on(table.sentAt)
      .where(sql`${table.channel} = 'viber' and ${table.state} in ('sent', 'undelivered')`),
  ],
);

/** A company's text for an event, channel and language; without a row, the domain's default text is used. */
export const notificationTemplates = pgTable(
  'notification_templates',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    event: text('event', { enum: notificationEvents }).notNull(),
    channel: text('channel', { enum: notificationChannels }).notNull(),
    locale: text('locale', { enum: notificationLocales }).notNull(),
    body: text('body').notNull(),
    updatedBy: integer('updated_by')
      .notNull()
      .references(() => users.id),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.event, table.channel, table.locale] })],
);

/** Who is told what, per company: a row overrides the domain's default matrix for one event and recipient. */
export const notificationRules = pgTable(
  'notification_rules',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    event: text('event', { enum: notificationEvents }).notNull(),
    recipient: text('recipient', { enum: notificationRecipients }).notNull(),
    enabled: boolean('enabled').notNull(),
    updatedBy: integer('updated_by')
      .notNull()
      .references(() => users.id),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.event, table.recipient] })],
);

/** A company's notification settings besides the matrix. */
export const notificationSettings = pgTable('notification_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  /** The template editor warns past this many SMS parts. */
  segmentLimit: integer('segment_limit').notNull().default(2),
  /** Out-for-delivery messages carry the courier's phone. */
  showCourierPhone: boolean('show_courier_phone').notNull().default(true),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: updatedAt(),
});

/**
 * Phones that asked for no more messages (a STOP reply, or by phone to staff), per company: for every sender, or for
 * one merchant's parcels only.
 */
export const notificationOptOuts = pgTable(
  'notification_opt_outs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** E.164. */
    phone: text('phone').notNull(),
    scope: text('scope', { enum: optOutScopes }).notNull(),
    merchantId: integer('merchant_id').references(() => merchants.id),
    source: text('source', { enum: optOutSources }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('notification_opt_outs_unique').on(
      table.companyId,
      table.phone,
      table.scope,
      sql`coalesce(${table.merchantId}, 0)`,
    ),
  ],
);
