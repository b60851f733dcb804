import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { chooseOption } from './support/form';
import { openAs } from './support/session';

// Issue 26 §5: a double click on a create form's submit makes one record — the form sends one request, under an
// Idempotency-Key (which would make a second request answer the first record rather than make another).

/** Every POST the page sends to `pathname`, with its Idempotency-Key, as they go out. */
function postsTo(page: Page, pathname: string): (string | undefined)[] {
  const keys: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === pathname) {
      keys.push(request.headers()['idempotency-key']);
    }
  });
  return keys;
}

test('a double click on “Record expense” records one expense', async ({ page }) => {
  const note = `E2E double click ${randomUUID().slice(0, 8)}`;
  await openAs(page, 'staff', '/expense-record', 'en');
  const posts = postsTo(page, '/api/expense-record');
  await page.getByTestId('expense-new').click();
  const dialog = page.getByRole('dialog');
  await chooseOption(page, dialog.getByTestId('expense-category-select'), 'Fuel');
  await dialog.getByTestId('expense-amount-input').fill('4500');
  await dialog.getByTestId('expense-note-input').fill(note);
  const recording = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/expense-record',
  );
  await page.getByTestId('expense-submit').dblclick();
  const recorded = await recording;
  expect(recorded.status(), await recorded.text()).toBe(201);
  await expect(dialog).toBeHidden();

  const rows = page.getByTestId('expense-table').locator('tr', { hasText: note });
  await expect(rows).toHaveCount(1);
  // Whatever the page would have sent is in by now (the list was read after the answer).
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatch(/^[0-9a-f]{32}$/);
});

test('a double click on an announcement’s Save writes one announcement', async ({ page }) => {
  const title = `E2E double click ${randomUUID().slice(0, 8)}`;
  await openAs(page, 'manager', '/announcement/list', 'en');
  const posts = postsTo(page, '/api/announcement');
  await page.getByTestId('announcement-new').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('announcement-title-input').fill(title);
  await dialog.getByTestId('announcement-body-input').fill('The counter closes at 3 pm today.');
  await page.getByTestId('announcement-submit').dblclick();
  await expect(dialog).toBeHidden();
  const rows = page.getByTestId('announcement-row').filter({ hasText: title });
  await expect(rows).toHaveCount(1);
  expect(posts).toHaveLength(1);

  // Taken back, so the manager's list stays as the other tests expect it.
  await rows.locator('[data-testid^="announcement-delete-"]').click();
  await page.getByTestId('announcement-delete-confirm').click();
  await expect(rows).toHaveCount(0);
});
