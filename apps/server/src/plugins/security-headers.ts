import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * What the web app needs and nothing more: its own scripts only (no inline script); inline styles, because Ant
 * Design writes its CSS-in-JS into <style> tags; images and fonts from itself or data: URLs (the print page's
 * barcodes are SVG data URLs; Vite inlines small font files). No framing by anyone.
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
    imgSrc: ["'self'", 'data:'],
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

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Security headers on every response, in one place: helmet's set (CSP, frame denial, nosniff, Referrer-Policy,
 * HSTS, cross-origin isolation), the Permissions-Policy helmet does not write, and `Cache-Control: no-store` on every
 * /api response — they carry names, phones and addresses — unless a route sets its own. Installed first, so errors
 * raised by later hooks (401, 403) carry them too.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('permissions-policy', permissionsPolicy);
    if (isApiPath(request.url)) void reply.header('cache-control', 'no-store');
  });
}
