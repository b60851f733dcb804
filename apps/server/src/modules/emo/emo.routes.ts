import {
  emoBookRequest,
  emoBookResponse,
  emoIdParams,
  emoListQuery,
  emoListResponse,
  emoPayRequest,
  emoRefundRequest,
  emoResponse,
  emoSettingsRequest,
  emoSettingsResponse,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import { idempotencyKeyHeaders } from '../../lib/idempotency.js';
import { actorOf } from '../../plugins/request-context.js';
import { bookEmo } from './book-emo.js';
import type { EmoDeps } from './emo-access.js';
import { approveEmoPayout, cancelEmo, payEmo, refundEmo, unlockEmo } from './pay-emo.js';
import { getEmo, getEmoSettings, listEmos, setEmoSettings } from './read-emo.js';

/**
 * EMO money orders (issue 28 §3): book, list, read, pay out, approve a payout, cancel, unlock, refund a returned
 * order to its sender; settings.
 */
export function registerEmoRoutes(app: AppInstance, deps: EmoDeps): void {
  const reads = { access: { permission: 'emo.view' } } as const;
  // Supervisors and above: a payout's second person, a cancel, an unlock.
  const approves = { access: { permission: 'emo.approve', hasBranch: true } } as const;

  app.post(
    '/api/emo',
    {
      config: { access: { permission: 'emo.book', hasBranch: true } },
      schema: { body: emoBookRequest, headers: idempotencyKeyHeaders, response: { 201: emoBookResponse } },
    },
    async (request, reply) => {
      const answer = await bookEmo({
        ...deps,
        actor: actorOf(request),
        request: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(answer.status as 201).send(answer.body);
    },
  );

  app.get(
    '/api/emo',
    { config: reads, schema: { querystring: emoListQuery, response: { 200: emoListResponse } } },
    (request) => listEmos({ ...deps, actor: actorOf(request), query: request.query }),
  );

  app.get('/api/emo/settings', { config: reads, schema: { response: { 200: emoSettingsResponse } } }, (request) =>
    getEmoSettings({ ...deps, actor: actorOf(request) }),
  );

  app.put(
    '/api/emo/settings',
    {
      // Head office's (as the branch network's company settings); fees are money settings: fresh re-auth.
      config: { access: { permission: 'branch.manage' }, freshAuth: true },
      schema: { body: emoSettingsRequest, response: { 200: emoSettingsResponse } },
    },
    (request) => setEmoSettings({ ...deps, actor: actorOf(request), request: request.body }),
  );

  app.get(
    '/api/emo/:id',
    { config: reads, schema: { params: emoIdParams, response: { 200: emoResponse } } },
    (request) => getEmo({ ...deps, actor: actorOf(request), id: request.params.id }),
  );

  app.post(
    '/api/emo/:id/pay',
    {
      config: { access: { permission: 'emo.pay', hasBranch: true } },
      schema: {
        params: emoIdParams,
        body: emoPayRequest,
        headers: idempotencyKeyHeaders,
        response: { 200: emoResponse },
      },
    },
    async (request, reply) => {
      const answer = await payEmo({
        ...deps,
        actor: actorOf(request),
        id: request.params.id,
        request: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(answer.status as 200).send(answer.body);
    },
  );

  app.post(
    '/api/emo/:id/approve-payout',
    {
      config: { ...approves, freshAuth: true },
      schema: { params: emoIdParams, headers: idempotencyKeyHeaders, response: { 200: emoResponse } },
    },
    async (request, reply) => {
      const answer = await approveEmoPayout({
        ...deps,
        actor: actorOf(request),
        id: request.params.id,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(answer.status as 200).send(answer.body);
    },
  );

  app.post(
    '/api/emo/:id/cancel',
    {
      config: approves,
      schema: { params: emoIdParams, headers: idempotencyKeyHeaders, response: { 200: emoResponse } },
    },
    async (request, reply) => {
      const answer = await cancelEmo({
        ...deps,
        actor: actorOf(request),
        id: request.params.id,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(answer.status as 200).send(answer.body);
    },
  );

  app.post(
    '/api/emo/:id/refund',
    {
      config: { access: { permission: 'emo.pay', hasBranch: true } },
      schema: {
        params: emoIdParams,
        body: emoRefundRequest,
        headers: idempotencyKeyHeaders,
        response: { 200: emoResponse },
      },
    },
    async (request, reply) => {
      const answer = await refundEmo({
        ...deps,
        actor: actorOf(request),
        id: request.params.id,
        request: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(answer.status as 200).send(answer.body);
    },
  );

  app.post(
    '/api/emo/:id/unlock',
    { config: approves, schema: { params: emoIdParams, response: { 200: emoResponse } } },
    (request) => unlockEmo({ ...deps, actor: actorOf(request), id: request.params.id }),
  );
}
