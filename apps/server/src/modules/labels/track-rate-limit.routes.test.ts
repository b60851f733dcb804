import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.js';
import { rateLimits } from '../../db/schema/index.js';
import { clientAddressKey, pruneRateLimits } from '../../lib/rate-limit.js';
import { branchIdOf } from '../../test/fixtures.js';
import { sampleLabel } from '../../test/sample-label.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

/** A client address of its own per test, so tests sharing one PostgreSQL database never share a bucket. */
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe.each(databaseKinds)('public tracking rate limit on %s', (kind) => {
  const getApp = useTestApp(kind, { trustProxy: true, trackRateLimitPerMinute: 30, trackRateLimitBurst: 10 });
  const untrusting = useTestApp(kind, { trustProxy: false, trackRateLimitPerMinute: 30, trackRateLimitBurst: 2 });
  let app: TestApp;
  let code: string;

  beforeAll(async () => {
    app = getApp();
    const staff = await signIn(app, 'staff');
    const created = await app.request('POST', '/api/label', {
      token: staff,
      body: sampleLabel(await branchIdOf(app.db, 'MDY')),
    });
    code = created.body.data.tracking_code;
  });

  const track = (address: string, trackingCode = code, locale = 'en') =>
    app.request('GET', `/api/track/${trackingCode}`, {
      headers: { 'x-forwarded-for': address, 'accept-language': locale },
    });

  it('lets exactly the burst through when 50 requests arrive at once, counting found and unknown codes alike', async () => {
    const address = newAddress();
    const codes = Array.from({ length: 50 }, (_, index) =>
      index % 3 === 0 ? code : index % 3 === 1 ? 'EX000000000MM' : `not-a-code-${index}`,
    );
    const responses = await Promise.all(codes.map((trackingCode) => track(address, trackingCode)));
    const limited = responses.filter((response) => response.status === 429);
    expect(responses.length - limited.length).toBe(10);
    expect(limited).toHaveLength(40);
    for (const response of limited) {
      expect(response.headers.get('retry-after')).toBe('2');
      expect(response.body).toEqual({ message: 'Too many requests. Please slow down.' });
    }
    const served = responses.filter((response) => response.status !== 429).map((response) => response.status);
    expect(new Set(served)).not.toContain(500);
  });

  it('refills at the sustained rate, up to the burst, and says so in the reader’s language', async () => {
    const address = newAddress();
    for (let index = 0; index < 10; index += 1) expect((await track(address)).status).toBe(200);
    const refused = await track(address, code, 'mm');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('တောင်းဆိုမှု များလွန်းပါသည်။ ခေတ္တစောင့်ပါ။');

    app.clock.advance(2_000); // 30 a minute: one token every 2 s
    expect((await track(address)).status).toBe(200);
    expect((await track(address)).status).toBe(429);

    app.clock.advance(10 * 60_000); // a long pause fills the bucket, never past the burst
    const again = await Promise.all(Array.from({ length: 15 }, () => track(address)));
    expect(again.filter((response) => response.status === 200)).toHaveLength(10);
  });

  it('keeps one bucket per address (an IPv6 client per /64) behind a trusted proxy', async () => {
    const drained = newAddress();
    await Promise.all(Array.from({ length: 11 }, () => track(drained)));
    expect((await track(drained)).status).toBe(429);
    expect((await track(newAddress())).status).toBe(200);

    const prefix = `2001:db8:${randomInt(0xffff).toString(16)}:${randomInt(0xffff).toString(16)}`;
    const v6 = await Promise.all(Array.from({ length: 11 }, (_, index) => track(`${prefix}::${index + 1}`)));
    expect(v6.filter((response) => response.status === 429)).toHaveLength(1);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const peer = newAddress();
    const statuses = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await untrusting().app.inject({
        method: 'GET',
        url: `/api/track/${code}`,
        remoteAddress: peer,
        headers: { 'x-forwarded-for': newAddress() },
      });
      statuses.push(response.statusCode === 429);
    }
    expect(statuses).toEqual([false, false, true]);
  });

  it('forgets buckets idle for an hour in housekeeping', async () => {
    const address = newAddress();
    await track(address);
    const key = `track:${address}`;
    const stored = () => app.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(await stored()).toHaveLength(1);
    await pruneRateLimits({ db: app.db, clock: app.clock });
    expect(await stored()).toHaveLength(1);
    app.clock.advance(61 * 60_000);
    await pruneRateLimits({ db: app.db, clock: app.clock });
    expect(await stored()).toEqual([]);
  });
});

describe('rate limit settings', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff::1%eth0', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
  ])('keys %s as %s', (ip, key) => {
    expect(clientAddressKey(ip)).toBe(key);
  });

  it('defaults to 30 a minute with a burst of 10, and refuses a bucket that would not refill within an hour', () => {
    expect(readConfig({})).toMatchObject({ trackRateLimitPerMinute: 30, trackRateLimitBurst: 10 });
    expect(readConfig({ TRACK_RATE_LIMIT_PER_MINUTE: '0' }).trackRateLimitPerMinute).toBe(0);
    expect(() => readConfig({ TRACK_RATE_LIMIT_PER_MINUTE: '1', TRACK_RATE_LIMIT_BURST: '61' })).toThrow(
      /TRACK_RATE_LIMIT_BURST/,
    );
  });
});
