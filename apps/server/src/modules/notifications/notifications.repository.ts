import type { NotificationState } from '@waypost/domain';
import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { labels, notifications, type NotificationAttempt } from '../../db/schema/index.js';

/** A message as the outbox lists it, with its label's tracking code. */
const listedColumns = {
  notification: notifications,
  trackingCode: labels.trackingCode,
  labelAcceptBranchId: labels.acceptBranchId,
  labelDeliverBranchId: labels.deliverBranchId,
};

function selectListed(db: Database) {
  return db.select(listedColumns).from(notifications).leftJoin(labels, eq(labels.id, notifications.labelId));
}
export type ListedNotification = Awaited<ReturnType<ReturnType<typeof selectListed>['execute']>>[number];

/** The messages a branch sees: those of labels it sends or delivers, and of merchants it looks after. */
export function branchScope(branchId: number | null): SQL | undefined {
  if (branchId === null) return undefined;
  return or(
    eq(notifications.branchId, branchId),
    eq(labels.acceptBranchId, branchId),
    eq(labels.deliverBranchId, branchId),
  );
}

export const notificationsRepository = {
  async list(
    db: Database,
    {
      companyId,
      branchId,
      search,
      state,
      provider,
      from,
      to,
      offset,
      limit,
    }: {
      companyId: number;
      branchId: number | null;
      /** A phone's last digits (any form) or a tracking code. */
      search: { phoneTail: string | null; trackingCode: string | null } | null;
      state: NotificationState | undefined;
      provider: string | undefined;
      from: Date | undefined;
      to: Date | undefined;
      offset: number;
      limit: number;
    },
  ) {
    const where = and(
      eq(notifications.companyId, companyId),
      branchScope(branchId),
      search
        ? or(
            search.phoneTail ? sql`${notifications.phone} like ${`%${search.phoneTail}`}` : undefined,
            search.trackingCode ? eq(labels.trackingCode, search.trackingCode) : undefined,
          )
        : undefined,
      state ? eq(notifications.state, state) : undefined,
      provider ? eq(notifications.provider, provider) : undefined,
      from ? gte(notifications.createdAt, from) : undefined,
      to ? lt(notifications.createdAt, to) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      selectListed(db).where(where).orderBy(desc(notifications.id)).offset(offset).limit(limit),
      db
        .select({ total: count() })
        .from(notifications)
        .leftJoin(labels, eq(labels.id, notifications.labelId))
        .where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  },

  async find(db: Database, companyId: number, id: number): Promise<ListedNotification | null> {
    const [row] = await selectListed(db).where(and(eq(notifications.companyId, companyId), eq(notifications.id, id)));
    return row ?? null;
  },

  /** A label's messages, newest first (the label detail's "messages" section). */
  listOfLabel(db: Database, labelId: number) {
    return selectListed(db).where(eq(notifications.labelId, labelId)).orderBy(desc(notifications.id)).limit(100);
  },

  /** The message again, due now, with the same text and phone (the original stays in the log as it was). */
  async insertResend(
    db: Database,
    { original, reason, by, at }: { original: typeof notifications.$inferSelect; reason: string; by: number; at: Date },
  ): Promise<number> {
    const [{ resends }] = (await db
      .select({ resends: count() })
      .from(notifications)
      .where(eq(notifications.resendOf, original.id))) as [{ resends: number }];
    const [row] = await db
      .insert(notifications)
      .values({
        companyId: original.companyId,
        dedupeKey: `resend:${original.id}:${resends + 1}`,
        labelId: original.labelId,
        merchantId: original.merchantId,
        branchId: original.branchId,
        event: original.event,
        channel: original.channel,
        recipient: original.recipient,
        locale: original.locale,
        phone: original.phone,
        operator: original.operator,
        params: original.params,
        body: original.body,
        encoding: original.encoding,
        parts: original.parts,
        urgent: true,
        nextAttemptAt: at,
        resendOf: original.id,
        resendReason: reason,
        resendBy: by,
        createdAt: at,
      })
      .returning({ id: notifications.id });
    return row!.id;
  },

  /**
   * A delivery receipt: the provider's message (by its id, or by our id echoed as the client reference) moved to
   * `state` unless it is final already. Returns how many rows moved (0: unknown or final — ignored).
   */
  async applyReceipt(
    db: Database,
    {
      provider,
      providerMessageId,
      clientReference,
      state,
      at,
      error,
    }: {
      provider: string;
      providerMessageId: string | null;
      clientReference: number | null;
      state: NotificationState;
      at: Date;
      error: string | null;
    },
  ): Promise<number> {
    const which =
      providerMessageId !== null
        ? and(eq(notifications.provider, provider), eq(notifications.providerMessageId, providerMessageId))
        : clientReference !== null
          ? eq(notifications.id, clientReference)
          : undefined;
    if (!which) return 0;
    const entry: NotificationAttempt = { at: at.toISOString(), provider, outcome: state, error };
    const moved = await db
      .update(notifications)
      .set({
        state,
        receiptAt: at,
        ...(state === 'delivered' ? { deliveredAt: at } : {}),
        ...(error ? { error } : {}),
        log: sql`${notifications.log} || ${JSON.stringify([entry])}::jsonb`,
        updatedAt: at,
      })
      .where(
        and(
          which,
          // Receipts only move a message forward: a final one stays as it is; `sent` moves only a queued one.
          state === 'sent' ? eq(notifications.state, 'queued') : sql`${notifications.state} in ('queued', 'sent')`,
        ),
      )
      .returning({ id: notifications.id });
    return moved.length;
  },

  /** The company and merchant of the latest message sent to a phone (E.164): whom a STOP reply answers. */
  async latestTo(db: Database, phone: string) {
    const [row] = await db
      .select({ companyId: notifications.companyId, merchantId: notifications.merchantId })
      .from(notifications)
      .where(eq(notifications.phone, phone))
      .orderBy(desc(notifications.id))
      .limit(1);
    return row ?? null;
  },
};
