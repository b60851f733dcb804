import { expect, type Page } from '@playwright/test';

/**
 * Opens an Ant Design select by its test id, types to filter, and picks the option showing `text`. It waits for the
 * select's list to have loaded first (a township list arrives after its district is chosen): an option clicked
 * while the list is still being filled can be re-rendered away under the pointer.
 */
export async function pick(page: Page, testId: string, text: string): Promise<void> {
  const select = page.getByTestId(testId);
  await expect(select).not.toHaveClass(/ant-select-disabled/);
  await expect(select).not.toHaveClass(/ant-select-loading/);
  await select.click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
  await expect(select).toContainText(text);
}
