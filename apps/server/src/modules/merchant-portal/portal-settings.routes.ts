import { portalNotificationSettingsRequest, portalNotificationSettingsResponse } from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import { actorOf } from '../../plugins/request-context.js';
import { getPortalNotificationSettings, savePortalNotificationSettings } from './portal-notification-settings.js';

/**
 * The merchant's own settings in the portal (issue 30 §2): which events his receivers are told of. Every member sees
 * them, the owner changes them. (His API keys and webhooks use the staff routes, kept to his merchant by their services.)
 */
export function registerPortalSettingsRoutes(app: AppInstance, deps: { db: Database }): void {
  app.get(
    '/api/merchant-portal/notification-settings',
    {
      config: { access: { permission: 'merchant-portal.view' } },
      schema: { response: { 200: portalNotificationSettingsResponse } },
    },
    (request) => getPortalNotificationSettings({ ...deps, actor: actorOf(request) }),
  );

  app.put(
    '/api/merchant-portal/notification-settings',
    {
      config: { access: { permission: 'merchant-portal.manage' } },
      schema: { body: portalNotificationSettingsRequest, response: { 200: portalNotificationSettingsResponse } },
    },
    (request) => savePortalNotificationSettings({ ...deps, actor: actorOf(request), request: request.body }),
  );
}
