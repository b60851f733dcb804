import { locationListResponse, type LocationLevel } from '@waypost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { referenceQueryOptions } from '@/lib/reference-cache';

export interface LocationsQuery {
  level?: LocationLevel;
  parentId?: string;
}

export const locationsQueryOptions = ({ level, parentId }: LocationsQuery) =>
  queryOptions({
    queryKey: ['locations', level ?? 'any', parentId ?? null] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/api/locations', {
          query: { level, parent_id: parentId },
          schema: locationListResponse,
          signal,
        })
      ).data,
    // Spec §9: township (and every location) lists are cached for a day, across reloads.
    ...referenceQueryOptions('branchesAndTownships'),
  });

/** GET /api/locations: the children of one place (regions when no parent); off until the parent is chosen. */
export function useLocations(query: LocationsQuery, enabled = true) {
  return useQuery({ ...locationsQueryOptions(query), enabled });
}
