import { ledgerAccounts } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { tillRepository } from './till.repository.js';

/**
 * Locks the branch's till and refuses, with a clear 409, cash it does not hold (issue 28 §4): the ledger would roll
 * the posting back anyway (cash never below 0), but the clerk is told why. The lock holds until the transaction
 * ends, so two payouts at once cannot both spend the same cash.
 */
export async function lockTillCovering(
  tx: Database,
  branchId: number,
  amount: number,
  /** The other accounts the payout posts to: locked with the till, all in id order (no deadlock with ledger_post). */
  others: readonly string[] = [],
): Promise<void> {
  const till = ledgerAccounts.branchCash(branchId);
  const cash = (await tillRepository.lockAccounts(tx, [till, ...others])).get(till) ?? 0;
  if (cash < amount) throw new AppError('TILL_CASH_SHORT', { params: { cash, amount } });
}
