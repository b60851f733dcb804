import { apiKeyCreatedResponse, apiKeyResponse, type ApiKeyCreateRequest } from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { apiKeyKeys } from './api-key-keys';

/** POST /api/api-keys → 201 { id, key, prefix }: the only answer that carries the key. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ApiKeyCreateRequest) =>
      (await apiClient.post('/api/api-keys', { body: request, schema: apiKeyCreatedResponse })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeyKeys.lists() }),
  });
}

/** DELETE /api/api-keys/{id}: the key stops working at once. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await apiClient.delete(`/api/api-keys/${id}`, { schema: apiKeyResponse })).data,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: apiKeyKeys.lists() }),
  });
}
