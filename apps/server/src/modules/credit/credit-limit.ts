import { ledgerAccounts } from '@waypost/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { ledgerAccounts as ledgerAccountRows } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

/** A merchant's shipping credit: its limit and what it owes now (the credit account; none yet is 0 / 0). */
export async function creditStandingOf(db: Database, merchantId: number) {
  const [account] = await db
    .select({ balance: ledgerAccountRows.balance, limit: ledgerAccountRows.debitLimit })
    .from(ledgerAccountRows)
    .where(eq(ledgerAccountRows.id, ledgerAccounts.merchantCredit(merchantId)));
  return { balance: account?.balance ?? 0, limit: account?.limit ?? 0 };
}

/** The 422 of a credit label the merchant's limit refused, naming the limit and what is owed. */
export async function creditLimitError(db: Database, merchantId: number): Promise<AppError> {
  const { balance, limit } = await creditStandingOf(db, merchantId);
  return new AppError('VALIDATION_FAILED', {
    fieldErrors: { purchase_type: [{ key: 'credit.limitExceeded', params: { limit, balance } }] },
  });
}
