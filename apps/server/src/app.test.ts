import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { branches } from './db/schema/index.js';
import { installAccessGuard } from './plugins/access-guard.js';
import { installRequestContext } from './plugins/request-context.js';
import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { databaseKinds, signIn, useTestApp, webClient } from './test/test-app.js';

describe.each(databaseKinds)('the API on %s', (kind) => {
  const getApp = useTestApp(kind);

  it('declares access on every /api route', () => {
    const apiRoutes = getApp().routes.filter((route) => route.url.startsWith('/api'));
    expect(apiRoutes.length).toBeGreaterThanOrEqual(6);
    const undeclared = apiRoutes.filter((route) => route.access === undefined);
    expect(undeclared).toEqual([]);
    const publicRoutes = apiRoutes
      .filter((route) => route.access === 'public')
      .map((route) => `${route.method} ${route.url}`);
    // The public API's documentation pages (swagger-ui's assets) are public and only read.
    const documentation = publicRoutes.filter((route) => / \/api\/docs\b/.test(route));
    expect(documentation).toContain('GET /api/docs');
    expect(documentation.every((route) => /^(GET|HEAD) /.test(route))).toBe(true);
    // An export's file: its signed link is the permission (a browser follows it without the session). A provider's
    // receipt and a receiver's reply: the secret path segment is their signature. An invitation: its one-time token.
    expect(publicRoutes.filter((route) => !documentation.includes(route)).sort()).toEqual([
      'GET /api/export/:id/file',
      'GET /api/export/:id/link',
      'GET /api/health',
      'GET /api/invite/:token',
      'GET /api/openapi.json',
      'GET /api/track/:code',
      'HEAD /api/export/:id/file',
      'HEAD /api/export/:id/link',
      'HEAD /api/health',
      'HEAD /api/invite/:token',
      'HEAD /api/openapi.json',
      'HEAD /api/track/:code',
      'POST /api/invite/:token',
      'POST /api/login',
      'POST /api/notification/inbound/:provider/:secret',
      'POST /api/notification/receipt/:provider/:secret',
    ]);
  });

  it('answers an unknown API path with 404 and a known path with the wrong method with 405', async () => {
    const { request } = getApp();
    const missing = await request('GET', '/api/no-such-thing');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Not found.' });
    const wrongMethod = await request('DELETE', '/api/login');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body).toEqual({ message: 'This method is not allowed here.' });
    const wrongMethodWithParam = await request('GET', '/api/agent/switch_branch/5');
    expect(wrongMethodWithParam.status).toBe(405);
  });

  it('answers 403 when the role lacks the route permission', async () => {
    const app = getApp();
    const token = await signIn(app, 'cs');
    const response = await app.request('POST', '/api/agent/switch_branch/1', { token, body: { branch_id: 1 } });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(
      "Sorry, your current role can't access this page, if there is any problem, please contact page admin.",
    );
  });

  it('checks sign-in before reading the body', async () => {
    const response = await getApp().request('POST', '/api/agent/switch_branch/1', { rawBody: '{not json' });
    expect(response.status).toBe(401);
  });

  it('GET /api/cache_config changes its key when reference data changes', async () => {
    const app = getApp();
    const token = await signIn(app, 'staff');
    const before = await app.request('GET', '/api/cache_config', { token });
    expect(before.status).toBe(200);
    expect(before.body.key).toEqual(expect.any(String));
    const again = await app.request('GET', '/api/cache_config', { token });
    expect(again.body.key).toBe(before.body.key);
    await app.db
      .update(branches)
      .set({ nameEn: sql`${branches.nameEn}` })
      .where(sql`${branches.code} = 'YGN'`);
    const after = await app.request('GET', '/api/cache_config', { token });
    expect(after.body.key).not.toBe(before.body.key);
  });

  it('GET /api/announcement/nav/noti counts unread announcements', async () => {
    const app = getApp();
    const token = await signIn(app, 'staff');
    const response = await app.request('GET', '/api/announcement/nav/noti', { token });
    expect(response.status).toBe(200);
    expect(response.body.total).toBeGreaterThanOrEqual(1);
    expect(response.body.data[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      created_at: expect.any(String),
    });
  });

  it('serves health without sign-in', async () => {
    const response = await getApp().request('GET', '/api/health');
    expect(response).toMatchObject({ status: 200, body: { status: 'ok' } });
  });
});

describe('a failing database', () => {
  it('answers 500 "Something Went Wrong!" with no internals', async () => {
    // Nothing listens on port 1: every query fails as a lost database would.
    const handle = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', poolSize: 1 });
    const { app } = await buildApp({ db: handle.db, config: { ...readConfig({}), webDistDir: undefined } });
    const response = await app.inject({
      method: 'GET',
      url: '/api/active_account',
      headers: { ...webClient, authorization: 'Bearer x' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something Went Wrong!' });
    expect(response.body).not.toMatch(/ECONNREFUSED|at |select/i);
    await app.close();
    await handle.close();
  });
});

describe('route registration', () => {
  it('refuses to start with an API route that declares no access', async () => {
    const app = Fastify();
    installRequestContext(app);
    const unused = async (): Promise<never> => {
      throw new Error('not used');
    };
    installAccessGuard(app, unused, unused, unused);
    expect(() => app.get('/api/forgotten', async () => ({}))).toThrow(/declares no access/);
    await app.close();
  });
});
