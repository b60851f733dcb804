import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { chooseOption } from './support/form';
import { uniquePhone } from './support/labels-api';
import { openAs } from './support/session';
import { openLogin, signIn } from './support/shell';

/** Chooses an option of an Ant Design select by the text it shows (the select found by its input's id). */
async function choose(page: Page, id: string, text: string): Promise<void> {
  await chooseOption(page, page.locator('.ant-select', { has: page.locator(`#${id}`) }), text);
}

/** Finds a member on the list through the search bar, as the owner does. */
async function search(page: Page, userName: string): Promise<void> {
  await page.getByTestId('search-search').fill(userName);
  await page.getByTestId('search-search').press('Enter');
  await expect(page.getByTestId(`staff-row-${userName}`)).toBeVisible();
}

test.describe('staff administration', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the owner hires a counter clerk who signs in; suspended, his open page is sent to the login page', async ({
    page,
    browser,
  }) => {
    const userName = `clerk.${randomUUID().slice(0, 8)}`;
    await openAs(page, 'owner', '/staff/active', 'en');
    await expect(page.getByTestId('staff-list')).toBeVisible();
    await page.getByTestId('staff-new').click();
    await expect(page).toHaveURL('/new-staff');
    const form = page.getByTestId('staff-form');
    await expect(form).toBeVisible();

    // Sent empty first: every rule of the spec answers under its field.
    await page.getByTestId('staff-save').click();
    await expect(form.locator('.ant-form-item-explain-error').first()).toBeVisible();

    await page.locator('#staff_name').fill('Ko Hein Htet');
    await page.locator('#staff_user_name').fill(userName);
    await page.locator('#staff_phone').fill(uniquePhone());
    await page.locator('#staff_email').fill('hein@example.com');
    await page.locator('input[type="radio"][value="male"]').check({ force: true });
    await page.locator('#staff_password').fill('clerk-pass');
    await page.locator('#staff_confirm_password').fill('clerk-pass');
    await choose(page, 'staff_role_id', 'Staff');
    await page.getByTestId('staff-save').click();
    await expect(page).toHaveURL(/\/staff\/active/);
    await search(page, userName);

    // He signs in in a browser of his own and works at the counter.
    const his = await browser.newContext();
    const clerk = await his.newPage();
    await openLogin(clerk, 'en');
    await signIn(clerk, userName, 'clerk-pass');
    await expect(clerk.getByTestId('user-menu')).toBeVisible();
    await expect(clerk).toHaveURL(/\/label\/search/);
    // His profile's language (a new account's is Burmese) applies at sign-in, whatever the login page showed.
    await expect(clerk.locator('html')).toHaveAttribute('lang', 'my');

    // The owner suspends him.
    await page.getByTestId(`staff-suspend-${userName}`).click();
    await page.getByTestId('staff-status-confirm').click();
    await expect(page.getByTestId(`staff-row-${userName}`)).toHaveCount(0);
    await page.getByTestId('staff-tab-suspend').click();
    await expect(page).toHaveURL(/\/staff\/suspend/);
    await search(page, userName);

    // He comes back to his tab (the browser tells the page it is shown again): the page asks for his account, is
    // refused, and goes to the login page; he cannot sign in again.
    await clerk.bringToFront();
    await clerk.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await expect(clerk).toHaveURL('/login');
    await clerk.locator('#login_user_name').fill(userName);
    await clerk.locator('#login_password').fill('clerk-pass');
    await clerk.getByTestId('login-submit').click();
    await expect(clerk.getByRole('alert')).toContainText('ယာယီပိတ်ထား');
    await expect(clerk).toHaveURL('/login');
    await his.close();
  });
});
