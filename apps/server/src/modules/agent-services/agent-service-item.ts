import { agentServiceEarning, type AgentServiceItem, type LabelAgentService } from '@waypost/domain';
import type { AgentServiceListRow } from './agent-services.repository.js';

const branchOf = (branch: { id: number; code: string; nameEn: string; nameMm: string }) => ({
  id: branch.id,
  code: branch.code,
  name_en: branch.nameEn,
  name_mm: branch.nameMm,
});

/**
 * A service as lists and statements show it; `rates` (the company's active rate table as stored) estimates what a
 * pending one would earn the agent (left out: the defaults — for answers that show decided services only).
 */
export function agentServiceItemOf(
  { service, label, agentBranch, sentFromBranch, decidedBy }: AgentServiceListRow,
  rates?: unknown,
): AgentServiceItem {
  return {
    id: service.id,
    kind: service.kind,
    state: service.state,
    label: {
      id: label.id,
      tracking_code: label.trackingCode,
      destination_name: label.destinationName,
      destination_township: label.destinationTownship,
      shipping_fee: label.shippingFee,
    },
    agent_branch: branchOf(agentBranch),
    sent_from_branch: sentFromBranch ? branchOf(sentFromBranch) : null,
    offered_at: service.offeredAt.toISOString(),
    decided_at: service.decidedAt?.toISOString() ?? null,
    decided_by: decidedBy,
    deny_reason: service.denyReason,
    fee: service.fee,
    discount: service.discount,
    amount: service.amount,
    earning: agentServiceEarning({
      state: service.state,
      kind: service.kind,
      shippingFee: label.shippingFee,
      rates,
      posted: { fee: service.fee, discount: service.discount, amount: service.amount },
    }),
    settlement_id: service.settlementId,
  };
}

/** A label's service as its page shows it: who decided it, when, and why it was denied. */
export function labelAgentServiceOf(row: AgentServiceListRow): LabelAgentService {
  const { id, kind, state, agent_branch, sent_from_branch, offered_at, decided_at, decided_by, deny_reason } =
    agentServiceItemOf(row);
  return { id, kind, state, agent_branch, sent_from_branch, offered_at, decided_at, decided_by, deny_reason };
}
