import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { authOf, openAs } from './support/session';

// Issue 30 §1–2 in Burmese: Yangon's branch owner invites Shwe Online Shop's owner from the merchant's page; the owner
// opens the link in a browser of his own, sets his password, signs in, is made to set up 2-step verification first
// (the e2e reads the key off the screen and makes the code as his phone's app would), sees his recovery codes once
// and lands on his portal's dashboard, which a phone at 390 px shows in one column.

const password = 'Shwe-owner-2026';

test('a branch invites a merchant owner, who sets a password and 2-step verification and sees his dashboard', async ({
  page,
  browser,
  request,
}) => {
  const merchants = await request.get('/api/merchant?search=Shwe%20Online', { headers: authOf('owner') });
  const shop = ((await merchants.json()) as { data: { id: number; name: string }[] }).data.find(
    (merchant) => merchant.name === 'Shwe Online Shop',
  )!;
  await openAs(page, 'owner', `/merchant/edit/${shop.id}`, 'mm');
  const card = page.getByTestId('merchant-users-card');
  await expect(card).toBeVisible();
  const userName = `shwe.owner.${randomUUID().slice(0, 6)}`;
  await page.getByTestId('merchant-user-name').fill('ဒေါ်ခင်ခင်');
  await page.getByTestId('merchant-user-user-name').fill(userName);
  await page.getByTestId('merchant-user-phone').fill('09421234567');
  await page.getByTestId('merchant-user-invite').click();
  const link = (await page.getByTestId('merchant-user-invite-link').innerText()).trim();
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
  await expect(card.getByText(userName)).toBeVisible();

  // The owner's own browser: no session.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const owner = await phone.newPage();
  await owner.addInitScript(() => localStorage.setItem('locale', 'mm'));
  await owner.goto(new URL(link).pathname);
  await expect(owner.getByTestId('invite-greeting')).toContainText('Shwe Online Shop');
  await owner.getByTestId('invite-password').fill(password);
  await owner.getByTestId('invite-confirm-password').fill(password);
  await owner.getByTestId('invite-submit').click();
  await owner.getByTestId('invite-to-login').click();

  await owner.locator('#login_user_name').fill(userName);
  await owner.locator('#login_password').fill(password);
  await owner.getByTestId('login-submit').click();
  // His role needs 2-step verification: nothing else until it is set up.
  await expect(owner).toHaveURL(/\/two-step$/);
  await owner.getByTestId('two-step-start').click();
  await expect(owner.getByTestId('two-step-qr')).toBeVisible();
  const secret = (await owner.getByTestId('two-step-secret').innerText()).trim();
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  await owner.getByTestId('two-step-code').fill(code);
  await owner.getByTestId('two-step-verify').click();
  const recovery = owner.getByTestId('two-step-recovery');
  await expect(recovery).toBeVisible();
  await expect(recovery.locator('code')).toHaveCount(10);
  await owner.screenshot({ path: 'e2e/artifacts/merchant-two-step-recovery-mm.png', fullPage: true });
  await owner.getByTestId('two-step-done').click();

  await expect(owner.getByTestId('portal-dashboard')).toBeVisible();
  await expect(owner.getByTestId('portal-dashboard')).toContainText('Shwe Online Shop');
  await expect(owner.getByTestId('portal-cod-waiting')).toBeVisible();
  // One column on the phone: the cards stack.
  const [first, second] = await Promise.all([
    owner.getByTestId('portal-cod-waiting').boundingBox(),
    owner.getByTestId('portal-payout').boundingBox(),
  ]);
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  await owner.screenshot({ path: 'e2e/artifacts/merchant-dashboard-390-mm.png', fullPage: true });

  // His labels by the merchant tabs; staff screens are not his.
  await owner.getByTestId('portal-to-labels').click();
  await expect(owner.getByTestId('portal-labels')).toBeVisible();
  await expect(owner.getByTestId('portal-tab-pending')).toBeVisible();
  await phone.close();
});
