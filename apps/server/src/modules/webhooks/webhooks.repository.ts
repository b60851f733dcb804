import type { WebhookEvent } from '@waypost/domain';
import { and, count, desc, eq, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { merchants, users, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';

const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  events: webhookEndpoints.events,
  description: webhookEndpoints.description,
  merchantId: webhookEndpoints.merchantId,
  merchantName: merchants.name,
  createdById: webhookEndpoints.createdBy,
  createdByName: users.name,
  createdAt: webhookEndpoints.createdAt,
};

/**
 * The company's endpoints not deleted, with their merchant's and creator's names and how many of each endpoint's
 * deliveries wait or were given up (one pass over that endpoint's deliveries), newest first.
 */
const selectEndpoints = (tx: Database, where: SQL | undefined) => {
  const health = tx
    .select({
      pending: sql<number>`count(*) filter (where ${webhookDeliveries.status} = 'pending')::int`.as('pending'),
      failed: sql<number>`count(*) filter (where ${webhookDeliveries.status} = 'failed')::int`.as('failed'),
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, webhookEndpoints.id))
    .as('health');
  return tx
    .select({ ...endpointColumns, pending: health.pending, failed: health.failed })
    .from(webhookEndpoints)
    .innerJoin(merchants, eq(merchants.id, webhookEndpoints.merchantId))
    .innerJoin(users, eq(users.id, webhookEndpoints.createdBy))
    .innerJoinLateral(health, sql`true`)
    .where(and(isNull(webhookEndpoints.deletedAt), where))
    .orderBy(desc(webhookEndpoints.id));
};

export type WebhookEndpointRow = Awaited<ReturnType<typeof selectEndpoints>>[number];
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** A delivery a worker took, with where it goes and the secret it is signed with. */
export interface ClaimedDelivery {
  id: number;
  endpointId: number;
  url: string;
  secret: string;
  eventType: WebhookEvent;
  body: string;
  attempts: number;
  createdAt: Date;
}

interface ClaimedRow {
  id: string | number;
  endpoint_id: number;
  url: string;
  secret: string;
  event_type: WebhookEvent;
  body: string;
  attempts: number;
  created_at: string | Date;
}

export const webhooksRepository = {
  async insertEndpoint(
    tx: Database,
    row: {
      companyId: number;
      merchantId: number;
      url: string;
      events: WebhookEvent[];
      description: string | null;
      secret: string;
      createdBy: number;
    },
  ): Promise<number> {
    const [inserted] = await tx.insert(webhookEndpoints).values(row).returning({ id: webhookEndpoints.id });
    return inserted!.id;
  },

  listEndpoints(tx: Database, { companyId, merchantId }: { companyId: number; merchantId?: number | undefined }) {
    return selectEndpoints(
      tx,
      and(
        eq(webhookEndpoints.companyId, companyId),
        merchantId === undefined ? undefined : eq(webhookEndpoints.merchantId, merchantId),
      ),
    );
  },

  async findEndpoint(tx: Database, companyId: number, id: number): Promise<WebhookEndpointRow | null> {
    const [row] = await selectEndpoints(
      tx,
      and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, id)),
    );
    return row ?? null;
  },

  /** A new address, events or description; deliveries already made keep what they were sent with. */
  async updateEndpoint(
    tx: Database,
    { id, url, events, description }: { id: number; url: string; events: WebhookEvent[]; description: string | null },
  ): Promise<void> {
    await tx.update(webhookEndpoints).set({ url, events, description }).where(eq(webhookEndpoints.id, id));
  },

  /** The endpoint's signing secret (never in the lists), for a test event. */
  async secretOf(tx: Database, id: number): Promise<string> {
    const [row] = await tx
      .select({ secret: webhookEndpoints.secret })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id));
    return row!.secret;
  },

  /** Deletes an endpoint (kept for its log) and gives up its deliveries still waiting. */
  async deleteEndpoint(tx: Database, { id, by, at }: { id: number; by: number; at: Date }): Promise<void> {
    await tx.update(webhookEndpoints).set({ deletedAt: at, deletedBy: by }).where(eq(webhookEndpoints.id, id));
    await tx
      .update(webhookDeliveries)
      .set({ status: 'failed', error: 'ENDPOINT_DELETED', lockedUntil: null })
      .where(and(eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.status, 'pending')));
  },

  /**
   * The outbox write, in the transaction of the change: one delivery for each live endpoint of the merchant that
   * subscribed to the event (one statement; none when the merchant has no endpoint).
   */
  async enqueueEvent(
    tx: Database,
    event: {
      merchantId: number;
      eventId: string;
      eventType: WebhookEvent;
      trackingCode: string;
      body: string;
      at: Date;
    },
  ): Promise<void> {
    const at = sql`${event.at.toISOString()}::timestamptz`;
    await tx.execute(sql`
      insert into ${webhookDeliveries}
        (company_id, endpoint_id, event_id, event_type, tracking_code, body, next_attempt_at, created_at)
      select e.company_id, e.id, ${event.eventId}, ${event.eventType}, ${event.trackingCode}, ${event.body}, ${at}, ${at}
      from ${webhookEndpoints} e
      where e.merchant_id = ${event.merchantId} and e.deleted_at is null and ${event.eventType} = any(e.events)`);
  },

  /**
   * The outbox write for many events at once (a dispatch moving thousands of labels): one statement, one delivery per
   * event and live subscribed endpoint of its merchant.
   */
  async enqueueEvents(
    tx: Database,
    events: readonly { merchantId: number; eventId: string; trackingCode: string; body: string }[],
    { eventType, at }: { eventType: WebhookEvent; at: Date },
  ): Promise<void> {
    if (events.length === 0) return;
    const when = sql`${at.toISOString()}::timestamptz`;
    await tx.execute(sql`
      insert into ${webhookDeliveries}
        (company_id, endpoint_id, event_id, event_type, tracking_code, body, next_attempt_at, created_at)
      select e.company_id, e.id, v.event_id, ${eventType}, v.tracking_code, v.body, ${when}, ${when}
      from jsonb_to_recordset(${JSON.stringify(
        events.map((event) => ({
          merchant_id: event.merchantId,
          event_id: event.eventId,
          tracking_code: event.trackingCode,
          body: event.body,
        })),
      )}::jsonb) as v(merchant_id int, event_id text, tracking_code text, body text)
      join ${webhookEndpoints} e on e.merchant_id = v.merchant_id
      where e.deleted_at is null and ${eventType} = any(e.events)`);
  },

  /**
   * Takes up to `limit` deliveries that are due for this worker: row-locked and skipped by the others (FOR UPDATE
   * SKIP LOCKED), then leased until `lockedUntil` and counted as an attempt in the same statement, so no two
   * workers — in this process or another instance — send one delivery at once.
   */
  async claimDue(
    tx: Database,
    { now, lockedUntil, limit }: { now: Date; lockedUntil: Date; limit: number },
  ): Promise<ClaimedDelivery[]> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const result = (await tx.execute(sql`
      update ${webhookDeliveries} d
      set attempts = d.attempts + 1, last_attempt_at = ${at},
        locked_until = ${lockedUntil.toISOString()}::timestamptz
      from ${webhookEndpoints} e
      where e.id = d.endpoint_id and d.id in (
        select id from ${webhookDeliveries}
        where status = 'pending' and next_attempt_at <= ${at} and (locked_until is null or locked_until < ${at})
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked)
      returning d.id, d.endpoint_id, e.url, e.secret, d.event_type, d.body, d.attempts, d.created_at`)) as unknown as {
      rows: ClaimedRow[];
    };
    return result.rows.map((row) => ({
      id: Number(row.id),
      endpointId: row.endpoint_id,
      url: row.url,
      secret: row.secret,
      eventType: row.event_type,
      body: row.body,
      attempts: row.attempts,
      createdAt: new Date(row.created_at),
    }));
  },

  async markDelivered(tx: Database, { ids, responseCode, at }: { ids: number[]; responseCode: number; at: Date }) {
    await tx
      .update(webhookDeliveries)
      .set({ status: 'delivered', responseCode, error: null, deliveredAt: at, lockedUntil: null })
      .where(inArray(webhookDeliveries.id, ids));
  },

  /** A failed attempt: tried again at `nextAttemptAt`, or given up when that is null. */
  async markFailedAttempt(
    tx: Database,
    {
      id,
      responseCode,
      error,
      nextAttemptAt,
    }: { id: number; responseCode: number | null; error: string | null; nextAttemptAt: Date | null },
  ) {
    await tx
      .update(webhookDeliveries)
      .set({
        status: nextAttemptAt ? 'pending' : 'failed',
        responseCode,
        error,
        lockedUntil: null,
        ...(nextAttemptAt ? { nextAttemptAt } : {}),
      })
      .where(eq(webhookDeliveries.id, id));
  },

  async listDeliveries(
    tx: Database,
    { endpointId, offset, limit }: { endpointId: number; offset: number; limit: number },
  ) {
    const where = eq(webhookDeliveries.endpointId, endpointId);
    const [rows, [total]] = await Promise.all([
      tx.select().from(webhookDeliveries).where(where).orderBy(desc(webhookDeliveries.id)).offset(offset).limit(limit),
      tx.select({ total: count() }).from(webhookDeliveries).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  },

  async findDelivery(tx: Database, { endpointId, id }: { endpointId: number; id: number }) {
    const [row] = await tx
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, id)));
    return row ?? null;
  },

  /** A new delivery of the same event and bytes, due now (the original stays in the log as it was). */
  async insertReplay(
    tx: Database,
    { original, at }: { original: WebhookDeliveryRow; at: Date },
  ): Promise<WebhookDeliveryRow> {
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({
        companyId: original.companyId,
        endpointId: original.endpointId,
        eventId: original.eventId,
        eventType: original.eventType,
        trackingCode: original.trackingCode,
        body: original.body,
        nextAttemptAt: at,
        createdAt: at,
        replayOf: original.id,
      })
      .returning();
    return row!;
  },

  /** Deletes finished deliveries made before `before`; answers how many. */
  async pruneFinished(tx: Database, before: Date): Promise<number> {
    const deleted = await tx
      .delete(webhookDeliveries)
      .where(and(ne(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.createdAt, before)))
      .returning({ id: webhookDeliveries.id });
    return deleted.length;
  },
};
