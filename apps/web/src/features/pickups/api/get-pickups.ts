import {
  assignableStaffResponse,
  pickupRequestDetail,
  pickupRequestListResponse,
  type PickupRequestListQuery,
} from '@waypost/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { pickupKeys } from './pickup-keys';

/** GET /api/pickup-request?status=: one page of the pickups the user sees, with each state's count. */
export const pickupListQueryOptions = (query: PickupRequestListQuery) =>
  queryOptions({
    queryKey: pickupKeys.list(query),
    queryFn: ({ signal }) =>
      apiClient.get('/api/pickup-request', { query: { ...query }, schema: pickupRequestListResponse, signal }),
    placeholderData: keepPreviousData,
  });

export function usePickupList(query: PickupRequestListQuery) {
  return useQuery(pickupListQueryOptions(query));
}

/** GET /api/pickup-request/{id}: the pickup with its log, labels and the actions this user may take. */
export function usePickup(id: number) {
  return useQuery({
    queryKey: pickupKeys.detail(id),
    queryFn: ({ signal }) => apiClient.get(`/api/pickup-request/${id}`, { schema: pickupRequestDetail, signal }),
  });
}

/** GET /api/staff/assignable?role=postman: the branch's active postmen, to give a pickup to. */
export function useAssignablePostmen(enabled: boolean) {
  return useQuery({
    queryKey: pickupKeys.postmen(),
    queryFn: ({ signal }) =>
      apiClient.get('/api/staff/assignable', { query: { role: 'postman' }, schema: assignableStaffResponse, signal }),
    enabled,
    staleTime: 60_000,
  });
}
