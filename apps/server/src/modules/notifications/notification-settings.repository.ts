import type {
  NotificationChannel,
  NotificationEvent,
  NotificationLocale,
  NotificationRule,
  OptOutScope,
  OptOutSource,
} from '@waypost/domain';
import { and, count, desc, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  merchants,
  notificationOptOuts,
  notificationRules,
  notificationSettings,
  notificationTemplates,
  users,
} from '../../db/schema/index.js';

export const notificationSettingsRepository = {
  /** The company's own templates, with who saved each. */
  listTemplates(db: Database, companyId: number) {
    return db
      .select({ template: notificationTemplates, updatedByName: users.name })
      .from(notificationTemplates)
      .innerJoin(users, eq(users.id, notificationTemplates.updatedBy))
      .where(eq(notificationTemplates.companyId, companyId));
  },

  async saveTemplate(
    db: Database,
    row: {
      companyId: number;
      event: NotificationEvent;
      channel: NotificationChannel;
      locale: NotificationLocale;
      body: string;
      updatedBy: number;
      at: Date;
    },
  ) {
    const { at, ...values } = row;
    await db
      .insert(notificationTemplates)
      .values({ ...values, updatedAt: at })
      .onConflictDoUpdate({
        target: [
          notificationTemplates.companyId,
          notificationTemplates.event,
          notificationTemplates.channel,
          notificationTemplates.locale,
        ],
        set: { body: values.body, updatedBy: values.updatedBy, updatedAt: at },
      });
  },

  listRules(db: Database, companyId: number) {
    return db
      .select({
        event: notificationRules.event,
        recipient: notificationRules.recipient,
        enabled: notificationRules.enabled,
      })
      .from(notificationRules)
      .where(eq(notificationRules.companyId, companyId));
  },

  async findSettings(db: Database, companyId: number) {
    const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.companyId, companyId));
    return row ?? null;
  },

  /** The whole matrix as given (one row per pair), and the segment limit, in the caller's transaction. */
  async saveRules(
    db: Database,
    {
      companyId,
      rules,
      segmentLimit,
      showCourierPhone,
      by,
      at,
    }: {
      companyId: number;
      rules: readonly NotificationRule[];
      segmentLimit: number;
      showCourierPhone: boolean;
      by: number;
      at: Date;
    },
  ) {
    for (const rule of rules) {
      await db
        .insert(notificationRules)
        .values({ companyId, ...rule, updatedBy: by, updatedAt: at })
        .onConflictDoUpdate({
          target: [notificationRules.companyId, notificationRules.event, notificationRules.recipient],
          set: { enabled: rule.enabled, updatedBy: by, updatedAt: at },
        });
    }
    await db
      .insert(notificationSettings)
      .values({ companyId, segmentLimit, showCourierPhone, updatedBy: by, updatedAt: at })
      .onConflictDoUpdate({
        target: notificationSettings.companyId,
        set: { segmentLimit, showCourierPhone, updatedBy: by, updatedAt: at },
      });
  },

  async listOptOuts(
    db: Database,
    {
      companyId,
      phoneTail,
      merchantId,
      offset,
      limit,
    }: { companyId: number; phoneTail: string | null; merchantId: number | undefined; offset: number; limit: number },
  ) {
    const where = and(
      eq(notificationOptOuts.companyId, companyId),
      phoneTail ? like(notificationOptOuts.phone, `%${phoneTail}`) : undefined,
      merchantId ? eq(notificationOptOuts.merchantId, merchantId) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({
          optOut: notificationOptOuts,
          merchantName: merchants.name,
          createdByName: users.name,
        })
        .from(notificationOptOuts)
        .leftJoin(merchants, eq(merchants.id, notificationOptOuts.merchantId))
        .leftJoin(users, eq(users.id, notificationOptOuts.createdBy))
        .where(where)
        .orderBy(desc(notificationOptOuts.id))
        .offset(offset)
        .limit(limit),
      db.select({ total: count() }).from(notificationOptOuts).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  },

  /** An opt-out (the same phone, scope and merchant again changes nothing); its id either way. */
  async insertOptOut(
    db: Database,
    row: {
      companyId: number;
      phone: string;
      scope: OptOutScope;
      merchantId: number | null;
      source: OptOutSource;
      createdBy: number | null;
      at: Date;
    },
  ): Promise<{ id: number; created: boolean }> {
    const { at, ...values } = row;
    const [inserted] = await db
      .insert(notificationOptOuts)
      .values({ ...values, createdAt: at })
      .onConflictDoNothing()
      .returning({ id: notificationOptOuts.id });
    if (inserted) return { id: inserted.id, created: true };
    const [existing] = await db
      .select({ id: notificationOptOuts.id })
      .from(notificationOptOuts)
      .where(
        and(
          eq(notificationOptOuts.companyId, row.companyId),
          eq(notificationOptOuts.phone, row.phone),
          eq(notificationOptOuts.scope, row.scope),
          sql`coalesce(${notificationOptOuts.merchantId}, 0) = ${row.merchantId ?? 0}`,
        ),
      );
    return { id: existing!.id, created: false };
  },

  async findOptOut(db: Database, companyId: number, id: number) {
    const [row] = await db
      .select({ optOut: notificationOptOuts, merchantName: merchants.name, createdByName: users.name })
      .from(notificationOptOuts)
      .leftJoin(merchants, eq(merchants.id, notificationOptOuts.merchantId))
      .leftJoin(users, eq(users.id, notificationOptOuts.createdBy))
      .where(and(eq(notificationOptOuts.companyId, companyId), eq(notificationOptOuts.id, id)));
    return row ?? null;
  },

  async deleteOptOut(db: Database, id: number) {
    await db.delete(notificationOptOuts).where(eq(notificationOptOuts.id, id));
  },

  async findMerchant(db: Database, companyId: number, id: number) {
    const [row] = await db
      .select({ id: merchants.id })
      .from(merchants)
      .where(and(eq(merchants.companyId, companyId), eq(merchants.id, id)));
    return row ?? null;
  },
};
