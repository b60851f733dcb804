import { pickupDenialNotiResponse, pickupDenialReadResponse } from '@waypost/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { pickupKeys } from './pickup-keys';

/** GET /api/pickup-request/deny/nav/pickup-noti: the postmen's denials the branch has not read (the bell). */
export function usePickupDenials(enabled: boolean) {
  return useQuery({
    queryKey: pickupKeys.denials(),
    queryFn: ({ signal }) =>
      apiClient.get('/api/pickup-request/deny/nav/pickup-noti', { schema: pickupDenialNotiResponse, signal }),
    enabled,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

/** POST /api/pickup-request/deny/read: the denials shown are read; the bell counts them no more. */
export function useMarkPickupDenialsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiClient.post('/api/pickup-request/deny/read', { body: { ids }, schema: pickupDenialReadResponse }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: pickupKeys.denials() }),
  });
}
