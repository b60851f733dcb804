import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { advanceLabel, handOverLabel, createLabel, type CreatedLabel } from './support/labels-api';
import { openAs } from './support/session';

/** The history steps on the detail screen, newest first, by status. */
async function historySteps(page: Page): Promise<string[]> {
  await expect(page.getByTestId('label-history')).toBeVisible();
  return page
    .getByTestId('history-step')
    .evaluateAll((steps) => steps.map((step) => step.getAttribute('data-status') ?? ''));
}

/** Clicks the detail screen's `next` action and waits until the label shows the status it writes. */
async function advance(page: Page): Promise<string> {
  const next = page.getByTestId('label-action-next');
  const target = await next.getAttribute('data-status');
  if (!target) throw new Error('the next action names no status');
  await next.click();
  await expect(page.getByTestId('label-status')).toHaveAttribute('data-status', target);
  return target;
}

/** A Yangon → Mandalay label that YGN booked, accepted and dispatched (through the API, as its screens do). */
async function dispatchedLabel(request: APIRequestContext): Promise<CreatedLabel> {
  const label = await createLabel(request, 'staff');
  await advanceLabel(request, 'staff', label, 'pending');
  await advanceLabel(request, 'staff', label, 'accept_from_origin_branch');
  return label;
}

/** …and that MDY then received and handed over to the receiver at its counter. */
async function deliveredLabel(request: APIRequestContext): Promise<CreatedLabel> {
  const label = await dispatchedLabel(request);
  await advanceLabel(request, 'mdy-staff', label, 'send_to_destination_branch');
  await handOverLabel(request, 'mdy-staff', label);
  return label;
}

// Spec §4 "Visibility": the sender branch sees its leg up to dispatch, the receiver branch from the hand-over on.
test.describe('one label as YGN (sender) and MDY (receiver) see it', () => {
  test('staff at YGN books and dispatches it, and sees its own three steps', async ({ page }) => {
    const label = await createLabel(page.request, 'staff');
    await openAs(page, 'staff', `/label/detail/${label.id}`, 'en');
    expect(await advance(page)).toBe('accept_from_origin_branch');
    expect(await advance(page)).toBe('send_to_destination_branch');
    expect(await historySteps(page)).toEqual(['send_to_destination_branch', 'accept_from_origin_branch', 'pending']);
  });

  test('mdy-staff sees only the hand-over, acts on it and delivers: its history starts at the dispatch', async ({
    page,
  }) => {
    const label = await dispatchedLabel(page.request);
    await openAs(page, 'mdy-staff', `/label/detail/${label.id}`, 'en');
    // The receiver is shown the status it has to act on, and none of YGN's counter steps.
    await expect(page.getByTestId('label-status')).toHaveAttribute('data-status', 'send_to_destination_branch');
    expect(await historySteps(page)).toEqual(['send_to_destination_branch']);

    expect(await advance(page)).toBe('arrived_to_destination_branch');
    // The receiver collects it at the counter: named in the hand-over dialog.
    await page.getByTestId('label-action-hand_over').click();
    await page.getByTestId('hand-over-receiver').fill('Ma Hla');
    await page.getByTestId('hand-over-ok').click();
    await expect(page.getByTestId('label-status')).toHaveAttribute('data-status', 'delivered');
    expect(await historySteps(page)).toEqual([
      'delivered',
      'arrived_to_destination_branch',
      'send_to_destination_branch',
    ]);
  });

  test('staff at YGN still sees its own three steps, and that the parcel was delivered', async ({ page }) => {
    const label = await deliveredLabel(page.request);
    await openAs(page, 'staff', `/label/detail/${label.id}`, 'en');
    await expect(page.getByTestId('label-status')).toHaveAttribute('data-status', 'send_to_destination_branch');
    expect(await historySteps(page)).toEqual(['send_to_destination_branch', 'accept_from_origin_branch', 'pending']);
    await expect(page.getByTestId('label-progress')).toHaveAttribute('data-progress', 'delivered');
    await expect(page.getByTestId('label-actions')).toHaveCount(0);
  });

  test('a YGN supervisor is offered no delete on a step MDY has moved past', async ({ page }) => {
    const label = await deliveredLabel(page.request);
    await openAs(page, 'supervisor', `/label/detail/${label.id}`, 'en');
    expect(await historySteps(page)).toHaveLength(3);
    await expect(page.getByTestId('delete-transaction')).toHaveCount(0);
  });
});
