import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  buildNotificationProviders,
  describeProviders,
  fakeOnlyReceiptSecret,
  readNotifyConfig,
} from './notify-config.js';

const receiptSecret = 'b1946ac92492d2347c6235b4d2611184';
const smspoh = {
  NOTIFY_PROVIDERS: 'smspoh',
  SMSPOH_TOKEN: 'smspoh-secret-token',
  NOTIFY_RECEIPT_SECRET: receiptSecret,
  PUBLIC_URL: 'https://waypost.example.com/',
};
const httpGateway = {
  NOTIFY_HTTP_URL: 'https://sms.aggregator.example/v1/send?key=in-the-query',
  NOTIFY_HTTP_BODY: '{"to":"{{to_national}}","text":"{{text}}"}',
};
const viber = { NOTIFY_VIBER_URL: 'https://viber.aggregator.example/messages', NOTIFY_VIBER_TOKEN: 'viber-secret' };

describe('the notification configuration', () => {
  it('sends through the fake by default, with the documented defaults', () => {
    const config = readNotifyConfig({});
    expect(config).toEqual({
      providers: ['fake'],
      smspoh: null,
      http: null,
      viber: null,
      providerTimeoutMs: 10_000,
      receiptSecret: fakeOnlyReceiptSecret,
      quietHours: '21-7',
      phoneLimitPerHour: 5,
      providerRatePerSecond: 50,
      failoverAttempts: 2,
      failoverSeconds: 30,
      viberFallbackSeconds: 600,
      publicUrl: null,
    });
    expect(buildNotificationProviders(config).map(({ name, channel }) => [name, channel])).toEqual([['fake', 'sms']]);
  });

  it('reads every setting it is given', () => {
    const config = readNotifyConfig({
      ...smspoh,
      SMSPOH_BASE_URL: 'http://127.0.0.1:9/api/',
      SMSPOH_SENDER: 'Waypost',
      SMSPOH_TEST: '1',
      NOTIFY_QUIET_HOURS: 'off',
      NOTIFY_PHONE_LIMIT_PER_HOUR: '0',
      NOTIFY_PROVIDER_RATE: '12.5',
      NOTIFY_FAILOVER_ATTEMPTS: '3',
      NOTIFY_FAILOVER_SECONDS: '45',
      NOTIFY_VIBER_FALLBACK_SECONDS: '900',
      NOTIFY_PROVIDER_TIMEOUT_SECONDS: '4',
    });
    expect(config).toMatchObject({
      smspoh: { baseUrl: 'http://127.0.0.1:9/api', token: 'smspoh-secret-token', sender: 'Waypost', test: true },
      receiptSecret,
      quietHours: 'off',
      phoneLimitPerHour: 0,
      providerRatePerSecond: 12.5,
      failoverAttempts: 3,
      failoverSeconds: 45,
      viberFallbackSeconds: 900,
      providerTimeoutMs: 4_000,
      publicUrl: 'https://waypost.example.com',
    });
  });

  it('builds the providers in the order named: the failover order', () => {
    const config = readNotifyConfig({
      ...smspoh,
      ...httpGateway,
      ...viber,
      NOTIFY_PROVIDERS: ' viber, SMSPoh ,http,fake ',
    });
    expect(config.providers).toEqual(['viber', 'smspoh', 'http', 'fake']);
    expect(buildNotificationProviders(config).map(({ name, channel }) => [name, channel])).toEqual([
      ['viber', 'viber'],
      ['smspoh', 'sms'],
      ['http', 'sms'],
      ['fake', 'sms'],
    ]);
  });

  it('refuses an unknown provider, naming it', () => {
    expect(() => readNotifyConfig({ NOTIFY_PROVIDERS: 'fake,twilio' })).toThrow(/NOTIFY_PROVIDERS.*"twilio"/);
    expect(() => readNotifyConfig({ NOTIFY_PROVIDERS: 'fake,fake' })).toThrow(/"fake" twice/);
  });

  it('refuses a named provider without its required settings, naming the missing variable', () => {
    const { SMSPOH_TOKEN: _token, ...smspohWithoutToken } = smspoh;
    expect(() => readNotifyConfig(smspohWithoutToken)).toThrow(/SMSPOH_TOKEN is required/);
    expect(() =>
      readNotifyConfig({ ...smspoh, NOTIFY_PROVIDERS: 'http', NOTIFY_HTTP_URL: httpGateway.NOTIFY_HTTP_URL }),
    ).toThrow(/NOTIFY_HTTP_BODY is required/);
    expect(() => readNotifyConfig({ ...smspoh, NOTIFY_PROVIDERS: 'http', NOTIFY_HTTP_BODY: 'x={{text}}' })).toThrow(
      /NOTIFY_HTTP_URL is required/,
    );
    expect(() =>
      readNotifyConfig({ ...smspoh, NOTIFY_PROVIDERS: 'viber', NOTIFY_VIBER_URL: viber.NOTIFY_VIBER_URL }),
    ).toThrow(/NOTIFY_VIBER_TOKEN is required/);
  });

  it('reads only the settings of the providers named', () => {
    const config = readNotifyConfig({ SMSPOH_TOKEN: 'unused', NOTIFY_HTTP_URL: 'not even a URL' });
    expect(config).toMatchObject({ providers: ['fake'], smspoh: null, http: null });
  });

  it('requires a receipt secret and a public URL once a real gateway is named', () => {
    const { NOTIFY_RECEIPT_SECRET: _secret, ...withoutSecret } = smspoh;
    expect(() => readNotifyConfig(withoutSecret)).toThrow(/NOTIFY_RECEIPT_SECRET is required/);
    const { PUBLIC_URL: _url, ...withoutPublicUrl } = smspoh;
    expect(() => readNotifyConfig(withoutPublicUrl)).toThrow(/PUBLIC_URL is required/);
  });

  it('refuses a receipt secret too short to guess hard or unfit for a URL path, without echoing it', () => {
    for (const secret of ['short', 'has/a/slash/in/it/0123456789']) {
      const error = (() => {
        try {
          readNotifyConfig({ ...smspoh, NOTIFY_RECEIPT_SECRET: secret });
        } catch (caught) {
          return caught as Error;
        }
        return null;
      })();
      expect(error?.message).toMatch(/NOTIFY_RECEIPT_SECRET must be 16 to 200 characters/);
      expect(error?.message).not.toContain(secret);
    }
  });

  it('refuses values it cannot read, naming the variable', () => {
    expect(() => readNotifyConfig({ NOTIFY_FAILOVER_ATTEMPTS: '0' })).toThrow(/NOTIFY_FAILOVER_ATTEMPTS/);
    expect(() => readNotifyConfig({ NOTIFY_PROVIDER_RATE: '-1' })).toThrow(/NOTIFY_PROVIDER_RATE/);
    expect(() => readNotifyConfig({ ...smspoh, SMSPOH_TEST: 'yes' })).toThrow(/SMSPOH_TEST/);
    expect(() => readNotifyConfig({ ...smspoh, SMSPOH_BASE_URL: 'ftp://smspoh.com' })).toThrow(/SMSPOH_BASE_URL/);
    expect(() => readNotifyConfig({ PUBLIC_URL: 'waypost.example.com' })).toThrow(/PUBLIC_URL/);
  });

  it('checks the generic gateway: method, headers, body template and receipt fields', () => {
    const http = { ...smspoh, ...httpGateway, NOTIFY_PROVIDERS: 'http' };
    expect(() => readNotifyConfig({ ...http, NOTIFY_HTTP_METHOD: 'DELETE' })).toThrow(/NOTIFY_HTTP_METHOD/);
    expect(() => readNotifyConfig({ ...http, NOTIFY_HTTP_HEADERS: '{"x-key": 1}' })).toThrow(/NOTIFY_HTTP_HEADERS/);
    expect(() => readNotifyConfig({ ...http, NOTIFY_HTTP_HEADERS: 'x-key: 1' })).toThrow(/NOTIFY_HTTP_HEADERS/);
    expect(() => readNotifyConfig({ ...http, NOTIFY_HTTP_BODY: '{"to":"{{phone}}"}' })).toThrow(
      /NOTIFY_HTTP_BODY: .*unknown placeholder \{\{phone\}\}/,
    );
    expect(() => readNotifyConfig({ ...http, NOTIFY_HTTP_RECEIPT: '{"statusMap":{"DELIVRD":"done"}}' })).toThrow(
      /NOTIFY_HTTP_RECEIPT.statusMap maps "DELIVRD" to "done"/,
    );

    const config = readNotifyConfig({
      ...http,
      NOTIFY_HTTP_METHOD: 'put',
      NOTIFY_HTTP_HEADERS: '{"Authorization":"Bearer aggregator-token"}',
      NOTIFY_HTTP_ID_PATH: 'data.message_id',
      NOTIFY_HTTP_RECEIPT: '{"idPath":"msgid","statusPath":"dlrstatus","statusMap":{"DELIVRD":"delivered"}}',
    });
    expect(config.http).toMatchObject({
      method: 'PUT',
      headers: { Authorization: 'Bearer aggregator-token' },
      idPath: 'data.message_id',
      receipt: {
        idPath: 'msgid',
        referencePath: 'reference',
        statusPath: 'dlrstatus',
        statusMap: { DELIVRD: 'delivered' },
      },
    });
    const [provider] = buildNotificationProviders(config);
    expect(provider!.parseReceipt({ msgid: 'a1', dlrstatus: 'DELIVRD' })).toMatchObject([
      { providerMessageId: 'a1', status: 'delivered' },
    ]);
  });

  it('describes the providers for the health screen with hosts only: no token, no secret, no query string', () => {
    const config = readNotifyConfig({
      ...smspoh,
      ...httpGateway,
      ...viber,
      NOTIFY_PROVIDERS: 'smspoh,http,viber,fake',
    });
    expect(describeProviders(config)).toEqual([
      { name: 'smspoh', channel: 'sms', host: 'smspoh.com', test: false },
      { name: 'http', channel: 'sms', host: 'sms.aggregator.example', test: false },
      { name: 'viber', channel: 'viber', host: 'viber.aggregator.example', test: false },
      { name: 'fake', channel: 'sms', host: null, test: false },
    ]);
    const serialised = JSON.stringify({ config, providers: describeProviders(config) });
    for (const secret of ['smspoh-secret-token', 'viber-secret', receiptSecret, 'in-the-query']) {
      expect(serialised).not.toContain(secret);
    }
  });

  it('gives SMSPoh the receipt URL built on PUBLIC_URL, so receipts find this server', async () => {
    const bodies: string[] = [];
    const server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        bodies.push(body);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ status: true, data: { messages: [{ id: 1, num_parts: 1, credit: 1 }] } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const config = readNotifyConfig({ ...smspoh, SMSPOH_BASE_URL: `http://127.0.0.1:${port}/api` });
      const [provider] = buildNotificationProviders(config);
      await provider!.send(
        { to: '+959250000001', text: 'hi', clientReference: '1', encoding: 'gsm7' },
        { signal: new AbortController().signal },
      );
      expect(JSON.parse(bodies[0]!).deliveryReceiptUrl).toBe(
        `https://waypost.example.com/api/notification/receipt/smspoh/${receiptSecret}`,
      );
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('lets tests script the fake built from the configuration', async () => {
    const [fake] = buildNotificationProviders(readNotifyConfig({}), { fakeBehaviour: { failTimes: 1 } });
    await expect(
      fake!.send(
        { to: '+959250000001', text: 'hi', clientReference: '1', encoding: 'gsm7' },
        { signal: new AbortController().signal },
      ),
    ).rejects.toMatchObject({ code: 'HTTP_500', retryable: true });
  });
});
