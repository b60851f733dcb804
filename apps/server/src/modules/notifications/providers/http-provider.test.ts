import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpProvider, defaultHttpReceiptFields, type HttpProviderOptions } from './http-provider.js';
import { ProviderError, type OutgoingMessage } from './notification-provider.js';
import { createViberProvider } from './viber-provider.js';

/** What the local gateway saw of one request. */
interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local stand-in for an aggregator on 127.0.0.1: no traffic leaves the machine. */
function startLocalGateway() {
  const received: ReceivedRequest[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  return {
    received,
    answerWith(next: { status: number; body: unknown }) {
      answer = next;
    },
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    url: (path = '/sms/send') => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const burmese: OutgoingMessage = {
  to: '+959250000001',
  // 80 UTF-16 units: past one UCS-2 part (70), within two (134).
  text: `"ပါဆယ်" ရောက်ပါပြီ\n${'က'.repeat(61)}`,
  clientReference: '4711',
  encoding: 'ucs2',
};
const signal = () => new AbortController().signal;

describe('the generic HTTP provider sending', () => {
  const gateway = startLocalGateway();
  beforeAll(gateway.start);
  afterAll(gateway.stop);
  beforeEach(() => {
    gateway.received.length = 0;
    gateway.answerWith({ status: 200, body: { data: { id: 'msg-9', cost: '15' } } });
  });

  const provider = (options: Partial<HttpProviderOptions> & Pick<HttpProviderOptions, 'bodyTemplate'>) =>
    createHttpProvider({
      url: gateway.url(),
      headers: { 'x-api-key': 'aggregator-key' },
      idPath: 'data.id',
      receipt: defaultHttpReceiptFields,
      ...options,
    });

  it('fills a JSON template with JSON-escaped values and reads the id at its path', async () => {
    const result = await provider({
      bodyTemplate: '{"msisdn":"{{to_digits}}","text":"{{text}}","ref":"{{reference}}","coding":"{{encoding}}"}',
      costPath: 'data.cost',
    }).send(burmese, { signal: signal() });

    expect(burmese.text).toHaveLength(80);
    expect(result).toEqual({ providerMessageId: 'msg-9', parts: 2, cost: 15 });
    const [request] = gateway.received;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/sms/send');
    expect(request!.headers['x-api-key']).toBe('aggregator-key');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request!.body)).toEqual({
      msisdn: '959250000001',
      text: burmese.text,
      ref: '4711',
      coding: 'ucs2',
    });
  });

  it('fills a form template with URL-encoded values', async () => {
    await provider({ bodyTemplate: 'to={{to_national}}&message={{text}}&sender=Waypost&ref={{reference}}' }).send(
      burmese,
      { signal: signal() },
    );
    const [request] = gateway.received;
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({
      to: '09250000001',
      message: burmese.text,
      sender: 'Waypost',
      ref: '4711',
    });
  });

  it('sends a GET with the form in the query string', async () => {
    await provider({
      url: gateway.url('/api/http/send?format=json'),
      method: 'GET',
      bodyTemplate: 'recipients={{to_national}}&message={{text}}',
    }).send({ ...burmese, text: 'Hi & bye' }, { signal: signal() });
    const [request] = gateway.received;
    expect(request!.method).toBe('GET');
    expect(request!.body).toBe('');
    const query = new URL(request!.url, 'http://local').searchParams;
    expect([query.get('format'), query.get('recipients'), query.get('message')]).toEqual([
      'json',
      '09250000001',
      'Hi & bye',
    ]);
  });

  it('believes the parts the gateway reports', async () => {
    gateway.answerWith({ status: 200, body: { id: 7, segments: 3 } });
    const result = await provider({ bodyTemplate: '{"t":"{{text}}"}', idPath: 'id', partsPath: 'segments' }).send(
      burmese,
      { signal: signal() },
    );
    expect(result).toEqual({ providerMessageId: '7', parts: 3, cost: null });
  });

  it('takes a 503 as retryable and a 400 as final', async () => {
    const send = () => provider({ bodyTemplate: '{"t":"{{text}}"}' }).send(burmese, { signal: signal() });
    gateway.answerWith({ status: 503, body: { error: 'busy' } });
    await expect(send()).rejects.toMatchObject({ code: 'HTTP_503', retryable: true });
    gateway.answerWith({ status: 400, body: { error: 'invalid msisdn' } });
    await expect(send()).rejects.toMatchObject({ code: 'HTTP_400', retryable: false });
  });

  it('never retries a 2xx answer without an id at the configured path', async () => {
    gateway.answerWith({ status: 200, body: { ok: true } });
    const sending = provider({ bodyTemplate: '{"t":"{{text}}"}' }).send(burmese, { signal: signal() });
    await expect(sending).rejects.toBeInstanceOf(ProviderError);
    await expect(sending).rejects.toMatchObject({ code: 'BAD_RESPONSE', retryable: false });
  });
});

describe('the generic HTTP provider checking its configuration when made', () => {
  const options = { url: 'https://gateway.example/send', idPath: 'id', receipt: defaultHttpReceiptFields };

  it('refuses an unknown placeholder, naming the known ones', () => {
    expect(() => createHttpProvider({ ...options, bodyTemplate: '{"to":"{{phone}}"}' })).toThrow(
      /unknown placeholder \{\{phone\}\}.*\{\{to_national\}\}/,
    );
  });

  it('refuses a JSON template that does not render to JSON', () => {
    expect(() => createHttpProvider({ ...options, bodyTemplate: '{"to": {{to}} }' })).toThrow(
      /does not render to JSON/,
    );
  });

  it('refuses a JSON body with GET', () => {
    expect(() => createHttpProvider({ ...options, method: 'GET', bodyTemplate: '{"to":"{{to}}"}' })).toThrow(/GET/);
  });
});

describe('the generic HTTP provider reading callbacks', () => {
  const provider = createHttpProvider({
    url: 'https://gateway.example/send',
    bodyTemplate: '{"to":"{{to}}"}',
    idPath: 'id',
    receipt: {
      idPath: 'result.messageId',
      referencePath: 'result.ref',
      statusPath: 'result.state',
      statusMap: { '2': 'delivered', '5': 'undelivered', DROPPED: 'rejected' },
      atPath: 'result.doneAt',
      errorPath: 'result.reason',
    },
    inbound: { fromPath: 'sender', textPath: 'body', atPath: 'time' },
  });

  it('reads receipts through the configured paths and status map', () => {
    expect(
      provider.parseReceipt({
        result: { messageId: 991, ref: '4711', state: 5, doneAt: '2026-11-28T01:00:00Z', reason: 'Absent' },
      }),
    ).toEqual([
      {
        providerMessageId: '991',
        clientReference: '4711',
        status: 'undelivered',
        at: new Date('2026-11-28T01:00:00Z'),
        error: 'Absent',
      },
    ]);
    expect(provider.parseReceipt({ result: { messageId: '992', state: 'dropped' } })[0]?.status).toBe('rejected');
  });

  it('ignores a status word the map does not know', () => {
    expect(provider.parseReceipt({ result: { messageId: '991', state: 'DELIVRD' } })).toEqual([]);
  });

  it('reads inbound messages through the configured paths', () => {
    expect(provider.parseInbound({ sender: '959250000001', body: 'stop', time: '2025-01-01 11:24:02' })).toEqual({
      from: '+959250000001',
      text: 'stop',
      at: new Date('2025-01-01T04:54:02Z'),
    });
    expect(provider.parseInbound({ sender: '959250000001' })).toBeNull();
  });

  it('reads no inbound message when none is configured', () => {
    const withoutInbound = createHttpProvider({
      url: 'https://gateway.example/send',
      bodyTemplate: '{"to":"{{to}}"}',
      idPath: 'id',
      receipt: defaultHttpReceiptFields,
    });
    expect(withoutInbound.parseInbound({ from: '959250000001', text: 'STOP' })).toBeNull();
  });
});

describe('the Viber provider', () => {
  const gateway = startLocalGateway();
  beforeAll(gateway.start);
  afterAll(gateway.stop);

  it("sends the Viber-shaped default body with the aggregator's bearer token, one part whatever its length", async () => {
    gateway.answerWith({ status: 202, body: { id: 'vb-1' } });
    const provider = createViberProvider({ url: gateway.url('/viber'), token: 'viber-token' });
    const result = await provider.send(burmese, { signal: signal() });

    expect(provider).toMatchObject({ name: 'viber', channel: 'viber' });
    expect(result).toEqual({ providerMessageId: 'vb-1', parts: 1, cost: null });
    const [request] = gateway.received;
    expect(request!.headers.authorization).toBe('Bearer viber-token');
    expect(JSON.parse(request!.body)).toEqual({
      to: '+959250000001',
      channel: 'viber',
      text: burmese.text,
      reference: '4711',
    });
  });

  it('takes seen and read receipts as delivered', () => {
    const provider = createViberProvider({ url: 'https://viber.example/send', token: 't' });
    expect(provider.parseReceipt({ id: 'vb-1', status: 'seen' })[0]?.status).toBe('delivered');
    expect(provider.parseReceipt({ id: 'vb-1', reference: '4711', status: 'READ' })[0]).toMatchObject({
      providerMessageId: 'vb-1',
      clientReference: '4711',
      status: 'delivered',
    });
    expect(provider.parseReceipt({ id: 'vb-1', status: 'failed' })[0]?.status).toBe('failed');
  });
});
