import {
  exportCreatedResponse,
  exportFileQuery,
  exportIdParams,
  exportJobItem,
  exportListQuery,
  exportListResponse,
  exportRequest,
  type Permission,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { actorOf } from '../../plugins/request-context.js';
import { streamExportFile } from './export-file.js';
import { compressionOptions } from '../../lib/compression.js';
import type { ExportWorker } from './export-worker.js';
import { getExport, getExportByLink, listExports, requestExport } from './request-export.js';

/** Whoever may export any kind may ask and follow his exports; each kind's own permission is checked on asking. */
const exporters: Record<string, Permission> = {
  report: 'report.export',
  shipping: 'csv-report.view',
  customers: 'customer.export',
  track: 'dashboard-view',
};

/** `filename` for every client, `filename*` (RFC 6266) for the exact name. */
const contentDispositionOf = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

export function registerExportRoutes(
  app: AppInstance,
  deps: { db: Database; clock: Clock; exportWorker: Pick<ExportWorker, 'wake'> },
): void {
  app.post(
    '/api/export',
    {
      config: { access: { permission: exporters } },
      schema: { body: exportRequest, response: { 202: exportCreatedResponse } },
    },
    async (request, reply) => {
      const created = await requestExport({
        db: deps.db,
        actor: actorOf(request),
        request: request.body,
        locale: request.locale,
        wake: deps.exportWorker.wake,
      });
      return reply.code(202).send(created);
    },
  );

  app.get(
    '/api/export',
    {
      config: { access: { permission: exporters } },
      schema: { querystring: exportListQuery, response: { 200: exportListResponse } },
    },
    (request) => listExports({ ...deps, actor: actorOf(request), query: request.query }),
  );

  app.get(
    '/api/export/:id',
    {
      config: { access: { permission: exporters } },
      schema: { params: exportIdParams, response: { 200: exportJobItem } },
    },
    (request) => getExport({ ...deps, actor: actorOf(request), id: request.params.id }),
  );

  app.get(
    '/api/export/:id/link',
    // A shared export page follows its job with the link alone.
    {
      config: { access: 'public' },
      schema: { params: exportIdParams, querystring: exportFileQuery, response: { 200: exportJobItem } },
    },
    (request) => getExportByLink({ ...deps, id: request.params.id, ...request.query }),
  );

  app.get(
    '/api/export/:id/file',
    // The signed link is the permission: a browser downloads it as a plain link, without the session's token.
    {
      config: { access: 'public' },
      schema: { params: exportIdParams, querystring: exportFileQuery },
      compress: compressionOptions({ flushEachPiece: true }),
    },
    async (request, reply) => {
      const file = await streamExportFile({ ...deps, id: request.params.id, ...request.query });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDispositionOf(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
}
