import { defaultLocale, parseLocale, type AccessUser, type Locale, type RouteAccess } from '@waypost/domain';
import type { FastifyInstance } from 'fastify';

/** The signed-in user as services need it: identity, role, branch. */
export interface Actor extends AccessUser {
  id: number;
  sessionId: number;
  companyId: number;
  name: string;
  userName: string;
  allBranches: boolean;
  branchCollectionId: number | null;
}

/** What a route requires: 'public' (no sign-in) or the spec's route access rules (global = any signed-in user). */
export type ApiAccess = 'public' | RouteAccess;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every /api route must declare it; a route without it is refused at start-up (deny by default). */
    access?: ApiAccess;
  }
  interface FastifyRequest {
    locale: Locale;
    actor: Actor | null;
  }
}

/** Reads the request's locale from Accept-Language (mm, en, zh; default mm). */
export function installRequestContext(app: FastifyInstance): void {
  app.decorateRequest('locale', defaultLocale);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    request.locale = parseLocale(request.headers['accept-language']);
  });
}

/** The signed-in actor of a route that requires sign-in (the access hook guarantees it). */
export function actorOf(request: { actor: Actor | null }): Actor {
  if (!request.actor) throw new Error('route declared access without sign-in but asked for the actor');
  return request.actor;
}
