import {
  defaultNotificationRules,
  defaultNotificationSegmentLimit,
  defaultNotificationTemplates,
  lastPage,
  normalizeMyanmarPhone,
  normalizePhone,
  notificationChannels,
  notificationEvents,
  notificationLocales,
  notificationRuleMatrix,
  notificationRuleRows,
  renderNotificationTemplate,
  smsSegmentsOf,
  unknownTemplateVariables,
  type NotificationOptOut,
  type NotificationOptOutListQuery,
  type NotificationOptOutRequest,
  type NotificationRules,
  type NotificationTemplate,
  type NotificationTemplateKey,
  type NotificationTemplatePreviewRequest,
  type NotificationTemplatePreviewResponse,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Actor } from '../../plugins/request-context.js';
import { isVisible } from '../labels/label-access.js';
import { labelsRepository } from '../labels/labels.repository.js';
import { notificationOutboxRepository } from './notification-outbox.repository.js';
import { notificationSettingsRepository } from './notification-settings.repository.js';
import { sampleValues, valuesOf } from './notification-text.js';
import type { NotificationDeps } from './read-notifications.js';
import { trackingLinkOf } from './tracking-link.js';
import { looksLikeZawgyi } from './zawgyi.js';

type SettingsDeps = NotificationDeps & { publicUrl: string | null };

const templateKey = ({ event, channel, locale }: NotificationTemplateKey) => `${event}|${channel}|${locale}`;

/** GET /api/notification-template: every event × channel × language, the company's text or the default. */
export async function listNotificationTemplates({
  db,
  actor,
}: {
  db: Database;
  actor: Actor;
}): Promise<{ data: NotificationTemplate[] }> {
  const own = new Map(
    (await notificationSettingsRepository.listTemplates(db, actor.companyId)).map((row) => [
      templateKey(row.template),
      row,
    ]),
  );
  const data = notificationEvents.flatMap((event) =>
    notificationChannels.flatMap((channel) =>
      notificationLocales.map((locale): NotificationTemplate => {
        const saved = own.get(templateKey({ event, channel, locale }));
        return {
          event,
          channel,
          locale,
          body: saved?.template.body ?? defaultNotificationTemplates[event][channel][locale],
          updated_at: saved ? saved.template.updatedAt.toISOString() : null,
          updated_by_name: saved?.updatedByName ?? null,
          is_default: !saved,
        };
      }),
    ),
  );
  return { data };
}

export async function getNotificationTemplate({
  db,
  actor,
  key,
}: {
  db: Database;
  actor: Actor;
  key: NotificationTemplateKey;
}): Promise<{ data: NotificationTemplate }> {
  const { data } = await listNotificationTemplates({ db, actor });
  return { data: data.find((template) => templateKey(template) === templateKey(key))! };
}

/** Burmese must be typed in Unicode: a Zawgyi text would reach receivers' Unicode phones as garbage. */
function assertUnicode(body: string) {
  if (looksLikeZawgyi(body)) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { body: ['notification.zawgyi'] } });
  }
}

/** PUT /api/notification-template/{event}/{channel}/{locale} (head office): audited with the text before and after. */
export async function saveNotificationTemplate({
  db,
  clock,
  actor,
  key,
  body,
}: NotificationDeps & { actor: Actor; key: NotificationTemplateKey; body: string }): Promise<{
  data: NotificationTemplate;
}> {
  assertUnicode(body);
  return db.transaction(async (tx) => {
    const before = await getNotificationTemplate({ db: tx, actor, key });
    await notificationSettingsRepository.saveTemplate(tx, {
      companyId: actor.companyId,
      ...key,
      body,
      updatedBy: actor.id,
      at: clock.now(),
    });
    await recordAudit(tx, {
      actor,
      action: 'notification.template.save',
      entity: 'notification_template',
      entityId: templateKey(key),
      before: { body: before.data.body, is_default: before.data.is_default },
      after: { body },
    });
    return getNotificationTemplate({ db: tx, actor, key });
  });
}

/**
 * POST /api/notification-template/preview: the text as a receiver would get it — filled from a real label the actor
 * may see, or from sample values — with its length, encoding and SMS parts against the company's limit. Unknown
 * variables are reported (the editor shows them), a Zawgyi text is refused as on saving.
 */
export async function previewNotificationTemplate({
  db,
  actor,
  request,
  publicUrl,
}: SettingsDeps & {
  actor: Actor;
  request: NotificationTemplatePreviewRequest;
}): Promise<NotificationTemplatePreviewResponse> {
  assertUnicode(request.body);
  let values = sampleValues(request.locale, publicUrl);
  const labelId =
    request.label_id ??
    (request.tracking_code === undefined
      ? undefined
      : ((
          await labelsRepository.findCompanyLabelByCode(db, actor.companyId, request.tracking_code.trim().toUpperCase())
        )?.id ?? 0));
  if (labelId !== undefined) {
    // A parcel another branch (or company) holds, or none: the field's error, not a preview of someone's label.
    const found = labelId === 0 ? null : await labelsRepository.findLabel(db, actor.companyId, labelId);
    if (!found || !isVisible(actor, found)) {
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { tracking_code: ['error.notFound'] } });
    }
    const label = (await notificationOutboxRepository.labelFacts(db, [labelId])).get(labelId)!;
    values = valuesOf(
      { locale: request.locale, params: {} },
      label,
      null,
      true,
      await trackingLinkOf(db, { publicUrl, label }),
    );
  }
  const text = renderNotificationTemplate(request.body, values);
  const counted = smsSegmentsOf(text);
  const settings = await notificationSettingsRepository.findSettings(db, actor.companyId);
  const segments = request.channel === 'sms' ? counted.segments : 1;
  return {
    text,
    characters: counted.characters,
    encoding: counted.encoding,
    segments,
    unknown_variables: unknownTemplateVariables(request.body),
    over_limit: segments > (settings?.segmentLimit ?? defaultNotificationSegmentLimit),
  };
}

export async function getNotificationRules({
  db,
  actor,
}: {
  db: Database;
  actor: Actor;
}): Promise<{ data: NotificationRules }> {
  const rows = await notificationSettingsRepository.listRules(db, actor.companyId);
  const settings = await notificationSettingsRepository.findSettings(db, actor.companyId);
  return {
    data: {
      rules: notificationRuleRows(notificationRuleMatrix(rows, defaultNotificationRules)),
      segment_limit: settings?.segmentLimit ?? defaultNotificationSegmentLimit,
      show_courier_phone: settings?.showCourierPhone ?? true,
    },
  };
}

/** PUT /api/notification-rules (head office): who is told what, and the editor's segment limit; audited. */
export async function saveNotificationRules({
  db,
  clock,
  actor,
  request,
}: NotificationDeps & { actor: Actor; request: NotificationRules }): Promise<{ data: NotificationRules }> {
  return db.transaction(async (tx) => {
    const before = await getNotificationRules({ db: tx, actor });
    await notificationSettingsRepository.saveRules(tx, {
      companyId: actor.companyId,
      rules: request.rules,
      segmentLimit: request.segment_limit,
      showCourierPhone: request.show_courier_phone,
      by: actor.id,
      at: clock.now(),
    });
    const after = await getNotificationRules({ db: tx, actor });
    await recordAudit(tx, {
      actor,
      action: 'notification.rules.save',
      entity: 'notification_rules',
      entityId: String(actor.companyId),
      before: before.data,
      after: after.data,
    });
    return after;
  });
}

type OptOutRow = NonNullable<Awaited<ReturnType<typeof notificationSettingsRepository.findOptOut>>>;

function optOutOf({ optOut, merchantName, createdByName }: OptOutRow): NotificationOptOut {
  return {
    id: optOut.id,
    phone: normalizeMyanmarPhone(optOut.phone)?.national ?? optOut.phone,
    scope: optOut.scope,
    merchant: optOut.merchantId === null ? null : { id: optOut.merchantId, name: merchantName ?? '' },
    source: optOut.source,
    created_at: optOut.createdAt.toISOString(),
    created_by_name: createdByName,
  };
}

export async function listNotificationOptOuts({
  db,
  actor,
  query,
}: NotificationDeps & { actor: Actor; query: NotificationOptOutListQuery }) {
  const digits = query.search ? normalizePhone(query.search).replace(/\D/g, '').replace(/^0+/, '') : '';
  const { rows, total } = await notificationSettingsRepository.listOptOuts(db, {
    companyId: actor.companyId,
    phoneTail: digits.length > 0 ? digits : null,
    merchantId: query.merchant_id,
    offset: (query.page - 1) * query.per_page,
    limit: query.per_page,
  });
  return {
    current_page: query.page,
    data: rows.map(optOutOf),
    meta: { total, per_page: query.per_page, last_page: lastPage(total, query.per_page) },
  };
}

/** POST /api/notification-opt-out: a receiver asked by phone; kept in E.164 like the outbox's phones. Audited. */
export async function createNotificationOptOut({
  db,
  clock,
  actor,
  request,
}: NotificationDeps & { actor: Actor; request: NotificationOptOutRequest }): Promise<{
  status: 200 | 201;
  body: { data: NotificationOptOut };
}> {
  const merchantId = 'merchant_id' in request ? (request.merchant_id ?? null) : null;
  return db.transaction(async (tx) => {
    if (merchantId !== null && !(await notificationSettingsRepository.findMerchant(tx, actor.companyId, merchantId))) {
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { merchant_id: ['validation.noselectErrorMessage'] } });
    }
    const saved = await notificationSettingsRepository.insertOptOut(tx, {
      companyId: actor.companyId,
      phone: normalizeMyanmarPhone(request.phone)!.e164,
      scope: request.scope,
      merchantId,
      source: 'staff',
      createdBy: actor.id,
      at: clock.now(),
    });
    if (saved.created) {
      await recordAudit(tx, {
        actor,
        action: 'notification.opt-out.create',
        entity: 'notification_opt_out',
        entityId: saved.id,
        after: { phone: request.phone, scope: request.scope, merchant_id: merchantId },
      });
    }
    const row = await notificationSettingsRepository.findOptOut(tx, actor.companyId, saved.id);
    return { status: saved.created ? 201 : 200, body: { data: optOutOf(row!) } };
  });
}

/** DELETE /api/notification-opt-out/{id}: the phone is told again (it asked to be). Audited. */
export async function deleteNotificationOptOut({
  db,
  actor,
  id,
}: NotificationDeps & { actor: Actor; id: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await notificationSettingsRepository.findOptOut(tx, actor.companyId, id);
    if (!row) throw new AppError('NOT_FOUND');
    await notificationSettingsRepository.deleteOptOut(tx, id);
    await recordAudit(tx, {
      actor,
      action: 'notification.opt-out.delete',
      entity: 'notification_opt_out',
      entityId: id,
      before: optOutOf(row),
    });
  });
}
