import {
  bagCodeParams,
  companySettings,
  discrepancyDecisionResponse,
  discrepancyListQuery,
  discrepancyListResponse,
  discrepancyNote,
  discrepancyParams,
  dispatchCreateRequest,
  dispatchDetail,
  dispatchIdParams,
  dispatchListQuery,
  dispatchListResponse,
  dispatchSummary,
  mailbagCloseRequest,
  mailbagCountResponse,
  mailbagCreateRequest,
  mailbagDetail,
  mailbagFinishRequest,
  mailbagIdParams,
  mailbagLabelParams,
  mailbagLabelRequest,
  mailbagLabelResponse,
  mailbagListQuery,
  mailbagListResponse,
  mailbagOpenScanResponse,
  mailbagScanRequest,
  mailbagScanResponse,
  mailbagSummary,
  transferRouteListResponse,
  transferRouteRequest,
  verificationSignRequest,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import { idempotencyKeyHeaders } from '../../lib/idempotency.js';
import { actorOf } from '../../plugins/request-context.js';
import { confirmMissing, listDiscrepancies, markFound } from './decide-discrepancy.js';
import { createDispatch } from './dispatch-mailbags.js';
import { addLabelToMailbag, closeMailbag, createMailbag, removeLabelFromMailbag } from './fill-mailbag.js';
import type { MailbagDeps } from './mailbag-access.js';
import { finishOpening, scanOpenedLabel, signVerificationNote } from './open-mailbag.js';
import {
  getCompanySettings,
  getDispatch,
  getMailbag,
  getMailbagByCode,
  listDispatches,
  listMailbags,
  listTransferRoutes,
  setCompanySettings,
  setTransferRoute,
} from './read-mailbags.js';
import { scanMailbagTag } from './scan-mailbag-tag.js';

/** The branch network's API (issue 27): bags, dispatches, transit and arrival scans, discrepancies, settings. */
export function registerMailbagRoutes(app: AppInstance, deps: MailbagDeps): void {
  const fills = { access: { permission: 'mailbag.manage', hasBranch: true } } as const;
  const opens = { access: { permission: 'dispatch.receive', hasBranch: true } } as const;
  const reads = { access: { permission: 'mailbag.view' } } as const;

  app.post(
    '/api/mailbag',
    {
      config: fills,
      schema: { body: mailbagCreateRequest, headers: idempotencyKeyHeaders, response: { 201: mailbagSummary } },
    },
    async (request, reply) =>
      reply.code(201).send(
        await createMailbag({
          ...deps,
          actor: actorOf(request),
          request: request.body,
          idempotencyKey: request.headers['idempotency-key'],
        }),
      ),
  );
  app.get(
    '/api/mailbag',
    { config: reads, schema: { querystring: mailbagListQuery, response: { 200: mailbagListResponse } } },
    (request) => listMailbags({ ...deps, actor: actorOf(request), query: request.query }),
  );
  app.get(
    '/api/mailbag/by-code/:bagCode',
    { config: reads, schema: { params: bagCodeParams, response: { 200: mailbagSummary } } },
    (request) => getMailbagByCode({ ...deps, actor: actorOf(request), bagCode: request.params.bagCode }),
  );
  app.get(
    '/api/mailbag/:id',
    { config: reads, schema: { params: mailbagIdParams, response: { 200: mailbagDetail } } },
    (request) => getMailbag({ ...deps, actor: actorOf(request), mailbagId: request.params.id }),
  );
  app.post(
    '/api/mailbag/:id/labels',
    {
      config: fills,
      schema: { params: mailbagIdParams, body: mailbagLabelRequest, response: { 200: mailbagLabelResponse } },
    },
    (request) =>
      addLabelToMailbag({
        ...deps,
        actor: actorOf(request),
        mailbagId: request.params.id,
        trackingCode: request.body.tracking_code,
        locale: request.locale,
      }),
  );
  app.delete(
    '/api/mailbag/:id/labels/:labelId',
    { config: fills, schema: { params: mailbagLabelParams, response: { 200: mailbagCountResponse } } },
    (request) =>
      removeLabelFromMailbag({
        ...deps,
        actor: actorOf(request),
        mailbagId: request.params.id,
        labelId: request.params.labelId,
      }),
  );
  app.post(
    '/api/mailbag/:id/close',
    {
      config: fills,
      schema: { params: mailbagIdParams, body: mailbagCloseRequest, response: { 200: mailbagSummary } },
    },
    (request) =>
      closeMailbag({ ...deps, actor: actorOf(request), mailbagId: request.params.id, request: request.body }),
  );
  app.post(
    '/api/mailbag/scan',
    {
      // Transit scans are the bagging desk's work, receiving the arrival desk's: either permission opens the route
      // and the scan checks the one its action needs.
      config: { access: { permission: { transit: 'mailbag.manage', receive: 'dispatch.receive' }, hasBranch: true } },
      schema: { body: mailbagScanRequest, response: { 200: mailbagScanResponse } },
    },
    (request) => scanMailbagTag({ ...deps, actor: actorOf(request), request: request.body, locale: request.locale }),
  );
  app.post(
    '/api/mailbag/:id/open/scan',
    {
      config: opens,
      schema: { params: mailbagIdParams, body: mailbagLabelRequest, response: { 200: mailbagOpenScanResponse } },
    },
    (request) =>
      scanOpenedLabel({
        ...deps,
        actor: actorOf(request),
        mailbagId: request.params.id,
        trackingCode: request.body.tracking_code,
      }),
  );
  app.post(
    '/api/mailbag/:id/open/finish',
    {
      config: opens,
      schema: { params: mailbagIdParams, body: mailbagFinishRequest, response: { 200: discrepancyNote } },
    },
    (request) =>
      finishOpening({ ...deps, actor: actorOf(request), mailbagId: request.params.id, request: request.body }),
  );
  app.post(
    '/api/mailbag/:id/verification/sign',
    {
      config: opens,
      schema: { params: mailbagIdParams, body: verificationSignRequest, response: { 200: discrepancyNote } },
    },
    (request) =>
      signVerificationNote({
        ...deps,
        actor: actorOf(request),
        mailbagId: request.params.id,
        request: request.body,
      }),
  );

  app.post(
    '/api/dispatch',
    {
      config: fills,
      schema: { body: dispatchCreateRequest, headers: idempotencyKeyHeaders, response: { 201: dispatchSummary } },
    },
    async (request, reply) =>
      reply.code(201).send(
        await createDispatch({
          ...deps,
          actor: actorOf(request),
          request: request.body,
          idempotencyKey: request.headers['idempotency-key'],
        }),
      ),
  );
  app.get(
    '/api/dispatch',
    { config: reads, schema: { querystring: dispatchListQuery, response: { 200: dispatchListResponse } } },
    (request) => listDispatches({ ...deps, actor: actorOf(request), query: request.query }),
  );
  app.get(
    '/api/dispatch/:id',
    { config: reads, schema: { params: dispatchIdParams, response: { 200: dispatchDetail } } },
    (request) => getDispatch({ ...deps, actor: actorOf(request), dispatchId: request.params.id }),
  );

  app.get(
    '/api/discrepancy',
    { config: reads, schema: { querystring: discrepancyListQuery, response: { 200: discrepancyListResponse } } },
    (request) => listDiscrepancies({ ...deps, actor: actorOf(request), query: request.query }),
  );
  const decides = { access: { permission: 'discrepancy.confirm' } } as const;
  app.post(
    '/api/discrepancy/:labelId/confirm-missing',
    { config: decides, schema: { params: discrepancyParams, response: { 200: discrepancyDecisionResponse } } },
    (request) => confirmMissing({ ...deps, actor: actorOf(request), labelId: request.params.labelId }),
  );
  app.post(
    '/api/discrepancy/:labelId/found',
    { config: decides, schema: { params: discrepancyParams, response: { 200: discrepancyDecisionResponse } } },
    (request) => markFound({ ...deps, actor: actorOf(request), labelId: request.params.labelId }),
  );

  app.get(
    '/api/transfer-route',
    { config: reads, schema: { response: { 200: transferRouteListResponse } } },
    (request) => listTransferRoutes({ ...deps, actor: actorOf(request) }),
  );
  app.put(
    '/api/transfer-route',
    {
      config: { access: { permission: 'branch.manage' } },
      schema: { body: transferRouteRequest, response: { 200: transferRouteListResponse } },
    },
    (request) => setTransferRoute({ ...deps, actor: actorOf(request), request: request.body }),
  );

  app.get(
    '/api/company/settings',
    { config: { access: { global: true } }, schema: { response: { 200: companySettings } } },
    (request) => getCompanySettings({ ...deps, actor: actorOf(request) }),
  );
  app.put(
    '/api/company/settings',
    {
      config: { access: { permission: 'branch.manage' } },
      schema: { body: companySettings, response: { 200: companySettings } },
    },
    (request) => setCompanySettings({ ...deps, actor: actorOf(request), request: request.body }),
  );
}
