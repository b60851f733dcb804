import type { AgentServiceItem } from '@waypost/domain';
import type { AgentServiceListRow } from './agent-services.repository.js';

const branchOf = (branch: { id: number; code: string; nameEn: string; nameMm: string }) => ({
  id: branch.id,
  code: branch.code,
  name_en: branch.nameEn,
  name_mm: branch.nameMm,
});

/** A service as lists and statements show it. */
export function agentServiceItemOf({
  service,
  label,
  agentBranch,
  sentFromBranch,
  decidedBy,
}: AgentServiceListRow): AgentServiceItem {
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
    settlement_id: service.settlementId,
  };
}
