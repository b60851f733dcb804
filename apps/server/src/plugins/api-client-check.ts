import { apiClientHeader } from '@waypost/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';

/**
 * Spec §7 "all calls send … a fixed API-token header": every session route (cookie or bearer) wants the deployment's
 * client id in X-Api-Token, and answers 400 API_CLIENT_UNKNOWN (localized) without it or with another. Not a secret:
 * it names the client. Public routes and the API-key public API (/api/v1, whose callers are merchants' systems) do
 * not ask for it. Runs before the access guard, so a stray client learns this before anything about sessions.
 */
export function installApiClientCheck(app: FastifyInstance, clientId: string): void {
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public' || access === 'api-key') return;
    if (request.headers[apiClientHeader] !== clientId) throw new AppError('API_CLIENT_UNKNOWN');
  });
}
