import { announcementResponse, type AnnouncementRequest } from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { announcementKeys } from './get-announcement-notifications';

export type SaveAnnouncementVariables =
  | {
      id?: undefined;
      request: AnnouncementRequest;
      /** The same key for the same submission: a double click or a retry answers the first one, never writes two. */
      idempotencyKey: string;
    }
  | { id: number; request: AnnouncementRequest };

/** POST /api/announcement, or PUT /api/announcement/{id} with an id (a PUT done twice changes nothing more). */
export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: SaveAnnouncementVariables) =>
      (
        await (variables.id === undefined
          ? apiClient.post('/api/announcement', {
              body: variables.request,
              schema: announcementResponse,
              headers: { 'Idempotency-Key': variables.idempotencyKey },
            })
          : apiClient.put(`/api/announcement/${variables.id}`, {
              body: variables.request,
              schema: announcementResponse,
            }))
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
