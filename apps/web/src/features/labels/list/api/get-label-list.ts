import { labelListResponse, type LabelListQuery } from '@waypost/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { labelKeys } from '../../detail/api/label-keys';

/** GET /api/label: one page of a tab (or of the search tab) with the search bar's filters. */
export const labelListQueryOptions = (query: LabelListQuery) =>
  queryOptions({
    queryKey: [...labelKeys.lists(), query] as const,
    queryFn: ({ signal }) => apiClient.get('/api/label', { query: { ...query }, schema: labelListResponse, signal }),
    placeholderData: keepPreviousData,
  });

export function useLabelList(query: LabelListQuery) {
  return useQuery(labelListQueryOptions(query));
}

/**
 * The label with exactly this tracking code among those the user may see (the search tab), or null: a scanned code
 * that is not in the tab shown.
 */
export async function findLabelByTrackingCode(code: string) {
  const page = await apiClient.get('/api/label', {
    query: { tab: 'search', tracking_code: code, per_page: 5 },
    schema: labelListResponse,
  });
  return page.data.find((label) => label.tracking_code === code) ?? null;
}
