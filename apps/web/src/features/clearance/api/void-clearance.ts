import { clearanceResponse } from '@waypost/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useBatchChanged } from './use-batch-changed';

type WithReauth = <T>(request: () => Promise<T>) => Promise<T>;

/** POST /api/cod-clearance/{id}/void (password typed again): the batch is reversed and its labels freed. */
async function voidClearance(id: number) {
  return (await apiClient.post(`/api/cod-clearance/${id}/void`, { schema: clearanceResponse })).data;
}

export function useVoidClearance(withReauth: WithReauth) {
  const changed = useBatchChanged();
  return useMutation({ mutationFn: (id: number) => withReauth(() => voidClearance(id)), onSuccess: changed });
}
