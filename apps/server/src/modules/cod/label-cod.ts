import {
  codAcceptEntry,
  counterSaleEntry,
  type AcceptType,
  codCancelEntry,
  codCollectEntry,
  codOutcomeOf,
  codStepsFor,
  codTermsOf,
  reversalEntry,
  type CodFeeVersion,
  type CodTerms,
  type FeeLine,
  type JournalEntryDraft,
  type LabelStatus,
  type PurchaseType,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { databaseFactsOf } from '../../plugins/error-log.js';
import { postJournalEntry } from '../ledger/ledger.service.js';
import { codRepository, type LabelCodRow } from './cod.repository.js';

/** A posting refused by a credit account's limit (migration 0012's trigger). */
export function isCreditLimitError(error: unknown): boolean {
  return databaseFactsOf(error)?.constraint === 'ledger_accounts_debit_limit';
}

/**
 * Opens the COD of a label booked with accept type cod, in the booking's transaction: its terms frozen from the
 * quote, state ongoing, and E1/E5 posted (charges paid at the counter or on credit, the gate charge owed). A credit
 * label past the merchant's limit is refused by the database right here, so two labels at once cannot overshoot it.
 */
export async function bookLabelCod({
  tx,
  actorId,
  label,
}: {
  tx: Database;
  actorId: number;
  label: {
    id: number;
    companyId: number;
    merchantId: number;
    acceptBranchId: number;
    purchaseType: PurchaseType;
    codAmount: number;
    codFeeVersion: CodFeeVersion;
    lines: readonly FeeLine[];
  };
}): Promise<void> {
  const terms = codTermsOf({ purchaseType: label.purchaseType, codAmount: label.codAmount, lines: label.lines });
  await codRepository.insertLabelCod(tx, {
    labelId: label.id,
    companyId: label.companyId,
    merchantId: label.merchantId,
    acceptBranchId: label.acceptBranchId,
    state: 'ongoing',
    codFeeVersion: label.codFeeVersion,
    ...termsColumns(terms),
  });
  const entry = codAcceptEntry({
    labelId: label.id,
    merchantId: label.merchantId,
    acceptBranchId: label.acceptBranchId,
    terms,
  });
  if (entry) await postJournalEntry({ tx, entry, actorId });
}

/**
 * A walk-in label whose sender pays at the counter (issue 28 §4): its charges into the accepting branch's till
 * (`counter_sale`), in the booking's transaction — the counter's create and the bulk import alike. A COD label's
 * counter charges are bookLabelCod's (E1); a receiver-pays walk-in pays on delivery, not here.
 */
export async function bookCounterSale({
  tx,
  actorId,
  label,
}: {
  tx: Database;
  actorId: number;
  label: {
    id: number;
    acceptType: AcceptType;
    purchaseType: PurchaseType;
    acceptBranchId: number;
    lines: readonly FeeLine[];
  };
}): Promise<void> {
  if (label.acceptType !== 'walkin' || label.purchaseType !== 'sender_pay') return;
  const entry = counterSaleEntry({ labelId: label.id, acceptBranchId: label.acceptBranchId, lines: label.lines });
  if (entry) await postJournalEntry({ tx, entry, actorId });
}

const termsColumns = (terms: CodTerms) => ({
  purchaseType: terms.purchaseType,
  codAmount: terms.codAmount,
  deliveryCharges: terms.deliveryCharges,
  insurance: terms.insurance,
  gateSubmitAmount: terms.gateSubmitAmount,
  codFee: terms.codFee,
  codCharge: terms.codCharge,
});

/** A label's frozen terms as the domain reads them. */
export function termsOf(row: LabelCodRow): CodTerms {
  return {
    purchaseType: row.purchaseType,
    codAmount: row.codAmount,
    deliveryCharges: row.deliveryCharges,
    insurance: row.insurance,
    gateSubmitAmount: row.gateSubmitAmount,
    codFee: row.codFee,
    codCharge: row.codCharge,
  };
}

/**
 * The collection entry (E2) of event `event`, as it was posted: into the courier's cash when a courier collected it
 * (`collected_by`, kept on the row so that a reversal undoes the very same lines), else into the branch's.
 */
function collectEntryOf(
  row: LabelCodRow,
  event: number,
  collectBranchId: number,
  collectedBy: number | null,
): JournalEntryDraft {
  return codCollectEntry({
    labelId: row.labelId,
    merchantId: row.merchantId,
    acceptBranchId: row.acceptBranchId,
    collectBranchId,
    collectedBy,
    event,
    terms: termsOf(row),
  });
}

function cancelEntryOf(row: LabelCodRow, event: number): JournalEntryDraft | null {
  return codCancelEntry({
    labelId: row.labelId,
    merchantId: row.merchantId,
    acceptBranchId: row.acceptBranchId,
    event,
    terms: termsOf(row),
  });
}

/**
 * Brings a COD label's money in line with the status its label has just taken, in the status change's transaction
 * (the label row is locked, and the COD row is locked here): a delivery collects C at `branchId` (E2), a return or
 * rejection cancels with the charges owed (E6), rolling either back posts its reversal — and once the branch's
 * remittance is confirmed or the label is in a batch, the status may no longer leave what the money was booked
 * for: 409. A label without COD is left alone.
 */
export async function syncLabelCod({
  tx,
  actorId,
  labelId,
  status,
  branchId,
  collectedBy = null,
  now,
}: {
  tx: Database;
  actorId: number;
  labelId: number;
  status: LabelStatus;
  branchId: number;
  /** The courier delivering it on a run (issue 12): the cash he collects is his until he hands it over. */
  collectedBy?: number | null;
  now: Date;
}): Promise<void> {
  const row = await codRepository.lockLabelCod(tx, labelId);
  if (!row) return;
  const steps = codStepsFor({ state: row.state, collected: row.collectedAt !== null }, codOutcomeOf(status));
  if (steps === 'refused') throw new AppError('COD_MONEY_MOVED');
  let current = row;
  for (const step of steps) {
    const event = current.events + 1;
    let patch: Partial<LabelCodRow>;
    let entry: JournalEntryDraft | null;
    switch (step) {
      case 'collect':
        entry = collectEntryOf(current, event, branchId, collectedBy);
        patch = { state: 'process', collectBranchId: branchId, collectedAt: now, collectEvent: event, collectedBy };
        break;
      case 'reverse_collection':
        // The courier's cash already counted into the branch's (E3) cannot be taken back out of his account.
        if (current.handoverId !== null) throw new AppError('COD_CASH_HANDED_OVER');
        entry = reversalEntry(
          collectEntryOf(current, current.collectEvent!, current.collectBranchId!, current.collectedBy),
        );
        patch = { state: 'ongoing', collectBranchId: null, collectedAt: null, collectEvent: null, collectedBy: null };
        break;
      case 'cancel':
        entry = cancelEntryOf(current, event);
        patch = { state: 'cancel', cancelEvent: entry ? event : null };
        break;
      case 'reverse_cancel': {
        const cancel = current.cancelEvent === null ? null : cancelEntryOf(current, current.cancelEvent);
        entry = cancel && reversalEntry(cancel);
        patch = { state: 'ongoing', cancelEvent: null };
        break;
      }
    }
    if (entry) await postJournalEntry({ tx, entry, actorId });
    current = { ...current, ...patch, events: event };
    await codRepository.updateLabelCod(tx, labelId, { ...patch, events: event, updatedAt: now });
  }
}
