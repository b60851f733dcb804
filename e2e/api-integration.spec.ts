import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { branchId, townships, uniquePhone } from './support/labels-api';
import { createMerchant } from './support/merchants-api';
import { openAs } from './support/session';

test('a manager issues a merchant’s live key on /api-integration, shown once, and the shop books a label with it', async ({
  page,
  request,
}) => {
  const merchant = await createMerchant(request);
  const name = `Checkout ${randomUUID().slice(0, 6)}`;

  await openAs(page, 'manager', '/api-integration', 'mm');
  await page.getByTestId('api-key-new').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('api-key-name-input').fill(name);
  const merchantSelect = dialog.getByTestId('api-key-merchant-select');
  await merchantSelect.click();
  await page.keyboard.type(merchant.name);
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: merchant.name });
  await expect(option).toHaveClass(/ant-select-item-option-active/);
  await page.keyboard.press('Enter');
  await expect(merchantSelect).toContainText(merchant.name);
  await dialog.getByTestId('api-key-mode').getByText('အသုံးပြုဆဲ').click();
  await page.getByTestId('api-key-submit').click();

  const issued = page.getByTestId('api-key-issued');
  await expect(issued).toContainText(/wp_live_[0-9a-f]{48}/);
  const key = /wp_live_[0-9a-f]{48}/.exec(await issued.innerText())![0];
  await page.screenshot({ path: 'e2e/artifacts/api-key-issued-mm.png' });
  await page.getByTestId('api-key-issued-done').click();
  await expect(issued).toHaveCount(0);

  const row = page.getByTestId('api-keys-table').locator('tr', { hasText: name });
  await expect(row).toContainText(key.slice(0, 16));
  await expect(row.locator('[data-testid^="api-key-status-"]')).toHaveAttribute('data-status', 'active');
  // Shown once: after a reload the page names the key by its prefix only.
  await page.reload();
  await expect(row).toContainText(key.slice(0, 16));
  expect(await page.content()).not.toContain(key.slice(16));

  // The shop's system: a label booked and tracked with the key alone.
  const created = await request.post('/api/v1/labels', {
    headers: { authorization: `Bearer ${key}`, 'idempotency-key': `order-${randomUUID()}` },
    data: {
      type: 'fcs_express',
      accept_type: 'walkin',
      service_type: 'express',
      item_type: 'parcel',
      purchase_type: 'sender_pay',
      weight: 1.5,
      source_name: merchant.name,
      source_phone: merchant.phone,
      source_township: townships.pazundaung,
      destination_name: 'Ma Hla',
      destination_phone: uniquePhone(),
      destination_township: townships.chanayethazan,
      deliver_branch_id: await branchId(request, 'MDY'),
      reference_id: 'SHOP-1',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const code = ((await created.json()) as { data: { tracking_code: string } }).data.tracking_code;
  const tracked = await request.get(`/api/v1/labels/${code}`, { headers: { authorization: `Bearer ${key}` } });
  expect(tracked.status()).toBe(200);

  // The key's last use shows on the screen, and revoking it stops the shop at once.
  await page.reload();
  await expect(row).not.toContainText('မသုံးရသေး');
  await row.locator('[data-testid^="api-key-revoke-"]').click();
  await page.getByTestId('api-key-revoke-confirm').click();
  await expect(row.locator('[data-testid^="api-key-status-"]')).toHaveAttribute('data-status', 'revoked');
  const refused = await request.get('/api/v1/labels', { headers: { authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(401);
});

test('the public API’s documentation opens without signing in', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Waypost public API/ })).toBeVisible();
  // Swagger UI breaks long paths with zero-width spaces: the operation is found by its data-path.
  await expect(page.locator('[data-path="/api/v1/labels/{tracking_code}"]').first()).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/api-docs.png' });
});
