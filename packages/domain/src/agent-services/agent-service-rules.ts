import type { FeeLine } from '../fees/quote-label.js';
import { agentRatesOf } from '../fees/rate-table.js';
import { ledgerAccounts, type JournalEntryDraft } from '../ledger/ledger-entries.js';
import type { AgentServiceState } from '../agents/agent-enums.js';
import type { AgentServiceKind } from './agent-service-enums.js';

/** A service to offer an agent branch for one label. */
export interface AgentServiceOffer {
  agentBranchId: number;
  kind: AgentServiceKind;
  /** The company branch the label goes back to when the agent denies it (null: none — both ends are the agent). */
  sentFromBranchId: number | null;
}

/**
 * The services a label brings its agent branches (issue 30 §4). A label whose accepting and delivering branch are the
 * same agent is one full service; otherwise each agent end is its own service, and the branch that sent it is the
 * label's other end (for a delivery: the accepting branch; for an acceptance: the delivering branch) — unless that
 * is an agent too, when no company branch sent it.
 */
export function agentServiceOffers({
  acceptBranchId,
  deliverBranchId,
  agentBranchIds,
}: {
  acceptBranchId: number;
  deliverBranchId: number;
  /** Which of the two are agent-type branches. */
  agentBranchIds: readonly number[];
}): AgentServiceOffer[] {
  const acceptAgent = agentBranchIds.includes(acceptBranchId);
  const deliverAgent = agentBranchIds.includes(deliverBranchId);
  if (acceptAgent && acceptBranchId === deliverBranchId) {
    return [{ agentBranchId: acceptBranchId, kind: 'full_service', sentFromBranchId: null }];
  }
  const offers: AgentServiceOffer[] = [];
  if (acceptAgent) {
    offers.push({
      agentBranchId: acceptBranchId,
      kind: 'accept',
      sentFromBranchId: deliverAgent ? null : deliverBranchId,
    });
  }
  if (deliverAgent) {
    offers.push({
      agentBranchId: deliverBranchId,
      kind: 'deliver',
      sentFromBranchId: acceptAgent ? null : acceptBranchId,
    });
  }
  return offers;
}

/**
 * The branch fields of a label whose agent denied the service: the side the agent was to serve goes back to the
 * branch that sent it (a denied delivery is delivered, or redirected, by the sending branch; a denied acceptance
 * is taken in by it). Null when nothing moves (no company branch sent it).
 */
export function deniedLabelBranches(
  kind: AgentServiceKind,
  sentFromBranchId: number | null,
): { acceptBranchId?: number; deliverBranchId?: number } | null {
  if (sentFromBranchId === null) return null;
  switch (kind) {
    case 'accept':
      return { acceptBranchId: sentFromBranchId };
    case 'deliver':
      return { deliverBranchId: sentFromBranchId };
    case 'full_service':
      return { acceptBranchId: sentFromBranchId, deliverBranchId: sentFromBranchId };
  }
}

const feeOfKind = { accept: 'agent_accept_fee', deliver: 'agent_deliver_fee', full_service: 'agent_full_service_fee' };

/**
 * What the company owes an agent for a confirmed service (issue 30 §4), from the rate table: the flat fee of its
 * kind, and — when the agent took the parcel in at its counter (accept, full service) — the agent discount: the
 * rate table's percent of the label's shipping fee, the agent's trade discount on what it sold. Whole kyat, rounded
 * down.
 */
export function agentServiceFees({
  kind,
  shippingFee,
  rates,
}: {
  kind: AgentServiceKind;
  shippingFee: number;
  /** The rate table as stored (tables stored before agent fees existed read the defaults). */
  rates: unknown;
}): { lines: FeeLine[]; fee: number; discount: number; amount: number } {
  const { agent_fees: fees, agent_discount_percent: percent } = agentRatesOf(rates);
  const fee = fees[kind];
  const discount = kind === 'deliver' ? 0 : Math.floor((Math.max(0, shippingFee) * percent) / 100);
  const lines: FeeLine[] = [{ code: feeOfKind[kind] as FeeLine['code'], amount: fee }];
  if (discount > 0) lines.push({ code: 'agent_discount', amount: discount });
  return { lines, fee, discount, amount: fee + discount };
}

/**
 * What the agent earns for a service, as his list shows it (issue 30 §4): while pending, what confirming it now would
 * owe him — the same agentServiceFees confirm posts, from the current rate table; once confirmed, what was posted;
 * denied, nothing.
 */
export function agentServiceEarning({
  state,
  kind,
  shippingFee,
  rates,
  posted,
}: {
  state: AgentServiceState;
  kind: AgentServiceKind;
  shippingFee: number;
  rates: unknown;
  /** The amounts stored on the service (set on confirm). */
  posted: { fee: number; discount: number; amount: number };
}): { fee: number; discount: number; amount: number; estimated: boolean } {
  switch (state) {
    case 'pending': {
      const { fee, discount, amount } = agentServiceFees({ kind, shippingFee, rates });
      return { fee, discount, amount, estimated: true };
    }
    case 'confirm':
      return { ...posted, estimated: false };
    case 'denied':
      return { fee: 0, discount: 0, amount: 0, estimated: false };
  }
}

/** A confirmed service: its fees are the agent branch's expense, owed to the agent until a settlement pays it. */
export function agentServiceConfirmEntry({
  serviceId,
  agentBranchId,
  amount,
}: {
  serviceId: number;
  agentBranchId: number;
  amount: number;
}): JournalEntryDraft | null {
  if (amount <= 0) return null;
  return {
    naturalKey: `agent-service:${serviceId}`,
    kind: 'agent_service_confirm',
    postings: [
      { account: ledgerAccounts.expense('agent_fee', agentBranchId), amount },
      { account: ledgerAccounts.agentPayable(agentBranchId), amount: -amount },
    ],
  };
}

/** A settlement paid out: the agent's payable is cleared from the company's bank account. */
export function agentSettlementPayEntry({
  settlementId,
  agentBranchId,
  bankAccountId,
  amount,
}: {
  settlementId: number;
  agentBranchId: number;
  bankAccountId: number;
  amount: number;
}): JournalEntryDraft | null {
  if (amount <= 0) return null;
  return {
    naturalKey: `agent-settlement:${settlementId}`,
    kind: 'agent_settlement_pay',
    postings: [
      { account: ledgerAccounts.agentPayable(agentBranchId), amount },
      { account: ledgerAccounts.bank(bankAccountId), amount: -amount },
    ],
  };
}
