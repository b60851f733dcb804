import {
  courierCashDetail,
  courierCashResponse,
  courierHandoverRequest,
  courierHandoverResponse,
  entityId,
} from '@waypost/domain';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { idempotencyKeyHeaders } from '../../lib/idempotency.js';
import { actorOf } from '../../plugins/request-context.js';
import { getCourierCash, handOverCourierCash, listCourierCash } from './courier-cash.js';

const courierParams = z.object({ courierId: entityId() });

export function registerCourierCashRoutes(app: AppInstance, deps: { db: Database; clock: Clock }): void {
  app.get(
    '/api/courier-cash',
    {
      config: { access: { permission: 'delivery.handover', hasBranch: true } },
      schema: { response: { 200: courierCashResponse } },
    },
    (request) => listCourierCash({ ...deps, actor: actorOf(request) }),
  );

  app.get(
    '/api/courier-cash/:courierId',
    {
      config: { access: { permission: 'delivery.handover', hasBranch: true } },
      schema: { params: courierParams, response: { 200: courierCashDetail } },
    },
    (request) => getCourierCash({ ...deps, actor: actorOf(request), courierId: request.params.courierId }),
  );

  app.post(
    '/api/courier-cash/handover',
    {
      config: { access: { permission: 'delivery.handover', hasBranch: true } },
      schema: {
        body: courierHandoverRequest,
        headers: idempotencyKeyHeaders,
        response: { 201: courierHandoverResponse },
      },
    },
    async (request, reply) => {
      const answer = await handOverCourierCash({
        ...deps,
        actor: actorOf(request),
        request: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(answer.status as 201).send(answer.body);
    },
  );
}
