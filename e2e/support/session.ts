import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/** The demo accounts tests act as (the suspended one cannot sign in). */
export const demoAccounts = [
  'owner',
  'manager',
  'supervisor',
  'staff',
  'mdy-staff',
  'cs',
  'admin',
  'finance-manager',
  'postman',
  'courier',
] as const;
export type DemoAccount = (typeof demoAccounts)[number];

/** Written by global-setup.ts: one session per demo account for the whole run. */
export const tokensFile = fileURLToPath(new URL('../artifacts/.auth/tokens.json', import.meta.url));

let tokens: Record<DemoAccount, string> | undefined;

/**
 * The account's bearer token. Signing in costs an argon2 hash, deliberately slow and slower still on a busy machine,
 * so the run signs in once per account (global-setup.ts) and tests reuse the session; only the tests about signing
 * in (and the one that logs out, which ends its session) go through the login form.
 */
export function tokenOf(account: DemoAccount): string {
  tokens ??= JSON.parse(fs.readFileSync(tokensFile, 'utf8')) as Record<DemoAccount, string>;
  return tokens[account];
}

/** Authorization header of an account's session, for API calls that set up a test's data. */
export const authOf = (account: DemoAccount) => ({ authorization: `Bearer ${tokenOf(account)}` });

/**
 * Opens `path` in the shell signed in as `account`, in `locale` if given (a fresh browser starts in Burmese). The
 * session and language are put in storage before the app starts, once per tab: a reload later keeps whatever the
 * test itself changed (language switch, logout).
 */
export async function openAs(page: Page, account: DemoAccount, path: string, locale?: 'en' | 'mm' | 'zh') {
  await page.addInitScript(
    ({ token, language }) => {
      if (sessionStorage.getItem('e2e.session')) return;
      sessionStorage.setItem('e2e.session', 'set');
      localStorage.setItem('waypost.token', token);
      if (language) localStorage.setItem('locale', language);
    },
    { token: tokenOf(account), language: locale ?? null },
  );
  await page.goto(path);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}
