import {
  preprintDetailResponse,
  preprintIdParams,
  preprintIssueRequest,
  preprintIssueResponse,
  preprintListQuery,
  preprintListResponse,
  preprintSheetResponse,
  preprintVoidResponse,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import { idempotencyKeyHeaders } from '../../lib/idempotency.js';
import { actorOf } from '../../plugins/request-context.js';
import { issuePreprints } from './issue-preprints.js';
import type { PreprintDeps } from './preprint-access.js';
import { getPreprint, getPreprintSheet, listPreprints } from './read-preprints.js';
import { voidPreprints } from './void-preprints.js';

/**
 * Preprinted labels (issue 30 §3): issue a merchant a range of codes, list ranges, read one, print its sheet, void
 * what is left of it. A label takes a code through POST /api/label's `preprint_code`.
 */
export function registerPreprintRoutes(app: AppInstance, deps: PreprintDeps): void {
  // Supervisors and above at a branch; head office (all branches) reads every branch's ranges.
  const access = { access: { permission: 'preprint.issue' } } as const;

  app.post(
    '/api/preprint',
    {
      config: { access: { permission: 'preprint.issue', hasBranch: true } },
      schema: { body: preprintIssueRequest, headers: idempotencyKeyHeaders, response: { 201: preprintIssueResponse } },
    },
    async (request, reply) => {
      const answer = await issuePreprints({
        ...deps,
        actor: actorOf(request),
        request: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(answer.status as 201).send(answer.body);
    },
  );

  app.get(
    '/api/preprint',
    { config: access, schema: { querystring: preprintListQuery, response: { 200: preprintListResponse } } },
    (request) => listPreprints({ ...deps, actor: actorOf(request), query: request.query }),
  );

  app.get(
    '/api/preprint/:id',
    { config: access, schema: { params: preprintIdParams, response: { 200: preprintDetailResponse } } },
    (request) => getPreprint({ ...deps, actor: actorOf(request), id: request.params.id }),
  );

  app.get(
    '/api/preprint/:id/sheet',
    { config: access, schema: { params: preprintIdParams, response: { 200: preprintSheetResponse } } },
    (request) => getPreprintSheet({ ...deps, actor: actorOf(request), id: request.params.id }),
  );

  app.post(
    '/api/preprint/:id/void',
    { config: access, schema: { params: preprintIdParams, response: { 200: preprintVoidResponse } } },
    (request) => voidPreprints({ ...deps, actor: actorOf(request), id: request.params.id }),
  );
}
