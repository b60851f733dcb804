import { expect, test } from '@playwright/test';
import { contrastOf } from './support/contrast';
import { createLabel } from './support/labels-api';
import { openAs } from './support/session';

// WCAG AA for normal text is 4.5:1. Ant Design's default grey for labels and secondary text (#8c8c8c on white) is
// 3.4:1, too faint for a counter screen in daylight, least of all for Burmese's small marks.
test('labels and secondary texts on the label detail read at 4.5:1 or more (mm)', async ({ page, request }) => {
  const label = await createLabel(request, 'staff');
  await openAs(page, 'staff', `/label/detail/${label.id}`, 'mm');
  const sender = page.getByTestId('label-source');
  await expect(sender).toBeVisible();
  const fieldLabels = sender.locator('.ant-descriptions-item-label');
  await expect(fieldLabels.first()).toBeVisible();
  for (const fieldLabel of await fieldLabels.all()) {
    expect(await contrastOf(fieldLabel), await fieldLabel.innerText()).toBeGreaterThanOrEqual(4.5);
  }
  const secondary = page.locator('[data-testid="label-detail"] .ant-typography-secondary');
  await expect(secondary.first()).toBeVisible();
  for (const text of await secondary.all()) {
    expect(await contrastOf(text), await text.innerText()).toBeGreaterThanOrEqual(4.5);
  }
});
