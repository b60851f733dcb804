import { expect, test, type APIRequestContext } from '@playwright/test';
import { authOf, openAs } from './support/session';
import { uiTexts } from './support/shell';

const en = uiTexts('en');

interface Role {
  id: number;
  slug: string;
  permissions: string[];
}

async function roleOf(request: APIRequestContext, slug: string): Promise<Role> {
  const response = await request.get('/api/role', { headers: authOf('admin') });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Role[] }).data.find((role) => role.slug === slug)!;
}

test('the super-admin gives a role a permission in Burmese and takes it back; roles above his are read-only', async ({
  page,
  request,
}) => {
  // Call-centre agents: a role no other test signs in with.
  const before = await roleOf(request, 'call-center');
  expect(before.permissions).not.toContain('report.view');
  try {
    await openAs(page, 'admin', '/dashboard', 'mm');
    // Administration holds branches, branch groups, roles and companies.
    const sidebar = page.getByTestId('sidebar-menu');
    await sidebar.getByText('စီမံခန့်ခွဲမှု', { exact: true }).click();
    await sidebar.getByRole('link', { name: 'ရာထူးနှင့် ခွင့်ပြုချက်များ' }).click();
    await expect(page).toHaveURL('/role/list');

    await page.getByTestId('role-call-center').click();
    const card = page.getByTestId('role-permissions');
    const reports = card.getByRole('checkbox', { name: 'အစီရင်ခံစာ ကြည့်ရန်' });
    await expect(reports).not.toBeChecked();
    await expect(card.getByTestId('role-save')).toBeDisabled();
    await reports.click();
    await card.getByTestId('role-save').click();
    await expect(page.getByText(/ခွင့်ပြုချက် [၀-၉]+ ခု ရှိပါပြီ/)).toBeVisible();
    await expect.poll(async () => (await roleOf(request, 'call-center')).permissions).toContain('report.view');
    await page.screenshot({ path: 'e2e/artifacts/roles-mm.png' });

    // Stored: after a reload the role still has it; taken back, it is gone.
    await page.reload();
    await page.getByTestId('role-call-center').click();
    await expect(reports).toBeChecked();
    await reports.click();
    await card.getByTestId('role-save').click();
    await expect.poll(async () => (await roleOf(request, 'call-center')).permissions).not.toContain('report.view');

    // His own rank and above: read-only.
    await page.getByTestId('role-super-admin').click();
    await expect(card.getByTestId('role-save')).toHaveCount(0);
    await expect(card.getByRole('checkbox', { name: 'လေဘယ်များ ကြည့်ရန်' })).toBeDisabled();
  } finally {
    await request.put(`/api/role/${before.id}/permissions`, {
      headers: authOf('admin'),
      data: { permissions: before.permissions },
    });
  }
});

test('an owner reads the roles under administration, and may change none', async ({ page }) => {
  await openAs(page, 'owner', '/dashboard', 'en');
  await expect(page.getByTestId('sidebar-menu')).toContainText('Administration');
  await page.goto('/role/list');
  await expect(page.getByTestId('roles-page')).toBeVisible();
  await page.getByTestId('role-staff').click();
  const card = page.getByTestId('role-permissions');
  await expect(card.getByRole('checkbox').first()).toBeDisabled();
  await expect(card.getByTestId('role-save')).toHaveCount(0);
  await expect(card.getByTestId('role-read-only')).toHaveText(en('roles.readOnlyViewer'));
});
