import {
  profileResponse,
  profileSessionsResponse,
  type PasswordChangeRequest,
  type ProfileUpdateRequest,
} from '@waypost/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { sessionKeys } from '@/lib/auth';

const profileKeys = {
  all: ['profile'] as const,
  details: () => [...profileKeys.all, 'details'] as const,
  sessions: () => [...profileKeys.all, 'sessions'] as const,
};

/** GET /api/profile: the user's name, user name, phone and language. */
export function useProfile() {
  return useQuery({
    queryKey: profileKeys.details(),
    queryFn: async ({ signal }) => (await apiClient.get('/api/profile', { schema: profileResponse, signal })).data,
  });
}

/** PUT /api/profile: the shell's account (his name in the top bar) is asked for again. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ProfileUpdateRequest) =>
      (await apiClient.put('/api/profile', { body: request, schema: profileResponse })).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.details() });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.account() });
    },
  });
}

/** POST /api/profile/password: his other sessions end, so their list is asked for again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PasswordChangeRequest) =>
      apiClient.post<void>('/api/profile/password', { body: request, globalErrorHandling: false }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}

/** GET /api/profile/sessions: where he is signed in, newest use first. */
export function useProfileSessions() {
  return useQuery({
    queryKey: profileKeys.sessions(),
    queryFn: async ({ signal }) =>
      (await apiClient.get('/api/profile/sessions', { schema: profileSessionsResponse, signal })).data,
  });
}

/** DELETE /api/profile/sessions/{id}: that browser is signed out at its next request. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete<void>(`/api/profile/sessions/${id}`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}
