import { z } from 'zod';
import { agentServiceStates } from '../agents/agent-enums.js';
import { calendarDay } from '../cod/cod-schemas.js';
import { entityId } from '../common/number-schemas.js';
import { paginatedResponse, paginationQuery } from '../common/pagination.js';
import { multiLineText } from '../common/text-schemas.js';
import { agentServiceKinds, agentSettlementStates } from './agent-service-enums.js';

/** GET /api/agent-service?state=&branch_id=&page=: an agent's services (head office: every agent's, or one's). */
export const agentServiceListQuery = paginationQuery.extend({
  state: z.enum(agentServiceStates).optional(),
  branch_id: entityId().optional(),
});
export type AgentServiceListQuery = z.infer<typeof agentServiceListQuery>;

export const agentServiceIdParams = z.object({ id: entityId({ column: 'bigint' }) });

/** POST /api/agent-service/{id}/deny: why the agent will not do it (required). */
export const agentServiceDenyRequest = z.object({ reason: multiLineText({ min: 1, max: 500 }) });
export type AgentServiceDenyRequest = z.infer<typeof agentServiceDenyRequest>;

const branchRef = z.object({ id: z.number().int(), code: z.string(), name_en: z.string(), name_mm: z.string() });
export type AgentBranchRef = z.infer<typeof branchRef>;

export const agentServiceItem = z.object({
  id: z.number().int(),
  kind: z.enum(agentServiceKinds),
  state: z.enum(agentServiceStates),
  label: z.object({
    id: z.number().int(),
    tracking_code: z.string(),
    destination_name: z.string(),
    destination_township: z.string(),
    shipping_fee: z.number().int(),
  }),
  agent_branch: branchRef,
  sent_from_branch: branchRef.nullable(),
  offered_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  deny_reason: z.string().nullable(),
  /** Kyat owed to the agent once confirmed: the fee of the kind plus the agent discount (0 until then). */
  fee: z.number().int(),
  discount: z.number().int(),
  amount: z.number().int(),
  /**
   * What the agent earns (agentServiceEarning): while pending, estimated from the current rate table — what confirming
   * now would owe him; confirmed, what was posted; denied, nothing.
   */
  earning: z.object({
    fee: z.number().int(),
    discount: z.number().int(),
    amount: z.number().int(),
    estimated: z.boolean(),
  }),
  settlement_id: z.number().int().nullable(),
});
export type AgentServiceItem = z.infer<typeof agentServiceItem>;

/**
 * A label's agent services on its page (issue 30 §4): offered to which agent, by which branch, and who confirmed or
 * denied it when (with the reason; denied, the label went back to the sending branch).
 */
export const labelAgentService = agentServiceItem.pick({
  id: true,
  kind: true,
  state: true,
  agent_branch: true,
  sent_from_branch: true,
  offered_at: true,
  decided_at: true,
  decided_by: true,
  deny_reason: true,
});
export type LabelAgentService = z.infer<typeof labelAgentService>;
export const agentServiceListResponse = paginatedResponse(agentServiceItem);
export type AgentServiceListResponse = z.infer<typeof agentServiceListResponse>;
export const agentServiceResponse = z.object({ data: agentServiceItem });
export type AgentServiceResponse = z.infer<typeof agentServiceResponse>;

/** An agent's period (Yangon calendar days, both ends included). */
const period = z
  .object({ from: calendarDay, to: calendarDay })
  .refine((value) => value.from <= value.to, { path: ['to'], message: 'report.periodOrder' });

export const agentBranchParams = z.object({ branchId: entityId() });
/** GET /api/agent/{branchId}/statement?from=&to=: the confirmed services of the period, by their confirmation day. */
export const agentStatementQuery = period;
export type AgentStatementQuery = z.infer<typeof agentStatementQuery>;
/** POST /api/agent/{branchId}/settlement { from, to } (Idempotency-Key): the period's unsettled services, paid once. */
export const agentSettlementIssueRequest = period;
export type AgentSettlementIssueRequest = z.infer<typeof agentSettlementIssueRequest>;

const person = z.object({ id: z.number().int(), name: z.string() }).nullable();
export const agentSettlement = z.object({
  id: z.number().int(),
  agent_branch_id: z.number().int(),
  from: z.string(),
  to: z.string(),
  count: z.number().int(),
  amount: z.number().int(),
  state: z.enum(agentSettlementStates),
  issued_at: z.string(),
  issued_by: person,
  approved_at: z.string().nullable(),
  approved_by: person,
  paid_at: z.string().nullable(),
  paid_by: person,
});
export type AgentSettlement = z.infer<typeof agentSettlement>;
export const agentSettlementResponse = z.object({ data: agentSettlement });
export type AgentSettlementResponse = z.infer<typeof agentSettlementResponse>;
export const agentSettlementIssueResponse = z.object({ id: z.number().int(), amount: z.number().int() });
export type AgentSettlementIssueResponse = z.infer<typeof agentSettlementIssueResponse>;
export const agentSettlementIdParams = z.object({ id: entityId() });

export const agentStatementResponse = z.object({
  agent_branch: branchRef,
  from: z.string(),
  to: z.string(),
  services: z.array(agentServiceItem),
  totals: z.object({
    count: z.number().int(),
    fee: z.number().int(),
    discount: z.number().int(),
    amount: z.number().int(),
    /** Not yet in a settlement: what a new settlement of the period would pay. */
    unsettled_count: z.number().int(),
    unsettled_amount: z.number().int(),
    settled_amount: z.number().int(),
  }),
  /** The agent's settlements, newest first. */
  settlements: z.array(agentSettlement),
});
export type AgentStatementResponse = z.infer<typeof agentStatementResponse>;
