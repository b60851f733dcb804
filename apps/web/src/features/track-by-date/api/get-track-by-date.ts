import { trackByDateResponse, type TrackByDateQuery } from '@waypost/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const trackByDateKeys = {
  all: ['track-by-date'] as const,
  report: (query: TrackByDateQuery) => [...trackByDateKeys.all, query] as const,
};

/** GET /api/track-by-date: a branch's parcel movements per Yangon day, with totals. */
export function useTrackByDate(query: TrackByDateQuery | null) {
  return useQuery(
    queryOptions({
      queryKey: query ? trackByDateKeys.report(query) : trackByDateKeys.all,
      queryFn: ({ signal }) =>
        apiClient.get('/api/track-by-date', { query: { ...query }, schema: trackByDateResponse, signal }),
      enabled: query !== null,
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
}
