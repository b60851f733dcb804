import http from 'node:http';
import type { Socket } from 'node:net';
import {
  appErrorCodes,
  defaultLocale,
  fixedErrorMessages,
  issueMessage,
  parseLocale,
  translate,
  type AppErrorCode,
  type Locale,
} from '@waypost/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay from 'find-my-way';
import type { z } from 'zod';
import { AppError } from '../lib/app-error.js';
import { bareErrorHeaders } from './security-headers.js';
import { RequestValidationError } from './zod-validation.js';

/** The message a client sees for a code: the spec's fixed text where it has one, else localized. */
export function errorMessage(code: AppErrorCode, locale: Locale, params?: Record<string, string | number>): string {
  const fixed = (fixedErrorMessages as Partial<Record<AppErrorCode, string>>)[code];
  return fixed ?? translate(locale, appErrorCodes[code].messageKey, params);
}

/** What the client reads for an AppError: the localized message and, for 422, localized field errors. */
export function localizedErrorBody(
  error: AppError,
  locale: Locale,
): { message: string; errors?: Record<string, string[]>; reason?: string } {
  const body: { message: string; errors?: Record<string, string[]>; reason?: string } = {
    message: error.options.messageKey
      ? translate(locale, error.options.messageKey, error.options.params)
      : errorMessage(error.code, locale, error.options.params),
  };
  if (error.options.reason) body.reason = error.options.reason;
  if (error.options.fieldErrors) {
    body.errors = Object.fromEntries(
      Object.entries(error.options.fieldErrors).map(([field, entries]) => [
        field,
        entries.map((entry) =>
          typeof entry === 'string' ? translate(locale, entry) : translate(locale, entry.key, entry.params),
        ),
      ]),
    );
  }
  return body;
}

function send(reply: FastifyReply, request: FastifyRequest, error: AppError): FastifyReply {
  const { status } = appErrorCodes[error.code];
  if (error.options.headers) void reply.headers(error.options.headers);
  return reply.code(status).type('application/json').send(localizedErrorBody(error, request.locale));
}

/** Turns zod issues into the spec's `{ field: [messages] }`, with messages from the shared validation catalog. */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[], locale: Locale): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
    (errors[field] ??= []).push(localizedIssue(issue, locale));
  }
  return errors;
}

function localizedIssue(issue: z.core.$ZodIssue, locale: Locale): string {
  const { key, params } = issueMessage(issue);
  return translate(locale, key, params);
}

/**
 * One error handler for the whole API: AppError → its status and localized message; request validation → 422 with
 * field errors; client errors from Fastify → their 4xx; everything else → 500 "Something Went Wrong!" with the
 * details only in the log. Unknown /api paths are 404, known paths with the wrong method 405.
 */
export function installErrorHandling(
  app: FastifyInstance,
  options: { serveSpa: (reply: FastifyReply) => FastifyReply | null },
): void {
  // Every route path, method-agnostic, to tell 405 (known path, wrong method) from 404.
  const knownPaths = FindMyWay();
  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD' || route.url.includes('*')) return;
    try {
      knownPaths.on('GET', route.url, () => {});
    } catch {
      // The same path with several methods is registered once.
    }
  });

  app.setErrorHandler((error: FastifyError | AppError | RequestValidationError, request, reply) => {
    if (error instanceof AppError) return send(reply, request, error);
    const validation = error instanceof RequestValidationError ? error : (error as { cause?: unknown }).cause;
    if (validation instanceof RequestValidationError) {
      const fieldErrors = fieldErrorsFromIssues(validation.issues, request.locale);
      return reply.code(422).send({ message: errorMessage('VALIDATION_FAILED', request.locale), errors: fieldErrors });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 413) return send(reply, request, new AppError('PAYLOAD_TOO_LARGE'));
    if (status === 415) return send(reply, request, new AppError('UNSUPPORTED_MEDIA_TYPE'));
    if (status === 429) return send(reply, request, new AppError('TOO_MANY_REQUESTS'));
    if (status >= 400 && status < 500) {
      // Malformed JSON and other unreadable bodies are bad input like any other.
      return reply.code(422).send({
        message: errorMessage('VALIDATION_FAILED', request.locale),
        errors: { body: [translate(request.locale, 'validation.invalidErrorMessage')] },
      });
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, request, new AppError('INTERNAL'));
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      const known = knownPaths.find('GET', pathname) !== null;
      return send(reply, request, new AppError(known ? 'METHOD_NOT_ALLOWED' : 'NOT_FOUND'));
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      const spa = options.serveSpa(reply);
      if (spa) return spa;
    }
    return send(reply, request, new AppError('NOT_FOUND'));
  });
}

/**
 * Fastify's `frameworkErrors`: errors of the router, before any hook runs (a URL that is not valid percent-encoding,
 * a path parameter over `maxParamLength`). Answered in the API's shape; the URL is never echoed.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const code: AppErrorCode =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'URI_TOO_LONG'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'BAD_REQUEST'
        : 'INTERNAL';
  if (code === 'INTERNAL') request.log.error({ err: error }, 'router failed');
  const locale = parseLocale(request.headers['accept-language']);
  void reply
    .code(appErrorCodes[code].status)
    .headers(bareErrorHeaders)
    .send(JSON.stringify({ message: errorMessage(code, locale) }));
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before Fastify sees a request (headers over 16 KB,
 * a malformed request line, a request head that never finishes). No headers were read, so the message is in the
 * default locale. Like Fastify's own handler it logs nothing: these are network noise, not failures of ours.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: AppErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'HEADERS_TOO_LARGE'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'REQUEST_TIMEOUT'
        : 'BAD_REQUEST';
  const status = appErrorCodes[code].status;
  const body = JSON.stringify({ message: errorMessage(code, defaultLocale) });
  const head = Object.entries({ ...bareErrorHeaders, 'content-length': Buffer.byteLength(body), connection: 'close' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  if (socket.writable) socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  else socket.destroy();
}
