import { announcementListResponse, announcementResponse } from '@waypost/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { announcementKeys } from './get-announcement-notifications';

/** GET /api/announcement?page=: the announcements the user may read, newest first. */
export function useAnnouncements(page: number) {
  return useQuery({
    queryKey: [...announcementKeys.all, 'list', page],
    queryFn: ({ signal }) =>
      apiClient.get('/api/announcement', { query: { page }, schema: announcementListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/announcement/{id}: opening it marks it read, so the bell and the list are asked again. */
export function useAnnouncement(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...announcementKeys.all, 'detail', id],
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get(`/api/announcement/${id}`, { schema: announcementResponse, signal });
      void queryClient.invalidateQueries({ queryKey: announcementKeys.navNotifications() });
      return data;
    },
  });
}
