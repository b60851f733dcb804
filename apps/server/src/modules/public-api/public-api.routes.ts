import {
  locationListResponse,
  locationQuery,
  merchantLabelFields,
  publicBranchListResponse,
  merchantQuoteRequest,
  pickupRequestCreated,
  publicLabelHeaders,
  publicLabelListQuery,
  publicLabelListResponse,
  publicLabelResponse,
  publicPickupRequest,
  publicQuoteResponse,
  publicTestLabelResponse,
  publicTestPickupResponse,
  publicTrackingParams,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { idempotencyKeyHeaders } from '../../lib/idempotency.js';
import { actorOf, apiCallerOf } from '../../plugins/request-context.js';
import { listLocations } from '../locations/locations.service.js';
import { createPublicLabel, listPublicLabels, quotePublicLabel, trackPublicLabel } from './public-labels.js';
import { requestPublicPickup } from './public-pickups.js';
import { listPublicBranches } from './public-reference.js';

const access = { access: 'api-key' } as const;

/** The public API for merchants' systems (issue 14.5): `Authorization: Bearer <key>`, the key's merchant only. */
export function registerPublicApiRoutes(app: AppInstance, deps: { db: Database; clock: Clock }): void {
  // Reference lists a merchant's system needs to fill a label (issue 26 §5): branches and places (townships).
  app.get('/api/v1/branches', { config: access, schema: { response: { 200: publicBranchListResponse } } }, (request) =>
    listPublicBranches({ ...deps, actor: actorOf(request) }),
  );

  app.get(
    '/api/v1/locations',
    { config: access, schema: { querystring: locationQuery, response: { 200: locationListResponse } } },
    (request) => listLocations({ ...deps, companyId: actorOf(request).companyId, query: request.query }),
  );

  app.post(
    '/api/v1/quote',
    { config: access, schema: { body: merchantQuoteRequest, response: { 200: publicQuoteResponse } } },
    (request) =>
      quotePublicLabel({ ...deps, actor: actorOf(request), caller: apiCallerOf(request), request: request.body }),
  );

  app.post(
    '/api/v1/labels',
    {
      config: access,
      schema: {
        headers: publicLabelHeaders,
        body: merchantLabelFields,
        response: { 200: publicTestLabelResponse, 201: publicLabelResponse },
      },
    },
    async (request, reply) => {
      const created = await createPublicLabel({
        ...deps,
        actor: actorOf(request),
        caller: apiCallerOf(request),
        fields: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return created.live ? reply.code(201).send(created.body) : reply.code(200).send(created.body);
    },
  );

  app.get(
    '/api/v1/labels',
    { config: access, schema: { querystring: publicLabelListQuery, response: { 200: publicLabelListResponse } } },
    (request) => listPublicLabels({ ...deps, caller: apiCallerOf(request), query: request.query }),
  );

  app.get(
    '/api/v1/labels/:tracking_code',
    { config: access, schema: { params: publicTrackingParams, response: { 200: publicLabelResponse } } },
    (request) =>
      trackPublicLabel({ ...deps, caller: apiCallerOf(request), trackingCode: request.params.tracking_code }),
  );

  app.post(
    '/api/v1/pickup-requests',
    {
      config: access,
      schema: {
        headers: idempotencyKeyHeaders,
        body: publicPickupRequest,
        response: { 200: publicTestPickupResponse, 201: pickupRequestCreated },
      },
    },
    async (request, reply) => {
      const requested = await requestPublicPickup({
        ...deps,
        actor: actorOf(request),
        caller: apiCallerOf(request),
        request: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return requested.live ? reply.code(201).send(requested.body) : reply.code(200).send(requested.body);
    },
  );
}
