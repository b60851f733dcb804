import {
  entityId,
  merchantUserInviteResponse,
  pickupRequestParams,
  portalPickupCreate,
  portalPickupCreated,
  portalPickupDetailResponse,
  portalPickupListQuery,
  portalPickupListResponse,
  portalUserInviteRequest,
  portalUsersResponse,
  portalUserStatusRequest,
} from '@waypost/domain';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { idempotencyKeyHeaders } from '../../lib/idempotency.js';
import { actorOf } from '../../plugins/request-context.js';
import { createPortalPickup, getPortalPickup, listPortalPickups } from './portal-pickups.js';
import { changePortalUserStatus, invitePortalUser, listPortalUsers, reinvitePortalUser } from './portal-users.js';

/** Asking the home branch for a pickup is booking work (owner and clerk); managing the clerks is the owner's. */
const portalBook = { permission: 'merchant-portal.book' } as const;
const portalView = { permission: 'merchant-portal.view' } as const;
const portalManage = { permission: 'merchant-portal.manage' } as const;
const memberParams = z.object({ userId: entityId() });

/** The portal's own operations (issue 30 §2): pickup requests to the home branch, and the owner's clerks. */
export function registerPortalOperationsRoutes(
  app: AppInstance,
  deps: { db: Database; clock: Clock; config: Config },
): void {
  app.post(
    '/api/merchant-portal/pickup',
    {
      config: { access: portalBook },
      schema: { headers: idempotencyKeyHeaders, body: portalPickupCreate, response: { 201: portalPickupCreated } },
    },
    async (request, reply) =>
      reply.code(201).send(
        await createPortalPickup({
          ...deps,
          actor: actorOf(request),
          request: request.body,
          idempotencyKey: request.headers['idempotency-key'],
        }),
      ),
  );

  app.get(
    '/api/merchant-portal/pickup',
    {
      config: { access: portalView },
      schema: { querystring: portalPickupListQuery, response: { 200: portalPickupListResponse } },
    },
    (request) => listPortalPickups({ ...deps, actor: actorOf(request), query: request.query }),
  );

  app.get(
    '/api/merchant-portal/pickup/:id',
    {
      config: { access: portalView },
      schema: { params: pickupRequestParams, response: { 200: portalPickupDetailResponse } },
    },
    (request) => getPortalPickup({ ...deps, actor: actorOf(request), pickupId: request.params.id }),
  );

  app.get(
    '/api/merchant-portal/users',
    { config: { access: portalManage }, schema: { response: { 200: portalUsersResponse } } },
    (request) => listPortalUsers({ ...deps, actor: actorOf(request) }),
  );

  app.post(
    '/api/merchant-portal/users',
    {
      config: { access: portalManage },
      schema: { body: portalUserInviteRequest, response: { 201: merchantUserInviteResponse } },
    },
    async (request, reply) =>
      reply.code(201).send(
        await invitePortalUser({
          ...deps,
          actor: actorOf(request),
          body: request.body,
          origin: `${request.protocol}://${request.host}`,
        }),
      ),
  );

  app.post(
    '/api/merchant-portal/users/:userId/invite',
    {
      config: { access: portalManage },
      schema: { params: memberParams, response: { 201: merchantUserInviteResponse } },
    },
    async (request, reply) =>
      reply.code(201).send(
        await reinvitePortalUser({
          ...deps,
          actor: actorOf(request),
          userId: request.params.userId,
          origin: `${request.protocol}://${request.host}`,
        }),
      ),
  );

  app.post(
    '/api/merchant-portal/users/:userId/status',
    {
      config: { access: portalManage },
      schema: { params: memberParams, body: portalUserStatusRequest, response: { 200: portalUsersResponse } },
    },
    (request) =>
      changePortalUserStatus({
        ...deps,
        actor: actorOf(request),
        userId: request.params.userId,
        body: request.body,
      }),
  );
}
