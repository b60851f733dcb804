import { agentListResponse, type AgentListQuery } from '@waypost/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { agentKeys } from './agent-keys';

export const agentsQueryOptions = (query: AgentListQuery) =>
  queryOptions({
    queryKey: agentKeys.list(query),
    // The spec's call: its path with the slash before the query, and only the page (9 rows a page, spec §9).
    queryFn: ({ signal }) =>
      apiClient.get('/api/agent/', { query: { page: query.page }, schema: agentListResponse, signal }),
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** GET /api/agent/?page=: one page of the people working at the company's agent branches, by branch. */
export function useAgents(query: AgentListQuery) {
  return useQuery(agentsQueryOptions(query));
}
