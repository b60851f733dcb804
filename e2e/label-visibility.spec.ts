import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './support/shell';

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

// Spec §4 "Visibility": the sender branch sees its leg up to dispatch, the receiver branch from the hand-over on.
test.describe.serial('one label as YGN (sender) and MDY (receiver) see it', () => {
  test.describe.configure({ timeout: 90_000 });
  let labelId = 0;

  test('staff at YGN books and dispatches it, and sees its own three steps', async ({ page }) => {
    await openSignedIn(page, 'staff', 'en');
    const token = await page.evaluate(() => localStorage.getItem('waypost.token'));
    const created = await page.request.post('/api/label', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        type: 'fcs_express',
        accept_type: 'walkin',
        service_type: 'express',
        item_type: 'parcel',
        purchase_type: 'sender_pay',
        weight: 1,
        source_name: 'Ko Thura',
        source_phone: '09421230001',
        source_township: 'MMR013016',
        destination_name: 'Ma Khin',
        destination_phone: '09791230001',
        destination_township: 'MMR010002',
        deliver_branch_id: 2,
      },
    });
    expect(created.status()).toBe(201);
    labelId = ((await created.json()) as { data: { id: number } }).data.id;

    await page.goto(`/label/detail/${labelId}`);
    expect(await advance(page)).toBe('accept_from_origin_branch');
    expect(await advance(page)).toBe('send_to_destination_branch');
    expect(await historySteps(page)).toEqual(['send_to_destination_branch', 'accept_from_origin_branch', 'pending']);
  });

  test('mdy-staff sees only the hand-over, acts on it and delivers: its history starts at the dispatch', async ({
    page,
  }) => {
    await openSignedIn(page, 'mdy-staff', 'en');
    await page.goto(`/label/detail/${labelId}`);
    // The receiver is shown the status it has to act on, and none of YGN's counter steps.
    await expect(page.getByTestId('label-status')).toHaveAttribute('data-status', 'send_to_destination_branch');
    expect(await historySteps(page)).toEqual(['send_to_destination_branch']);

    expect(await advance(page)).toBe('arrived_to_destination_branch');
    expect(await advance(page)).toBe('send_to_destination_address');
    expect(await advance(page)).toBe('delivered');
    expect(await historySteps(page)).toEqual([
      'delivered',
      'send_to_destination_address',
      'arrived_to_destination_branch',
      'send_to_destination_branch',
    ]);
  });

  test('staff at YGN still sees its own three steps, and that the parcel was delivered', async ({ page }) => {
    await openSignedIn(page, 'staff', 'en');
    await page.goto(`/label/detail/${labelId}`);
    await expect(page.getByTestId('label-status')).toHaveAttribute('data-status', 'send_to_destination_branch');
    expect(await historySteps(page)).toEqual(['send_to_destination_branch', 'accept_from_origin_branch', 'pending']);
    await expect(page.getByTestId('label-progress')).toHaveAttribute('data-progress', 'delivered');
    await expect(page.getByTestId('label-actions')).toHaveCount(0);
  });

  test('a YGN supervisor is offered no delete on a step MDY has moved past', async ({ page }) => {
    await openSignedIn(page, 'supervisor', 'en');
    await page.goto(`/label/detail/${labelId}`);
    expect(await historySteps(page)).toHaveLength(3);
    await expect(page.getByTestId('delete-transaction')).toHaveCount(0);
  });
});
