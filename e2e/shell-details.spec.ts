import { expect, test } from '@playwright/test';
import { createLabel } from './support/labels-api';
import { openAs } from './support/session';
import { openLogin, uiTexts } from './support/shell';

const en = uiTexts('en');
const mm = uiTexts('mm');

test.describe('announcements (spec §7, §9)', () => {
  test('the bell dates an announcement by weekday, month, day, year and time, and marking it read counts it down', async ({
    page,
  }) => {
    // The customer-service desk is the only e2e user who reads the seeded announcement.
    await openAs(page, 'cs', '/label/search', 'en');
    const bell = page.getByTestId('announcement-bell');
    await expect(bell).toHaveAttribute('aria-label', en('announcements.bellLabel').replace('{{count}}', '1'));
    await bell.click();
    const item = page.getByTestId('announcement-item');
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId('announcement-date')).toHaveText(
      /^(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday), (January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4} \d{2}:\d{2}$/,
    );

    await item.getByTestId('announcement-mark-read').click();
    await expect(item).toHaveCount(0);
    await expect(bell).toHaveAttribute('aria-label', en('announcements.bellLabel').replace('{{count}}', '0'));
    await page.reload();
    await expect(page.getByTestId('announcement-bell')).toHaveAttribute(
      'aria-label',
      en('announcements.bellLabel').replace('{{count}}', '0'),
    );
  });
});

test.describe('badges', () => {
  test('show Burmese digits whole: no part of a digit is cut off by the pill', async ({ page }) => {
    // 128 unread: the bell's badge says ၉၉+ — ၉ reaches furthest below the line of all Burmese digits.
    await page.route('**/api/announcement/nav/noti', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ data: [], total: 128 }) }),
    );
    await openAs(page, 'staff', '/label/search', 'mm');
    const badge = page.getByTestId('announcement-bell').locator('.ant-badge-count');
    await expect(badge).toHaveText('၉၉+');
    // The pill is one line box clipped to its height: the digits' ink, placed on that line's baseline the way CSS
    // centres a line's font box, must lie inside it.
    const ink = await badge.evaluate(async (pill) => {
      await document.fonts.ready;
      const style = getComputedStyle(pill);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(pill.textContent ?? '');
      const height = pill.clientHeight;
      const lineHeight = parseFloat(style.lineHeight);
      const baseline =
        (lineHeight - text.fontBoundingBoxAscent - text.fontBoundingBoxDescent) / 2 + text.fontBoundingBoxAscent;
      const top = (height - lineHeight) / 2 + baseline - text.actualBoundingBoxAscent;
      return { top, bottom: top + text.actualBoundingBoxAscent + text.actualBoundingBoxDescent, height };
    });
    expect(ink.top, JSON.stringify(ink)).toBeGreaterThanOrEqual(0);
    expect(ink.bottom, JSON.stringify(ink)).toBeLessThanOrEqual(ink.height);
  });
});

test.describe('accessible names', () => {
  test('are Burmese in Burmese: icons say nothing of their own in English, the password eye is named', async ({
    page,
  }) => {
    await openAs(page, 'owner', '/label/search', 'mm');
    await expect(page.getByTestId('table-row').first()).toBeVisible();
    // The sidebar, the top bar and the list's action buttons: an icon named by Ant Design ("file-text", "bell",
    // "file-search") was read out inside Burmese menu items and buttons.
    const englishNames = await page
      .locator('aside [role="img"][aria-label], header [role="img"][aria-label], .ant-table [role="img"][aria-label]')
      .evaluateAll((icons) =>
        icons.map((icon) => icon.getAttribute('aria-label') ?? '').filter((name) => /^[a-z]+(-[a-z]+)*$/.test(name)),
      );
    expect(englishNames).toEqual([]);
    await expect(page.getByRole('menuitem', { name: 'CSV', exact: true })).toBeVisible();

    await page.goto('/profile');
    await expect(page.getByRole('img', { name: mm('a11y.showPassword') }).first()).toBeVisible();
  });
});

test.describe('toasts (spec §8, §9)', () => {
  test('copying a tracking code says "Copied!" in a toast at the bottom right that fades, holds on hover and closes', async ({
    page,
  }) => {
    const label = await createLabel(page.request, 'staff');
    await openAs(page, 'staff', `/label/detail/${label.id}`, 'en');
    const copy = page.getByTestId('label-detail').locator('.ant-typography-copy');
    await expect(copy).toBeVisible();
    // The toast's timings are the page's own timers: a paused fake clock moves them exactly as far as the test says,
    // so a busy machine cannot stretch a 1 s fade past an assertion's budget.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await copy.click();

    const toast = page.getByTestId('toast');
    await expect(toast.getByTestId('toast-message')).toHaveText(en('copy.copied'));
    await expect(toast).toHaveAttribute('data-type', 'success');
    await expect(toast).toHaveAttribute('data-phase', 'entering');
    await expect(toast.getByTestId('toast-close')).toBeVisible();
    await expect(toast.getByTestId('toast-progress')).toBeVisible();
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    // Bottom-right: at the top it covered the user menu and the screens' Print buttons (issue 9).
    expect(box && viewport && viewport.width - (box.x + box.width)).toBeLessThan(40);
    expect(box && viewport && viewport.height - (box.y + box.height)).toBeLessThan(40);
    await page.clock.runFor(400);
    await expect(toast).toHaveAttribute('data-phase', 'shown');

    // The pointer holds it well past its 3 s; leaving gives it 1 s more, then a 1 s fade.
    await toast.hover();
    await page.clock.runFor(4_500);
    await expect(toast).toHaveAttribute('data-phase', 'shown');
    await page.mouse.move(5, 700);
    await page.clock.runFor(900);
    await expect(toast).toHaveAttribute('data-phase', 'shown');
    await page.clock.runFor(200);
    await expect(toast).toHaveAttribute('data-phase', 'leaving');
    await page.clock.runFor(1_000);
    await expect(toast).toHaveCount(0);

    // Unattended, a toast starts to leave after its 3 s and is gone after the 1 s fade.
    await copy.click();
    await expect(toast).toHaveCount(1);
    await page.clock.runFor(2_900);
    await expect(toast).toHaveAttribute('data-phase', 'shown');
    await page.clock.runFor(200);
    await expect(toast).toHaveAttribute('data-phase', 'leaving');
    await page.clock.runFor(1_000);
    await expect(toast).toHaveCount(0);

    // The close button dismisses it at once (after the fade).
    await copy.click();
    await toast.getByTestId('toast-close').click();
    await expect(toast).toHaveAttribute('data-phase', 'leaving');
    await page.clock.runFor(1_000);
    await expect(toast).toHaveCount(0);
  });
});

test.describe('date pickers (spec §9)', () => {
  test('start weeks on Monday and offer the years 1970 to 2100', async ({ page }) => {
    await openAs(page, 'staff', '/label/search', 'en');
    await page.getByTestId('search-from').click();
    const panel = page.locator('.ant-picker-dropdown:visible');
    await expect(panel.locator('.ant-picker-content thead th').first()).toHaveText('Mo');

    // Years: the decade arrows stop at the 1970s and at the 2100s, where 1969 and 2101 cannot be picked.
    await panel.locator('.ant-picker-year-btn').click();
    const decade = panel.locator('.ant-picker-decade-btn');
    const superPrev = panel.locator('.ant-picker-header-super-prev-btn');
    while (await superPrev.isEnabled()) await superPrev.click();
    await expect(decade).toHaveText(/^1970/);
    await expect(panel.locator('td[title="1969"]')).toHaveClass(/ant-picker-cell-disabled/);
    await expect(panel.locator('td[title="1970"]')).not.toHaveClass(/ant-picker-cell-disabled/);

    const superNext = panel.locator('.ant-picker-header-super-next-btn');
    while (await superNext.isEnabled()) await superNext.click();
    await expect(decade).toHaveText(/^2100/);
    await expect(panel.locator('td[title="2100"]')).not.toHaveClass(/ant-picker-cell-disabled/);
    await expect(panel.locator('td[title="2101"]')).toHaveClass(/ant-picker-cell-disabled/);
  });
});

test.describe('the console (spec §9)', () => {
  test('is silent unless localStorage active_console is set; errors still speak', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}:${message.text()}`));
    await openLogin(page, 'en');
    await page.evaluate(() => {
      console.log('probe-log');
      console.warn('probe-warn');
      console.error('probe-error');
    });
    expect(messages.filter((text) => text.includes('probe-'))).toEqual(['error:probe-error']);

    await page.evaluate(() => localStorage.setItem('active_console', '1'));
    await page.reload();
    await page.evaluate(() => console.log('probe-log'));
    expect(messages).toContain('log:probe-log');
  });
});

test.describe('the login page', () => {
  test('switches language in one click', async ({ page }) => {
    await openLogin(page, 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('login.title'));
    await page.getByTestId('language-mm').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(mm('login.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  });

  test('asks for both fields before sending anything', async ({ page }) => {
    let sent = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/login')) sent = true;
    });
    await openLogin(page, 'en');
    await page.getByTestId('login-submit').click();
    await expect(page.locator('#login_user_name_help')).toBeVisible();
    await expect(page.locator('#login_password_help')).toBeVisible();
    await page.locator('#login_user_name').fill('staff');
    await expect(page.locator('#login_user_name_help')).toHaveCount(0);
    expect(sent).toBe(false);
  });
});
