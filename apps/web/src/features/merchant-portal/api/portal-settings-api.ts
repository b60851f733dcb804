import { portalNotificationSettingsResponse, type PortalNotificationSettingsRequest } from '@waypost/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const settingsKey = ['merchant-portal', 'notification-settings'] as const;
const path = '/api/merchant-portal/notification-settings';

/** GET /api/merchant-portal/notification-settings: which events the merchant's receivers are told of. */
export function usePortalNotificationSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }) =>
      (await apiClient.get(path, { schema: portalNotificationSettingsResponse, signal })).data,
  });
}

/** PUT /api/merchant-portal/notification-settings (the owner): switches events; answers the settings after. */
export function useSavePortalNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: PortalNotificationSettingsRequest) =>
      (await apiClient.put(path, { body: request, schema: portalNotificationSettingsResponse })).data,
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}
