import net from 'node:net';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { branchIdOf, createUser, unique } from './test/fixtures.js';
import { sampleLabel } from './test/sample-label.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from './test/test-app.js';

/** Sends raw bytes, for requests fetch refuses to make; resolves with the status and the parsed JSON body. */
function rawRequest(baseUrl: string, head: string): Promise<{ status: number; headers: string; body: unknown }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(port), hostname, () => socket.write(head));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [headers = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(headers.split(' ')[1]), headers: headers.toLowerCase(), body: JSON.parse(body) });
    });
  });
}

const oneMessage = { message: expect.any(String) };

describe.each(databaseKinds)('input hardening on %s', (kind) => {
  const logLines: string[] = [];
  const getApp = useTestApp(kind, {}, { logger: { level: 'info', stream: { write: (line) => logLines.push(line) } } });
  let app: TestApp;
  let staff: string;
  let mdy: number;

  beforeAll(async () => {
    app = getApp();
    staff = await signIn(app, 'staff');
    mdy = await branchIdOf(app.db, 'MDY');
  });

  describe('control characters (422, never a database error)', () => {
    it('refuses a NUL byte in the public sign-in, in the user name or the password', async () => {
      for (const body of [
        { user_name: 'staff\u0000', password: 'x' },
        { user_name: 'staff', password: 'pass\u0000word' },
      ]) {
        const response = await app.request('POST', '/api/login', { body });
        expect(response.status).toBe(422);
        const field = Object.keys(response.body.errors)[0];
        expect(response.body.errors[field!]).toEqual([
          'Contains characters that are not allowed (control characters, a broken character, or line breaks in a one-line field).',
        ]);
      }
    });

    it('refuses them in query strings, paths and headers alike; remarks keep their line breaks', async () => {
      const search = await app.request('GET', `/api/label?phone=${encodeURIComponent('0942\u0000')}`, {
        token: staff,
      });
      expect(search.status).toBe(422);
      expect(Object.keys(search.body.errors)).toEqual(['phone']);
      const track = await app.request('GET', `/api/track/${encodeURIComponent('EX\u0000')}`);
      expect(track.status).toBe(422);
      const created = await app.request('POST', '/api/label', {
        token: staff,
        // HTTP clients and Node's parser refuse other control characters in headers; a tab passes both.
        headers: { 'idempotency-key': `key\t${unique('k')}` },
        body: sampleLabel(mdy),
      });
      expect(created.status).toBe(422);
      expect(Object.keys(created.body.errors)).toEqual(['idempotency-key']);
      const withLines = await app.request('POST', '/api/label', {
        token: staff,
        body: sampleLabel(mdy, { remark: 'Ring twice\r\n\tthen wait', source_name: 'Ko\tAung' }),
      });
      expect(withLines.status).toBe(422);
      expect(Object.keys(withLines.body.errors)).toEqual(['source_name']);
    });
  });

  describe('half a character (422, never a database error)', () => {
    it('refuses a UTF-16 surrogate without its pair in every text field: an announcement, an API key, a profile', async () => {
      // JSON carries a lone surrogate as an escape (\ud800) that parses to a string PostgreSQL cannot store, and the
      // audit log's JSON insert answered 500 (outside probe, issue 26 §4).
      const owner = await signIn(app, 'owner');
      const member = await signIn(app, (await createUser(app.db, { role: 'staff', branch: 'YGN' })).userName);
      const announcement = await app.request('POST', '/api/announcement', {
        token: owner,
        body: { title: `Closed \ud800 today ${unique('t')}`, body: 'Half a character \udc00 here.' },
      });
      expect(announcement.status, JSON.stringify(announcement.body)).toBe(422);
      expect(Object.keys(announcement.body.errors).sort()).toEqual(['body', 'title']);
      const apiKey = await app.request('POST', '/api/api-keys', {
        token: owner,
        body: { name: 'Shop \ud83d', mode: 'test' },
      });
      expect(apiKey.status, JSON.stringify(apiKey.body)).toBe(422);
      expect(Object.keys(apiKey.body.errors)).toContain('name');
      const profile = await app.request('PUT', '/api/profile', {
        token: member,
        headers: { 'accept-language': 'mm' },
        body: { name: 'Ma \udfffThiri', phone: '09421234567', locale: 'mm' },
      });
      expect(profile.status, JSON.stringify(profile.body)).toBe(422);
      expect(profile.body.errors.name).toEqual([
        'ခွင့်မပြုသော စာလုံးများ ပါဝင်နေပါသည် (ထိန်းချုပ်စာလုံးများ၊ ပျက်နေသော စာလုံး သို့မဟုတ် တစ်ကြောင်းတည်းသာ ရေးရမည့်နေရာတွင် စာကြောင်းခွဲခြင်း)။',
      ]);
      // A whole character made of a pair (an emoji) is text like any other.
      const whole = await app.request('PUT', '/api/profile', {
        token: member,
        body: { name: 'Ma Thiri \ud83d\udce6', phone: '09421234567', locale: 'en' },
      });
      expect(whole.status, JSON.stringify(whole.body)).toBe(200);
      expect(whole.body.data.name).toBe('Ma Thiri 📦');
    });
  });

  describe('numbers past their columns (422)', () => {
    it('refuses ids past their columns in bodies and paths: 2^31 for integer ids, 2^53 for label ids', async () => {
      const body = await app.request('POST', '/api/label', {
        token: staff,
        body: sampleLabel(2 ** 31, { customer_id: 2 ** 31 }),
      });
      expect(body.status).toBe(422);
      expect(Object.keys(body.body.errors).sort()).toEqual(['customer_id', 'deliver_branch_id']);
      const labelPath = await app.request('GET', `/api/label/${2 ** 53}`, { token: staff });
      expect(labelPath.status).toBe(422);
      expect(Object.keys(labelPath.body.errors)).toEqual(['id']);
      expect((await app.request('GET', `/api/label/${2 ** 31}`, { token: staff })).status).toBe(404);
      const userPath = await app.request('POST', `/api/agent/switch_branch/${2 ** 31}`, {
        token: staff,
        body: { branch_id: mdy },
      });
      expect(userPath.status).toBe(422);
      expect(Object.keys(userPath.body.errors)).toEqual(['userId']);
      const forward = await app.request('POST', '/api/label/1/status', {
        token: staff,
        body: { action: 'forward', expected_status: 'pending', branch_id: 2 ** 31 },
      });
      expect(forward.status).toBe(422);
      expect(Object.keys(forward.body.errors)).toEqual(['branch_id']);
    });

    it('refuses a quote of 1e308 kg or a COD amount of 2^53 − 1 with the create form’s messages', async () => {
      const quote = (overrides: Record<string, unknown>) =>
        app.request('POST', '/api/label/quote', { token: staff, body: sampleLabel(mdy, overrides) });
      const heavy = await quote({ weight: 1e308 });
      expect(heavy.status).toBe(422);
      expect(heavy.body.errors).toEqual({ weight: ['The weight must be between 0.01 and 100 kg.'] });
      const rich = await quote({ accept_type: 'cod', cod_amount: Number.MAX_SAFE_INTEGER });
      expect(rich.status).toBe(422);
      expect(rich.body.errors).toEqual({ cod_amount: ['The COD amount must be between 1 and 10,000,000 Ks.'] });
      const generous = await quote({ discount: { kind: 'percent', value: 101 } });
      expect(generous.status).toBe(422);
      expect(Object.keys(generous.body.errors)).toEqual(['discount.value']);
      const typedAsText = await quote({ weight: 'Infinity' });
      expect(typedAsText.body.errors).toEqual({ weight: ['Please enter a number.'] });
    });
  });

  describe('errors raised before a route runs answer { message } too', () => {
    it('431: headers over 16 KB', async () => {
      const response = await rawRequest(
        app.baseUrl,
        `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(response.status).toBe(431);
      expect(response.headers).toContain('content-type: application/json');
      expect(response.body).toEqual({ message: 'တောင်းဆိုချက်၏ header များ ကြီးလွန်းပါသည်။' });
    });

    it('400: a request line Node cannot parse', async () => {
      const response = await rawRequest(app.baseUrl, 'FETCH-ALL /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
      expect(response.status).toBe(400);
      expect(response.body).toEqual(oneMessage);
    });

    it('414: a path parameter over 100 characters, without echoing it', async () => {
      const longId = '7'.repeat(150);
      const response = await app.request('GET', `/api/label/${longId}`, { token: staff });
      expect(response.status).toBe(414);
      expect(response.body).toEqual({ message: 'The address of the request is too long.' });
      expect(response.headers.get('cache-control')).toBe('no-store');
    });

    it('400: a path that is not valid percent-encoding', async () => {
      const response = await app.request('GET', '/api/track/%E0%A4%A', { headers: { 'accept-language': 'zh' } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: '无法读取该请求。' });
    });

    it('bodies Fastify cannot read: malformed JSON, another media type, too large', async () => {
      const malformed = await app.request('POST', '/api/login', { rawBody: '{"user_name":' });
      expect(malformed.status).toBe(422);
      expect(malformed.body).toEqual({ message: 'Some fields are not valid.', errors: { body: ['Invalid!'] } });
      const charset = await app.request('POST', '/api/login', {
        rawBody: '{}',
        headers: { 'content-type': 'application/json; charset=utf-16' },
      });
      expect(charset.body).toEqual(expect.objectContaining(oneMessage));
      expect(charset.status).toBeGreaterThanOrEqual(400);
      expect(charset.status).toBeLessThan(500);
      const xml = await app.request('POST', '/api/login', {
        rawBody: '<login/>',
        headers: { 'content-type': 'application/xml' },
      });
      expect(xml).toMatchObject({ status: 415, body: { message: 'Send the request as JSON.' } });
      const huge = await app.request('POST', '/api/login', { rawBody: `"${'a'.repeat(1_100_000)}"` });
      expect(huge).toMatchObject({ status: 413, body: { message: 'The request is too large.' } });
    });
  });

  describe('headers', () => {
    it('sets the API security headers and no-store on API answers, errors included', async () => {
      for (const response of [
        await app.request('GET', '/api/active_account', { token: staff }),
        await app.request('GET', '/api/active_account'),
        await app.request('GET', '/api/no-such-thing'),
      ]) {
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('referrer-policy')).toBe('no-referrer');
        expect(response.headers.get('x-frame-options')).toBe('DENY');
        expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
        expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
        // Opened as a document, an API answer may load and run nothing, and no one may frame it.
        expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
        // What only pages use is left to the pages (web-assets.test.ts).
        expect(response.headers.get('permissions-policy')).toBeNull();
      }
    });
  });

  describe('the log of a failed query', () => {
    it('names the SQL state, constraint and table, never the values the request sent', async () => {
      const name = unique('Daw Khin Probe');
      const phone = '09777123456';
      const constraint = `log_probe_${kind}`;
      // A check that only this name breaks: the insert fails in the database, as a lost constraint race would.
      await app.db.execute(
        sql.raw(`ALTER TABLE labels ADD CONSTRAINT ${constraint} CHECK (source_name <> '${name}') NOT VALID`),
      );
      try {
        logLines.length = 0;
        const response = await app.request('POST', '/api/label', {
          token: staff,
          body: sampleLabel(mdy, { source_name: name, source_phone: phone }),
        });
        expect(response.status).toBe(500);
        expect(response.body).toEqual({ message: 'Something Went Wrong!' });
        const failure = logLines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
        expect(failure?.err).toMatchObject({ code: '23514', constraint, table: 'labels' });
        const log = logLines.join('\n');
        expect(log).not.toContain(name);
        expect(log).not.toContain(phone);
        expect(log).not.toMatch(/insert into|params:/i);
      } finally {
        await app.db.execute(sql.raw(`ALTER TABLE labels DROP CONSTRAINT ${constraint}`));
      }
    });
  });
});
