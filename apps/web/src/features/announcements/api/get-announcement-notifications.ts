import { announcementNotificationsResponse } from '@waypost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const announcementKeys = {
  all: ['announcements'] as const,
  navNotifications: () => [...announcementKeys.all, 'nav-notifications'] as const,
};

/** GET /api/announcement/nav/noti — the top bar bell: latest announcements and how many (spec §7: data, total). */
export const announcementNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: announcementKeys.navNotifications(),
    queryFn: ({ signal }) =>
      apiClient.get('/api/announcement/nav/noti', { schema: announcementNotificationsResponse, signal }),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

export function useAnnouncementNotifications() {
  return useQuery(announcementNotificationsQueryOptions());
}
