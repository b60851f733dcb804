import { expect, test } from '@playwright/test';
import { newMerchantOwner, openWithToken, shweOnlineShop } from './support/merchant-portal';
import { openAs } from './support/session';

// Issue 30 §2 on a phone (390 px, Burmese): Shwe Online Shop's owner opens one of his labels from the list, asks his
// home branch (Yangon) to collect parcels, and Yangon's branch owner sees the request in the branch's pickup list; the
// shop's owner invites a clerk, and the link he copies opens the invitation page.

test('a merchant owner opens a label, requests a pickup the branch sees, and invites a clerk', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const shop = await shweOnlineShop(request);
  const token = await newMerchantOwner(request, shop.id);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();

  // A tab holding some of the demo shop's labels: its first row opens the label's page.
  const headers = { authorization: `Bearer ${token}` };
  const counts = (await (await request.get('/api/merchant-portal/label/counts', { headers })).json()) as {
    counts: Record<string, number>;
  };
  const tab = Object.keys(counts.counts).find((name) => counts.counts[name]! > 0)!;
  await openWithToken(page, token, `/portal/labels/${tab}`, 'mm');
  const link = page.getByTestId('portal-label-link').first();
  const code = (await link.innerText()).trim();
  await link.click();
  await expect(page.getByTestId('portal-label-code')).toHaveText(code);
  await expect(page.getByTestId('portal-label-history')).toBeVisible();
  // An id that is not his: the app's not-found.
  await page.goto('/portal/label/2147483000');
  await expect(page.getByTestId('not-found-page')).toBeVisible();

  // A pickup request to his home branch.
  await page.goto('/portal/pickups');
  await page.getByTestId('portal-pickup-new').click();
  await page.getByTestId('portal-pickup-counts').fill('၃');
  await page.getByTestId('portal-pickup-note').fill('အဝတ်အထည်');
  await page.getByTestId('portal-pickup-submit').click();
  const asked = page.getByTestId('portal-pickup').first();
  await expect(asked).toHaveAttribute('data-status', 'unassigned');
  await expect(asked).toContainText('အဝတ်အထည်');
  const pickupId = await asked.getAttribute('data-id');
  await page.screenshot({ path: 'e2e/artifacts/merchant-portal-pickups-390-mm.png', fullPage: true });

  // Yangon's branch sees it among its new pickups.
  const branch = await browser.newPage();
  await openAs(branch, 'owner', '/pickup-request?status=unassigned', 'en');
  await expect(branch.locator(`[data-testid="pickup-row"][data-pickup-id="${pickupId}"]`)).toBeVisible();
  await branch.close();

  // The owner invites a clerk: the link is shown once and opens the invitation page.
  await page.goto('/portal/users');
  await page.getByTestId('portal-invite-name').fill('မမြင့်');
  await page.getByTestId('portal-invite-user-name').fill(`clerk.${pickupId}.${Date.now() % 100_000}`);
  await page.getByTestId('portal-invite-phone').fill('09421234567');
  await page.getByTestId('portal-invite-submit').click();
  const url = (await page.getByTestId('portal-invite-url').innerText()).trim();
  expect(url).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
  const guest = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const invitePage = await guest.newPage();
  await invitePage.goto(new URL(url).pathname);
  await expect(invitePage.getByTestId('invite-greeting')).toContainText('Shwe Online Shop');
  await guest.close();
  await phone.close();
});
