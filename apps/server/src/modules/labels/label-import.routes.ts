import {
  labelImportAllowedValues,
  labelImportExample,
  labelImportLimits,
  labelImportPreviewResponse,
  labelImportResponse,
  labelImportTemplateQuery,
  translate,
  type LabelImportRefusal,
  type Locale,
} from '@waypost/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance.js';
import { idempotencyKeyHeaders } from '../../lib/idempotency.js';
import { fieldErrorsFromIssues } from '../../plugins/error-handler.js';
import { installMultipartForms, readMultipartForm } from '../../plugins/multipart-form.js';
import { actorOf, type Actor, type ApiAccess } from '../../plugins/request-context.js';
import { RequestValidationError, type ZodTypeProvider } from '../../plugins/zod-validation.js';
import { importLabels, previewLabelImport } from './import-labels.js';
import { branchOf, type LabelDeps } from './label-access.js';
import { importTemplate, labelImportForm } from './label-import-file.js';
import { loadImportVocabulary } from './label-import-vocabulary.js';

/** Where an import's routes are and who may run them, and the merchant its rows are forced to, if any. */
export interface LabelImportPlace {
  /** The routes' path: `${path}`, `${path}/preview`, `${path}/template`. */
  path: string;
  access: ApiAccess;
  /** The merchant every row is booked for: the merchant portal's member's (issue 30 §2). */
  merchantOf?: (actor: Actor) => number | undefined;
}

/** Booking labels is what an import does: the permission of label create, at a branch. */
const staffImport: LabelImportPlace = {
  path: '/api/label/import',
  access: { permission: 'label.create', hasBranch: true },
};

/**
 * The uploaded file, or the 422 of an import refused as a whole (no file, too large, unreadable): the same
 * `{ row, field, message }` errors as a bad row, on row 0.
 */
async function readUpload(request: FastifyRequest, reply: FastifyReply): Promise<Uint8Array | null> {
  try {
    const { files } = await readMultipartForm(request, labelImportForm);
    if (files.file) return files.file;
    refuse(reply, {
      message: translate(request.locale, 'error.validationFailed'),
      errors: [{ row: 0, field: 'file', message: translate(request.locale, 'validation.emptyFileErrorMessage') }],
    });
  } catch (error) {
    if (!(error instanceof RequestValidationError)) throw error;
    const errors = Object.values(fieldErrorsFromIssues(error.issues, request.locale))
      .flat()
      .map((message) => ({ row: 0, field: 'file', message }));
    refuse(reply, { message: translate(request.locale, 'error.validationFailed'), errors });
  }
  return null;
}

/** A 422 whose errors are rows (no response schema: the error handler's own 422s have the field-map shape). */
function refuse(reply: FastifyReply, body: LabelImportRefusal): FastifyReply {
  return reply.code(422).send(body);
}

/** Bulk label import (issue 13.5): the template, the preview and the import. */
export function registerLabelImportRoutes(app: AppInstance, deps: LabelDeps, place = staffImport): void {
  const { access, merchantOf = () => undefined } = place;
  app.get(
    `${place.path}/template`,
    { config: { access }, schema: { querystring: labelImportTemplateQuery } },
    async (request, reply) => {
      const locale: Locale = request.query.locale;
      const actor = actorOf(request);
      const vocabulary = await loadImportVocabulary({ ...deps, actor });
      const content = await importTemplate(
        locale,
        labelImportExample(locale, vocabulary, branchOf(actor)),
        labelImportAllowedValues(locale, vocabulary),
      );
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="label-import-template-${locale}.xlsx"`)
        .send(content);
    },
  );

  // Only these routes read multipart bodies: the parser and its hooks stay in their scope.
  void app.register(async (scope) => {
    await installMultipartForms(scope, labelImportLimits.maxBytes);
    const routes = scope.withTypeProvider<ZodTypeProvider>();
    routes.post(
      `${place.path}/preview`,
      {
        config: { access, multipart: labelImportForm },
        schema: { response: { 200: labelImportPreviewResponse } },
      },
      async (request, reply) => {
        const bytes = await readUpload(request, reply);
        if (!bytes) return reply;
        const actor = actorOf(request);
        return previewLabelImport({ ...deps, actor, bytes, locale: request.locale, merchantId: merchantOf(actor) });
      },
    );
    routes.post(
      place.path,
      {
        config: { access, multipart: labelImportForm },
        schema: {
          headers: idempotencyKeyHeaders,
          response: { 201: labelImportResponse },
        },
      },
      async (request, reply) => {
        const bytes = await readUpload(request, reply);
        if (!bytes) return reply;
        const actor = actorOf(request);
        const answer = await importLabels({
          ...deps,
          actor,
          merchantId: merchantOf(actor),
          bytes,
          idempotencyKey: request.headers['idempotency-key'] ?? null,
          locale: request.locale,
        });
        if (answer.status === 201) return reply.code(201).send(answer.body);
        return refuse(reply, answer.body);
      },
    );
  });
}
