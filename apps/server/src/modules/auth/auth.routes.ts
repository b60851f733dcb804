import {
  activeAccountResponse,
  sessionCookie,
  sessionUserResponse,
  loginRequest,
  loginResponse,
  reauthRequest,
  switchBranchRequest,
  twoStepDisableRequest,
  twoStepSetupResponse,
  twoStepVerifyRequest,
  twoStepVerifyResponse,
  userIdParams,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import { csrfTokenOf } from '../../lib/csrf.js';
import { actorOf } from '../../plugins/request-context.js';
import type { AuthDeps } from './auth.service.js';
import { disableTwoStep, startTwoStepSetup, verifyTwoStepSetup } from './two-step.js';
import {
  deviceCookie,
  getActiveAccount,
  loginUser,
  logoutSession,
  reauthenticateSession,
  switchUserBranch,
} from './auth.service.js';

export function registerAuthRoutes(app: AppInstance, deps: AuthDeps): void {
  app.post(
    '/api/login',
    { config: { access: 'public' }, schema: { body: loginRequest, response: { 200: loginResponse } } },
    async (request, reply) => {
      const { body, deviceToken, maxAgeSeconds } = await loginUser({
        ...deps,
        userName: request.body.user_name,
        password: request.body.password,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        locale: request.locale,
        deviceToken: request.cookies[deviceCookie.name],
        twoStepCode: request.body.totp_code,
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
      if (!request.body.cookie) return body;
      // The web's session: an HttpOnly cookie no script can read, sent by the browser to /api only; the answer
      // carries the session's CSRF token for the writes instead of the session token.
      reply.setCookie(sessionCookie.name, body.token, {
        path: '/api',
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        maxAge: maxAgeSeconds,
      });
      return { user: body.user, csrf_token: csrfTokenOf(body.token) };
    },
  );

  app.get(
    '/api/active_account',
    { config: { access: { global: true }, beforeTwoStep: true }, schema: { response: { 200: activeAccountResponse } } },
    (request) => ({
      ...getActiveAccount({ ...deps, actor: actorOf(request), locale: request.locale }),
      csrf_token: csrfTokenOf(request.sessionToken!),
    }),
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

  app.post('/api/logout', { config: { access: { global: true }, beforeTwoStep: true } }, async (request, reply) => {
    await logoutSession({ ...deps, actor: actorOf(request) });
    if (request.cookies[sessionCookie.name]) reply.clearCookie(sessionCookie.name, { path: '/api' });
    return reply.code(204).send();
  });

  app.post(
    '/api/auth/totp/setup',
    { config: { access: { global: true }, beforeTwoStep: true }, schema: { response: { 200: twoStepSetupResponse } } },
    (request) => startTwoStepSetup({ ...deps, actor: actorOf(request) }),
  );

  app.post(
    '/api/auth/totp/verify',
    {
      config: { access: { global: true }, beforeTwoStep: true },
      schema: { body: twoStepVerifyRequest, response: { 200: twoStepVerifyResponse } },
    },
    (request) => verifyTwoStepSetup({ ...deps, actor: actorOf(request), code: request.body.code }),
  );

  app.post(
    '/api/auth/totp/disable',
    { config: { access: { global: true } }, schema: { body: twoStepDisableRequest } },
    async (request, reply) => {
      await disableTwoStep({
        ...deps,
        actor: actorOf(request),
        password: request.body.password,
        code: request.body.code,
        ip: request.ip,
      });
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/agent/switch_branch/:userId',
    {
      config: { access: { permission: 'branch.switch' } },
      schema: { params: userIdParams, body: switchBranchRequest, response: { 200: sessionUserResponse } },
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
