import { labelBatchResponse } from '@waypost/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { labelKeys } from '../../detail/api/label-keys';

/** GET /api/label/batch?ids=: the labels to print in one request, in the order asked, and the ids not found. */
export async function getLabels(ids: readonly number[], signal?: AbortSignal) {
  return apiClient.get(`/api/label/batch?ids=${ids.join(',')}`, { schema: labelBatchResponse, signal });
}

export const labelBatchQueryOptions = (ids: readonly number[]) =>
  queryOptions({ queryKey: labelKeys.batch(ids), queryFn: ({ signal }) => getLabels(ids, signal) });
