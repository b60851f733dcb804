import { announcementResponse, type AnnouncementRequest } from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { announcementKeys } from './get-announcement-notifications';

/** POST /api/announcement, or PUT /api/announcement/{id} with an id. */
export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, request }: { id?: number; request: AnnouncementRequest }) =>
      (
        await (id === undefined
          ? apiClient.post('/api/announcement', { body: request, schema: announcementResponse })
          : apiClient.put(`/api/announcement/${id}`, { body: request, schema: announcementResponse }))
      ).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}

/** DELETE /api/announcement/{id}. */
export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete<void>(`/api/announcement/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
