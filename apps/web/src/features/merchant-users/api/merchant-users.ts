import {
  inviteAcceptResponse,
  inviteDetailsResponse,
  merchantUserInviteResponse,
  merchantUsersResponse,
  type MerchantUserInviteRequest,
} from '@waypost/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const merchantUserKeys = {
  members: (merchantId: number) => ['merchant-users', merchantId] as const,
  invite: (token: string) => ['invite', token] as const,
};

/** GET /api/merchant/{id}/users: the merchant's accounts. */
export function useMerchantUsers(merchantId: number) {
  return useQuery({
    queryKey: merchantUserKeys.members(merchantId),
    queryFn: async ({ signal }) =>
      (await apiClient.get(`/api/merchant/${merchantId}/users`, { schema: merchantUsersResponse, signal })).data,
  });
}

/** POST /api/merchant/{id}/users: the answer's link is shown once. */
export function useInviteMerchantUser(merchantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: MerchantUserInviteRequest) =>
      apiClient.post(`/api/merchant/${merchantId}/users`, {
        body: request,
        schema: merchantUserInviteResponse,
        globalErrorHandling: false,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: merchantUserKeys.members(merchantId) }),
  });
}

/** POST /api/merchant/{id}/users/{userId}/invite: a new link (the earlier ones stop working). */
export function useReinviteMerchantUser(merchantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      apiClient.post(`/api/merchant/${merchantId}/users/${userId}/invite`, { schema: merchantUserInviteResponse }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: merchantUserKeys.members(merchantId) }),
  });
}

/** GET /api/invite/{token} (no sign-in): whom the link is for; 410 once used. */
export function useInvite(token: string) {
  return useQuery({
    queryKey: merchantUserKeys.invite(token),
    queryFn: ({ signal }) =>
      apiClient.get(`/api/invite/${token}`, { schema: inviteDetailsResponse, signal, globalErrorHandling: false }),
    retry: false,
  });
}

/** POST /api/invite/{token}: the member's password. */
export function useAcceptInvite(token: string) {
  return useMutation({
    mutationFn: (request: { password: string; confirm_password: string }) =>
      apiClient.post(`/api/invite/${token}`, {
        body: request,
        schema: inviteAcceptResponse,
        globalErrorHandling: false,
      }),
  });
}
