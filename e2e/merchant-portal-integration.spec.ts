import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { newMerchantOwner, openWithToken, shweOnlineShop } from './support/merchant-portal';

// Issue 30 §2 in English: Shwe Online Shop's owner issues an API key on his portal (shown once; his shop's system
// then calls the public API with it), registers a webhook, and switches one receiver message off.

test('a merchant owner issues his API key, adds a webhook and switches a receiver message off', async ({
  page,
  request,
}) => {
  const shop = await shweOnlineShop(request);
  const token = await newMerchantOwner(request, shop.id);
  const headers = { authorization: `Bearer ${token}` };
  await openWithToken(page, token, '/portal/integration', 'en');

  const name = `Checkout ${randomUUID().slice(0, 6)}`;
  await page.getByTestId('api-key-new').click();
  await page.getByRole('dialog').getByTestId('api-key-name-input').fill(name);
  // No merchant to pick: the key is his shop's.
  await expect(page.getByTestId('api-key-merchant-select')).toHaveCount(0);
  await page.getByTestId('api-key-submit').click();
  const issued = page.getByTestId('api-key-issued');
  await expect(issued).toContainText(/wp_test_[0-9a-f]{48}/);
  const key = /wp_test_[0-9a-f]{48}/.exec(await issued.innerText())![0];
  await page.getByTestId('api-key-issued-done').click();
  const row = page.getByTestId('api-keys-table').locator('tr', { hasText: name });
  await expect(row).toContainText(key.slice(0, 16));
  expect(await page.content()).not.toContain(key.slice(16));
  const branches = await request.get('/api/v1/branches', { headers: { authorization: `Bearer ${key}` } });
  expect(branches.status()).toBe(200);

  await page.getByRole('tab', { name: 'Webhooks' }).click();
  await page.getByTestId('webhook-new').click();
  const url = `https://shop.example.com/hooks/${randomUUID().slice(0, 6)}`;
  await page.getByTestId('webhook-url-input').fill(url);
  await page.getByTestId('webhook-submit').click();
  await expect(page.getByTestId('webhook-secret')).toContainText(/whsec_[0-9a-f]{48}/);
  await page.getByTestId('webhook-secret-done').click();
  await expect(page.getByTestId('webhooks-section')).toContainText(url);
  await page.screenshot({ path: 'e2e/artifacts/portal-integration-en.png', fullPage: true });

  await page.getByRole('link', { name: 'Receiver messages' }).click();
  const delivered = page.getByTestId('portal-notify-label.delivered');
  await expect(delivered).toHaveAttribute('aria-checked', 'true');
  await delivered.click();
  await expect(delivered).toHaveAttribute('aria-checked', 'false');
  const settings = await request.get('/api/merchant-portal/notification-settings', { headers });
  const events = ((await settings.json()) as { data: { events: { event: string; enabled: boolean }[] } }).data.events;
  expect(events.find((row) => row.event === 'label.delivered')?.enabled).toBe(false);
  await page.screenshot({ path: 'e2e/artifacts/portal-notifications-en.png', fullPage: true });

  // The demo shop as it was for the other specs: the message back on, the hook and key gone.
  const restored = await request.put('/api/merchant-portal/notification-settings', {
    headers,
    data: { events: [{ event: 'label.delivered', enabled: true }] },
  });
  expect(restored.ok()).toBe(true);
  const hooks = (await (await request.get('/api/webhooks', { headers })).json()) as { data: { id: number }[] };
  for (const hook of hooks.data) await request.delete(`/api/webhooks/${hook.id}`, { headers });
  const keys = (await (await request.get('/api/api-keys', { headers })).json()) as { data: { id: number }[] };
  for (const issuedKey of keys.data) await request.delete(`/api/api-keys/${issuedKey.id}`, { headers });
});
