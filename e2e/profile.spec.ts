import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { uniquePhone } from './support/labels-api';
import { authOf } from './support/session';
import { openLogin, signIn } from './support/shell';

/** A counter clerk hired through the API by the owner, so that no demo account's password changes. */
async function hireClerk(request: APIRequestContext, password: string): Promise<string> {
  const options = (await (await request.get('/api/staff/options', { headers: authOf('owner') })).json()) as {
    roles: { id: number; slug: string }[];
  };
  const userName = `desk.${randomUUID().slice(0, 8)}`;
  const hired = await request.post('/api/staff', {
    headers: authOf('owner'),
    data: {
      name: 'Ma Su Su',
      user_name: userName,
      phone: uniquePhone(),
      email: 'susu@example.com',
      gender: 'female',
      password,
      confirm_password: password,
      role_id: options.roles.find((role) => role.slug === 'staff')!.id,
      // The owner places staff at the branch he is at now.
      branch_id: (
        (await (await request.get('/api/active_account', { headers: authOf('owner') })).json()) as {
          user: { branch: { id: number } };
        }
      ).user.branch.id,
      sms_active: false,
    },
  });
  expect(hired.status(), await hired.text()).toBe(201);
  return userName;
}

test('a clerk renames herself, turns the screens Chinese and changes her password; her other browser is signed out', async ({
  page,
  browser,
  request,
}) => {
  const userName = await hireClerk(request, 'first-pass');
  const other = await (await browser.newContext()).newPage();
  await openLogin(other, 'en');
  await signIn(other, userName, 'first-pass');
  await expect(other).toHaveURL(/\/label\/search/);

  await openLogin(page, 'en');
  await signIn(page, userName, 'first-pass');
  await expect(page).toHaveURL(/\/label\/search/);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-profile').click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByTestId('profile-session')).toHaveCount(2);
  await expect(page.locator('[data-testid="profile-session"][data-current="true"]')).toHaveCount(1);

  await page.getByTestId('profile-name-input').fill('Daw Su Su');
  await page.getByTestId('profile-locale-select').click();
  const chinese = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '中文' });
  await expect(chinese).toBeVisible();
  for (let step = 0; step < 3 && !/option-active/.test((await chinese.getAttribute('class')) ?? ''); step += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('user-menu')).toContainText('Daw Su Su');
  await expect(page.getByRole('heading', { level: 3 })).toHaveText('个人资料');

  await page.getByTestId('profile-current-password').fill('wrong-pass');
  await page.getByTestId('profile-new-password').fill('second-pass');
  await page.getByTestId('profile-confirm-password').fill('second-pass');
  await page.getByTestId('profile-password-save').click();
  await expect(page.locator('.ant-form-item-explain-error')).toHaveCount(1);
  await page.getByTestId('profile-current-password').fill('first-pass');
  await page.getByTestId('profile-password-save').click();
  await expect(page.getByTestId('profile-session')).toHaveCount(1);
  await page.screenshot({ path: 'e2e/artifacts/profile-zh.png', fullPage: true });

  // Her other browser's next request is refused: it goes to the login page, where the new password works.
  await other.reload();
  await expect(other).toHaveURL('/login');
  await signIn(other, userName, 'second-pass');
  await expect(other.getByTestId('user-menu')).toContainText('Daw Su Su');
  // Signed in again on the other browser (its login page in English): her profile's language, Chinese, applies.
  await expect(other.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await other.context().close();
});
