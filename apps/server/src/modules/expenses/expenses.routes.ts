import {
  expenseAttachmentLimits,
  expenseIdParams,
  expenseListQuery,
  expenseListResponse,
  expenseRejectRequest,
  expenseResponse,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { idempotencyKeyHeaders } from '../../lib/idempotency.js';
import { installMultipartForms, readMultipartForm } from '../../plugins/multipart-form.js';
import { actorOf } from '../../plugins/request-context.js';
import { RequestValidationError, type ZodTypeProvider } from '../../plugins/zod-validation.js';
import { decideExpense } from './decide-expense.js';
import { expenseForm } from './expense-form.js';
import { getExpense, getExpenseAttachment } from './get-expense.js';
import { listExpenses } from './list-expenses.js';
import { recordExpense } from './record-expense.js';

/** Who reads expense records: those who record them and those who decide them (and anyone granted to see them). */
const readers = { view: 'expense.view', record: 'expense.record', approve: 'expense.approve' } as const;

/** `filename` for every client, `filename*` (RFC 6266) for the exact name; ours are ASCII, but the header stays safe. */
const contentDispositionOf = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * Reads the form; a receipt over the limit is the attachment's 422 every time. Busboy reports the limit either on
 * the file's stream or on the parts iterator, depending on how the body's chunks arrive; the shared reader turns
 * only the first into the field error and lets the second through as a bare 413.
 */
async function readExpenseForm(request: Parameters<typeof readMultipartForm>[0]) {
  try {
    return await readMultipartForm(request, expenseForm);
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    throw new RequestValidationError('body', [
      { code: 'custom', path: ['attachment'], message: 'expense.attachmentTooLarge', input: undefined },
    ]);
  }
}

export function registerExpenseRoutes(app: AppInstance, deps: { db: Database; clock: Clock }): void {
  app.get(
    '/api/expense-record',
    {
      config: { access: { permission: readers } },
      schema: { querystring: expenseListQuery, response: { 200: expenseListResponse } },
    },
    (request) => listExpenses({ ...deps, actor: actorOf(request), query: request.query }),
  );

  app.get(
    '/api/expense-record/:id',
    {
      config: { access: { permission: readers } },
      schema: { params: expenseIdParams, response: { 200: expenseResponse } },
    },
    (request) => getExpense({ ...deps, actor: actorOf(request), expenseId: request.params.id }),
  );

  app.get(
    '/api/expense-record/:id/attachment',
    { config: { access: { permission: readers } }, schema: { params: expenseIdParams } },
    async (request, reply) => {
      const file = await getExpenseAttachment({ ...deps, actor: actorOf(request), expenseId: request.params.id });
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDispositionOf(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );

  app.post(
    '/api/expense-record/:id/approve',
    {
      config: { access: { permission: 'expense.approve' } },
      schema: { params: expenseIdParams, response: { 200: expenseResponse } },
    },
    (request) =>
      decideExpense({
        ...deps,
        actor: actorOf(request),
        expenseId: request.params.id,
        decision: { status: 'approved' },
      }),
  );

  app.post(
    '/api/expense-record/:id/reject',
    {
      config: { access: { permission: 'expense.approve' } },
      schema: { params: expenseIdParams, body: expenseRejectRequest, response: { 200: expenseResponse } },
    },
    (request) =>
      decideExpense({
        ...deps,
        actor: actorOf(request),
        expenseId: request.params.id,
        decision: { status: 'rejected', reason: request.body.reason },
      }),
  );

  // Only this route reads multipart bodies: the parser and its hooks stay in its scope.
  void app.register(async (scope) => {
    await installMultipartForms(scope, expenseAttachmentLimits.maxBytes);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/expense-record',
      {
        config: { access: { permission: 'expense.record' }, multipart: expenseForm },
        schema: { headers: idempotencyKeyHeaders, response: { 201: expenseResponse } },
      },
      async (request, reply) => {
        const { fields, files } = await readExpenseForm(request);
        const created = await recordExpense({
          ...deps,
          actor: actorOf(request),
          submission: { fields, attachment: files.attachment },
          idempotencyKey: request.headers['idempotency-key'],
        });
        return reply.code(201).send(created);
      },
    );
  });
}
