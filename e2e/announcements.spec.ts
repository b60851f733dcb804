import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { openAs } from './support/session';

test('a manager announces to his branch in Burmese; a clerk there opens it from the bell and it leaves the bell', async ({
  page,
  browser,
}) => {
  const title = `ကောင်တာ စောစောပိတ်မည် ${randomUUID().slice(0, 6)}`;
  await openAs(page, 'manager', '/announcement/list', 'mm');
  await page.getByTestId('announcement-new').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('announcement-title-input').fill(title);
  await dialog.getByTestId('announcement-body-input').fill('ယနေ့ ညနေ ၃ နာရီတွင် ပိတ်ပါမည်။\nပစ္စည်းလာယူမှုများကို စီစဉ်ပါ။');
  await page.getByTestId('announcement-submit').click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('announcement-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/announcements-mm.png', fullPage: true });

  const clerk = await (await browser.newContext()).newPage();
  await openAs(clerk, 'staff', '/label/search', 'mm');
  await clerk.getByTestId('announcement-bell').click();
  const onBell = clerk.getByTestId('announcement-item-link').filter({ hasText: title });
  await onBell.click();
  await expect(clerk.getByTestId('announcement-detail-title')).toHaveText(title);
  await expect(clerk.getByTestId('announcement-detail-body')).toContainText('ပစ္စည်းလာယူမှုများကို စီစဉ်ပါ။');
  await clerk.getByTestId('announcement-bell').click();
  await expect(clerk.getByTestId('announcement-see-all')).toBeVisible();
  await expect(clerk.getByTestId('announcement-item-link').filter({ hasText: title })).toHaveCount(0);
  await clerk.getByTestId('announcement-see-all').click();
  await expect(clerk.getByTestId('announcement-row').filter({ hasText: title })).toHaveAttribute('data-read', 'true');
  // A clerk reads announcements; he does not write them.
  await expect(clerk.getByTestId('announcement-new')).toHaveCount(0);
  await clerk.context().close();

  // The manager takes it back.
  await row.locator('[data-testid^="announcement-delete-"]').click();
  await page.getByTestId('announcement-delete-confirm').click();
  await expect(row).toHaveCount(0);
});
