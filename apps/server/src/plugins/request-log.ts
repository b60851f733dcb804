import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import pinoPretty from 'pino-pretty';

/** Query parameters whose values say nothing about a person (tabs, paging); every other value is left out. */
const plainQueryKeys = new Set(['tab', 'side', 'page', 'per_page', 'status', 'group', 'lang']);

/** The request's URL for the log: the path, and the query's names with only the values of plainQueryKeys. */
export function loggedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [key = ''] = pair.split('=', 1);
      return plainQueryKeys.has(key) ? pair : `${key}=…`;
    });
  return `${url.slice(0, mark)}?${query.join('&')}`;
}

/**
 * One log line per API request, written when it is answered: method, URL (no personal query values), status and
 * time. Static files of the web app are not logged (a page load fetches dozens), nor are Fastify's own two lines
 * per request (`disableRequestLogging`).
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const { url } = request;
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
      request.log.info(
        {
          method: request.method,
          url: loggedUrl(url),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
    }
    done();
  });
}

/**
 * The log as a person reads it in a terminal (`npm start` by hand): one short line per entry, a request as
 * "GET /api/label?tab=search 200 4.2 ms". Elsewhere (a file, journald, a log collector) pino's JSON lines stay.
 */
export function terminalLogStream(): DestinationStream {
  return pinoPretty({
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    singleLine: true,
    ignore: 'pid,hostname,reqId,method,url,status,ms',
    messageFormat: (log, messageKey) =>
      log.method === undefined
        ? String(log[messageKey])
        : `${String(log.method)} ${String(log.url)} ${String(log.status)} ${String(log.ms)} ms`,
  });
}
