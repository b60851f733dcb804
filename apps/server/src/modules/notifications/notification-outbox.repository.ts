import type { NotificationChannel, NotificationLocale, NotificationState } from '@waypost/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  branches,
  deliveryAttempts,
  labels,
  merchants,
  notificationOptOuts,
  notificationSettings,
  notificationTemplates,
  notifications,
  users,
  type NotificationAttempt,
} from '../../db/schema/index.js';

/** A row the worker took, with what it needs to fill in and send it. */
export interface ClaimedNotification {
  id: number;
  companyId: number;
  labelId: number | null;
  merchantId: number | null;
  event: string;
  channel: NotificationChannel;
  recipient: string;
  locale: NotificationLocale;
  phone: string;
  params: Record<string, string>;
  body: string | null;
  urgent: boolean;
  providerIndex: number;
  providerAttempts: number;
  providerFirstTriedAt: Date | null;
  attempts: number;
  createdAt: Date;
}

/** What the text of a label's message is filled from. */
export interface LabelFacts {
  id: number;
  trackingCode: string;
  receiverName: string;
  senderName: string;
  codAmount: number;
  merchantName: string | null;
  branchNameEn: string;
  branchNameMm: string;
  courierPhone: string | null;
}

/** What came of one row: written back in one statement for the whole batch. */
export interface NotificationResult {
  id: number;
  state: NotificationState;
  /** An attempt was made (a provider was called). */
  attempted: boolean;
  provider?: string | null;
  providerIndex?: number;
  providerAttempts?: number;
  providerFirstTriedAt?: Date | null;
  providerMessageId?: string | null;
  channel?: NotificationChannel;
  body?: string | null;
  encoding?: 'gsm7' | 'ucs2' | null;
  parts?: number;
  cost?: number | null;
  phone?: string;
  operator?: string | null;
  nextAttemptAt?: Date | null;
  error?: string | null;
  sentAt?: Date | null;
  log: NotificationAttempt[];
}

type Rows<T> = { rows: T[] };
const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

export const notificationOutboxRepository = {
  /**
   * Takes up to `limit` due rows for this worker (FOR UPDATE SKIP LOCKED, then leased until `lockedUntil`), so no two
   * workers — in this process or another — hold one row at once.
   */
  async claimDue(
    db: Database,
    { now, lockedUntil, limit }: { now: Date; lockedUntil: Date; limit: number },
  ): Promise<ClaimedNotification[]> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const result = (await db.execute(sql`
      update ${notifications} n set locked_until = ${lockedUntil.toISOString()}::timestamptz
      where n.id in (
        select id from ${notifications}
        where state = 'queued' and next_attempt_at <= ${at} and (locked_until is null or locked_until < ${at})
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked)
      returning n.id, n.company_id, n.label_id, n.merchant_id, n.event, n.channel, n.recipient, n.locale, n.phone,
        n.params, n.body, n.urgent, n.provider_index, n.provider_attempts, n.provider_first_tried_at, n.attempts,
        n.created_at`)) as unknown as Rows<Record<string, unknown>>;
    return result.rows.map((row) => ({
      id: Number(row.id),
      companyId: Number(row.company_id),
      labelId: row.label_id === null ? null : Number(row.label_id),
      merchantId: row.merchant_id === null ? null : Number(row.merchant_id),
      event: String(row.event),
      channel: row.channel as NotificationChannel,
      recipient: String(row.recipient),
      locale: row.locale as NotificationLocale,
      phone: String(row.phone),
      params: (typeof row.params === 'string' ? JSON.parse(row.params) : row.params) as Record<string, string>,
      body: row.body === null ? null : String(row.body),
      urgent: Boolean(row.urgent),
      providerIndex: Number(row.provider_index),
      providerAttempts: Number(row.provider_attempts),
      providerFirstTriedAt: row.provider_first_tried_at ? new Date(row.provider_first_tried_at as string) : null,
      attempts: Number(row.attempts),
      createdAt: new Date(row.created_at as string),
    }));
  },

  /** The labels' facts the texts are filled from, with the courier who has the parcel out now. */
  async labelFacts(db: Database, labelIds: readonly number[]): Promise<Map<number, LabelFacts>> {
    if (labelIds.length === 0) return new Map();
    const result = (await db.execute(sql`
      select l.id, l.tracking_code, l.destination_name, l.source_name, l.cod_amount, m.name as merchant_name,
        b.name_en, b.name_mm,
        (select u.phone from ${deliveryAttempts} a join ${users} u on u.id = a.courier_id
          where a.label_id = l.id and a.outcome = 'out' order by a.id desc limit 1) as courier_phone
      from ${labels} l
      join ${branches} b on b.id = l.deliver_branch_id
      left join ${merchants} m on m.id = l.merchant_id
      where l.id = any(${`{${labelIds.join(',')}}`}::bigint[])`)) as unknown as Rows<Record<string, unknown>>;
    return new Map(
      result.rows.map((row) => [
        Number(row.id),
        {
          id: Number(row.id),
          trackingCode: String(row.tracking_code),
          receiverName: String(row.destination_name),
          senderName: String(row.source_name),
          codAmount: Number(row.cod_amount),
          merchantName: row.merchant_name === null ? null : String(row.merchant_name),
          branchNameEn: String(row.name_en),
          branchNameMm: String(row.name_mm),
          courierPhone: row.courier_phone === null ? null : String(row.courier_phone),
        },
      ]),
    );
  },

  async merchantNames(db: Database, merchantIds: readonly number[]): Promise<Map<number, string>> {
    if (merchantIds.length === 0) return new Map();
    const result = (await db.execute(sql`
      select id, name from ${merchants} where id = any(${`{${merchantIds.join(',')}}`}::int[])`)) as unknown as Rows<{
      id: number;
      name: string;
    }>;
    return new Map(result.rows.map((row) => [Number(row.id), row.name]));
  },

  /** The companies' own template texts, keyed `company|event|channel|locale`. */
  async templates(db: Database, companyIds: readonly number[]): Promise<Map<string, string>> {
    if (companyIds.length === 0) return new Map();
    const result = (await db.execute(sql`
      select company_id, event, channel, locale, body from ${notificationTemplates}
      where company_id = any(${`{${companyIds.join(',')}}`}::int[])`)) as unknown as Rows<Record<string, string>>;
    return new Map(
      result.rows.map((row) => [`${row.company_id}|${row.event}|${row.channel}|${row.locale}`, String(row.body)]),
    );
  },

  /** Whether each company shows the courier's phone in out-for-delivery messages (true unless it said no). */
  async courierPhoneShown(db: Database, companyIds: readonly number[]): Promise<Map<number, boolean>> {
    if (companyIds.length === 0) return new Map();
    const result = (await db.execute(sql`
      select company_id, show_courier_phone from ${notificationSettings}
      where company_id = any(${`{${companyIds.join(',')}}`}::int[])`)) as unknown as Rows<{
      company_id: number;
      show_courier_phone: boolean;
    }>;
    return new Map(result.rows.map((row) => [Number(row.company_id), row.show_courier_phone]));
  },

  /** The opt-outs of these phones (E.164): `company|phone` → the merchants it stopped (null: every sender). */
  async optOuts(db: Database, phones: readonly string[]): Promise<Map<string, (number | null)[]>> {
    const map = new Map<string, (number | null)[]>();
    if (phones.length === 0) return map;
    const result = (await db.execute(sql`
      select company_id, phone, scope, merchant_id from ${notificationOptOuts}
      where phone = any(${`{${phones.map((phone) => `"${phone}"`).join(',')}}`}::text[])`)) as unknown as Rows<{
      company_id: number;
      phone: string;
      scope: string;
      merchant_id: number | null;
    }>;
    for (const row of result.rows) {
      const key = `${row.company_id}|${row.phone}`;
      map.set(key, [...(map.get(key) ?? []), row.scope === 'all' ? null : Number(row.merchant_id)]);
    }
    return map;
  },

  /** How many messages each phone (E.164) was sent since `since`, and the first of them. */
  async sentSince(db: Database, phones: readonly string[], since: Date) {
    const map = new Map<string, { count: number; first: Date }>();
    if (phones.length === 0) return map;
    const result = (await db.execute(sql`
      select phone, count(*)::int as count, min(sent_at) as first from ${notifications}
      where phone = any(${`{${phones.map((phone) => `"${phone}"`).join(',')}}`}::text[])
        and sent_at > ${since.toISOString()}::timestamptz
      group by phone`)) as unknown as Rows<{ phone: string; count: number; first: string | Date }>;
    for (const row of result.rows) map.set(row.phone, { count: Number(row.count), first: new Date(row.first) });
    return map;
  },

  /**
   * Viber's SMS fallback: each Viber message not delivered `cutoff` after it was sent (still `sent`, or reported
   * undelivered) gets one SMS copy, due now, through the first SMS provider (`smsProviderIndex`); its text is filled in
   * for SMS when the worker takes it. The copy's key makes it one per message, whichever process sweeps first.
   */
  async insertViberFallbacks(
    db: Database,
    { cutoff, since, smsProviderIndex, now }: { cutoff: Date; since: Date; smsProviderIndex: number; now: Date },
  ): Promise<number> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const inserted = (await db.execute(sql`
      insert into ${notifications}
        (company_id, dedupe_key, label_id, merchant_id, branch_id, event, channel, recipient, locale, phone, operator,
         params, urgent, provider_index, next_attempt_at, created_at, resend_of, resend_reason)
      select o.company_id, o.dedupe_key || ':sms', o.label_id, o.merchant_id, o.branch_id, o.event, 'sms', o.recipient,
        o.locale, o.phone, o.operator, o.params, o.urgent, ${smsProviderIndex}, ${at}, ${at}, o.id, 'viber_fallback'
      from ${notifications} o
      where o.channel = 'viber' and o.state in ('sent', 'undelivered')
        and o.sent_at < ${cutoff.toISOString()}::timestamptz and o.sent_at > ${since.toISOString()}::timestamptz
      on conflict (company_id, dedupe_key) do nothing
      returning id`)) as unknown as Rows<{ id: number }>;
    return inserted.rows.length;
  },

  /**
   * Writes a batch's outcomes in one statement. A receipt that beat the worker's own record (a fast gateway) is
   * kept: a row already delivered or failed by its receipt is not put back to `sent`.
   */
  async recordResults(db: Database, results: readonly NotificationResult[]): Promise<void> {
    if (results.length === 0) return;
    const rows = results.map((result) => ({
      id: result.id,
      state: result.state,
      attempted: result.attempted,
      set_provider: result.provider !== undefined,
      provider: result.provider ?? null,
      provider_index: result.providerIndex ?? null,
      provider_attempts: result.providerAttempts ?? null,
      set_first_tried: result.providerFirstTriedAt !== undefined,
      provider_first_tried_at: iso(result.providerFirstTriedAt),
      provider_message_id: result.providerMessageId ?? null,
      channel: result.channel ?? null,
      set_body: result.body !== undefined,
      body: result.body ?? null,
      encoding: result.encoding ?? null,
      parts: result.parts ?? null,
      cost: result.cost ?? null,
      phone: result.phone ?? null,
      operator: result.operator ?? null,
      next_attempt_at: iso(result.nextAttemptAt),
      error: result.error ?? null,
      sent_at: iso(result.sentAt),
      log: result.log,
    }));
    await db.execute(sql`
      update ${notifications} n set
        state = case when v.state = 'sent' and n.state <> 'queued' then n.state else v.state end,
        attempts = n.attempts + case when v.attempted then 1 else 0 end,
        provider = case when v.set_provider then v.provider else n.provider end,
        provider_index = coalesce(v.provider_index, n.provider_index),
        provider_attempts = coalesce(v.provider_attempts, n.provider_attempts),
        provider_first_tried_at = case when v.set_first_tried then v.provider_first_tried_at
          else n.provider_first_tried_at end,
        provider_message_id = coalesce(v.provider_message_id, n.provider_message_id),
        channel = coalesce(v.channel, n.channel),
        body = case when v.set_body then v.body else n.body end,
        encoding = case when v.set_body then v.encoding else n.encoding end,
        parts = coalesce(v.parts, n.parts),
        cost = coalesce(v.cost, n.cost),
        phone = coalesce(v.phone, n.phone),
        operator = coalesce(v.operator, n.operator),
        next_attempt_at = coalesce(v.next_attempt_at, n.next_attempt_at),
        error = v.error,
        sent_at = coalesce(n.sent_at, v.sent_at),
        log = n.log || v.log,
        locked_until = null,
        updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(
        id bigint, state text, attempted boolean, set_provider boolean, provider text, provider_index int,
        provider_attempts int, set_first_tried boolean, provider_first_tried_at timestamptz, provider_message_id text,
        channel text, set_body boolean, body text, encoding text, parts int, cost int, phone text, operator text,
        next_attempt_at timestamptz, error text, sent_at timestamptz, log jsonb)
      where n.id = v.id`);
  },
};
