import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { branchId, createLabel, townships, type CreatedLabel } from './labels-api';
import { createMerchant, type CreatedMerchant } from './merchants-api';
import { authOf, demoAccounts, putSession, type DemoAccount } from './session';
import { demoPassword } from './shell';

/** The money side's people: finance signs in here (global-setup's shared sessions are the branch accounts'). */
export type MoneyAccount = 'accountant' | 'finance-manager' | 'finance-manager-2';

/**
 * A session of its own for `account`. The password prompt before approving or paying out a batch appears only when
 * the session has not typed the password in the last 5 minutes, and other tests (merchants) type it in the shared
 * finance-manager session: a test that must see the prompt signs in afresh.
 */
export async function signInFresh(request: APIRequestContext, account: MoneyAccount): Promise<string> {
  const response = await request.post('/api/login', { data: { user_name: account, password: demoPassword } });
  expect(response.status(), `sign-in as ${account}`).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const setupTokens = new Map<MoneyAccount, Promise<string>>();

/** Authorization header of a session used only to set up data through the API (never prompted): one per run. */
async function setupAuth(request: APIRequestContext, account: MoneyAccount) {
  if ((demoAccounts as readonly string[]).includes(account)) return authOf(account as DemoAccount);
  let token = setupTokens.get(account);
  if (!token) {
    token = signInFresh(request, account);
    setupTokens.set(account, token);
  }
  return { authorization: `Bearer ${await token}` };
}

/** Opens `path` in the shell with a session of its own (as openAs does with the shared ones). */
export async function openWithSession(page: Page, token: string, path: string, locale: 'en' | 'mm' | 'zh') {
  await putSession(page, token);
  await page.addInitScript(
    ({ language }) => {
      if (sessionStorage.getItem('e2e.session')) return;
      sessionStorage.setItem('e2e.session', 'set');
      localStorage.setItem('waypost.session', 'e2e-signed-in');
      localStorage.setItem('locale', language);
    },
    { language: locale },
  );
  await page.goto(path);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** Digits as a reader of `locale` sees them: Myanmar digits in Burmese. */
export function digitsIn(value: string | number, locale: 'en' | 'mm'): string {
  const text = String(value);
  return locale === 'mm' ? text.replace(/\d/g, (digit) => String.fromCharCode(0x1040 + Number(digit))) : text;
}

/** Kyat as the screens write them: "65,000 Ks"; in Burmese "၆၅,၀၀၀ ကျပ်". */
export function ks(amount: number, locale: 'en' | 'mm' = 'en'): string {
  const grouped = digitsIn(amount.toLocaleString('en-US'), locale);
  return locale === 'mm' ? `${grouped} ကျပ်` : `${grouped} Ks`;
}

/** A merchant of the test's own (existing, YGN, no credit), so the money lists filtered by it show only its labels. */
export function moneyMerchant(request: APIRequestContext): Promise<CreatedMerchant> {
  return createMerchant(request, { name: `E2E Money ${randomUUID().slice(0, 8)}` });
}

async function moveOn(
  request: APIRequestContext,
  label: CreatedLabel,
  action: string,
  expected: string,
  extra: Record<string, unknown> = {},
) {
  const current = await request.get(`/api/label/${label.id}`, { headers: authOf('staff') });
  const { data } = (await current.json()) as { data: { status: string } };
  const moved = await request.post(`/api/label/${label.id}/status`, {
    headers: authOf('staff'),
    data: { action, expected_status: data.status, ...extra },
  });
  expect(moved.status(), `${label.code}: ${action} → ${expected}`).toBe(200);
  expect(((await moved.json()) as { data: { status: string } }).data.status).toBe(expected);
}

export interface CodLabel extends CreatedLabel {
  codAmount: number;
  /** F: the COD fee frozen at booking. */
  codFee: number;
}

/**
 * COD labels booked by `staff` at YGN for the merchant, to Pazundaung (delivered by YGN itself: accepted, then handed
 * over to the receiver at its counter), so their COD is collected at YGN: one per amount. Sender pays, so C = A.
 */
export async function deliveredCodLabels(
  request: APIRequestContext,
  merchantId: number,
  amounts: readonly number[],
): Promise<CodLabel[]> {
  const ygn = await branchId(request, 'YGN');
  const labels: CodLabel[] = [];
  for (const codAmount of amounts) {
    const label = await createLabel(request, 'staff', {
      body: {
        accept_type: 'cod',
        cod_amount: codAmount,
        merchant_id: merchantId,
        destination_township: townships.pazundaung,
        deliver_branch_id: ygn,
      },
    });
    await moveOn(request, label, 'next', 'accept_from_origin_branch');
    await moveOn(request, label, 'hand_over', 'delivered', { receiver_name: 'Ma Hla' });
    const cod = await request.get(`/api/cod/${label.id}`, { headers: await setupAuth(request, 'accountant') });
    expect(cod.status()).toBe(200);
    const { data } = (await cod.json()) as { data: { cod_state: string; cod_fee: number; cod_charge: number } };
    expect(data).toMatchObject({ cod_state: 'process', cod_charge: codAmount });
    labels.push({ ...label, codAmount, codFee: data.cod_fee });
  }
  return labels;
}

/** The accountant confirms YGN's transfer for the labels, to the kyat. */
export async function remitted(request: APIRequestContext, labels: readonly CodLabel[]): Promise<void> {
  const response = await request.post('/api/cod/remittances', {
    headers: { ...(await setupAuth(request, 'accountant')), 'idempotency-key': randomUUID() },
    data: {
      branch_id: await branchId(request, 'YGN'),
      amount: labels.reduce((sum, label) => sum + label.codAmount, 0),
      bank_ref: `E2E-REMIT-${randomUUID().slice(0, 12)}`,
      label_ids: labels.map((label) => label.id),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

export interface IssuedBatch {
  id: number;
  amount: number;
  needsApproval: boolean;
}

/** A clearance batch of the labels, issued through the API by `issuer` (who may then not approve it). */
export async function issuedBatch(
  request: APIRequestContext,
  issuer: 'accountant' | 'finance-manager',
  merchantId: number,
  labels: readonly CodLabel[],
): Promise<IssuedBatch> {
  const response = await request.post('/api/cod-clearance', {
    headers: { ...(await setupAuth(request, issuer)), 'idempotency-key': randomUUID() },
    data: { merchant_id: merchantId, label_ids: labels.map((label) => label.id) },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { id: number; amount: number; needs_approval: boolean } };
  return { id: data.id, amount: data.amount, needsApproval: data.needs_approval };
}

/** What a batch of delivered, sender-pays labels of a merchant without credit pays out: A less the COD fees. */
export const payoutOf = (labels: readonly CodLabel[]): number =>
  labels.reduce((sum, label) => sum + label.codAmount - label.codFee, 0);
