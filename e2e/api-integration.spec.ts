import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { pick } from './support/form';
import { advanceLabel, createLabel, labelBody, uniquePhone } from './support/labels-api';
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
  await pick(page, 'api-key-merchant-select', merchant.name);
  await dialog.getByTestId('api-key-mode').getByText('အသုံးပြုဆဲ').click();
  // A double click issues one key (issue 26 §5).
  await page.getByTestId('api-key-submit').dblclick();

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
  await expect(row).toHaveCount(1);
  expect(await page.content()).not.toContain(key.slice(16));

  // The shop's system: a label booked and tracked with the key alone.
  const created = await request.post('/api/v1/labels', {
    headers: { authorization: `Bearer ${key}`, 'idempotency-key': `order-${randomUUID()}` },
    data: await labelBody(request, {
      overrides: {
        source_name: merchant.name,
        source_phone: merchant.phone,
        destination_phone: uniquePhone(),
        reference_id: 'SHOP-1',
      },
    }),
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

/** The merchant's server: records each POST with its headers and raw body, answers 200. */
async function startReceiver() {
  const received: { signature: string; body: string; event: { id: string; data: Record<string, unknown> } }[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ signature: String(request.headers['waypost-signature']), body, event: JSON.parse(body) });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/waypost`, received, close: () => server.close() };
}

/** What the merchant's server checks: HMAC-SHA256 of "<t>.<raw body>" with the secret, as in the API docs. */
function signatureHolds(secret: string, header: string, body: string): boolean {
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
  return t !== undefined && createHmac('sha256', secret).update(`${t}.${body}`).digest('hex') === v1;
}

test('a manager registers a merchant’s webhook, its secret shown once; status changes arrive signed and can be sent again', async ({
  page,
  request,
}) => {
  const merchant = await createMerchant(request);
  const receiver = await startReceiver();
  try {
    await openAs(page, 'manager', '/api-integration?section=webhooks', 'mm');
    await page.getByTestId('webhook-new').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('webhook-url-input').fill(receiver.url);
    await pick(page, 'webhook-merchant-select', merchant.name);
    await dialog.getByTestId('webhook-description-input').fill('Shop orders');
    await page.getByTestId('webhook-submit').click();

    const shown = page.getByTestId('webhook-secret');
    await expect(shown).toContainText(/whsec_[0-9a-f]{48}/);
    const secret = /whsec_[0-9a-f]{48}/.exec(await shown.innerText())![0];
    await page.getByTestId('webhook-secret-done').click();
    await expect(shown).toHaveCount(0);
    const row = page.getByTestId('webhooks-table').locator('tr', { hasText: receiver.url });
    await expect(row).toContainText(merchant.name);
    await expect(row).toContainText('ပါဆယ် အခြေအနေ ပြောင်းလဲ');
    await page.reload();
    await expect(row).toBeVisible();
    expect(await page.content()).not.toContain(secret);

    // The counter moves one of the merchant's parcels: its server is told, signed with the secret.
    const label = await createLabel(request, 'supervisor', { body: { merchant_id: merchant.id } });
    await advanceLabel(request, 'supervisor', label, 'pending');
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1);
    const [first] = receiver.received;
    expect(signatureHolds(secret, first!.signature, first!.body)).toBe(true);
    expect(first!.event.data).toMatchObject({ tracking_code: label.code, previous_status: 'pending' });

    // The log shows it delivered (in Burmese digits); a manager sends it again, with the same event id.
    await row.locator('[data-testid^="webhook-deliveries-"]').click();
    const drawer = page.getByTestId('webhook-deliveries-drawer');
    const deliveries = drawer.getByTestId('webhook-deliveries-table');
    await expect(deliveries.locator('[data-testid^="webhook-delivery-status-"]')).toHaveAttribute(
      'data-status',
      'delivered',
    );
    await expect(deliveries).toContainText('၂၀၀');
    await expect(deliveries).toContainText(label.code);
    await page.screenshot({ path: 'e2e/artifacts/webhook-deliveries-mm.png' });
    await deliveries.locator('[data-testid^="webhook-replay-"]').first().click();
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(2);
    expect(receiver.received[1]!.event.id).toBe(first!.event.id);
    await expect(deliveries.locator('[data-status="delivered"]')).toHaveCount(2, { timeout: 10_000 });
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);

    // Deleted: nothing more is sent.
    await row.locator('[data-testid^="webhook-delete-"]').click();
    await page.getByTestId('webhook-delete-confirm').click();
    await expect(row).toHaveCount(0);
    await advanceLabel(request, 'supervisor', label, 'accept_from_origin_branch');
    await page.waitForTimeout(1_000);
    expect(receiver.received).toHaveLength(2);
  } finally {
    receiver.close();
  }
});
