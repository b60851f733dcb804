import {
  labelImportLimits,
  mmpostHandOffRequest,
  mmpostHandOffResponse,
  mmpostListQuery,
  mmpostListResponse,
  mmpostManifestQuery,
  mmpostReturnRequest,
  mmpostScanQuery,
  mmpostScanResponse,
  mmpostStatusImportResponse,
} from '@waypost/domain';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import { idempotencyKeyHeaders } from '../../lib/idempotency.js';
import { installMultipartForms, readMultipartForm, type MultipartForm } from '../../plugins/multipart-form.js';
import { actorOf } from '../../plugins/request-context.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { csvText, isZip } from '../labels/label-import-sheet.js';
import { handOffToMmpost, scanForMmpost } from './hand-off-mmpost.js';
import { confirmMmpostReturn, importMmpostStatus, mmpostManifest } from './mmpost-status.js';
import type { PostalPartner } from './postal-partner.js';
import { listMmpostItems } from './read-mmpost.js';

/** The status file: one .csv or .xlsx, told by its bytes, as the label import's. */
const statusFileForm = {
  fields: z.object({}),
  files: {
    file: {
      maxBytes: labelImportLimits.maxBytes,
      tooLarge: 'labelImport.fileTooLarge',
      refuse: (bytes) => (isZip(bytes) || csvText(bytes) !== null ? null : 'labelImport.unreadableFile'),
    },
  },
} satisfies MultipartForm;

const contentTypes = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/** The Myanmar Post hand-off's API (issue 28 §2): scan, hand off, list, the manifest, its status file, returns. */
export function registerMmpostRoutes(
  app: AppInstance,
  deps: { db: Database; clock: Clock; partner: PostalPartner },
): void {
  const counter = { access: { permission: 'mmpost.hand-off', hasBranch: true } } as const;

  app.get(
    '/api/mmpost/scan',
    { config: counter, schema: { querystring: mmpostScanQuery, response: { 200: mmpostScanResponse } } },
    (request) => scanForMmpost({ ...deps, actor: actorOf(request), code: request.query.code, locale: request.locale }),
  );

  app.post(
    '/api/mmpost/hand-off',
    {
      config: counter,
      schema: { body: mmpostHandOffRequest, headers: idempotencyKeyHeaders, response: { 201: mmpostHandOffResponse } },
    },
    async (request, reply) => {
      const answer = await handOffToMmpost({
        ...deps,
        actor: actorOf(request),
        request: request.body,
        locale: request.locale,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(answer.status as 201).send(answer.body);
    },
  );

  app.get(
    '/api/mmpost',
    {
      config: { access: { permission: 'mmpost.hand-off' } },
      schema: { querystring: mmpostListQuery, response: { 200: mmpostListResponse } },
    },
    (request) => listMmpostItems({ ...deps, actor: actorOf(request), state: request.query.state }),
  );

  app.get(
    '/api/mmpost/manifest',
    { config: { access: { permission: 'mmpost.hand-off' } }, schema: { querystring: mmpostManifestQuery } },
    async (request, reply) => {
      const { fileName, bytes } = await mmpostManifest({
        ...deps,
        actor: actorOf(request),
        date: request.query.date,
        format: request.query.format,
      });
      return reply
        .header('content-type', contentTypes[request.query.format])
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(Buffer.from(bytes));
    },
  );

  app.post(
    '/api/mmpost/return-confirm',
    { config: counter, schema: { body: mmpostReturnRequest, response: { 200: mmpostListResponse } } },
    async (request) => {
      await confirmMmpostReturn({ ...deps, actor: actorOf(request), labelIds: request.body.label_ids });
      return listMmpostItems({ ...deps, actor: actorOf(request), state: 'return_confirmed' });
    },
  );

  // Only this route reads multipart bodies: the parser and its hooks stay in its scope.
  void app.register(async (scope) => {
    await installMultipartForms(scope, labelImportLimits.maxBytes);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/mmpost/status-import',
      {
        config: { ...counter, multipart: statusFileForm },
        schema: { response: { 200: mmpostStatusImportResponse } },
      },
      async (request) => {
        const { files } = await readMultipartForm(request, statusFileForm);
        const bytes = files.file;
        if (!bytes) {
          throw new AppError('VALIDATION_FAILED', { fieldErrors: { file: ['validation.emptyFileErrorMessage'] } });
        }
        return importMmpostStatus({ ...deps, actor: actorOf(request), bytes, locale: request.locale });
      },
    );
  });
}
