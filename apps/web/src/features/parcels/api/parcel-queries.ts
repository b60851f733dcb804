import { labelListResponse, labelResponse, type LabelListQuery } from '@waypost/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * Parcels are labels seen by their progress: the same requests and the same cache entries as the label screens
 * (['labels', …]), so a label that moves anywhere refreshes these screens too.
 */
const parcelKeys = {
  lists: () => ['labels', 'list'] as const,
  detail: (id: number) => ['labels', 'detail', id] as const,
};

export function useParcelList(query: LabelListQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...parcelKeys.lists(), query] as const,
      queryFn: ({ signal }) => apiClient.get('/api/label', { query: { ...query }, schema: labelListResponse, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/label/{id}: the parcel with its history. */
export function useParcel(id: number) {
  return useQuery(
    queryOptions({
      queryKey: parcelKeys.detail(id),
      queryFn: async ({ signal }) => (await apiClient.get(`/api/label/${id}`, { schema: labelResponse, signal })).data,
      enabled: Number.isInteger(id) && id > 0,
      retry: false,
    }),
  );
}
