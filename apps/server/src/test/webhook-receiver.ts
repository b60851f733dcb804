import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  body: string;
  json: { id: string; type: string; created_at: string; data: Record<string, unknown> };
}

/**
 * A merchant's endpoint for tests: records what arrives and answers each request with `answer()` (default 200) —
 * when it returns a promise, once that settles (a receiver slow to answer).
 */
export async function startWebhookReceiver(answer: (request: ReceivedWebhook) => number | Promise<number> = () => 200) {
  const received: ReceivedWebhook[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const entry = { headers: request.headers, body, json: JSON.parse(body) as ReceivedWebhook['json'] };
      received.push(entry);
      void Promise.resolve(answer(entry)).then((status) => response.writeHead(status).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/waypost`,
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * What a merchant's server does with `Waypost-Signature: t=…,v1=…`: recomputes the HMAC-SHA256 of "<t>.<raw body>"
 * with its secret and compares in constant time.
 */
export function verifyWebhookSignature(secret: string, header: string | string[] | undefined, body: string): boolean {
  const match = typeof header === 'string' ? /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) : null;
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'));
}
