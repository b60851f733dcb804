/**
 * What an agent branch is asked to do for a label (issue 30 §4): take it in at its counter (`accept`), hand it to the
 * receiver (`deliver`), or both when the same agent is the label's accepting and delivering branch (`full_service`).
 * i18n: `agentServiceKind.*`.
 */
export const agentServiceKinds = ['accept', 'deliver', 'full_service'] as const;
export type AgentServiceKind = (typeof agentServiceKinds)[number];

/**
 * An agent statement's settlement, as a clearance batch: issued by finance, approved by a second person (password
 * typed again), paid out once. i18n: `agentSettlementState.*`.
 */
export const agentSettlementStates = ['issued', 'approved', 'paid'] as const;
export type AgentSettlementState = (typeof agentSettlementStates)[number];
