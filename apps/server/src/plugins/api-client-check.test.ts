import { apiClientHeader, defaultApiClientId, translate } from '@waypost/domain';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';
import { databaseKinds, signIn, useTestApp } from '../test/test-app.js';

describe('the API client id (spec §7 X-Api-Token)', () => {
  it('is the deployment’s API_CLIENT_ID, waypost-web when unset', () => {
    expect(readConfig({}).apiClientId).toBe(defaultApiClientId);
    expect(readConfig({ API_CLIENT_ID: ' branch-kiosk ' }).apiClientId).toBe('branch-kiosk');
    expect(readConfig({ API_CLIENT_ID: '' }).apiClientId).toBe(defaultApiClientId);
  });
});

describe.each(databaseKinds)('session calls without the client id, on %s', (kind) => {
  const getApp = useTestApp(kind, { apiClientId: 'waypost-test-desk' });
  const desk = { [apiClientHeader]: 'waypost-test-desk' };

  it('refuses a session call without the header, or naming another client, with a localized 400', async () => {
    const app = getApp();
    const token = await signIn(app, 'staff');
    const missing = await app.request('GET', '/api/active_account', { token, headers: { [apiClientHeader]: '' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: translate('en', 'error.apiClientUnknown') });
    const other = await app.request('GET', '/api/active_account', {
      token,
      headers: { [apiClientHeader]: defaultApiClientId, 'accept-language': 'mm' },
    });
    expect(other.status).toBe(400);
    expect(other.body).toEqual({ message: translate('mm', 'error.apiClientUnknown') });
    // A write is refused before it is read: nothing is written.
    const write = await app.request('POST', '/api/logout', { token, headers: { [apiClientHeader]: '' } });
    expect(write.status).toBe(400);
    const named = await app.request('GET', '/api/active_account', { token, headers: desk });
    expect(named.status).toBe(200);
  });

  it('asks nothing of public routes and of the API-key public API', async () => {
    const app = getApp();
    const bare = { [apiClientHeader]: '' };
    expect((await app.request('GET', '/api/health', { headers: bare })).status).toBe(200);
    // Signing in is public: the session it opens is what wants the header.
    const login = await app.request('POST', '/api/login', {
      body: { user_name: 'staff', password: 'Waypost#2026' },
      headers: bare,
    });
    expect(login.status).toBe(200);
    // A merchant's system sends its key only: a wrong key is a 401 about the key, not a 400 about the client.
    const keyed = await app.request('GET', '/api/v1/labels', { token: 'wp_live_unknown', headers: bare });
    expect(keyed.status).toBe(401);
  });
});
