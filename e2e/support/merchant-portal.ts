import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { authOf, putSession } from './session';
import { demoPassword } from './shell';

/**
 * A `merchant-clerk` of the merchant, made through the API (clerks need no 2-step verification): the branch owner
 * invites him, he sets his password through the invitation, and signs in. Returns his session token.
 */
export async function merchantClerkSession(request: APIRequestContext, merchantId: number): Promise<string> {
  const userName = `clerk.${randomUUID().slice(0, 8)}`;
  const password = 'Shwe-clerk-2026';
  const invited = await request.post(`/api/merchant/${merchantId}/users`, {
    headers: authOf('owner'),
    data: { name: 'Ma Su Su', user_name: userName, phone: '09421234567', role: 'merchant-clerk' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const inviteUrl = ((await invited.json()) as { invite_url: string }).invite_url;
  const accepted = await request.post(`/api/invite/${inviteUrl.split('/').pop()}`, { data: { password } });
  expect(accepted.status(), await accepted.text()).toBeLessThan(300);
  const login = await request.post('/api/login', { data: { user_name: userName, password } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { token: string }).token;
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

/** Opens `path` signed in with the member's session, in `locale` (as session.ts openAs does with demo accounts). */
export async function openAsMember(page: Page, token: string, path: string, locale: 'en' | 'mm' | 'zh') {
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
