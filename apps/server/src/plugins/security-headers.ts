import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { apiDocsPrefix } from './openapi.js';

/**
 * What the web app needs and nothing more: its own scripts only (no inline script); inline styles, because Ant
 * Design writes its CSS-in-JS into <style> tags; images and fonts from itself or data: URLs (the print page's
 * barcodes are SVG data URLs; Vite inlines small font files), and images from blob: URLs (merchant logos need the
 * bearer token, so the page fetches them and shows the bytes through URL.createObjectURL). No framing by anyone.
 */
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // No upgrade-insecure-requests: a branch may reach the server over plain HTTP on its own network.
  },
};

/**
 * Browser features the back office never uses, denied to it and to anything it might embed. Only names Chromium
 * knows: an unknown one is logged as an error on every page.
 */
export const permissionsPolicy = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Headers of error responses written before Fastify has a route (URL or request head unreadable). */
export const bareErrorHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

/** API answers; the public API's documentation pages under /api/docs are pages (their scripts must run). */
const isApiPath = (url: string) =>
  (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) && !url.startsWith(apiDocsPrefix);

/**
 * The headers of an API answer (JSON or a file download, never a page): the set the OWASP REST Security Cheat Sheet
 * names for API responses — no caching (they carry names, phones and addresses), a policy under which the answer,
 * opened as a document, may load and run nothing and be framed by no one, nosniff, HSTS — plus no referrer and
 * same-origin reads only. What only a page uses (a script policy, Permissions-Policy, opener isolation, DNS
 * prefetch, legacy XSS filter) stays on the pages: on every API answer it cost ≈ 700 bytes and a tenth of the
 * server's time for a small one (README "Throughput").
 */
function apiHeadersOf(pageHeaders: Record<string, string>): Record<string, string> {
  return {
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': pageHeaders['strict-transport-security']!,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

/**
 * Security headers on every response, in one place. Pages and the web app's files: helmet's set (CSP, frame denial,
 * nosniff, Referrer-Policy, HSTS, cross-origin isolation) and the Permissions-Policy helmet does not write. API
 * answers: the API set above, with `Cache-Control: no-store` unless a route sets its own. Installed first, so errors
 * raised by later hooks (401, 403) carry them too.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = { ...(await helmetHeaders()), 'permissions-policy': permissionsPolicy };
  const apiHeaders = apiHeadersOf(headers);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(isApiPath(request.url) ? apiHeaders : headers);
    done();
  });
}

/**
 * Helmet's headers for our settings, worked out once: its middleware sets the same headers on every response, and
 * @fastify/helmet rebuilt that middleware (parsing the policy again) on every request — a few per cent of the CPU
 * of an API request.
 */
async function helmetHeaders(): Promise<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: () => {},
  };
  const middleware = helmet({
    contentSecurityPolicy,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  await new Promise<void>((resolve, reject) =>
    middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
    ),
  );
  return headers;
}
