import { canAccessRoute, sessionCookie, reauthFreshMinutes } from '@waypost/domain';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { AppError } from '../lib/app-error.js';
import type { MultipartForm } from './multipart-form.js';
import { apiDocsPrefix } from './openapi.js';
import type { Actor, ApiAccess, ApiCaller } from './request-context.js';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: ApiAccess | undefined;
  /** The route's request and response schemas (the bad-input test generates requests from them). */
  schema: FastifySchema | undefined;
  /** A route that reads a multipart/form-data body declares its shape (the bad-input test sends such bodies). */
  multipart: MultipartForm | undefined;
}

/**
 * RFC 9470 step-up: what a 401 for a sensitive action answers with, so the web asks for the password again
 * (POST /api/reauth) instead of signing out. Services that decide it from the request body send the same.
 */
export const reauthChallenge = {
  'www-authenticate': `Bearer error="insufficient_user_authentication", error_description="password required", max_age=${reauthFreshMinutes * 60}`,
};

/** Looks up the session behind a bearer token; throws UNAUTHORIZED when there is none. */
export type Authenticate = (token: string, request: FastifyRequest) => Promise<Actor>;
/** Looks up a merchant's API key (and counts the request against its rate limit); throws 401 or 429. */
export type AuthenticateKey = (token: string, request: FastifyRequest) => Promise<{ caller: ApiCaller; actor: Actor }>;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Checks the CSRF token a cookie session's write carries; throws CSRF_REFUSED when it is not the session's. */
export type CheckCsrf = (sessionToken: string, request: FastifyRequest) => Promise<void>;

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Enforces each route's declared access before its handler runs: sign-in, then the spec's access order
 * (canAccessRoute from the domain). Registering an /api route without `config.access` fails at start-up.
 */
export function installAccessGuard(
  app: FastifyInstance,
  authenticate: Authenticate,
  authenticateKey: AuthenticateKey,
  checkCsrf: CheckCsrf,
  /** Roles whose accounts must have 2-step verification on before anything but its set-up (config). */
  twoStepRequiredRoles: readonly string[] = [],
): RegisteredRoute[] {
  const registered: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // The public API's documentation pages (registered by @fastify/swagger-ui, which declares nothing) are public.
    if (route.url.startsWith(apiDocsPrefix) && route.config?.access === undefined) {
      route.config = { ...route.config, access: 'public' };
    }
    const access = route.config?.access;
    const multipart = route.config?.multipart;
    for (const method of methods) registered.push({ method, url: route.url, access, schema: route.schema, multipart });
    if (route.url.startsWith('/api') && access === undefined) {
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no access: every API route must.`);
    }
  });
  // onRequest: sign-in and access are checked before the body is even read.
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (access === undefined) {
      if (request.url.startsWith('/api')) throw new AppError('FORBIDDEN');
      return;
    }
    if (access === 'public') return;
    const bearer = bearerToken(request);
    // The web's session is an HttpOnly cookie (issue 26 §4); API clients send a bearer token.
    const cookie = bearer ? undefined : request.cookies[sessionCookie.name];
    const token = bearer ?? cookie;
    if (!token) throw new AppError('UNAUTHORIZED');
    if (access === 'api-key') {
      if (!bearer) throw new AppError('UNAUTHORIZED');
      // The public API takes merchants' keys only; a key is no session anywhere else (it is not in the sessions).
      const { caller, actor } = await authenticateKey(token, request);
      request.apiCaller = caller;
      request.actor = actor;
      return;
    }
    request.actor = await authenticate(token, request);
    request.sessionToken = token;
    // A browser sends the cookie with any request, a forged one from another site too: writes prove the page is ours.
    if (cookie && !safeMethods.has(request.method)) await checkCsrf(cookie, request);
    const { actor } = request;
    if (
      !request.routeOptions.config.beforeTwoStep &&
      !actor.account.twoStepEnabled &&
      twoStepRequiredRoles.includes(actor.role.slug)
    ) {
      throw new AppError('TWO_STEP_SETUP_REQUIRED');
    }
    if (!canAccessRoute(actor, access)) throw new AppError('FORBIDDEN');
    if (request.routeOptions.config.freshAuth && !actor.recentlyReauthenticated) {
      // RFC 9470 step-up: the web asks for the password (POST /api/reauth) and sends the request again.
      throw new AppError('REAUTH_REQUIRED', { headers: reauthChallenge });
    }
  });
  return registered;
}
