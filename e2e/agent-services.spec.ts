import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { uniquePhone } from './support/labels-api';
import { authOf, openAs } from './support/session';
import { demoPassword } from './support/shell';

// Issue 30 §4 in Burmese: the Myitkyina agent confirms one parcel offered to it and denies another with a reason
// (it goes back to Yangon), having seen the fee each would earn; finance issues the agent's settlement, a second
// finance-manager approves it with his password and pays it out; the agent reads it on his own statement.

test.describe.configure({ mode: 'serial' });

/** Myitkyina, where the company has an agent (MYK), not a branch. */
const myitkyina = 'MMR001001';

async function bookForMyitkyina(request: APIRequestContext, mykId: number) {
  const response = await request.post('/api/label', {
    headers: authOf('staff'),
    data: {
      type: 'fcs_express',
      accept_type: 'walkin',
      service_type: 'express',
      item_type: 'parcel',
      purchase_type: 'sender_pay',
      weight: 1,
      source_name: 'Ko Aung',
      source_phone: uniquePhone(),
      source_township: 'MMR013016',
      destination_name: 'Daw Seng Nu',
      destination_phone: '09780300599',
      destination_township: myitkyina,
      deliver_branch_id: mykId,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number; tracking_code: string } }).data;
}

test('the agent confirms one service and denies another; the agent statement is settled', async ({ page, request }) => {
  test.setTimeout(240_000);
  fs.mkdirSync('e2e/artifacts', { recursive: true });
  const branches = (await (await request.get('/api/branch/all', { headers: authOf('staff') })).json()) as {
    data: { id: number; code: string }[];
  };
  const mykId = branches.data.find((branch) => branch.code === 'MYK')!.id;
  const kept = await bookForMyitkyina(request, mykId);
  const refused = await bookForMyitkyina(request, mykId);

  // The agent's screen lists both as pending.
  await openAs(page, 'agent', '/agent-service', 'mm');
  await expect(page.getByTestId('agent-services-page')).toContainText('ကိုယ်စားလှယ် ဝန်ဆောင်မှုများ');
  await expect(page.getByTestId(`agent-service-${kept.tracking_code}`)).toContainText('ပို့ဆောင်ခြင်း');
  await expect(page.getByTestId(`agent-service-${refused.tracking_code}`)).toBeVisible();
  // Before deciding, he sees what confirming would earn him (estimated from the rate table).
  const estimate = page.getByTestId(`agent-service-${kept.tracking_code}`).getByTestId('agent-service-earning');
  await expect(estimate).toHaveAttribute('data-estimated', 'true');
  await expect(estimate).not.toHaveAttribute('data-amount', '0');
  await page.screenshot({ path: 'e2e/artifacts/agent-services-pending-mm.png', fullPage: true });

  // Confirm one: it leaves the pending list, its fee owed to the agent.
  await page.getByTestId(`agent-confirm-${kept.tracking_code}`).click();
  await expect(page.getByTestId(`agent-service-${kept.tracking_code}`)).toHaveCount(0);

  // Deny the other: a reason is required.
  await page.getByTestId(`agent-deny-${refused.tracking_code}`).click();
  await page.getByTestId('agent-deny-submit').click();
  await expect(page.locator('.ant-form-item-explain-error')).toContainText('အကြောင်းပြချက်');
  await page.getByTestId('agent-deny-reason').fill('ဤရက်သတ္တပတ် ပို့ဆောင်သူ မရှိပါ');
  await page.screenshot({ path: 'e2e/artifacts/agent-services-deny-mm.png', fullPage: true });
  await page.getByTestId('agent-deny-submit').click();
  await expect(page.getByTestId(`agent-service-${refused.tracking_code}`)).toHaveCount(0);

  // Every state: the confirmed one and the denied one with its reason.
  await page.getByTestId('agent-services-state').getByText('အားလုံး').click();
  const keptRow = page.getByTestId(`agent-service-${kept.tracking_code}`);
  await expect(keptRow.getByTestId('agent-service-state')).toHaveAttribute('data-state', 'confirm');
  const refusedRow = page.getByTestId(`agent-service-${refused.tracking_code}`);
  await expect(refusedRow.getByTestId('agent-service-state')).toHaveAttribute('data-state', 'denied');
  await expect(refusedRow).toContainText('ဤရက်သတ္တပတ် ပို့ဆောင်သူ မရှိပါ');
  await page.screenshot({ path: 'e2e/artifacts/agent-services-decided-mm.png', fullPage: true });
  // The denied parcel is Yangon's to deliver again.
  const label = (await (await request.get(`/api/label/${refused.id}`, { headers: authOf('staff') })).json()) as {
    data: { deliver_branch: { code: string } };
  };
  expect(label.data.deliver_branch.code).toBe('YGN');

  // Finance issues the agent's settlement of this month's confirmed services.
  const finance = await page.context().newPage();
  await openAs(finance, 'finance-manager', '/agent/statement', 'mm');
  await expect(finance.getByTestId('agent-statement-table')).toContainText(kept.tracking_code);
  await expect(finance.getByTestId('agent-statement-unsettled')).not.toHaveAttribute('data-amount', '0');
  await finance.screenshot({ path: 'e2e/artifacts/agent-statement-mm.png', fullPage: true });
  await finance.getByTestId('agent-settlement-issue').click();
  await finance.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
  await expect(finance.getByTestId('agent-statement-unsettled')).toHaveAttribute('data-amount', '0');
  const issued = finance.locator('[data-testid^="agent-settlement-state-"][data-state="issued"]').first();
  await expect(issued).toBeVisible();
  const id = (await issued.getAttribute('data-testid'))!.replace('agent-settlement-state-', '');

  // A second finance-manager approves it with his password, then pays it out.
  const approver = await page.context().newPage();
  await openAs(approver, 'finance-manager-2', '/agent/statement', 'mm');
  await approver.getByTestId(`agent-settlement-approve-${id}`).click();
  await expect(approver.getByTestId('reauth-password')).toBeVisible();
  await approver.getByTestId('reauth-password').fill(demoPassword);
  await approver.getByTestId('reauth-confirm').click();
  await expect(approver.getByTestId(`agent-settlement-state-${id}`)).toHaveAttribute('data-state', 'approved');
  await approver.getByTestId(`agent-settlement-pay-${id}`).click();
  await expect(approver.getByTestId(`agent-settlement-state-${id}`)).toHaveAttribute('data-state', 'paid');
  await expect(approver.getByTestId(`agent-settlement-pay-${id}`)).toHaveCount(0);
  await approver.screenshot({ path: 'e2e/artifacts/agent-settlement-paid-mm.png', fullPage: true });

  // The agent reads his own statement: the confirmed parcel and the paid settlement; he issues nothing.
  await openAs(page, 'agent', '/agent/statement', 'mm');
  await expect(page.getByTestId('agent-statement-table')).toContainText(kept.tracking_code);
  await expect(page.getByTestId(`agent-settlement-state-${id}`)).toHaveAttribute('data-state', 'paid');
  await expect(page.getByTestId('agent-settlement-issue')).toHaveCount(0);
});
