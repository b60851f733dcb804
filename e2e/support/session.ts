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
  'mdy-supervisor',
  'npt-staff',
  'cs',
  'admin',
  'finance-manager',
  'finance-manager-2',
  'agent',
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

/** The page's mark that it holds a session; the app replaces it with the session's CSRF token as it starts. */
const signedInMark = 'e2e-signed-in';

/**
 * Puts a session in the page's browser as the web keeps one (issue 26 §4): the HttpOnly session cookie, which no
 * script can set, and the page's mark that it is signed in — the app fetches the session's CSRF token with the account.
 */
export async function putSession(page: Page, token: string): Promise<void> {
  const { hostname } = new URL(process.env.E2E_BASE_URL ?? 'http://localhost');
  await page
    .context()
    .addCookies([
      { name: 'wp_session', value: token, domain: hostname, path: '/api', httpOnly: true, sameSite: 'Strict' },
    ]);
}

/** The session token of the page's browser (its HttpOnly cookie), or null when signed out. */
export async function sessionOf(page: Page): Promise<string | null> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'wp_session')?.value ?? null;
}

/**
 * Opens `path` in the shell signed in as `account`, in `locale` if given (a fresh browser starts in Burmese). The
 * session cookie is put in the browser and the language in storage before the app starts, once per tab: a reload
 * later keeps whatever the test itself changed (language switch, logout).
 */
export async function openAs(page: Page, account: DemoAccount, path: string, locale?: 'en' | 'mm' | 'zh') {
  await putSession(page, tokenOf(account));
  await page.addInitScript(
    ({ mark, language }) => {
      if (sessionStorage.getItem('e2e.session')) return;
      sessionStorage.setItem('e2e.session', 'set');
      localStorage.setItem('waypost.session', mark);
      if (language) localStorage.setItem('locale', language);
    },
    { mark: signedInMark, language: locale ?? null },
  );
  await page.goto(path);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}
