import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient, apiEventFor } from './api-client';
import { changeLocale } from './i18n';
import { sessionToken } from './session-token';

describe('API error handling (spec §8)', () => {
  it('maps statuses to what the shell does', () => {
    expect(apiEventFor(401, null)).toEqual({ type: 'unauthorized', sessionExpired: false });
    expect(apiEventFor(401, 'Bearer error="invalid_token", error_description="session expired"')).toEqual({
      type: 'unauthorized',
      sessionExpired: true,
    });
    // The password asked again before a sensitive action: the screen handles it, the session goes on.
    expect(
      apiEventFor(
        401,
        'Bearer error="insufficient_user_authentication", error_description="password required", max_age=300',
      ),
    ).toBeNull();
    expect(apiEventFor(403, null)).toEqual({ type: 'forbidden' });
    expect(apiEventFor(405, null)).toEqual({ type: 'method-not-allowed' });
    expect(apiEventFor(500, null)).toEqual({ type: 'server-error' });
    expect(apiEventFor(503, null)).toEqual({ type: 'server-error' });
    expect(apiEventFor(404, null)).toBeNull();
    expect(apiEventFor(422, null)).toBeNull();
  });

  it('shows the first message of the first field, else the message', () => {
    expect(
      new ApiError(422, 'Some fields are not valid.', { phone: ['Invalid!', 'x'], name: ['y'] }).displayMessage,
    ).toBe('Invalid!');
  });

  it("shows the spec's fixed English texts in the UI's language, following a switch", async () => {
    const wrongPassword = new ApiError(401, 'Invalid Credential');
    await changeLocale('mm');
    expect(wrongPassword.displayMessage).toBe('အသုံးပြုသူအမည် သို့မဟုတ် စကားဝှက် မှားယွင်းနေပါသည်။');
    await changeLocale('zh');
    expect(wrongPassword.displayMessage).toBe('用户名或密码错误。');
    await changeLocale('en');
    expect(wrongPassword.displayMessage).toBe('Invalid Credential');
    await changeLocale('mm');
    expect(new ApiError(500, 'Something Went Wrong!').displayMessage).toBe('တစ်စုံတစ်ခု မှားယွင်းသွားပါသည်။');
    // Only those texts with their own status; the server's localized messages are shown as they came.
    expect(new ApiError(422, 'Invalid Credential').displayMessage).toBe('Invalid Credential');
    expect(new ApiError(404, 'ရှာမတွေ့ပါ။').displayMessage).toBe('ရှာမတွေ့ပါ။');
  });

  it('marks the 401 that asks for the password again, so the screen can ask for it (components/reauth)', async () => {
    const answer = (headers: Record<string, string>) =>
      new Response(JSON.stringify({ message: 'Please enter your password again to confirm this action.' }), {
        status: 401,
        headers: { 'content-type': 'application/json', ...headers },
      });
    const challenge = 'Bearer error="insufficient_user_authentication", error_description="password required"';
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(answer({ 'www-authenticate': challenge })));
    const asked = await apiClient.post('/api/merchant', { globalErrorHandling: false }).catch((error) => error);
    expect(asked).toMatchObject({ status: 401, reauthRequired: true });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(answer({})));
    const signedOut = await apiClient.get('/api/merchant', { globalErrorHandling: false }).catch((error) => error);
    expect(signedOut).toMatchObject({ status: 401, reauthRequired: false });
  });

  it('names the client on every call, signed in or not (spec §7 X-Api-Token)', async () => {
    const fetchMock = vi.fn().mockImplementation(() => Promise.resolve(new Response('{}', { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    await apiClient.get('/api/active_account');
    sessionToken.set('csrf-1');
    await apiClient.post('/api/logout');
    sessionToken.set(null);
    const sent = fetchMock.mock.calls.map(([, init]) => (init as RequestInit).headers as Record<string, string>);
    expect(sent[0]).toMatchObject({ 'x-api-token': 'waypost-web' });
    expect(sent[1]).toMatchObject({ 'x-api-token': 'waypost-web', 'x-csrf-token': 'csrf-1' });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });
});
