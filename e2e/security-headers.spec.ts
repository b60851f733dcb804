import { expect, test, type Page } from '@playwright/test';
import { createLabel } from './support/labels-api';
import { openLogin, signIn } from './support/shell';

/**
 * The web app works under the server's Content-Security-Policy and Permissions-Policy: the browser reports no
 * violation (console or `securitypolicyviolation` event) on the screens that stretch it most — the login page, the
 * label form (Ant Design's inline styles, the Burmese font) and the print page (barcodes drawn in the browser).
 */
declare global {
  interface Window {
    policyViolations?: string[];
  }
}

/** Starts collecting every policy complaint of the page, from the DOM event and from the console. */
function watchPolicies(page: Page): string[] {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|permissions.policy|refused to/i.test(message.text())) complaints.push(message.text());
  });
  void page.addInitScript(() => {
    window.policyViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.policyViolations?.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  return complaints;
}

async function violationsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => window.policyViolations ?? []);
}

test('login, the label form and the print page run under the CSP without a violation', async ({ page }) => {
  const complaints = watchPolicies(page);

  const login = await page.goto('/login');
  const csp = login?.headers()['content-security-policy'] ?? '';
  // The policy is really there, so "no violation" means the app keeps to it.
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(login?.headers()['permissions-policy']).toContain('camera=()');
  await openLogin(page, 'en');
  await signIn(page, 'staff');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);

  await page.goto('/label/create');
  await expect(page.getByTestId('label-create-form')).toBeVisible();
  await page.getByTestId('weight').fill('၁.၅');
  expect(await violationsOf(page)).toEqual([]);

  const labelId = (await createLabel(page.request, 'staff')).id;
  await page.goto(`/label/print/${labelId}`);
  await expect(page.locator('body')).toHaveAttribute('data-labels-ready', 'true');
  await expect(page.getByTestId('label-barcode')).toBeVisible();
  await expect(page.getByTestId('label-qr')).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
  expect(complaints).toEqual([]);
});
