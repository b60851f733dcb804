import {
  mmpostRowOutcome,
  mmpostStatusRow,
  translate,
  yangonDayStartUtc,
  type Locale,
  type LabelStatus,
  type MmpostStatusImportResponse,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import { fieldErrorsFromIssues } from '../../plugins/error-handler.js';
import { branchOf } from '../labels/label-access.js';
import { lockPartnerLabels, writePartnerSteps, type PartnerStep } from '../labels/partner-steps.js';
import { mmpostRepository, type MmpostItemRow } from './mmpost.repository.js';
import { fileExchangePartner, type ManifestLine, type PostalPartner } from './postal-partner.js';
import { mmpostScopeOf } from './read-mmpost.js';

/**
 * GET /api/mmpost/manifest?date=: the items the branch handed to Myanmar Post that Yangon day, as the partner's
 * manifest file (the post office's copy, handed over with the parcels).
 */
export async function mmpostManifest({
  db,
  actor,
  date,
  format,
  partner = fileExchangePartner,
}: {
  db: Database;
  actor: Actor;
  date: string;
  format: 'xlsx' | 'csv';
  partner?: PostalPartner;
}): Promise<{ fileName: string; bytes: Uint8Array }> {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const from = yangonDayStartUtc({ year, month, day });
  const rows = await mmpostRepository.listItems(db, {
    companyId: actor.companyId,
    branchId: mmpostScopeOf(actor),
    handedFrom: from,
    handedTo: new Date(from.getTime() + 24 * 60 * 60 * 1000),
    limit: 5000,
  });
  const lines: ManifestLine[] = rows.reverse().map(({ item, label, township }) => ({
    mmpostTrackingCode: item.trackingCode,
    trackingCode: label.trackingCode,
    receiverName: label.destinationName,
    receiverPhone: label.destinationPhone,
    township: township ? `${township.nameEn} / ${township.nameMm}` : '',
    weightKg: label.weightGrams / 1000,
    fee: item.fee,
  }));
  return { fileName: `mmpost-manifest-${date}.${format}`, bytes: await partner.manifest(lines, format) };
}

/**
 * POST /api/mmpost/status-import: Myanmar Post's status file (issue 28 §2). Each row names an item by its S10 code:
 * in_transit is recorded as an event; delivered delivers the label; returned schedules its return. The good rows are
 * applied in one transaction and the bad ones named by row with the reason, like the bulk label import; a row already
 * applied (the same file imported again) changes nothing and is counted apart.
 */
export async function importMmpostStatus({
  db,
  clock,
  actor,
  bytes,
  locale,
  partner = fileExchangePartner,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  bytes: Uint8Array;
  locale: Locale;
  partner?: PostalPartner;
}): Promise<MmpostStatusImportResponse> {
  const report = await partner.readStatusReport(bytes);
  if (report.kind === 'refused') {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { file: [report.messageKey] } });
  }
  const errors: { row: number; message: string }[] = [];
  const parsed = report.rows.flatMap(({ row, cells }) => {
    const result = mmpostStatusRow.safeParse(cells);
    if (result.success) return [{ row, value: result.data }];
    const messages = Object.values(fieldErrorsFromIssues(result.error.issues, locale)).flat();
    errors.push({ row, message: messages.join(' ') });
    return [];
  });
  let applied = 0;
  let already = 0;
  const branchId = branchOf(actor);
  await db.transaction(async (tx) => {
    const items = await mmpostRepository.lockItemsByCodes(
      tx,
      actor.companyId,
      parsed.map((row) => row.value.mmpost_tracking_code),
    );
    const byCode = new Map<string, MmpostItemRow>(
      items.filter((item) => actor.allBranches || item.branchId === branchId).map((item) => [item.trackingCode, item]),
    );
    const labels = await lockPartnerLabels(
      tx,
      actor.companyId,
      [...byCode.values()].map((item) => item.labelId),
    );
    const labelById = new Map(labels.map((label) => [label.id, label]));
    const now = clock.now();
    const steps: PartnerStep[] = [];
    for (const { row, value } of parsed) {
      const item = byCode.get(value.mmpost_tracking_code);
      if (!item) {
        errors.push({ row, message: translate(locale, 'mmpost.unknownCode') });
        continue;
      }
      const outcome = mmpostRowOutcome(item.state, value.status);
      if (outcome.kind === 'refused') {
        errors.push({ row, message: translate(locale, outcome.messageKey) });
        continue;
      }
      const recorded = await mmpostRepository.insertEvent(tx, {
        itemId: item.id,
        status: value.status,
        day: value.date,
        remark: value.remark,
        importedBy: actor.id,
      });
      if (outcome.kind === 'already' || (!recorded && outcome.labelStatus === null)) {
        already += 1;
        continue;
      }
      applied += 1;
      if (outcome.labelStatus !== null) {
        byCode.set(item.trackingCode, { ...item, state: outcome.state });
        await mmpostRepository.setState(tx, item.id, outcome.state, now);
        steps.push({ label: labelById.get(item.labelId)!, status: outcome.labelStatus as LabelStatus });
      }
    }
    await writePartnerSteps(tx, { actor, steps, branchId, note: null, action: 'mmpost.status', now });
    await recordAudit(tx, {
      actor,
      action: 'mmpost.status_import',
      entity: 'branch',
      entityId: branchId,
      after: { applied, already, errors: errors.length },
    });
  });
  return { applied, already, errors: errors.sort((a, b) => a.row - b.row) };
}

/**
 * POST /api/mmpost/return-confirm: the branch received back items Myanmar Post returned (`mpost_return_confirmed`).
 */
export async function confirmMmpostReturn({
  db,
  clock,
  actor,
  labelIds,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  labelIds: readonly number[];
}): Promise<void> {
  const branchId = branchOf(actor);
  await db.transaction(async (tx) => {
    const labels = await lockPartnerLabels(tx, actor.companyId, labelIds);
    const items = await mmpostRepository.lockItemsByLabels(tx, actor.companyId, labelIds);
    for (const labelId of new Set(labelIds)) {
      const item = items.find((row) => row.labelId === labelId);
      const label = labels.find((row) => row.id === labelId);
      if (!item || !label || (!actor.allBranches && item.branchId !== branchId)) throw new AppError('NOT_FOUND');
      if (item.state !== 'returning')
        throw new AppError('MMPOST_NOT_RETURNING', { params: { code: label.trackingCode } });
    }
    const now = clock.now();
    for (const item of items) await mmpostRepository.setState(tx, item.id, 'return_confirmed', now);
    await writePartnerSteps(tx, {
      actor,
      steps: labels.map((label) => ({ label, status: 'mpost_return_confirmed' as const })),
      branchId,
      note: null,
      action: 'mmpost.return_confirm',
      now,
    });
  });
}
