import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { announcementKeys } from './get-announcement-notifications';

/** POST /api/announcement/{id}/read: the bell then counts it no more. */
export function markAnnouncementRead(id: number) {
  return apiClient.post<void>(`/api/announcement/${id}/read`);
}

export function useMarkAnnouncementRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAnnouncementRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
