import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mdyCourierId } from './support/deliveries-api';
import { pick } from './support/form';
import { uniquePhone, type CreatedLabel } from './support/labels-api';
import { authOf, openAs } from './support/session';

// Issue 29 in Burmese: a parcel booked with the SMS service goes out for delivery; the outbox shows the receiver's
// Burmese message (its tracking code and short link), sent; the gateway's receipt arrives and the outbox and the
// label's messages card show it delivered; head office lengthens the out-for-delivery SMS template and watches the
// preview's SMS parts grow, then saves it.
//
// Mandalay's counter books and accepts the label in the UI (YGN has no courier): a receiver in Mandalay, so the label is
// direct; the run with MDY's demo courier is an API step (the request the run screen sends).

test.describe.configure({ mode: 'serial' });

interface Message {
  id: number;
  state: string;
  recipient: string;
  event: string;
  tracking_code: string | null;
}

const chanayethazan = { region: 'မန္တလေးတိုင်းဒေသကြီး', district: 'မန္တလေးခရိုင်', township: 'ချမ်းအေးသာစံ' };

/** Mandalay's clerk books a label within Mandalay with the SMS service at the counter, then accepts it. */
async function bookWithSms(page: Page, receiverPhone: string): Promise<CreatedLabel> {
  await openAs(page, 'mdy-staff', '/label/create', 'mm');
  await expect(page.getByTestId('label-create-form')).toBeVisible();
  await page.getByTestId('source-name').fill('ဦးအောင်');
  await page.getByTestId('source-phone').fill(uniquePhone());
  for (const side of ['source', 'destination'] as const) {
    await pick(page, `${side}-region`, chanayethazan.region);
    await pick(page, `${side}-district`, chanayethazan.district);
    await pick(page, `${side}-township`, chanayethazan.township);
  }
  await page.getByTestId('destination-name').fill('မမြ');
  await page.getByTestId('destination-phone').fill(receiverPhone);
  await expect(page.getByTestId('deliver-branch')).toContainText('MDY');
  await page.getByTestId('weight').fill('၁');
  await page.getByTestId('services').getByText('SMS', { exact: false }).click();
  await page.screenshot({ path: 'e2e/artifacts/notifications-book-sms-mm.png', fullPage: true });
  await page.getByTestId('label-submit').click();

  await expect(page.getByTestId('label-status')).toHaveAttribute('data-status', 'pending');
  const code = (await page.getByTestId('tracking-code').innerText()).trim();
  const id = Number(/\/label\/detail\/(\d+)/.exec(page.url())?.[1]);
  expect(id).toBeGreaterThan(0);
  // Accepted at the counter: ready to go out.
  const next = page.getByTestId('label-action-next');
  const target = await next.getAttribute('data-status');
  await next.click();
  await expect(page.getByTestId('label-status')).toHaveAttribute('data-status', target ?? '');
  return { id, code };
}

/** The branch sends the label out on a run with its courier: out for delivery, which tells the receiver. */
async function sendOut(request: APIRequestContext, label: CreatedLabel): Promise<void> {
  const run = await request.post('/api/delivery-run', {
    headers: authOf('mdy-staff'),
    data: { courier_id: await mdyCourierId(request), label_ids: [label.id] },
  });
  expect(run.status(), await run.text()).toBe(201);
}

/** The label's messages, as the outbox lists them. */
async function messagesOf(request: APIRequestContext, label: CreatedLabel): Promise<Message[]> {
  const response = await request.get(`/api/label/${label.id}/notifications`, { headers: authOf('mdy-staff') });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Message[] }).data;
}

test('the receiver is told in Burmese that the parcel is out for delivery, and the receipt comes back', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const label = await bookWithSms(page, '၀၉၇၉၁၂၃၄၅၆၇');
  await sendOut(request, label);

  // The worker sends it within a second or two (the local fake provider).
  let message: Message | undefined;
  await expect
    .poll(async () => {
      message = (await messagesOf(request, label)).find((item) => item.event === 'label.out_for_delivery');
      return message?.state;
    })
    .toBe('sent');
  expect(message).toMatchObject({ recipient: 'receiver', tracking_code: label.code });

  // The outbox, searched by the tracking code: one row, sent; its drawer holds the Burmese text with the code and link.
  await openAs(page, 'mdy-staff', `/notification?search=${label.code}`, 'mm');
  await expect(page.getByTestId('outbox-page')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ပို့စာပုံး' })).toBeVisible();
  await expect(page.getByTestId('sidebar-menu')).toContainText('မက်ဆေ့ချ်များ');
  const rows = page.getByTestId('outbox-table').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row.getByTestId('outbox-tracking-code')).toHaveText(label.code);
  await expect(row.getByTestId('outbox-state-tag')).toHaveAttribute('data-state', 'sent');
  await expect(row.getByTestId('outbox-state-tag')).toHaveText('ပို့ပြီး');
  await expect(row).toContainText('လိပ်စာသို့ ပို့ဆောင်နေဆဲ');
  await expect(row).toContainText('လက်ခံသူ');
  await expect(row).toContainText('၀၉၇၉၁၂၃၄၅၆၇');
  await page.screenshot({ path: 'e2e/artifacts/notifications-outbox-sent-mm.png', fullPage: true });

  await row.click();
  const body = page.getByTestId('notification-body');
  await expect(body).toContainText(label.code);
  await expect(body).toContainText('ပါဆယ်');
  await expect(body).toContainText('ပို့ဆောင်ပေးပါမည်');
  await expect(body).toContainText(/https?:\/\/\S+\/t\/\S+/);
  await expect(page.getByTestId('notification-log').locator('tbody tr.ant-table-row')).not.toHaveCount(0);
  await page.screenshot({ path: 'e2e/artifacts/notifications-message-mm.png', fullPage: true });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('notification-drawer')).toHaveCount(0);

  // The gateway's delivery receipt (the local fake names our message by its client reference).
  const receipt = await request.post('/api/notification/receipt/fake/fake-provider-receipts', {
    data: { client_reference: String(message!.id), status: 'delivered' },
  });
  expect(receipt.status(), await receipt.text()).toBeLessThan(300);
  await page.reload();
  await expect(rows.first().getByTestId('outbox-state-tag')).toHaveAttribute('data-state', 'delivered');
  await expect(rows.first().getByTestId('outbox-state-tag')).toHaveText('ရောက်ရှိပြီး');
  await page.screenshot({ path: 'e2e/artifacts/notifications-outbox-delivered-mm.png', fullPage: true });

  // The label's page: its messages card says the same, and leads back to the outbox.
  await rows.first().getByTestId('outbox-tracking-code').click();
  const card = page.getByTestId('label-messages');
  await expect(card).toBeVisible();
  await expect(card.getByTestId('label-message-state')).toHaveAttribute('data-state', 'delivered');
  await expect(card).toContainText('မက်ဆေ့ချ်များ');
  await page.screenshot({ path: 'e2e/artifacts/notifications-label-messages-mm.png', fullPage: true });
  await card.getByTestId('label-messages-outbox').click();
  await expect(page).toHaveURL(new RegExp(`/notification\\?search=${label.code}`));
  await expect(rows).toHaveCount(1);

  // The branch's supervisor sends it again by hand, with a reason: a second message is queued for the same phone.
  await openAs(page, 'mdy-supervisor', `/notification?search=${label.code}`, 'mm');
  await rows.first().click();
  await page.getByTestId('notification-resend').click();
  await page.getByTestId('notification-resend-submit').click();
  await expect(page.getByText('မက်ဆေ့ချ်ကို ထပ်ပို့ရသည့် အကြောင်းရင်း ရေးပါ။')).toBeVisible();
  await page.getByTestId('notification-resend-reason').fill('လက်ခံသူက မက်ဆေ့ချ် မရဟု ဖုန်းဆက်သည်');
  await page.getByTestId('notification-resend-submit').click();
  await expect(page.getByText('မက်ဆေ့ချ်ကို ထပ်ပို့ရန် စာရင်းသွင်းပြီးပါပြီ။')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rows).toHaveCount(2);
});

test('head office lengthens the out-for-delivery SMS and sees it take one more part, then saves it', async ({
  page,
}) => {
  await openAs(page, 'admin', '/notification/templates?event=label.out_for_delivery&channel=sms&locale=mm', 'mm');
  await expect(page.getByTestId('templates-page')).toBeVisible();
  const body = page.getByTestId('template-body');
  await expect(body).toHaveValue(/\{\{tracking_code\}\}/);
  const segments = page.getByTestId('template-segments');
  await expect(segments).toHaveAttribute('data-segments', /^\d+$/);
  const before = Number(await segments.getAttribute('data-segments'));
  await expect(page.getByTestId('template-preview-text')).toContainText('ပါဆယ်');

  // About 70 more Burmese characters: a UCS-2 part holds 67 once a message is split.
  const extra = ' ပါဆယ်ကို လက်ခံရန် အိမ်တွင် ရှိနေပါ။ မရှိပါက ရုံးခွဲသို့ ဖုန်းဆက်ပါ။ ကျေးဇူးတင်ပါသည်။';
  await body.fill(`${await body.inputValue()}${extra}`);
  // One part more on a fresh database (2 → 3); more when the text was saved longer already (a repeated run).
  await expect.poll(async () => Number(await segments.getAttribute('data-segments'))).toBeGreaterThan(before);
  await expect(segments).toHaveText(/^[၀-၉]+$/);
  await expect(page.getByTestId('template-preview-text')).toContainText('ကျေးဇူးတင်ပါသည်');
  await page.screenshot({ path: 'e2e/artifacts/notifications-template-mm.png', fullPage: true });

  // A text typed on a Zawgyi keyboard is refused on the field, in Burmese; the Unicode one is saved.
  const unicode = await body.inputValue();
  await body.fill('ပါဆယ္ {{tracking_code}} ေရာက္ရွိပါၿပီ');
  await page.getByTestId('template-save').click();
  await expect(page.locator('.ant-form-item', { has: body }).locator('.ant-form-item-explain')).toContainText('ဇော်ဂျီ');
  await expect(page.getByTestId('template-preview-error')).toContainText('ဇော်ဂျီ');
  await page.screenshot({ path: 'e2e/artifacts/notifications-template-zawgyi-mm.png', fullPage: true });
  await body.fill(unicode);
  await page.getByTestId('template-save').click();
  await expect(page.getByText('စာသားကို သိမ်းပြီးပါပြီ။', { exact: false })).toBeVisible();
  await expect(page.getByTestId('template-default')).toHaveCount(0);
  await expect(body).toHaveValue(/ကျေးဇူးတင်ပါသည်။$/);
});

/** A mobile number of ATOM's 0978 range that no other test uses (uniquePhone's may be no Myanmar mobile at all). */
const uniqueMobile = () => `0978${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

test('customer service stops messages to a phone, reads the screen in Chinese, and lets them through again', async ({
  page,
}) => {
  const phone = uniqueMobile();
  await openAs(page, 'cs', '/notification/opt-outs', 'mm');
  await expect(page.getByTestId('opt-outs-page')).toBeVisible();
  await page.getByTestId('opt-out-add').click();
  await page.getByTestId('opt-out-phone').fill(phone);
  await page.getByTestId('opt-out-submit').click();
  await expect(page.getByText('ဤဖုန်းသို့ မက်ဆေ့ချ် ထပ်မပို့တော့ပါ။')).toBeVisible();
  await page.getByTestId('opt-out-search').locator('input').fill(phone);
  await page.getByTestId('opt-out-search').locator('input').press('Enter');
  const rows = page.getByTestId('opt-outs-table').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('မက်ဆေ့ချ် အားလုံး');
  await page.screenshot({ path: 'e2e/artifacts/notifications-opt-outs-mm.png', fullPage: true });

  // The feature's own texts follow a language switch (they are loaded with the screen, not before the first one).
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-zh').click();
  await expect(page.getByTestId('opt-out-add')).toHaveText('添加电话');
  await expect(page.getByRole('heading', { name: '退订电话' })).toBeVisible();
  await expect(rows.first()).toContainText('全部消息');

  await rows.first().getByRole('button').click();
  await page.getByTestId('opt-out-remove-ok').click();
  await expect(rows).toHaveCount(0);
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-mm').click();
  await expect(page.getByTestId('opt-out-add')).toHaveText('ဖုန်း ထည့်ရန်');
});

test('head office reads the rules, the providers’ health and the cost report', async ({ page }) => {
  await openAs(page, 'admin', '/notification/rules', 'mm');
  await expect(page.getByTestId('rules-page')).toBeVisible();
  // The default matrix: the receiver hears of out for delivery; nobody of the booking.
  await expect(page.getByTestId('rule-label.out_for_delivery-receiver')).toBeChecked();
  await expect(page.getByTestId('rule-label.booked-receiver')).not.toBeChecked();
  await page.screenshot({ path: 'e2e/artifacts/notifications-rules-mm.png', fullPage: true });

  await page.getByTestId('sidebar-menu').getByRole('link', { name: 'ဝန်ဆောင်မှုပေးသူများ' }).click();
  await expect(page.getByTestId('providers-page')).toBeVisible();
  await expect(page.getByTestId('providers-table').locator('tbody tr.ant-table-row').first()).toContainText(
    'စက်တွင်း စမ်းသပ် ပို့စာပုံး',
  );
  await page.screenshot({ path: 'e2e/artifacts/notifications-providers-mm.png', fullPage: true });

  await page.getByTestId('sidebar-menu').getByRole('link', { name: 'ကုန်ကျစရိတ်' }).click();
  await expect(page.getByTestId('notification-report-page')).toBeVisible();
  await expect(page.getByTestId('notification-report-totals')).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/notifications-report-mm.png', fullPage: true });
});
