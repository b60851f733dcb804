import { yangonDayStart, type AgentSettlement } from '@waypost/domain';
import type { AgentSettlementListRow } from './agent-settlements.repository.js';

/** A settlement as the screens show it. */
export function agentSettlementOf({
  settlement,
  issuedBy,
  approvedBy,
  paidBy,
}: AgentSettlementListRow): AgentSettlement {
  return {
    id: settlement.id,
    agent_branch_id: settlement.agentBranchId,
    from: settlement.periodFrom,
    to: settlement.periodTo,
    count: settlement.count,
    amount: settlement.amount,
    state: settlement.state,
    issued_at: settlement.issuedAt.toISOString(),
    issued_by: issuedBy,
    approved_at: settlement.approvedAt?.toISOString() ?? null,
    approved_by: approvedBy,
    paid_at: settlement.paidAt?.toISOString() ?? null,
    paid_by: paidBy,
  };
}

/** A period of Yangon days, both ends included, as UTC instants [start, end). */
export function periodBounds({ from, to }: { from: string; to: string }): { start: Date; end: Date } {
  return { start: yangonDayStart(from), end: new Date(yangonDayStart(to).getTime() + 24 * 60 * 60_000) };
}
