import {
  announcementIdParams,
  announcementListQuery,
  announcementListResponse,
  announcementNotificationsResponse,
  announcementRequest,
  announcementResponse,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { idempotencyKeyHeaders } from '../../lib/idempotency.js';
import { actorOf } from '../../plugins/request-context.js';
import { getAnnouncementNotifications, markAnnouncementRead } from './announcements.service.js';
import {
  createAnnouncement,
  deleteAnnouncement,
  getAnnouncement,
  listAnnouncements,
  updateAnnouncement,
} from './manage-announcements.js';

const readers = { permission: 'announcement.view' } as const;
const managers = { permission: 'announcement.manage' } as const;

export function registerAnnouncementRoutes(app: AppInstance, deps: { db: Database; clock: Clock }): void {
  app.get(
    '/api/announcement',
    {
      config: { access: readers },
      schema: { querystring: announcementListQuery, response: { 200: announcementListResponse } },
    },
    (request) => listAnnouncements({ ...deps, actor: actorOf(request), query: request.query }),
  );
  app.get(
    '/api/announcement/:id',
    { config: { access: readers }, schema: { params: announcementIdParams, response: { 200: announcementResponse } } },
    (request) => getAnnouncement({ ...deps, actor: actorOf(request), id: request.params.id }),
  );
  app.post(
    '/api/announcement',
    {
      config: { access: managers },
      schema: { body: announcementRequest, headers: idempotencyKeyHeaders, response: { 201: announcementResponse } },
    },
    async (request, reply) =>
      reply.code(201).send(
        await createAnnouncement({
          ...deps,
          actor: actorOf(request),
          request: request.body,
          idempotencyKey: request.headers['idempotency-key'],
        }),
      ),
  );
  app.put(
    '/api/announcement/:id',
    {
      config: { access: managers },
      schema: { params: announcementIdParams, body: announcementRequest, response: { 200: announcementResponse } },
    },
    (request) => updateAnnouncement({ ...deps, actor: actorOf(request), id: request.params.id, request: request.body }),
  );
  app.delete(
    '/api/announcement/:id',
    { config: { access: managers }, schema: { params: announcementIdParams } },
    async (request, reply) => {
      await deleteAnnouncement({ ...deps, actor: actorOf(request), id: request.params.id });
      return reply.code(204).send();
    },
  );
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
