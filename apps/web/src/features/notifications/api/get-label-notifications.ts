import { labelNotificationsResponse } from '@waypost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { whileMoving } from '../notifications-model';
import { outboxKeys } from './notification-keys';

/** GET /api/label/{id}/notifications: a label's messages, newest first, for the label page's "Messages" card. */
export function useLabelNotifications(labelId: number) {
  return useQuery(
    queryOptions({
      queryKey: outboxKeys.label(labelId),
      queryFn: async ({ signal }) =>
        (await apiClient.get(`/api/label/${labelId}/notifications`, { schema: labelNotificationsResponse, signal }))
          .data,
      refetchInterval: (current) => whileMoving(current.state.data?.map((row) => row.state)),
    }),
  );
}
