import { labelResponse } from '@waypost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { labelKeys } from './label-keys';

/** GET /api/label/{id}: every field, fee lines, history and the actions this user may take. */
export async function getLabel(id: number, signal?: AbortSignal) {
  return (await apiClient.get(`/api/label/${id}`, { schema: labelResponse, signal })).data;
}

export const labelQueryOptions = (id: number) =>
  queryOptions({ queryKey: labelKeys.detail(id), queryFn: ({ signal }) => getLabel(id, signal) });

export function useLabel(id: number) {
  return useQuery(labelQueryOptions(id));
}
