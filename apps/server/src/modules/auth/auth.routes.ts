import {
  activeAccountResponse,
  loginRequest,
  loginResponse,
  reauthRequest,
  switchBranchRequest,
  userIdParams,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import { actorOf } from '../../plugins/request-context.js';
import type { AuthDeps } from './auth.service.js';
import { deviceCookie, getActiveAccount, loginUser, logoutSession, reauthenticateSession, switchUserBranch } from './auth.service.js';

export function registerAuthRoutes(app: AppInstance, deps: AuthDeps): void {
  app.post(
    '/api/login',
    { config: { access: 'public' }, schema: { body: loginRequest, response: { 200: loginResponse } } },
    async (request, reply) => {
      const { body, deviceToken } = await loginUser({
        ...deps,
        userName: request.body.user_name,
        password: request.body.password,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        locale: request.locale,
        deviceToken: request.cookies[deviceCookie.name],
      });
      if (deviceToken) {
        // HttpOnly: no script reads it; sent back only to sign-in (issue 26 §4).
        reply.setCookie(deviceCookie.name, deviceToken, {
          path: '/api/login',
          httpOnly: true,
          sameSite: 'strict',
          secure: request.protocol === 'https',
          maxAge: deviceCookie.maxAgeSeconds,
        });
      }
      return body;
    },
  );

  app.get(
    '/api/active_account',
    { config: { access: { global: true } }, schema: { response: { 200: activeAccountResponse } } },
    (request) => getActiveAccount({ ...deps, actor: actorOf(request), locale: request.locale }),
  );

  app.post(
    '/api/reauth',
    { config: { access: { global: true } }, schema: { body: reauthRequest } },
    async (request, reply) => {
      await reauthenticateSession({
        ...deps,
        actor: actorOf(request),
        password: request.body.password,
        ip: request.ip,
      });
      return reply.code(204).send();
    },
  );

  app.post('/api/logout', { config: { access: { global: true } } }, async (request, reply) => {
    await logoutSession({ ...deps, actor: actorOf(request) });
    return reply.code(204).send();
  });

  app.post(
    '/api/agent/switch_branch/:userId',
    {
      config: { access: { permission: 'branch.switch' } },
      schema: { params: userIdParams, body: switchBranchRequest, response: { 200: activeAccountResponse } },
    },
    (request) =>
      switchUserBranch({
        ...deps,
        actor: actorOf(request),
        userId: request.params.userId,
        branchId: request.body.branch_id,
        locale: request.locale,
      }),
  );
}
