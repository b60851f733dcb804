import { tillCloseListResponse, tillResponse, type TillCloseListQuery, type TillQuery } from '@waypost/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { tillKeys } from './till-keys';

/** GET /api/finance/till: a branch's cash position for a day. */
export function useTill(query: TillQuery, enabled = true) {
  return useQuery({
    queryKey: tillKeys.day(query),
    queryFn: ({ signal }) => apiClient.get('/api/finance/till', { query: { ...query }, schema: tillResponse, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/finance/till/closes: the closes of every branch (head office) or of one's own. */
export function useTillCloses(query: TillCloseListQuery) {
  return useQuery({
    queryKey: tillKeys.closes(query),
    queryFn: ({ signal }) =>
      apiClient.get('/api/finance/till/closes', { query: { ...query }, schema: tillCloseListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}
