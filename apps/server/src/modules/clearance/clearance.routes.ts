import {
  clearanceCompleteRequest,
  clearanceDetailResponse,
  clearanceExcelLinkResponse,
  clearanceExcelParams,
  clearanceIdParams,
  clearanceIssueRequest,
  clearanceListQuery,
  clearanceListResponse,
  clearanceReadyQuery,
  clearanceReadyResponse,
  clearanceResponse,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { idempotencyKeyHeaders } from '../../lib/idempotency.js';
import { actorOf } from '../../plugins/request-context.js';
import { approveClearance } from './approve-clearance.js';
import { clearanceExcel, getClearanceExcelLink } from './clearance-excel.js';
import { completeClearance } from './complete-clearance.js';
import { issueClearance } from './issue-clearance.js';
import { getClearance, listClearances, previewClearance } from './list-clearances.js';
import { voidClearance } from './void-clearance.js';

export function registerClearanceRoutes(app: AppInstance, deps: { db: Database; clock: Clock; config: Config }): void {
  app.get(
    '/api/cod-clearance/ready',
    {
      // Spec §2: the ready screen needs dashboard-view; issuing needs cod.clear.
      config: { access: { permission: 'dashboard-view' } },
      schema: { querystring: clearanceReadyQuery, response: { 200: clearanceReadyResponse } },
    },
    (request) =>
      previewClearance({
        ...deps,
        actor: actorOf(request),
        merchantId: request.query.merchant_id,
        limit: request.query.limit,
      }),
  );

  app.post(
    '/api/cod-clearance',
    {
      config: { access: { permission: 'cod.clear' } },
      schema: { body: clearanceIssueRequest, headers: idempotencyKeyHeaders, response: { 201: clearanceResponse } },
    },
    async (request, reply) => {
      const answer = await issueClearance({
        ...deps,
        actor: actorOf(request),
        request: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(answer.status as 201).send(answer.body);
    },
  );

  app.get(
    '/api/cod-clearance',
    {
      config: { access: { permission: 'cod.view' } },
      schema: { querystring: clearanceListQuery, response: { 200: clearanceListResponse } },
    },
    (request) => listClearances({ ...deps, actor: actorOf(request), query: request.query }),
  );

  app.get(
    '/api/cod-clearance/:id',
    {
      config: { access: { permission: 'dashboard-view' } },
      schema: { params: clearanceIdParams, response: { 200: clearanceDetailResponse } },
    },
    (request) => getClearance({ ...deps, actor: actorOf(request), id: request.params.id }),
  );

  app.post(
    '/api/cod-clearance/:id/approve',
    {
      config: { access: { permission: 'cod.approve' }, freshAuth: true },
      schema: { params: clearanceIdParams, response: { 200: clearanceResponse } },
    },
    (request) => approveClearance({ ...deps, actor: actorOf(request), id: request.params.id }),
  );

  app.post(
    '/api/cod-clearance/:id/complete',
    {
      config: { access: { permission: 'cod.approve' }, freshAuth: true },
      schema: {
        params: clearanceIdParams,
        body: clearanceCompleteRequest,
        headers: idempotencyKeyHeaders,
        response: { 200: clearanceResponse },
      },
    },
    async (request, reply) => {
      const answer = await completeClearance({
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
    '/api/cod-clearance/:id/void',
    {
      config: { access: { permission: 'cod.approve' }, freshAuth: true },
      schema: { params: clearanceIdParams, response: { 200: clearanceResponse } },
    },
    (request) => voidClearance({ ...deps, actor: actorOf(request), id: request.params.id }),
  );

  app.get(
    '/api/cod-clearance/:id/excel-link',
    {
      config: { access: { permission: 'dashboard-view' } },
      schema: { params: clearanceIdParams, response: { 200: clearanceExcelLinkResponse } },
    },
    (request) => getClearanceExcelLink({ ...deps, actor: actorOf(request), id: request.params.id }),
  );

  app.get(
    '/api/cod-clearance/:id/excel/:hash',
    { config: { access: { permission: 'dashboard-view' } }, schema: { params: clearanceExcelParams } },
    async (request, reply) => {
      const { fileName, stream } = await clearanceExcel({
        ...deps,
        actor: actorOf(request),
        id: request.params.id,
        hash: request.params.hash,
        locale: request.locale,
      });
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(stream);
    },
  );
}
