import { assignableStaffResponse } from '@waypost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { deliveryKeys } from './delivery-keys';

/** GET /api/staff/assignable?role=courier: the active couriers of my branch, to give a run to. */
export function useCouriers() {
  return useQuery(
    queryOptions({
      queryKey: deliveryKeys.couriers(),
      queryFn: async ({ signal }) =>
        (
          await apiClient.get('/api/staff/assignable', {
            query: { role: 'courier' },
            schema: assignableStaffResponse,
            signal,
          })
        ).data,
      staleTime: 60_000,
    }),
  );
}
