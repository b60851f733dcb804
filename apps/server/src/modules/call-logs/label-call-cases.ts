import type { LabelStatus } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { closeCallCase, openCallCase } from './call-cases.js';

/** A label waiting for its sender to confirm the return needs a call (issue 12). */
const opensCase: readonly LabelStatus[] = ['pending_return_confirm'];
/** A label delivered, or back with its sender, needs no call any more. */
const closesCase: readonly LabelStatus[] = [
  'delivered',
  'return_confirmed',
  'mpost_return_confirmed',
  'sentback_to_customer',
];

/**
 * Keeps the call list in step with a label's new status, in the transaction of the status change: the failed
 * delivery and unreachable receiver cases are opened by the delivery work itself.
 */
export async function syncCallCaseOfStatus(
  tx: Database,
  {
    companyId,
    labelId,
    branchId,
    status,
    now,
  }: { companyId: number; labelId: number; branchId: number; status: LabelStatus; now: Date },
): Promise<void> {
  if (opensCase.includes(status)) {
    await openCallCase(tx, { companyId, labelId, branchId, reason: 'pending_return_confirm', now });
  } else if (closesCase.includes(status)) {
    await closeCallCase(tx, { labelId, now });
  }
}
