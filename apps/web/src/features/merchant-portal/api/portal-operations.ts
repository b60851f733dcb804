import {
  merchantUserInviteResponse,
  portalLabelDetailResponse,
  portalPickupCreated,
  portalPickupListResponse,
  portalUsersResponse,
  type PortalPickupCreate,
  type PortalUserInviteRequest,
  type PortalUserStatusRequest,
} from '@waypost/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Everything the portal reads is under this key (api/merchant-portal.ts). */
const portalRoot = ['merchant-portal'] as const;
const pickupsKey = [...portalRoot, 'pickups'] as const;
const usersKey = [...portalRoot, 'users'] as const;

/** GET /api/merchant-portal/label/{id}: one of the merchant's labels with its steps (another merchant's is a 404). */
export function usePortalLabel(id: number) {
  return useQuery({
    queryKey: [...portalRoot, 'label', id],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`/api/merchant-portal/label/${id}`, {
          schema: portalLabelDetailResponse,
          signal,
          globalErrorHandling: false,
        })
      ).data,
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** GET /api/merchant-portal/pickup?page=: the merchant's pickup requests, newest first. */
export function usePortalPickups(page: number) {
  return useQuery({
    queryKey: [...pickupsKey, page],
    queryFn: ({ signal }) =>
      apiClient.get('/api/merchant-portal/pickup', { query: { page }, schema: portalPickupListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The form's body: the count may still be typed text, which the server reads as the domain does. */
export type PortalPickupBody = Omit<PortalPickupCreate, 'counts' | 'weight'> & { counts: number | string };

/** POST /api/merchant-portal/pickup → 201 (once per Idempotency-Key); 422 with field errors. */
export function useCreatePortalPickup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PortalPickupBody; idempotencyKey: string }) =>
      apiClient.post('/api/merchant-portal/pickup', {
        body,
        schema: portalPickupCreated,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: pickupsKey }),
  });
}

/** GET /api/merchant-portal/users: the owner's merchant's members. */
export function usePortalUsers() {
  return useQuery({
    queryKey: usersKey,
    queryFn: ({ signal }) => apiClient.get('/api/merchant-portal/users', { schema: portalUsersResponse, signal }),
  });
}

/** POST /api/merchant-portal/users: invites a clerk; the answer's link is shown once. */
export function useInvitePortalUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<PortalUserInviteRequest, 'email'> & { email?: string }) =>
      apiClient.post('/api/merchant-portal/users', { body, schema: merchantUserInviteResponse }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

/** POST /api/merchant-portal/users/{id}/invite: a new link for a clerk. */
export function useReinvitePortalUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      apiClient.post(`/api/merchant-portal/users/${userId}/invite`, { body: {}, schema: merchantUserInviteResponse }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

/** POST /api/merchant-portal/users/{id}/status: disables a clerk or lets him back. */
export function usePortalUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, status }: { userId: number } & PortalUserStatusRequest) =>
      apiClient.post(`/api/merchant-portal/users/${userId}/status`, {
        body: { status },
        schema: portalUsersResponse,
      }),
    onSuccess: (users) => queryClient.setQueryData(usersKey, users),
  });
}
