import type { AgentListQuery } from '@waypost/domain';

/** Cache keys of the agent list, from one factory. */
export const agentKeys = {
  all: ['agents'] as const,
  lists: () => [...agentKeys.all, 'list'] as const,
  list: (query: AgentListQuery) => [...agentKeys.lists(), query] as const,
};
