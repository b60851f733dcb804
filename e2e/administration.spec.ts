import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createBranch, createStaffMember, freeBranchCode } from './support/branches-api';
import { chooseOption, pick } from './support/form';
import { uniquePhone } from './support/labels-api';
import { pngLogo } from './support/merchants-api';
import { authOf, openAs } from './support/session';
import { openLogin, signIn, uiTexts } from './support/shell';

const en = uiTexts('en');
const mm = uiTexts('mm');
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((result, [name, value]) => result.replace(`{{${name}}}`, value), text);

/** Chooses branches in the group form's multiple select, by code: type it, the matching option is active, Enter. */
async function chooseBranches(page: Page, select: Locator, codes: readonly string[]): Promise<void> {
  await select.click();
  for (const code of codes) {
    await page.keyboard.type(code);
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: code }).first();
    await expect(option).toHaveClass(/ant-select-item-option-active/);
    await page.keyboard.press('Enter');
    await expect(select.locator('.ant-select-selection-item', { hasText: code })).toBeVisible();
  }
  await page.keyboard.press('Escape');
}

test.describe('administration', () => {
  // Ant selects picked with the keyboard, a logo upload and a second browser signing in.
  test.describe.configure({ timeout: 120_000 });

  test('the super-admin creates a company with a logo in Burmese and its owner, who signs in at its branch', async ({
    page,
    browser,
    request,
  }) => {
    const tag = randomUUID().slice(0, 6);
    const company = { en: `E2E Golden ${tag}`, mm: `ရွှေ ပို့ဆောင်ရေး ${tag}` };
    const branch = { code: await freeBranchCode(request), en: `Golden Yangon ${tag}`, mm: `ရွှေ ရန်ကုန် ${tag}` };
    const owner = { name: `U Aung Min ${tag}`, userName: `golden.${tag}`, password: 'owner-pass' };

    await openAs(page, 'admin', '/dashboard', 'mm');
    const sidebar = page.getByTestId('sidebar-menu');
    await sidebar.getByText(mm('sidebar.group.administration'), { exact: true }).click();
    await sidebar.getByRole('link', { name: mm('route.companies') }).click();
    await expect(page).toHaveURL('/company/list');

    await page.getByTestId('company-new').click();
    const form = page.getByTestId('company-form');
    await page.getByTestId('company-name-en').fill(company.en);
    await page.getByTestId('company-name-mm').fill(company.mm);
    await page.getByTestId('company-logo-input').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: pngLogo([212, 160, 23]),
    });
    await expect(form.getByTestId('logo-preview')).toBeVisible();
    await page.getByTestId('company-branch-code').fill(branch.code.toLowerCase());
    await expect(page.getByTestId('company-branch-code')).toHaveValue(branch.code);
    await page.getByTestId('company-branch-name-en').fill(branch.en);
    await page.getByTestId('company-branch-name-mm').fill(branch.mm);
    await pick(page, 'company-region', 'ရန်ကုန်တိုင်းဒေသကြီး');
    await pick(page, 'company-district', 'ရန်ကုန်(အရှေ့ပိုင်း)');
    await pick(page, 'company-township', 'ပုဇွန်တောင်');
    await page.getByTestId('company-submit').click();
    await expect(page.getByText(fill(mm('companies.created'), { name: company.mm }))).toBeVisible();

    // Listed with its branch and logo (fetched with the session, shown through an object URL); no owner yet.
    const row = page.getByTestId('companies-table').locator('tr', { hasText: company.mm });
    await expect(row).toContainText(branch.code);
    await expect(row).toContainText(mm('companies.noOwner'));
    const logo = row.getByTestId('company-logo');
    await expect(logo).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(16);

    await row.getByRole('button', { name: mm('companies.addOwner') }).click();
    const ownerForm = page.getByTestId('owner-form');
    await expect(ownerForm).toBeVisible();
    // Placed at the company's only branch unless another is chosen.
    await expect(page.getByTestId('owner-branch')).toContainText(branch.code);
    await page.getByTestId('owner-name').fill(owner.name);
    await page.getByTestId('owner-user-name').fill(owner.userName);
    await page.getByTestId('owner-phone').fill(uniquePhone());
    await page.getByTestId('owner-email').fill(`${owner.userName}@example.com`);
    await chooseOption(page, page.getByTestId('owner-gender'), 'ကျား');
    await page.getByTestId('owner-password').fill(owner.password);
    await page.getByTestId('owner-confirm-password').fill('not-the-same');
    await page.getByTestId('owner-submit').click();
    await expect(ownerForm.locator('.ant-form-item-explain-error')).toHaveCount(1);
    await page.getByTestId('owner-confirm-password').fill(owner.password);
    await page.getByTestId('owner-submit').click();
    await expect(
      page.getByText(fill(mm('companies.ownerAdded'), { name: owner.name, userName: owner.userName })),
    ).toBeVisible();
    await expect(row.getByTestId('company-owners')).toContainText(owner.userName);
    await page.screenshot({ path: 'e2e/artifacts/companies-mm.png', fullPage: true });

    // The owner signs in in a browser of his own and works at his company's branch.
    const his = await browser.newContext();
    const ownerPage = await his.newPage();
    await openLogin(ownerPage, 'mm');
    await signIn(ownerPage, owner.userName, owner.password);
    await expect(ownerPage).toHaveURL('/dashboard');
    await ownerPage.getByTestId('user-menu').click();
    await expect(ownerPage.getByTestId('current-branch')).toContainText(branch.mm);
    await his.close();
  });

  test('the super-admin groups two branches, takes one out, and deletes the group', async ({ page, request }) => {
    const [first, second] = [await createBranch(request), await createBranch(request)];
    const code = `G-${randomUUID().slice(0, 6).toUpperCase()}`;
    await openAs(page, 'admin', '/branch-collection/list', 'en');

    await page.getByTestId('branch-collection-new').click();
    await page.getByTestId('branch-collection-code').fill(code.toLowerCase());
    await page.getByTestId('branch-collection-name-en').fill(`Test group ${code}`);
    await page.getByTestId('branch-collection-name-mm').fill(`စမ်းသပ် အုပ်စု ${code}`);
    const select = page.getByTestId('branch-collection-branches');
    await chooseBranches(page, select, [first.code, second.code]);
    await page.getByTestId('branch-collection-submit').click();
    await expect(page.getByText(fill(en('branchCollections.saved'), { name: `Test group ${code}` }))).toBeVisible();
    const tags = page.getByTestId(`branch-collection-branches-${code}`).getByTestId('branch-collection-branch');
    await expect(tags).toHaveText([first.code, second.code].sort());

    // Edited: the second branch taken out (its tag's remove button); its option then names no group.
    await page.getByTestId(`branch-collection-edit-${code}`).click();
    await expect(select.locator('.ant-select-selection-item')).toHaveCount(2);
    await select
      .locator('.ant-select-selection-item', { hasText: second.code })
      .locator('.ant-select-selection-item-remove')
      .click();
    await page.getByTestId('branch-collection-submit').click();
    await expect(tags).toHaveText([first.code]);
    await page.reload();
    await expect(tags).toHaveText([first.code]);

    // The branch list names each branch's group.
    await page.goto('/branch/list');
    const firstRow = page
      .getByTestId('branches-table')
      .locator('tr', { has: page.getByTestId(`branch-row-${first.code}`) });
    await expect(firstRow).toContainText(`Test group ${code}`);

    await page.goto('/branch-collection/list');
    await page.getByTestId(`branch-collection-delete-${code}`).click();
    await page.getByTestId('branch-collection-delete-confirm').click();
    await expect(page.getByText(fill(en('branchCollections.deleted'), { name: `Test group ${code}` }))).toBeVisible();
    await expect(page.getByTestId(`branch-collection-row-${code}`)).toHaveCount(0);
  });

  test('head office places a member across a group on the staff form; that group is not deleted: the server says why', async ({
    page,
    request,
  }) => {
    const branch = await createBranch(request);
    const code = `G-${randomUUID().slice(0, 6).toUpperCase()}`;
    const created = await request.post('/api/branch-collection', {
      headers: authOf('admin'),
      data: { code, name_en: `Region ${code}`, name_mm: `ဒေသ ${code}`, branch_ids: [branch.id] },
    });
    expect(created.status(), await created.text()).toBe(201);
    const userName = await createStaffMember(request, branch.id);
    const found = await request.get(`/api/staff?search=${userName}`, { headers: authOf('admin') });
    const member = ((await found.json()) as { data: { id: number }[] }).data[0]!;

    // Head office places him across the group on the staff form (Burmese): the group is his from now on.
    await openAs(page, 'admin', `/edit-staff/${member.id}`, 'mm');
    await expect(page.getByTestId('staff-form')).toBeVisible();
    await chooseOption(page, page.getByTestId('staff-branch-group'), `ဒေသ ${code}`);
    await page.getByTestId('staff-save').click();
    await expect(page).toHaveURL(/\/staff\/active/);
    const saved = await request.get(`/api/staff/${member.id}`, { headers: authOf('admin') });
    expect(((await saved.json()) as { data: { branch_collection_id: number } }).data.branch_collection_id).toBe(
      ((await created.json()) as { data: { id: number } }).data.id,
    );

    await page.goto('/branch-collection/list');
    await page.getByTestId(`branch-collection-delete-${code}`).click();
    await page.getByTestId('branch-collection-delete-confirm').click();
    await expect(page.getByText('ဤအုပ်စုတစ်ခုလုံးတွင် ဝန်ထမ်းများ တာဝန်ယူထားသည်', { exact: false })).toBeVisible();
    await expect(page.getByTestId(`branch-collection-row-${code}`)).toBeVisible();
  });

  test('the super-admin opens a branch, listed at once and offered to branch groups', async ({ page, request }) => {
    const code = await freeBranchCode(request);
    const name = `Hlaing Office ${code}`;
    await openAs(page, 'admin', '/branch/list', 'en');
    await expect(page.getByTestId('branch-row-MDY')).toBeVisible();

    await page.getByTestId('branch-new').click();
    await page.getByTestId('branch-code').fill(code);
    await page.getByTestId('branch-name-en').fill(name);
    await page.getByTestId('branch-name-mm').fill(`လှိုင် ရုံးခွဲ ${code}`);
    await pick(page, 'branch-region', 'Yangon Region');
    await pick(page, 'branch-district', 'Yangon (East)');
    await pick(page, 'branch-township', 'Pazundaung');
    await chooseOption(page, page.getByTestId('branch-type'), 'Agent branch');
    await page.getByRole('checkbox', { name: en('branches.internationalMailHint') }).check();
    await page.getByTestId('branch-submit').click();
    await expect(page.getByText(fill(en('branches.created'), { code, name }))).toBeVisible();

    const row = page.getByTestId('branches-table').locator('tr', { has: page.getByTestId(`branch-row-${code}`) });
    await expect(row).toContainText(name);
    await expect(row).toContainText('Agent branch');
    await expect(row).toContainText(en('branches.yes'));

    // The group form offers it too, and names the group a grouped branch is in now.
    const sidebar = page.getByTestId('sidebar-menu');
    await sidebar.getByRole('link', { name: en('route.branch-collections') }).click();
    await expect(page).toHaveURL('/branch-collection/list');
    await page.getByTestId('branch-collection-new').click();
    const select = page.getByTestId('branch-collection-branches');
    await select.click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await page.keyboard.type(code);
    await expect(options).toHaveText([`${code} · ${name}`]);
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('MDY');
    await expect(options.first()).toHaveText('MDY · Mandalay Branch (Upper Myanmar)');
  });

  test('head office finds the agents under Staff: the people at the agent branches', async ({ page, request }) => {
    const branch = await createBranch(request, { type: 'agent' });
    const agent = await createStaffMember(request, branch.id);
    await openAs(page, 'admin', '/label/search', 'en');
    const sidebar = page.getByTestId('sidebar-menu');
    await sidebar.getByText(en('sidebar.group.staff'), { exact: true }).click();
    await sidebar.getByRole('link', { name: en('route.agents') }).click();
    await expect(page).toHaveURL('/agent/list');
    const row = page.getByTestId('agents-table').locator('tr', { has: page.getByTestId(`agent-row-${agent}`) });
    await expect(row).toContainText(`${branch.code} · ${branch.name_en}`);
    await expect(row).toContainText('Active');
  });

  test('an owner finds the agents under Staff, sees his branch’s, and under administration only the roles', async ({
    page,
  }) => {
    await openAs(page, 'owner', '/dashboard', 'en');
    const sidebar = page.getByTestId('sidebar-menu');
    // He reads the roles (issue 26 §5); branches, branch groups and companies are head office's.
    // One screen in the group: the group is that screen's link.
    await expect(sidebar.getByRole('link', { name: en('sidebar.group.administration') })).toHaveAttribute(
      'href',
      '/role/list',
    );
    await expect(sidebar.getByRole('link', { name: en('route.branches') })).toHaveCount(0);
    await sidebar.getByText(en('sidebar.group.staff'), { exact: true }).click();
    await sidebar.getByRole('link', { name: en('route.agents') }).click();
    await expect(page).toHaveURL('/agent/list');
    // A branch's head sees his own branch's agents: Yangon is the company's own office, where none work.
    await expect(page.getByTestId('agents-table').getByTestId('table-empty')).toBeVisible();
    await expect(page.getByTestId('paginator-total')).toBeVisible();
    await page.goto('/branch/list');
    await expect(page.getByTestId('forbidden-page')).toBeVisible();
  });
});
