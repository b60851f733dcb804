import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError, type OutgoingMessage } from './notification-provider.js';
import { createSmspohProvider } from './smspoh-provider.js';

/** What the local gateway saw of one request. */
interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

type GatewayAnswer = { status: number; body: unknown } | 'hang';

/** A local stand-in for SMSPoh on 127.0.0.1: no traffic leaves the machine. */
function startLocalGateway() {
  const received: ReceivedRequest[] = [];
  let answer: (request: ReceivedRequest) => GatewayAnswer = () => ({ status: 200, body: {} });
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const seen = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      received.push(seen);
      const reply = answer(seen);
      if (reply === 'hang') return;
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
    });
  });
  return {
    received,
    answerWith(next: (request: ReceivedRequest) => GatewayAnswer) {
      answer = next;
    },
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    baseUrl: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const token = 'smspoh-test-token-123';
const message: OutgoingMessage = {
  to: '+959250000001',
  text: 'ပါဆယ် YGN0001234MM ပို့ဆောင်ပြီးပါပြီ',
  clientReference: '4711',
  encoding: 'ucs2',
};

/** SMSPoh v2's documented success answer (smspoh.com/rest-api-documentation/send?version=2). */
const documentedSuccess = {
  status: true,
  data: {
    messages: [
      {
        id: 12345,
        create_at: 1535801846,
        message_to: '959250000001',
        message_text: message.text,
        operator: 'MPT',
        sender: 'Waypost',
        is_delivered: false,
        is_queuing: true,
        test: false,
        num_parts: 2,
        credit: 2,
      },
    ],
    balance: 982088,
    credit: 2,
  },
};

const signal = () => new AbortController().signal;

async function providerErrorOf(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('the SMSPoh provider sending', () => {
  const gateway = startLocalGateway();
  beforeAll(gateway.start);
  afterAll(gateway.stop);
  beforeEach(() => {
    gateway.received.length = 0;
  });

  const provider = (options: { timeoutMs?: number; deliveryReceiptUrl?: string; test?: boolean } = {}) =>
    createSmspohProvider({ baseUrl: gateway.baseUrl(), token, sender: 'Waypost', ...options });

  it("posts SMSPoh v2's documented request and reads its documented answer", async () => {
    gateway.answerWith(() => ({ status: 200, body: documentedSuccess }));
    const result = await provider({ test: true }).send(message, { signal: signal() });

    expect(result).toEqual({ providerMessageId: '12345', parts: 2, cost: 2 });
    expect(gateway.received).toHaveLength(1);
    const [request] = gateway.received;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/api/v2/send');
    expect(request!.headers.authorization).toBe(`Bearer ${token}`);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request!.body)).toEqual({
      to: '09250000001',
      message: message.text,
      sender: 'Waypost',
      clientReference: '4711',
      test: true,
    });
  });

  it('asks for receipts at the configured URL, and counts parts itself when the answer does not', async () => {
    const { num_parts: _parts, credit: _credit, ...withoutCounts } = documentedSuccess.data.messages[0]!;
    gateway.answerWith(() => ({ status: 200, body: { status: true, data: { messages: [withoutCounts] } } }));
    const deliveryReceiptUrl = 'https://waypost.example/api/notification/receipt/smspoh/0123456789abcdef';
    const result = await provider({ deliveryReceiptUrl }).send(message, { signal: signal() });

    expect(result).toEqual({ providerMessageId: '12345', parts: 1, cost: null });
    expect(JSON.parse(gateway.received[0]!.body)).toMatchObject({ deliveryReceiptUrl, test: false });
  });

  it('keeps a number outside Myanmar in E.164, as the docs ask for international SMS', async () => {
    gateway.answerWith(() => ({ status: 200, body: documentedSuccess }));
    await provider().send({ ...message, to: '+66812345678' }, { signal: signal() });
    expect(JSON.parse(gateway.received[0]!.body).to).toBe('+66812345678');
  });

  it('takes a 500 as retryable', async () => {
    gateway.answerWith(() => ({ status: 500, body: { message: 'Server Error' } }));
    const error = await providerErrorOf(provider().send(message, { signal: signal() }));
    expect(error).toMatchObject({ code: 'HTTP_500', retryable: true });
  });

  it('takes a validation refusal of the message as final: no retry, no failover', async () => {
    gateway.answerWith(() => ({ status: 422, body: { message: 'The to field must be a valid phone number.' } }));
    const error = await providerErrorOf(provider().send(message, { signal: signal() }));
    expect(error).toMatchObject({ code: 'HTTP_422', retryable: false });
    expect(error.message).toContain('valid phone number');
  });

  it('takes a refused token as retryable, so the next provider sends the message', async () => {
    gateway.answerWith(() => ({ status: 401, body: { message: 'Unauthenticated.' } }));
    const error = await providerErrorOf(provider().send(message, { signal: signal() }));
    expect(error).toMatchObject({ code: 'HTTP_401', retryable: true });
    expect(error.message).not.toContain(token);
  });

  it('takes a 2xx answer saying status false as a refusal of the message', async () => {
    gateway.answerWith(() => ({ status: 200, body: { status: false, error: 'Invalid sender name' } }));
    const error = await providerErrorOf(provider().send(message, { signal: signal() }));
    expect(error).toMatchObject({ code: 'GATEWAY_REFUSED', retryable: false, message: 'Invalid sender name' });
  });

  it('never retries a 2xx answer it cannot read: the message may have gone out', async () => {
    gateway.answerWith(() => ({ status: 200, body: '<html>maintenance</html>' }));
    const error = await providerErrorOf(provider().send(message, { signal: signal() }));
    expect(error).toMatchObject({ code: 'BAD_RESPONSE', retryable: false });
  });

  it('gives up on a gateway that does not answer in time, as retryable', async () => {
    gateway.answerWith(() => 'hang');
    const started = Date.now();
    const error = await providerErrorOf(provider({ timeoutMs: 200 }).send(message, { signal: signal() }));
    expect(error).toMatchObject({ code: 'TIMEOUT', retryable: true });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("stops when the worker's signal fires", async () => {
    gateway.answerWith(() => 'hang');
    const controller = new AbortController();
    const sending = provider().send(message, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await providerErrorOf(sending)).toMatchObject({ code: 'ABORTED', retryable: true });
  });
});

describe('the SMSPoh provider without a gateway to reach', () => {
  let closedPortUrl = '';
  beforeAll(async () => {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closedPortUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('takes a refused connection as retryable', async () => {
    const provider = createSmspohProvider({ baseUrl: closedPortUrl, token });
    const error = await providerErrorOf(provider.send(message, { signal: signal() }));
    expect(error).toMatchObject({ code: 'NETWORK', retryable: true });
  });
});

describe('the SMSPoh provider reading callbacks', () => {
  const provider = createSmspohProvider({ token });

  it('reads the documented delivery receipt fields from JSON', () => {
    const updates = provider.parseReceipt({
      id: 12345,
      client_reference: '4711',
      status: 'delivered',
      updated_at: 1535801846,
    });
    expect(updates).toEqual([
      {
        providerMessageId: '12345',
        clientReference: '4711',
        status: 'delivered',
        at: new Date(1535801846 * 1000),
        error: null,
      },
    ]);
  });

  it('reads the same receipt posted as form fields', () => {
    const updates = provider.parseReceipt({ id: '12345', client_reference: '4711', status: 'Undelivered' });
    expect(updates).toEqual([
      { providerMessageId: '12345', clientReference: '4711', status: 'undelivered', at: null, error: null },
    ]);
  });

  it('maps the common gateway words and ignores a status it cannot read', () => {
    const statusOf = (status: string) => provider.parseReceipt({ id: '1', status })[0]?.status ?? null;
    expect(statusOf('DELIVRD')).toBe('delivered');
    expect(statusOf('queuing')).toBe('sent');
    expect(statusOf('expired')).toBe('undelivered');
    expect(statusOf('failed')).toBe('failed');
    expect(statusOf('REJECTD')).toBe('rejected');
    expect(statusOf('something-new')).toBeNull();
  });

  it('reads a list of receipts, and ignores one that names no message', () => {
    const updates = provider.parseReceipt([
      { id: 1, status: 'delivered' },
      { clientReference: '77', status: 'failed', error: 'Absent subscriber' },
      { status: 'delivered' },
    ]);
    expect(
      updates.map(({ providerMessageId, clientReference, status, error }) => [
        providerMessageId,
        clientReference,
        status,
        error,
      ]),
    ).toEqual([
      ['1', null, 'delivered', null],
      [null, '77', 'failed', 'Absent subscriber'],
    ]);
  });

  it('finds no receipt in a body that is not one', () => {
    expect(provider.parseReceipt(null)).toEqual([]);
    expect(provider.parseReceipt('delivered')).toEqual([]);
    expect(provider.parseReceipt({})).toEqual([]);
  });

  it("reads the v3 inbox webhook's documented payload, its time in Myanmar time", () => {
    const inbound = provider.parseInbound({
      message: 'STOP',
      from: '959250000001',
      to: '959700000000',
      messageType: 'sms.text',
      receivedAt: '2025-01-01 11:24:02',
    });
    expect(inbound).toEqual({ from: '+959250000001', text: 'STOP', at: new Date('2025-01-01T04:54:02Z') });
  });

  it('finds no inbound message in anything else', () => {
    expect(provider.parseInbound({ id: 1, status: 'delivered' })).toBeNull();
    expect(provider.parseInbound({ message: 'x', from: '959250000001', messageType: 'sms.binary' })).toBeNull();
    expect(provider.parseInbound(undefined)).toBeNull();
  });
});
