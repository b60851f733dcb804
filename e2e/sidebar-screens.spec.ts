import { expect, test, type Page } from '@playwright/test';
import { openAs } from './support/session';
import { uiTexts } from './support/shell';

const en = uiTexts('en');
const mm = uiTexts('mm');

/** The parcel screens' sidebar entries, in menu order, and what each opens. */
const parcelScreens = [
  { text: 'sidebar.item.parcels-by-status', url: '/parcels/process', screen: 'parcels-page' },
  { text: 'sidebar.item.parcel-track', url: '/parcel-track/list', screen: 'parcel-track-page' },
  { text: 'sidebar.item.track-by-date', url: '/track-by-date', screen: 'track-by-date-page' },
] as const;

/** Opens the sidebar's Parcels group (on a phone, the drawer first) and returns the sidebar. */
async function openParcelsGroup(page: Page, text: (key: string) => string) {
  const sidebar = page.getByTestId('sidebar-menu');
  if (!(await sidebar.isVisible())) await page.getByTestId('sidebar-toggle').click();
  await sidebar.getByText(text('sidebar.group.parcels'), { exact: true }).click();
  await expect(sidebar.getByRole('link', { name: text('sidebar.item.parcel-track') })).toBeVisible();
  return sidebar;
}

test.describe('the finished parcel screens are in the sidebar', () => {
  test('a supervisor finds Parcels, Parcel tracking and Track by date (with its Excel download)', async ({ page }) => {
    await openAs(page, 'supervisor', '/dashboard', 'en');
    const sidebar = await openParcelsGroup(page, en);
    await expect(sidebar.getByRole('link')).toContainText(parcelScreens.map(({ text }) => en(text)));

    for (const { text, url, screen } of parcelScreens) {
      await sidebar.getByRole('link', { name: en(text) }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByTestId(screen)).toBeVisible();
      // The screen's own entry is the selected one, its group open.
      await expect(sidebar.locator('.ant-menu-item-selected')).toHaveText(en(text));
    }
    await expect(page.getByTestId('track-by-date-download')).toBeVisible();
  });

  test('customer service sees the parcel screens it may open, and no Track by date', async ({ page }) => {
    await openAs(page, 'cs', '/label/search', 'en');
    const sidebar = await openParcelsGroup(page, en);
    await expect(sidebar.getByRole('link', { name: en('sidebar.item.parcels-by-status') })).toBeVisible();
    await expect(sidebar).not.toContainText(en('sidebar.item.track-by-date'));
    // The same rule as the route guard: the screen left out of the menu is one the role may not open.
    await page.goto('/track-by-date');
    await expect(page).toHaveURL('/403');
  });

  test('on a phone, staff opens Parcel tracking from the drawer in Burmese', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, 'staff', '/label/search', 'mm');
    const sidebar = await openParcelsGroup(page, mm);
    await sidebar.getByRole('link', { name: mm('sidebar.item.parcel-track') }).click();
    await expect(page).toHaveURL('/parcel-track/list');
    await expect(page.getByTestId('parcel-track-page')).toBeVisible();
    // The drawer closes on the way.
    await expect(sidebar).toBeHidden();
  });
});
