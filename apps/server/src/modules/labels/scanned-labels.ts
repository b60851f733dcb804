import { isValidTrackingCode, normalizeTrackingCode, type LabelBulkStatusResponse, type Locale } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/request-context.js';
import { localizedErrorBody } from '../../plugins/error-handler.js';
import { labelsRepository } from './labels.repository.js';

/**
 * A counter's batch of scanned tracking codes, acted on one by one: each label found in the actor's company (else
 * "not found") and `act`ed on in its own transaction, so one refused parcel never holds back the others; the answer
 * says, per row, where it moved or why it was refused (in the user's language).
 */
export async function actOnScannedLabels(
  {
    db,
    actor,
    items,
    locale,
  }: { db: Database; actor: Actor; items: readonly { tracking_code: string }[]; locale: Locale },
  act: (tx: Database, labelId: number) => Promise<void>,
): Promise<LabelBulkStatusResponse> {
  const results: LabelBulkStatusResponse['data'] = [];
  for (const item of items) {
    const trackingCode = normalizeTrackingCode(item.tracking_code);
    try {
      if (!isValidTrackingCode(trackingCode)) throw new AppError('NOT_FOUND');
      const label = await labelsRepository.findLabelByTrackingCode(db, trackingCode);
      if (!label || label.companyId !== actor.companyId) throw new AppError('NOT_FOUND');
      await db.transaction((tx) => act(tx, label.id));
      const moved = await labelsRepository.findLabel(db, actor.companyId, label.id);
      results.push({ tracking_code: trackingCode, outcome: 'moved', status: moved?.status ?? null, reason: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ tracking_code: trackingCode, outcome: 'refused', status: null, reason: errorText(error, locale) });
    }
  }
  return {
    data: results,
    moved: results.filter((result) => result.outcome === 'moved').length,
    refused: results.filter((result) => result.outcome === 'refused').length,
  };
}

/** The reason a row was refused: the first field error, else the error's message (spec §8). */
function errorText(error: AppError, locale: Locale): string {
  const body = localizedErrorBody(error, locale);
  return Object.values(body.errors ?? {})[0]?.[0] ?? body.message;
}
