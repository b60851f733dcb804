import { codLabelDetailResponse } from '@waypost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { codKeys } from './cod-keys';

/** GET /api/cod/{labelId}: a label's COD money trail — terms, state, remittance and every posting. */
export function useCodLabel(labelId: number) {
  return useQuery(
    queryOptions({
      queryKey: codKeys.detail(labelId),
      queryFn: async ({ signal }) =>
        (await apiClient.get(`/api/cod/${labelId}`, { schema: codLabelDetailResponse, signal })).data,
      enabled: Number.isInteger(labelId) && labelId > 0,
      retry: false,
    }),
  );
}
