import {
  passwordChangeRequest,
  profileLocaleRequest,
  profileResponse,
  profileSessionParams,
  profileSessionsResponse,
  profileUpdateRequest,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Config } from '../../config.js';
import { actorOf } from '../../plugins/request-context.js';
import {
  changeOwnPassword,
  endOwnSession,
  getProfile,
  listOwnSessions,
  updateProfile,
  updateProfileLocale,
} from './profile.service.js';

/** The signed-in user's own profile: every signed-in user, about himself only. */
export function registerProfileRoutes(app: AppInstance, deps: { db: Database; config: Config; clock: Clock }): void {
  const own = { access: { global: true } } as const;
  app.get('/api/profile', { config: own, schema: { response: { 200: profileResponse } } }, async (request) => ({
    data: await getProfile({ ...deps, actor: actorOf(request) }),
  }));
  app.put(
    '/api/profile',
    { config: own, schema: { body: profileUpdateRequest, response: { 200: profileResponse } } },
    async (request) => ({ data: await updateProfile({ ...deps, actor: actorOf(request), body: request.body }) }),
  );
  app.put('/api/profile/locale', { config: own, schema: { body: profileLocaleRequest } }, async (request, reply) => {
    await updateProfileLocale({ ...deps, actor: actorOf(request), body: request.body });
    return reply.code(204).send();
  });
  app.post(
    '/api/profile/password',
    { config: own, schema: { body: passwordChangeRequest } },
    async (request, reply) => {
      await changeOwnPassword({ ...deps, actor: actorOf(request), body: request.body, ip: request.ip });
      return reply.code(204).send();
    },
  );
  app.get(
    '/api/profile/sessions',
    { config: own, schema: { response: { 200: profileSessionsResponse } } },
    async (request) => ({ data: await listOwnSessions({ ...deps, actor: actorOf(request) }) }),
  );
  app.delete(
    '/api/profile/sessions/:id',
    { config: own, schema: { params: profileSessionParams } },
    async (request, reply) => {
      await endOwnSession({ ...deps, actor: actorOf(request), id: request.params.id });
      return reply.code(204).send();
    },
  );
}
