import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';

export const demoPassword = 'Waypost#2026';

type Texts = { [key: string]: string | Texts };

/** The UI texts of a language, from the web app's own translation files (what a user reads on screen). */
export function uiTexts(locale: 'en' | 'mm' | 'zh'): (key: string) => string {
  const tree = JSON.parse(
    fs.readFileSync(new URL(`../../apps/web/src/i18n/${locale}.json`, import.meta.url), 'utf8'),
  ) as Texts;
  return (key) => {
    let node: string | Texts | undefined = tree;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`no UI text ${key} in ${locale}`);
    return node;
  };
}

/** Opens the login page in the given language (a fresh browser starts in Burmese). */
export async function openLogin(page: Page, locale?: 'en' | 'mm' | 'zh'): Promise<void> {
  await page.goto('/login');
  if (locale) {
    await page.evaluate((value) => localStorage.setItem('locale', value), locale);
    await page.reload();
  }
  await expect(page.locator('#login_user_name')).toBeVisible();
}

export async function signIn(page: Page, userName: string, password = demoPassword): Promise<void> {
  await page.locator('#login_user_name').fill(userName);
  await page.locator('#login_password').fill(password);
  await page.getByTestId('login-submit').click();
}

export async function openSignedIn(page: Page, userName: string, locale?: 'en' | 'mm' | 'zh'): Promise<void> {
  await openLogin(page, locale);
  await signIn(page, userName);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}
