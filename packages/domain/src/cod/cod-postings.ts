import type { FeeLine } from '../fees/quote-label.js';
import type { PurchaseType } from '../labels/label-enums.js';
import { ledgerAccounts, type JournalEntryDraft, type Posting } from '../ledger/ledger-entries.js';
import { codChargeOf, deliveryChargesOf } from '../clearance/clearance-figures.js';

/**
 * The money terms of a COD label (money design §0), frozen when it is booked: A, DC (of which insurance), G, F, C.
 * A clearance batch and every posting of the label read these, never the rate table of the day.
 */
export interface CodTerms {
  purchaseType: PurchaseType;
  /** A: the goods' price collected from the receiver. */
  codAmount: number;
  /** DC: the charges other than the COD fee and the gate-submit fee (shipping and services less discount, insurance). */
  deliveryCharges: number;
  /** The insurance part of DC (its own revenue account). */
  insurance: number;
  /** G: the bus gate's drop-off charge (the `gate_submit_amount` line), recovered from the merchant. */
  gateSubmitAmount: number;
  /** F: the COD fee, owed only when the COD is collected. */
  codFee: number;
  /** C: what the courier collects — A, plus DC when the receiver pays the charges. */
  codCharge: number;
}

const lineAmount = (lines: readonly FeeLine[], code: FeeLine['code']) =>
  lines.reduce((sum, line) => (line.code === code ? sum + line.amount : sum), 0);

/** The terms of a label booked with `lines` (its quote) for `codAmount` under `purchaseType`. */
export function codTermsOf({
  purchaseType,
  codAmount,
  lines,
}: {
  purchaseType: PurchaseType;
  codAmount: number;
  lines: readonly FeeLine[];
}): CodTerms {
  const deliveryCharges = deliveryChargesOf(lines);
  return {
    purchaseType,
    codAmount,
    deliveryCharges,
    insurance: lineAmount(lines, 'insurance_fee'),
    gateSubmitAmount: lineAmount(lines, 'gate_submit_amount'),
    codFee: lineAmount(lines, 'cod_fee'),
    codCharge: codChargeOf({ purchaseType, codAmount, deliveryCharges }),
  };
}

const nonZero = (postings: Posting[]) => postings.filter((posting) => posting.amount !== 0);

/** DC credited to the accepting branch's revenue: insurance apart from shipping and the other services. */
function deliveryRevenue(terms: CodTerms, acceptBranchId: number): Posting[] {
  return [
    { account: ledgerAccounts.revenue('shipping', acceptBranchId), amount: -(terms.deliveryCharges - terms.insurance) },
    { account: ledgerAccounts.revenue('insurance', acceptBranchId), amount: -terms.insurance },
  ];
}

/** Which label, merchant and accepting branch an entry of the label is for. */
export interface CodLabelRef {
  labelId: number;
  merchantId: number;
  acceptBranchId: number;
}

/**
 * E1 and E5, booking a COD label: the charges the merchant pays at the counter (sender_pay, into the branch's cash)
 * or on shipping credit (their credit account, which the database holds to its limit), and the gate charge owed by
 * the merchant. Null when nothing is owed yet (receiver_pay and from_cod pay on delivery or from the COD).
 */
export function codAcceptEntry({ labelId, merchantId, acceptBranchId, terms }: CodLabelRef & { terms: CodTerms }) {
  const postings: Posting[] = [];
  const paidNow =
    terms.purchaseType === 'sender_pay'
      ? ledgerAccounts.branchCash(acceptBranchId)
      : terms.purchaseType === 'credit'
        ? ledgerAccounts.merchantCredit(merchantId)
        : null;
  if (paidNow && terms.deliveryCharges > 0) {
    postings.push({ account: paidNow, amount: terms.deliveryCharges }, ...deliveryRevenue(terms, acceptBranchId));
  }
  if (terms.gateSubmitAmount > 0) {
    postings.push(
      { account: ledgerAccounts.merchantChargesReceivable(merchantId), amount: terms.gateSubmitAmount },
      { account: ledgerAccounts.revenue('gate_submit', acceptBranchId), amount: -terms.gateSubmitAmount },
    );
  }
  return entryOrNull({ naturalKey: `cod-accept:${labelId}`, kind: 'label_accept', postings: nonZero(postings) });
}

/**
 * E2, the courier collecting C at `collectBranchId` (the label's COD event number `event`): A is owed to the merchant,
 * DC paid by the receiver is earned, and the merchant owes the COD fee F (plus DC when it comes from the COD).
 */
export function codCollectEntry({
  labelId,
  merchantId,
  acceptBranchId,
  collectBranchId,
  collectedBy = null,
  event,
  terms,
}: CodLabelRef & {
  collectBranchId: number;
  /** The courier who took the cash on the road (issue 12): it is his until he hands it over (E3); null at the counter. */
  collectedBy?: number | null;
  event: number;
  terms: CodTerms;
}): JournalEntryDraft {
  const cash =
    collectedBy === null ? ledgerAccounts.branchCash(collectBranchId) : ledgerAccounts.courierCash(collectedBy);
  const owedFromCod = terms.codFee + (terms.purchaseType === 'from_cod' ? terms.deliveryCharges : 0);
  const earned = terms.purchaseType === 'receiver_pay' || terms.purchaseType === 'from_cod';
  return {
    naturalKey: `cod-collect:${labelId}:${event}`,
    kind: 'cod_collect',
    postings: nonZero([
      { account: cash, amount: terms.codCharge },
      { account: ledgerAccounts.merchantCodPayable(merchantId), amount: -terms.codAmount },
      ...(earned ? deliveryRevenue(terms, acceptBranchId) : []),
      { account: ledgerAccounts.merchantChargesReceivable(merchantId), amount: owedFromCod },
      { account: ledgerAccounts.revenue('cod_fee', acceptBranchId), amount: -terms.codFee },
    ]),
  };
}

/**
 * E6, a COD label returned or rejected (COD event `event`): nothing was collected, so the charges the receiver or the COD
 * was to pay are owed by the merchant. Null when they were paid at booking (sender_pay, credit) or there are none.
 */
export function codCancelEntry({
  labelId,
  merchantId,
  acceptBranchId,
  event,
  terms,
}: CodLabelRef & { event: number; terms: CodTerms }) {
  const owed = terms.purchaseType === 'receiver_pay' || terms.purchaseType === 'from_cod' ? terms.deliveryCharges : 0;
  return entryOrNull({
    naturalKey: `cod-cancel:${labelId}:${event}`,
    kind: 'label_return',
    postings: nonZero([
      { account: ledgerAccounts.merchantChargesReceivable(merchantId), amount: owed },
      ...(owed > 0 ? deliveryRevenue(terms, acceptBranchId) : []),
    ]),
  });
}

/** An entry undoing `entry` (a delivery or a return rolled back): every line negated, nothing deleted. */
export function reversalEntry(entry: JournalEntryDraft): JournalEntryDraft {
  return {
    naturalKey: `reversal:${entry.naturalKey}`,
    kind: 'reversal',
    reversalOf: entry.naturalKey,
    postings: entry.postings.map((posting) => ({ account: posting.account, amount: -posting.amount })),
  };
}

/**
 * E4, a branch's remittance found in the bank: the cash the matched labels collected (`expected`) leaves the
 * branch; what the bank got (`amount`) comes in; a difference goes to the branch's suspense account, never lost.
 */
export function remittanceEntry({
  remittanceId,
  branchId,
  bankAccountId,
  amount,
  expected,
}: {
  remittanceId: number;
  branchId: number;
  bankAccountId: number;
  amount: number;
  expected: number;
}): JournalEntryDraft {
  return {
    naturalKey: `remit:${remittanceId}`,
    kind: 'remittance',
    postings: nonZero([
      { account: ledgerAccounts.bank(bankAccountId), amount },
      { account: ledgerAccounts.branchCash(branchId), amount: -expected },
      { account: ledgerAccounts.branchSuspense(branchId), amount: expected - amount },
    ]),
  };
}

/**
 * E3, a courier handing his collected COD cash to his branch, counted: the branch's cash takes what was counted, the
 * courier's cash account gives up what his labels say he holds (`expected`); a short count stays owed by him
 * (`receivable:staff`), an over count goes to the branch's suspense account.
 */
export function courierHandoverEntry({
  handoverId,
  branchId,
  courierId,
  counted,
  expected,
}: {
  handoverId: number;
  branchId: number;
  courierId: number;
  counted: number;
  expected: number;
}): JournalEntryDraft {
  const short = Math.max(0, expected - counted);
  const over = Math.max(0, counted - expected);
  return {
    naturalKey: `courier-handover:${handoverId}`,
    kind: 'cash_handover',
    postings: nonZero([
      { account: ledgerAccounts.branchCash(branchId), amount: counted },
      { account: ledgerAccounts.staffReceivable(courierId), amount: short },
      { account: ledgerAccounts.branchSuspense(branchId), amount: -over },
      { account: ledgerAccounts.courierCash(courierId), amount: -expected },
    ]),
  };
}

/** E10, a merchant paying shipping credit into the bank (a balance below zero is credit paid in advance). */
export function creditPaymentEntry({
  paymentId,
  merchantId,
  bankAccountId,
  amount,
}: {
  paymentId: number;
  merchantId: number;
  bankAccountId: number;
  amount: number;
}): JournalEntryDraft {
  return {
    naturalKey: `credit-payment:${paymentId}`,
    kind: 'credit_payment',
    postings: [
      { account: ledgerAccounts.bank(bankAccountId), amount },
      { account: ledgerAccounts.merchantCredit(merchantId), amount: -amount },
    ],
  };
}

function entryOrNull(entry: JournalEntryDraft): JournalEntryDraft | null {
  return entry.postings.length >= 2 ? entry : null;
}
