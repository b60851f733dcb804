/** States of an agent service request (spec §4). i18n: `agentServiceState.*`. */
export const agentServiceStates = ['pending', 'confirm', 'denied'] as const;
export type AgentServiceState = (typeof agentServiceStates)[number];
