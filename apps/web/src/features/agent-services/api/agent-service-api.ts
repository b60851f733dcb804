import {
  agentServiceListResponse,
  agentServiceResponse,
  agentSettlementIssueResponse,
  agentSettlementResponse,
  agentStatementResponse,
  type AgentServiceState,
} from '@waypost/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

type WithReauth = <T>(request: () => Promise<T>) => Promise<T>;

/** Cache keys of agent services (issue 30 §4); every decision or settlement invalidates `all`. */
export const agentServiceKeys = {
  all: ['agent-services'] as const,
  list: (query: { state: AgentServiceState | undefined; page: number }) =>
    [...agentServiceKeys.all, 'list', query] as const,
  statement: (branchId: number, from: string, to: string) =>
    [...agentServiceKeys.all, 'statement', branchId, from, to] as const,
};

function useInvalidateAgentServices() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: agentServiceKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['labels'] });
  };
}

/** GET /api/agent-service?state=&page=: the services offered to the user's agent branch (head office: every one). */
export function useAgentServices(query: { state: AgentServiceState | undefined; page: number }) {
  return useQuery(
    queryOptions({
      queryKey: agentServiceKeys.list(query),
      queryFn: ({ signal }) =>
        apiClient.get('/api/agent-service', {
          query: { page: query.page, ...(query.state ? { state: query.state } : {}) },
          schema: agentServiceListResponse,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** POST /api/agent-service/{id}/confirm | deny { reason }: the agent's decision. */
export function useDecideAgentService() {
  const invalidate = useInvalidateAgentServices();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: 'confirm' | 'deny'; reason?: string }) =>
      apiClient.post(`/api/agent-service/${id}/${decision}`, {
        ...(decision === 'deny' ? { body: { reason } } : {}),
        schema: agentServiceResponse,
        globalErrorHandling: false,
      }),
    onSettled: invalidate,
  });
}

/** GET /api/agent/{branchId}/statement?from=&to=: the agent's confirmed services of the period and settlements. */
export function useAgentStatement(branchId: number | undefined, from: string, to: string) {
  return useQuery(
    queryOptions({
      queryKey: agentServiceKeys.statement(branchId ?? 0, from, to),
      queryFn: ({ signal }) =>
        apiClient.get(`/api/agent/${branchId}/statement`, {
          query: { from, to },
          schema: agentStatementResponse,
          signal,
        }),
      enabled: branchId !== undefined,
    }),
  );
}

/** POST /api/agent/{branchId}/settlement { from, to } (Idempotency-Key): the period's unsettled services, once. */
export function useIssueAgentSettlement() {
  const invalidate = useInvalidateAgentServices();
  return useMutation({
    mutationFn: ({
      branchId,
      from,
      to,
      idempotencyKey,
    }: {
      branchId: number;
      from: string;
      to: string;
      idempotencyKey: string;
    }) =>
      apiClient.post(`/api/agent/${branchId}/settlement`, {
        body: { from, to },
        schema: agentSettlementIssueResponse,
        headers: { 'Idempotency-Key': idempotencyKey },
        globalErrorHandling: false,
      }),
    onSuccess: invalidate,
  });
}

/** POST /api/agent-settlement/{id}/approve | pay (password typed again). */
export function useAgentSettlementStep(withReauth: WithReauth) {
  const invalidate = useInvalidateAgentServices();
  return useMutation({
    mutationFn: ({ id, step }: { id: number; step: 'approve' | 'pay' }) =>
      withReauth(() =>
        apiClient.post(`/api/agent-settlement/${id}/${step}`, {
          schema: agentSettlementResponse,
          globalErrorHandling: false,
        }),
      ),
    onSettled: invalidate,
  });
}
