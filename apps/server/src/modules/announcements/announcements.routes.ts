import { announcementIdParams, announcementNotificationsResponse } from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import { actorOf } from '../../plugins/request-context.js';
import { getAnnouncementNotifications, markAnnouncementRead } from './announcements.service.js';

export function registerAnnouncementRoutes(app: AppInstance, deps: { db: Database }): void {
  app.get(
    '/api/announcement/nav/noti',
    { config: { access: { global: true } }, schema: { response: { 200: announcementNotificationsResponse } } },
    (request) => getAnnouncementNotifications({ ...deps, actor: actorOf(request) }),
  );
  app.post(
    '/api/announcement/:id/read',
    { config: { access: { permission: 'announcement.view' } }, schema: { params: announcementIdParams } },
    async (request, reply) => {
      await markAnnouncementRead({ ...deps, actor: actorOf(request), id: request.params.id });
      return reply.code(204).send();
    },
  );
}
