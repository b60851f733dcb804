import {
  labelBatchQuery,
  labelBatchResponse,
  labelBulkStatusRequest,
  labelBulkStatusResponse,
  labelDraft,
  labelIdParams,
  labelListQuery,
  labelListResponse,
  labelTabCountsResponse,
  labelQuoteRequest,
  labelQuoteResponse,
  labelResponse,
  labelStatusRequest,
  labelTransactionParams,
  publicTrackResponse,
  trackingCodeParams,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import { idempotencyKeyHeaders } from '../../lib/idempotency.js';
import type { Config } from '../../config.js';
import { rateLimitHook } from '../../lib/rate-limit.js';
import { actorOf } from '../../plugins/request-context.js';
import { changeLabelStatus, changeLabelStatusInBulk } from './change-label-status.js';
import { countLabelsByTab } from './count-labels-by-tab.js';
import { createLabel } from './create-label.js';
import { deleteLabelTransaction } from './delete-label-transaction.js';
import { getLabel, getLabels } from './get-label.js';
import { registerLabelImportRoutes } from './label-import.routes.js';
import type { LabelDeps } from './label-access.js';
import { listLabels } from './list-labels.js';
import { quoteLabelFees } from './quote-label-fees.js';
import { trackLabel } from './track-label.js';

export function registerLabelRoutes(app: AppInstance, deps: LabelDeps & { config: Config }): void {
  app.post(
    '/api/label',
    {
      config: { access: { permission: 'label.create', hasBranch: true } },
      schema: { body: labelDraft, headers: idempotencyKeyHeaders, response: { 201: labelResponse } },
    },
    async (request, reply) => {
      const created = await createLabel({
        ...deps,
        actor: actorOf(request),
        draft: request.body,
        idempotencyKey: request.headers['idempotency-key'] ?? null,
        locale: request.locale,
      });
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/label/quote',
    {
      config: { access: { permission: 'label.create' } },
      schema: { body: labelQuoteRequest, response: { 200: labelQuoteResponse } },
    },
    (request) => quoteLabelFees({ ...deps, actor: actorOf(request), request: request.body }),
  );

  app.get(
    '/api/label',
    {
      config: { access: { permission: 'label.view' } },
      schema: { querystring: labelListQuery, response: { 200: labelListResponse } },
    },
    (request) => listLabels({ ...deps, actor: actorOf(request), query: request.query }),
  );

  app.get(
    '/api/label/count',
    { config: { access: { permission: 'label.view' } }, schema: { response: { 200: labelTabCountsResponse } } },
    (request) => countLabelsByTab({ ...deps, actor: actorOf(request) }),
  );

  app.post(
    '/api/label/bulk-status',
    {
      config: { access: { permission: 'label.update-status', hasBranch: true } },
      schema: { body: labelBulkStatusRequest, response: { 200: labelBulkStatusResponse } },
    },
    (request) =>
      changeLabelStatusInBulk({ ...deps, actor: actorOf(request), request: request.body, locale: request.locale }),
  );

  app.get(
    '/api/label/batch',
    {
      config: { access: { permission: 'label.view' } },
      schema: { querystring: labelBatchQuery, response: { 200: labelBatchResponse } },
    },
    (request) => getLabels({ ...deps, actor: actorOf(request), ids: request.query.ids }),
  );

  app.get(
    '/api/label/:id',
    {
      config: { access: { permission: 'label.view' } },
      schema: { params: labelIdParams, response: { 200: labelResponse } },
    },
    (request) => getLabel({ ...deps, actor: actorOf(request), labelId: request.params.id, locale: request.locale }),
  );

  app.post(
    '/api/label/:id/status',
    {
      // Which actions need which permission is the domain's rule (labelActionPermissions); viewing is the floor.
      config: { access: { permission: 'label.view', hasBranch: true } },
      schema: { params: labelIdParams, body: labelStatusRequest, response: { 200: labelResponse } },
    },
    (request) =>
      changeLabelStatus({
        ...deps,
        actor: actorOf(request),
        labelId: request.params.id,
        change: {
          action: request.body.action,
          expectedStatus: request.body.expected_status,
          branchId: request.body.branch_id,
          note: request.body.note,
          receiverName: request.body.receiver_name,
        },
        locale: request.locale,
      }),
  );

  app.delete(
    '/api/label/:id/transactions/:txId',
    {
      config: { access: { permission: 'label.delete-transaction', hasBranch: true } },
      schema: { params: labelTransactionParams, response: { 200: labelResponse } },
    },
    (request) =>
      deleteLabelTransaction({
        ...deps,
        actor: actorOf(request),
        labelId: request.params.id,
        transactionId: request.params.txId,
        locale: request.locale,
      }),
  );

  app.get(
    '/api/track/:code',
    {
      config: { access: 'public' },
      // Tracking codes are sequential: without a limit per address anyone could list every parcel.
      onRequest: rateLimitHook({
        ...deps,
        rule: { name: 'track', perMinute: deps.config.trackRateLimitPerMinute, burst: deps.config.trackRateLimitBurst },
      }),
      schema: { params: trackingCodeParams, response: { 200: publicTrackResponse } },
    },
    (request) => trackLabel({ ...deps, code: request.params.code, locale: request.locale }),
  );

  registerLabelImportRoutes(app, deps);
}
