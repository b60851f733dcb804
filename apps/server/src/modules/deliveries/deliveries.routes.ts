import {
  courierRunResponse,
  deliveryProofMaxBytes,
  deliveryReadyQuery,
  deliveryReadyResponse,
  deliveryRunCreate,
  deliveryRunDetail,
  deliveryRunListQuery,
  deliveryRunListResponse,
  entityId,
  labelDeliveriesResponse,
  labelDeliveryFailedRequest,
  labelBulkStatusResponse,
  labelCourierReturnRequest,
  labelDeliveryResponse,
  labelIdParams,
} from '@waypost/domain';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.js';
import { installMultipartForms, readMultipartForm } from '../../plugins/multipart-form.js';
import { actorOf } from '../../plugins/request-context.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { getCourierRun, listReadyLabels } from './courier-labels.js';
import { returnLabelsFromCourier } from './courier-returns.js';
import { createDeliveryRun } from './create-delivery-run.js';
import { deliveryProofForm } from './delivery-proof-form.js';
import { getDeliveryRun, listDeliveryRuns, type DeliveryDeps } from './delivery-runs.js';
import { deliverLabel, failDelivery, withdrawRunLabel } from './finish-delivery-attempt.js';
import { getDeliveryProofImage, listLabelDeliveries } from './label-deliveries.js';

const runIdParams = z.object({ id: entityId() });
const runLabelParams = z.object({ id: entityId(), labelId: entityId({ column: 'bigint' }) });
const proofImageParams = z.object({
  id: entityId({ column: 'bigint' }),
  attemptId: entityId({ column: 'bigint' }),
  kind: z.enum(['signature', 'photo']),
});

/** A proof image never changes once stored (a new delivery is a new attempt): the browser may keep it a day. */
const proofCacheControl = 'private, max-age=86400';

export function registerDeliveryRoutes(app: AppInstance, deps: DeliveryDeps): void {
  app.post(
    '/api/delivery/courier-returns',
    {
      config: { access: { permission: 'label.update-status', hasBranch: true } },
      schema: { body: labelCourierReturnRequest, response: { 200: labelBulkStatusResponse } },
    },
    (request) =>
      returnLabelsFromCourier({ ...deps, actor: actorOf(request), request: request.body, locale: request.locale }),
  );

  app.post(
    '/api/delivery-run',
    {
      config: { access: { permission: 'delivery.assign', hasBranch: true } },
      schema: { body: deliveryRunCreate, response: { 201: deliveryRunDetail } },
    },
    async (request, reply) => {
      const run = await createDeliveryRun({
        ...deps,
        actor: actorOf(request),
        request: request.body,
        locale: request.locale,
      });
      return reply.code(201).send(run);
    },
  );

  app.get(
    '/api/delivery-run',
    {
      config: { access: { permission: 'delivery.assign' } },
      schema: { querystring: deliveryRunListQuery, response: { 200: deliveryRunListResponse } },
    },
    (request) => listDeliveryRuns({ ...deps, actor: actorOf(request), query: request.query }),
  );

  app.get(
    '/api/delivery-run/ready',
    {
      config: { access: { permission: 'delivery.assign', hasBranch: true } },
      schema: { querystring: deliveryReadyQuery, response: { 200: deliveryReadyResponse } },
    },
    (request) => listReadyLabels({ ...deps, actor: actorOf(request), query: request.query }),
  );

  app.get(
    '/api/delivery-run/mine',
    { config: { access: { permission: 'delivery.work' } }, schema: { response: { 200: courierRunResponse } } },
    (request) => getCourierRun({ ...deps, actor: actorOf(request) }),
  );

  app.get(
    '/api/delivery-run/:id',
    {
      config: { access: { permission: { assign: 'delivery.assign', work: 'delivery.work' } } },
      schema: { params: runIdParams, response: { 200: deliveryRunDetail } },
    },
    (request) => getDeliveryRun({ ...deps, actor: actorOf(request), runId: request.params.id }),
  );

  app.post(
    '/api/delivery-run/:id/labels/:labelId/withdraw',
    {
      config: { access: { permission: 'delivery.assign' } },
      schema: { params: runLabelParams, response: { 200: labelDeliveryResponse } },
    },
    (request) =>
      withdrawRunLabel({
        ...deps,
        actor: actorOf(request),
        runId: request.params.id,
        labelId: request.params.labelId,
        locale: request.locale,
      }),
  );

  app.post(
    '/api/label/:id/delivery-failed',
    {
      config: { access: { permission: 'delivery.work' } },
      schema: { params: labelIdParams, body: labelDeliveryFailedRequest, response: { 200: labelDeliveryResponse } },
    },
    (request) =>
      failDelivery({
        ...deps,
        actor: actorOf(request),
        labelId: request.params.id,
        request: request.body,
        locale: request.locale,
      }),
  );

  app.get(
    '/api/label/:id/deliveries',
    {
      config: { access: { permission: 'label.view' } },
      schema: { params: labelIdParams, response: { 200: labelDeliveriesResponse } },
    },
    (request) => listLabelDeliveries({ ...deps, actor: actorOf(request), labelId: request.params.id }),
  );

  app.get(
    '/api/label/:id/delivery-proof/:attemptId/:kind',
    { config: { access: { permission: 'label.view' } }, schema: { params: proofImageParams } },
    async (request, reply) => {
      const image = await getDeliveryProofImage({
        ...deps,
        actor: actorOf(request),
        labelId: request.params.id,
        attemptId: request.params.attemptId,
        kind: request.params.kind,
      });
      void reply.header('cache-control', proofCacheControl).header('x-content-type-options', 'nosniff');
      return reply.type(image.contentType).send(image.bytes);
    },
  );

  // Only the proof upload reads multipart bodies: the parser and its hooks stay in its scope.
  void app.register(async (scope) => {
    await installMultipartForms(scope, deliveryProofMaxBytes, Object.keys(deliveryProofForm.files).length);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/label/:id/deliver',
      {
        config: { access: { permission: 'delivery.work' }, multipart: deliveryProofForm },
        schema: { params: labelIdParams, response: { 200: labelDeliveryResponse } },
      },
      async (request) => {
        const { fields, files } = await readMultipartForm(request, deliveryProofForm);
        return deliverLabel({
          ...deps,
          actor: actorOf(request),
          labelId: request.params.id,
          submission: { fields, signature: files.signature, photo: files.photo },
          locale: request.locale,
        });
      },
    );
  });
}
