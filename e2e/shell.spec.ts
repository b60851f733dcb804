import { expect, test } from '@playwright/test';
import { branchId } from './support/labels-api';
import { authOf, openAs, sessionOf } from './support/session';
import { openLogin, openSignedIn, signIn, uiTexts } from './support/shell';

const en = uiTexts('en');
const mm = uiTexts('mm');
const accessDenied =
  "Sorry, your current role can't access this page, if there is any problem, please contact page admin.";

test.describe('signing in', () => {
  const homes = [
    ['owner', '/dashboard'],
    ['manager', '/dashboard'],
    ['supervisor', '/dashboard'],
    ['staff', '/label/search'],
    ['cs', '/label/search'],
    ['admin', '/dashboard'],
    ['mdy-staff', '/label/search'],
  ] as const;

  for (const [userName, home] of homes) {
    test(`${userName} lands on ${home}`, async ({ page }) => {
      await openLogin(page);
      await signIn(page, userName);
      await expect(page).toHaveURL(home);
      await expect(page.getByTestId('sidebar-menu')).toBeVisible();
      await expect(page.getByTestId('main')).not.toBeEmpty();
    });
  }

  test('a suspended account cannot sign in and is told why', async ({ page }) => {
    await openLogin(page, 'en');
    await signIn(page, 'suspended');
    await expect(page.getByRole('alert')).toContainText('suspended');
    await expect(page).toHaveURL('/login');
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await openLogin(page, 'en');
    await signIn(page, 'staff', 'not-the-password');
    await expect(page.getByRole('alert')).toContainText('Invalid Credential');
    await expect(page).toHaveURL('/login');
  });

  test('a signed-out visitor is sent to the login page', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');
  });

  test('a signed-in user opening the login page is sent home', async ({ page }) => {
    await openAs(page, 'staff', '/label/search');
    await page.goto('/login');
    await expect(page).toHaveURL('/label/search');
  });
});

test.describe('the shell', () => {
  test('staff opening the staff list sees the access-denied page', async ({ page }) => {
    await openAs(page, 'staff', '/label/search', 'en');
    await page.goto('/staff/list');
    await expect(page.getByTestId('forbidden-page')).toContainText(accessDenied);
    await expect(page).toHaveURL('/403');
  });

  test('an unknown route shows the 404 page', async ({ page }) => {
    await openAs(page, 'owner', '/dashboard', 'en');
    await page.goto('/no/such/page');
    await expect(page.getByTestId('not-found-page')).toContainText(en('errors.notFound'));
  });

  test('a screen opens inside the shell under its breadcrumb', async ({ page }) => {
    await openAs(page, 'owner', '/api-integration', 'en');
    await expect(page.getByTestId('api-integration-page')).toContainText(en('apiKeys.intro'));
    await expect(page.getByRole('navigation', { name: en('breadcrumb.label') })).toContainText(
      `${en('breadcrumb.home')}/${en('route.api-integration')}`,
    );
  });

  test('the sidebar shows each role only its groups', async ({ page }) => {
    await openAs(page, 'staff', '/label/search', 'en');
    const sidebar = page.getByTestId('sidebar-menu');
    await expect(sidebar).toContainText(en('sidebar.group.labels'));
    await expect(sidebar).toContainText(en('sidebar.group.report'));
    await expect(sidebar).not.toContainText(en('sidebar.group.staff'));
    await expect(sidebar).not.toContainText(en('sidebar.group.dashboard'));
  });

  test('the language switch turns the UI Burmese, and it survives a reload', async ({ page }) => {
    await openAs(page, 'owner', '/dashboard', 'en');
    await expect(page.getByTestId('sidebar-menu')).toContainText(en('sidebar.group.dashboard'));

    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-mm').click();
    await expect(page.getByTestId('sidebar-menu')).toContainText(mm('sidebar.group.dashboard'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');

    await page.reload();
    await expect(page.getByTestId('sidebar-menu')).toContainText(mm('sidebar.group.dashboard'));
    await expect(page.getByText(mm('dashboard.welcome').replace('{{name}}', 'U Kyaw Zin'))).toBeVisible();
    // The switch is saved to his profile: his next sign-in, on any browser, opens in it (then back to Burmese).
    const savedLocale = async () =>
      (
        (await (await page.request.get('/api/profile', { headers: authOf('owner') })).json()) as {
          data: { locale: string };
        }
      ).data.locale;
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-zh').click();
    await expect.poll(savedLocale).toBe('zh');
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-mm').click();
    await expect.poll(savedLocale).toBe('mm');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('mm');
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: 'e2e/artifacts/shell-mm.png', fullPage: true });
  });

  test('logout returns to the login page and ends the session', async ({ page, request }) => {
    // Its own session through the login form: logging out ends it, and the run's shared one must live on.
    await openSignedIn(page, 'supervisor');
    const token = await sessionOf(page);
    expect(token).not.toBeNull();
    // The session is an HttpOnly cookie: the page's storage holds no session token (issue 26 §4).
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain(token!);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL('/login');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');
    // The server forgot the token too: it opens nothing any more.
    await expect
      .poll(async () =>
        (await request.get('/api/active_account', { headers: { authorization: `Bearer ${token}` } })).status(),
      )
      .toBe(401);
  });

  test('switching branch refreshes the account and reloads the page', async ({ page, request }) => {
    // The current branch is the user's, not the session's: start from YGN whatever ran before.
    const account = await request.get('/api/active_account', { headers: authOf('manager') });
    const managerId = ((await account.json()) as { user: { id: number } }).user.id;
    const atYangon = await request.post(`/api/agent/switch_branch/${managerId}`, {
      headers: authOf('manager'),
      data: { branch_id: await branchId(request, 'YGN') },
    });
    expect(atYangon.status()).toBe(200);
    await openAs(page, 'manager', '/dashboard', 'en');
    await page.getByTestId('user-menu').click();
    await expect(page.getByTestId('current-branch')).toContainText('49th Street Branch, Yangon');
    await expect(page.getByText(en('userMenu.switchBranch'))).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('menuitem', { name: 'Mandalay Branch' }).click();
    await reloaded;
    await page.getByTestId('user-menu').click();
    await expect(page.getByTestId('current-branch')).toContainText('Mandalay Branch');
  });

  test('page titles name the screen and the user', async ({ page }) => {
    await openAs(page, 'owner', '/dashboard', 'en');
    await expect(page).toHaveTitle(`${en('route.dashboard')} | U Kyaw Zin`);
    await page.goto('/label/create');
    await expect(page).toHaveTitle(`${en('route.label-create')} · ${en('app.name')}`);
  });

  test('on a small screen the sidebar is a drawer behind the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openAs(page, 'manager', '/dashboard', 'en');
    await expect(page.getByTestId('sidebar-menu')).toBeHidden();
    await page.getByTestId('sidebar-toggle').click();
    await expect(page.getByTestId('sidebar-menu')).toBeVisible();
  });
});
