import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks the option showing `text` in an Ant Design select (by its test id) the way a keyboard user does: open it,
 * type to filter, and press Enter once that option is the active one. It waits for the select's list to have loaded
 * (a township list arrives after its district is chosen). A pointer click is not used: near the bottom of the
 * window the list opens below and then flips above the select, and a click aimed while it moves can miss.
 */
export async function pick(page: Page, testId: string, text: string): Promise<void> {
  const select = page.getByTestId(testId);
  await expect(select).not.toHaveClass(/ant-select-disabled/);
  await expect(select).not.toHaveClass(/ant-select-loading/);
  await select.click();
  await page.keyboard.type(text);
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first();
  await expect(option).toHaveClass(/ant-select-item-option-active/);
  await page.keyboard.press('Enter');
  await expect(select).toContainText(text);
}

/**
 * Chooses the option showing `text` in an Ant Design select without search, by keyboard as in `pick`: open it, move
 * the active option down to it, press Enter. A pointer click on an option can land while the list still moves.
 */
export async function chooseOption(page: Page, select: Locator, text: string): Promise<void> {
  await expect(select).not.toHaveClass(/ant-select-disabled/);
  await select.click();
  const wanted = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first();
  await expect(wanted).toBeVisible();
  const options = await page.locator('.ant-select-dropdown:visible .ant-select-item-option').count();
  for (let step = 0; step <= options; step += 1) {
    if (/ant-select-item-option-active/.test((await wanted.getAttribute('class')) ?? '')) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(wanted).toHaveClass(/ant-select-item-option-active/);
  await page.keyboard.press('Enter');
  await expect(select).toContainText(text);
}
