import { describe, expect, it } from 'vitest';
import {
  formatWebhookSecret,
  nextWebhookAttemptAt,
  webhookCreateRequest,
  webhookTestResponse,
  webhookUpdateRequest,
  webhookRetryDelaysSeconds,
  webhookSignatureHeader,
  webhookSignedText,
} from './webhook-schemas.js';

const hour = 3_600_000;

describe('webhook secrets and signatures', () => {
  it('a secret is whsec_ and 48 hex digits of the random bytes', () => {
    const secret = Uint8Array.from({ length: 24 }, (_, index) => index * 10);
    expect(formatWebhookSecret(secret)).toBe('whsec_000a141e28323c46505a646e78828c96a0aab4bec8d2dce6');
    expect(() => formatWebhookSecret(secret.slice(1))).toThrow(/24 bytes/);
  });

  it('signs "<t>.<body>" and sends t=…,v1=…', () => {
    expect(webhookSignedText(1764133200, '{"id":"evt_1"}')).toBe('1764133200.{"id":"evt_1"}');
    expect(webhookSignatureHeader(1764133200, 'ab12')).toBe('t=1764133200,v1=ab12');
  });
});

describe('webhook retries', () => {
  const createdAt = new Date('2026-11-26T00:00:00Z');

  it('wait longer after each failure, then hourly steps, starting from the failed attempt', () => {
    const now = new Date(createdAt.getTime() + 10_000);
    expect(nextWebhookAttemptAt({ createdAt, attempts: 1, now })).toEqual(new Date(now.getTime() + 30_000));
    expect(nextWebhookAttemptAt({ createdAt, attempts: 2, now })).toEqual(new Date(now.getTime() + 60_000));
    const last = webhookRetryDelaysSeconds.at(-1)! * 1000;
    expect(nextWebhookAttemptAt({ createdAt, attempts: 30, now })).toEqual(new Date(now.getTime() + last));
  });

  it('give up once the next attempt would fall past 24 hours after the delivery was made', () => {
    const late = new Date(createdAt.getTime() + 23 * hour);
    expect(nextWebhookAttemptAt({ createdAt, attempts: 1, now: late })).not.toBeNull();
    expect(nextWebhookAttemptAt({ createdAt, attempts: 9, now: late })).toBeNull();
    expect(nextWebhookAttemptAt({ createdAt, attempts: 1, now: new Date(createdAt.getTime() + 24 * hour) })).toBeNull();
  });

  it('the schedule fits many attempts in the window', () => {
    let now = createdAt;
    let attempts = 0;
    for (;;) {
      attempts += 1;
      const next = nextWebhookAttemptAt({ createdAt, attempts, now });
      if (!next) break;
      now = next;
    }
    expect(attempts).toBeGreaterThanOrEqual(10);
    expect(now.getTime() - createdAt.getTime()).toBeLessThanOrEqual(24 * hour);
  });
});

describe('PUT /api/webhooks/{id} request and the test answer', () => {
  it('takes the address, events and description, never another merchant', () => {
    const parsed = webhookUpdateRequest.parse({
      url: 'https://shop.example.com/new',
      events: ['label.status_changed'],
      description: 'Orders',
      merchant_id: 9,
    });
    expect(parsed).toEqual({
      url: 'https://shop.example.com/new',
      events: ['label.status_changed'],
      description: 'Orders',
    });
    expect(webhookUpdateRequest.safeParse({ url: 'ftp://x', events: [] }).success).toBe(false);
    expect(webhookTestResponse.parse({ data: { ok: false, response_code: null, error: 'TIMEOUT' } }).data.ok).toBe(
      false,
    );
  });
});

describe('POST /api/webhooks request', () => {
  const valid = { url: 'https://shop.example.com/hooks/waypost', events: ['label.status_changed'], merchant_id: 3 };

  it('accepts an https or http address and removes repeated events', () => {
    const parsed = webhookCreateRequest.parse({ ...valid, events: ['label.status_changed', 'label.status_changed'] });
    expect(parsed.events).toEqual(['label.status_changed']);
    expect(webhookCreateRequest.safeParse({ ...valid, url: 'http://10.0.0.1:8080/x' }).success).toBe(true);
  });

  it('refuses other schemes, credentials, no events and unknown events', () => {
    const messageOf = (body: object, field: string) =>
      webhookCreateRequest.safeParse({ ...valid, ...body }).error?.issues.find((issue) => issue.path[0] === field)
        ?.message;
    expect(messageOf({ url: 'ftp://shop.example.com/' }, 'url')).toBe('webhook.urlInvalid');
    expect(messageOf({ url: 'https://user:pw@shop.example.com/' }, 'url')).toBe('webhook.urlInvalid');
    expect(messageOf({ url: 'not a url' }, 'url')).toBe('webhook.urlInvalid');
    expect(messageOf({ events: [] }, 'events')).toBe('validation.noselectErrorMessage');
    expect(messageOf({ events: ['label.deleted'] }, 'events')).toBe('validation.noselectErrorMessage');
    expect(messageOf({ merchant_id: undefined }, 'merchant_id')).toBe('validation.noselectErrorMessage');
  });
});
