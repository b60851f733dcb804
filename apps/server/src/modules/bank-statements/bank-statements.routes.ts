import {
  bankConfirmExactResponse,
  bankMatchRequest,
  bankStatementIdParams,
  bankStatementImportResponse,
  bankStatementLineParams,
  bankStatementLineResponse,
  bankStatementLinesQuery,
  bankStatementLinesResponse,
  bankStatementListResponse,
  bankStatementMappingsResponse,
  type BankStatementImportResponse,
  type BankStatementRefusal,
} from '@waypost/domain';
import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import { idempotencyKeyHeaders } from '../../lib/idempotency.js';
import { installMultipartForms, readMultipartForm } from '../../plugins/multipart-form.js';
import { actorOf } from '../../plugins/request-context.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { bankStatementForm } from './bank-statement-file.js';
import { importBankStatement } from './import-bank-statement.js';
import { confirmExactMatches, matchBankLine } from './match-bank-line.js';
import { postBankFee } from './post-bank-fee.js';
import { listBankStatementLines, listBankStatementMappings, listBankStatements } from './read-bank-statements.js';

/** A 422 whose errors are rows (no response schema: the error handler's own 422s have the field-map shape). */
function refuse(reply: FastifyReply, body: BankStatementRefusal): FastifyReply {
  return reply.code(422).send(body);
}

const view = { permission: 'bank-statement.view' } as const;
const manage = { permission: 'bank-statement.manage' } as const;

/** The bank statement (issue 28 §5): import, lines by state with suggestions, matching, bank charges. */
export function registerBankStatementRoutes(app: AppInstance, deps: { db: Database; clock: Clock }): void {
  app.get(
    '/api/bank-statement',
    { config: { access: view }, schema: { response: { 200: bankStatementListResponse } } },
    (request) => listBankStatements({ ...deps, actor: actorOf(request) }),
  );

  app.get(
    '/api/bank-statement/mappings',
    { config: { access: view }, schema: { response: { 200: bankStatementMappingsResponse } } },
    (request) => listBankStatementMappings({ ...deps, actor: actorOf(request) }),
  );

  app.get(
    '/api/bank-statement/:id/lines',
    {
      config: { access: view },
      schema: {
        params: bankStatementIdParams,
        querystring: bankStatementLinesQuery,
        response: { 200: bankStatementLinesResponse },
      },
    },
    (request) =>
      listBankStatementLines({
        ...deps,
        actor: actorOf(request),
        statementId: request.params.id,
        query: request.query,
      }),
  );

  app.post(
    '/api/bank-statement/:id/confirm-exact',
    {
      config: { access: manage },
      schema: { params: bankStatementIdParams, response: { 200: bankConfirmExactResponse } },
    },
    (request) => confirmExactMatches({ ...deps, actor: actorOf(request), statementId: request.params.id }),
  );

  app.post(
    '/api/bank-statement/lines/:id/match',
    {
      config: { access: manage },
      schema: {
        params: bankStatementLineParams,
        body: bankMatchRequest,
        headers: idempotencyKeyHeaders,
        response: { 200: bankStatementLineResponse },
      },
    },
    async (request, reply) => {
      const answer = await matchBankLine({
        ...deps,
        actor: actorOf(request),
        lineId: request.params.id,
        request: request.body,
        locale: request.locale,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(answer.status as 200).send(answer.body);
    },
  );

  app.post(
    '/api/bank-statement/lines/:id/fee',
    {
      config: { access: manage },
      schema: {
        params: bankStatementLineParams,
        headers: idempotencyKeyHeaders,
        response: { 200: bankStatementLineResponse },
      },
    },
    async (request, reply) => {
      const answer = await postBankFee({
        ...deps,
        actor: actorOf(request),
        lineId: request.params.id,
        locale: request.locale,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(answer.status as 200).send(answer.body);
    },
  );

  // Only the import reads a multipart body: the parser and its hooks stay in its scope.
  void app.register(async (scope) => {
    await installMultipartForms(scope, bankStatementForm.files.file.maxBytes);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/bank-statement',
      {
        config: { access: manage, multipart: bankStatementForm },
        schema: { headers: idempotencyKeyHeaders, response: { 201: bankStatementImportResponse } },
      },
      async (request, reply) => {
        const { fields, files } = await readMultipartForm(request, bankStatementForm);
        if (!files.file) {
          throw new AppError('VALIDATION_FAILED', { fieldErrors: { file: ['validation.emptyFileErrorMessage'] } });
        }
        const answer = await importBankStatement({
          ...deps,
          actor: actorOf(request),
          fields,
          bytes: files.file,
          locale: request.locale,
          idempotencyKey: request.headers['idempotency-key'],
        });
        if (answer.status === 201) return reply.code(201).send(answer.body as BankStatementImportResponse);
        return refuse(reply, answer.body as BankStatementRefusal);
      },
    );
  });
}
