import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { authOf, putSession } from './session';
import { demoPassword } from './shell';

/** The demo merchant "Shwe Online Shop" (YGN), as the branch owner finds it. */
export async function shweOnlineShop(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const merchants = await request.get('/api/merchant?search=Shwe%20Online', { headers: authOf('owner') });
  const found = ((await merchants.json()) as { data: { id: number; name: string }[] }).data.find(
    (merchant) => merchant.name === 'Shwe Online Shop',
  );
  if (!found) throw new Error('the demo merchant Shwe Online Shop is missing');
  return found;
}

/**
 * A new clerk of the merchant, made through the API (a clerk needs no 2-step): the branch owner invites him, he sets
 * his password and signs in. Returns his session token.
 */
export async function newMerchantClerk(request: APIRequestContext, merchantId: number): Promise<string> {
  const userName = `clerk.${randomUUID().slice(0, 8)}`;
  const password = `Clerk-${randomUUID().slice(0, 8)}`;
  const invited = await request.post(`/api/merchant/${merchantId}/users`, {
    headers: authOf('owner'),
    data: { name: 'မမြင့်', user_name: userName, phone: '09421234567', role: 'merchant-clerk' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = ((await invited.json()) as { invite_url: string }).invite_url.split('/').pop()!;
  const accepted = await request.post(`/api/invite/${token}`, { data: { password } });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const login = await request.post('/api/login', { data: { user_name: userName, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** Opens `path` signed in with `token` (as session.ts openAs does for the demo accounts), in `locale`. */
export async function openWithToken(page: Page, token: string, path: string, locale: 'en' | 'mm' | 'zh') {
  await putSession(page, token);
  await page.addInitScript(
    ({ language }) => {
      if (sessionStorage.getItem('e2e.session')) return;
      sessionStorage.setItem('e2e.session', 'set');
      localStorage.setItem('waypost.session', 'e2e-signed-in');
      localStorage.setItem('locale', language);
    },
    { language: locale },
  );
  await page.goto(path);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** The finance manager pays a batch out through the API (password typed again first); returns the bank reference. */
export async function paidOut(request: APIRequestContext, batchId: number): Promise<string> {
  const login = await request.post('/api/login', { data: { user_name: 'finance-manager', password: demoPassword } });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  expect((await request.post('/api/reauth', { headers, data: { password: demoPassword } })).status()).toBe(204);
  const bankRef = `KBZ-PAY-${randomUUID().slice(0, 8).toUpperCase()}`;
  const today = new Date(Date.now() + 6.5 * 3600_000).toISOString().slice(0, 10);
  const completed = await request.post(`/api/cod-clearance/${batchId}/complete`, {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: { transfer_date: today, bank_ref: bankRef },
  });
  expect(completed.status(), await completed.text()).toBe(200);
  return bankRef;
}

/**
 * A new owner of the merchant, made through the API: invited by the branch owner, his password set, signed in, and
 * his 2-step verification (required of merchant owners) set up with a code made as his phone's app would. Returns his
 * session token.
 */
export async function newMerchantOwner(request: APIRequestContext, merchantId: number): Promise<string> {
  const userName = `owner.${randomUUID().slice(0, 8)}`;
  const password = `Owner-${randomUUID().slice(0, 8)}`;
  const invited = await request.post(`/api/merchant/${merchantId}/users`, {
    headers: authOf('owner'),
    data: { name: 'ဒေါ်ခင်ခင်', user_name: userName, phone: '09421234567', role: 'merchant-owner' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const invite = ((await invited.json()) as { invite_url: string }).invite_url.split('/').pop()!;
  expect((await request.post(`/api/invite/${invite}`, { data: { password } })).ok()).toBe(true);
  const login = await request.post('/api/login', { data: { user_name: userName, password } });
  expect(login.ok(), await login.text()).toBe(true);
  const token = ((await login.json()) as { token: string }).token;
  const headers = { authorization: `Bearer ${token}` };
  const setup = await request.post('/api/auth/totp/setup', { headers });
  expect(setup.ok(), await setup.text()).toBe(true);
  const { secret } = (await setup.json()) as { secret: string };
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  const verified = await request.post('/api/auth/totp/verify', { headers, data: { code } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return token;
}
