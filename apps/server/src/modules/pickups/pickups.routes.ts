import {
  pickupAssignRequest,
  pickupCompleteRequest,
  pickupDenialNotiResponse,
  pickupDenialReadRequest,
  pickupDenialReadResponse,
  pickupReasonRequest,
  pickupRequestCreate,
  pickupRequestCreated,
  pickupRequestDetail,
  pickupRequestListQuery,
  pickupRequestListResponse,
  pickupRequestParams,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import { idempotencyKeyHeaders } from '../../lib/idempotency.js';
import { actorOf } from '../../plugins/request-context.js';
import { changePickupRequest, type PickupActionInput } from './change-pickup-request.js';
import { createPickupRequest } from './create-pickup-request.js';
import { getPickupRequest, listPickupRequests } from './get-pickup-request.js';
import type { PickupDeps } from './pickup-access.js';
import { listPickupDenials, markPickupDenialsRead } from './pickup-denials.js';

/** Its postman does it, or a supervisor: the service checks which one this user is for this pickup. */
const postmanOrSupervisor = { work: 'pickup-request.work', assign: 'pickup-request.assign' } as const;

export function registerPickupRoutes(app: AppInstance, deps: PickupDeps): void {
  app.post(
    '/api/pickup-request',
    {
      // The pickup is the creator's branch's.
      config: { access: { permission: 'pickup-request.create', hasBranch: true } },
      schema: { body: pickupRequestCreate, headers: idempotencyKeyHeaders, response: { 201: pickupRequestCreated } },
    },
    async (request, reply) =>
      reply.code(201).send(
        await createPickupRequest({
          ...deps,
          actor: actorOf(request),
          request: request.body,
          idempotencyKey: request.headers['idempotency-key'],
        }),
      ),
  );

  app.get(
    '/api/pickup-request',
    {
      config: { access: { permission: 'pickup-request.view' } },
      schema: { querystring: pickupRequestListQuery, response: { 200: pickupRequestListResponse } },
    },
    (request) => listPickupRequests({ ...deps, actor: actorOf(request), query: request.query }),
  );

  app.get(
    '/api/pickup-request/deny/nav/pickup-noti',
    {
      config: { access: { permission: 'pickup-request.assign' } },
      schema: { response: { 200: pickupDenialNotiResponse } },
    },
    (request) => listPickupDenials({ ...deps, actor: actorOf(request) }),
  );

  app.post(
    '/api/pickup-request/deny/read',
    {
      config: { access: { permission: 'pickup-request.assign' } },
      schema: { body: pickupDenialReadRequest, response: { 200: pickupDenialReadResponse } },
    },
    (request) => markPickupDenialsRead({ ...deps, actor: actorOf(request), request: request.body }),
  );

  app.get(
    '/api/pickup-request/:id',
    {
      config: { access: { permission: 'pickup-request.view' } },
      schema: { params: pickupRequestParams, response: { 200: pickupRequestDetail } },
    },
    (request) => getPickupRequest({ ...deps, actor: actorOf(request), pickupId: request.params.id }),
  );

  const change = (request: { params: { id: number } } & Parameters<typeof actorOf>[0], input: PickupActionInput) =>
    changePickupRequest({ ...deps, actor: actorOf(request), pickupId: request.params.id, input });
  const detail = { 200: pickupRequestDetail };

  app.post(
    '/api/pickup-request/:id/assign',
    {
      config: { access: { permission: 'pickup-request.assign' } },
      schema: { params: pickupRequestParams, body: pickupAssignRequest, response: detail },
    },
    (request) =>
      change(request, {
        action: 'assign',
        postmanId: request.body.postman_id,
        ...(request.body.version === undefined ? {} : { version: request.body.version }),
      }),
  );

  for (const action of ['accept', 'handover'] as const) {
    app.post(
      `/api/pickup-request/:id/${action}`,
      {
        config: { access: { permission: 'pickup-request.work' } },
        schema: { params: pickupRequestParams, response: detail },
      },
      (request) => change(request, { action }),
    );
  }

  app.post(
    '/api/pickup-request/:id/deny',
    {
      config: { access: { permission: 'pickup-request.work' } },
      schema: { params: pickupRequestParams, body: pickupReasonRequest, response: detail },
    },
    (request) => change(request, { action: 'deny', reason: request.body.reason }),
  );

  app.post(
    '/api/pickup-request/:id/complete',
    {
      config: { access: { permission: postmanOrSupervisor } },
      schema: { params: pickupRequestParams, body: pickupCompleteRequest, response: detail },
    },
    (request) => change(request, { action: 'complete', complete: request.body }),
  );

  app.post(
    '/api/pickup-request/:id/fail',
    {
      config: { access: { permission: postmanOrSupervisor } },
      schema: { params: pickupRequestParams, body: pickupReasonRequest, response: detail },
    },
    (request) => change(request, { action: 'fail', reason: request.body.reason }),
  );
}
