import { hasPermission, type AccessUser, type ClearanceBatch, type ClearanceCompleteRequest } from '@waypost/domain';

type BatchState = Pick<ClearanceBatch, 'status' | 'needs_approval' | 'approved_by'>;

/** What a batch's detail offers (money design §5): finance-managers (cod.approve) act on a pending batch only. */
export interface ClearanceActions {
  approve: boolean;
  complete: boolean;
  void: boolean;
  /** Pending, and a second finance-manager has not approved it yet: it cannot be paid out. */
  awaitingApproval: boolean;
}

/**
 * Approve shows while a needed approval is missing (the issuer sees it too: the server refuses them and says why);
 * Pay out once nothing stands in the way; Void while the batch is pending.
 */
export function clearanceActionsFor(batch: BatchState, user: AccessUser): ClearanceActions {
  const pending = batch.status === 'pending';
  const awaitingApproval = pending && batch.needs_approval && batch.approved_by === null;
  const manages = hasPermission(user, 'cod.approve');
  return {
    approve: manages && awaitingApproval,
    complete: manages && pending && !awaitingApproval,
    void: manages && pending,
    awaitingApproval,
  };
}

export interface CompleteFormValues {
  /** yyyy-mm-dd, from the date picker. */
  transfer_date: string | undefined;
  bank_ref: string | undefined;
}

/** The POST body of a payout, or null while the form is not filled in. */
export function completeRequestOf(values: Partial<CompleteFormValues>): ClearanceCompleteRequest | null {
  const transferDate = values.transfer_date;
  const bankRef = values.bank_ref?.trim() ?? '';
  if (!transferDate || !/^\d{4}-\d{2}-\d{2}$/.test(transferDate) || bankRef === '') return null;
  return { transfer_date: transferDate, bank_ref: bankRef };
}
