import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { preprintCodeRefusal } from '@waypost/domain';
import { preprintsRepository } from './preprints.repository.js';

/**
 * A label booked with a preprinted code (issue 30 §3), before its transaction: the code must be one of the company's
 * and its range's merchant the label's (a label naming no merchant takes the range's, answered here). Whether it is
 * still unused is decided under the code's lock by takePreprintCode, after the Idempotency-Key's replay: a retried
 * request answers its label instead of "used".
 */
export async function checkPreprintCode(
  db: Database,
  { companyId, trackingCode, merchantId }: { companyId: number; trackingCode: string; merchantId: number | undefined },
): Promise<{ merchantId: number }> {
  const code = await preprintsRepository.findCode(db, companyId, trackingCode, { lock: false });
  if (!code) throw new AppError('VALIDATION_FAILED', { fieldErrors: { preprint_code: ['preprint.codeUnknown'] } });
  if (merchantId !== undefined && merchantId !== code.merchantId) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { preprint_code: ['preprint.codeOtherMerchant'] } });
  }
  return { merchantId: code.merchantId };
}

function refuse(state: Parameters<typeof preprintCodeRefusal>[0]): void {
  const refusal = preprintCodeRefusal(state);
  if (refusal === 'used') throw new AppError('PREPRINT_CODE_USED');
  if (refusal === 'voided') throw new AppError('PREPRINT_CODE_VOIDED');
}

/**
 * Inside the label's transaction: locks the code (a second label with the same code waits here, then finds it used:
 * 409) and gives it to the label once it is written.
 */
export async function takePreprintCode(
  tx: Database,
  { companyId, trackingCode }: { companyId: number; trackingCode: string },
): Promise<{ give: (labelId: number, at: Date) => Promise<void> }> {
  const code = await preprintsRepository.findCode(tx, companyId, trackingCode, { lock: true });
  if (!code) throw new AppError('VALIDATION_FAILED', { fieldErrors: { preprint_code: ['preprint.codeUnknown'] } });
  refuse(code.state);
  return { give: (labelId, at) => preprintsRepository.markUsed(tx, trackingCode, labelId, at) };
}
