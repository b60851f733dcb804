import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { authOf, type DemoAccount } from './session';

/** Townships of the demo branches' cities. */
export const townships = {
  /** Pazundaung, Yangon: served by YGN. */
  pazundaung: 'MMR013016',
  /** Chanayethazan, Mandalay: served by MDY. */
  chanayethazan: 'MMR010002',
} as const;

/**
 * A phone number no other test uses. Lists also hold the demo labels and whatever tests running alongside create,
 * so a test gives its labels its own sender phone and filters the list by it to read exactly its own rows.
 */
export function uniquePhone(): string {
  return `09${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

export interface CreatedLabel {
  id: number;
  code: string;
}

const branchIds = new Map<string, number>();

/** A demo branch's id, by its code. */
export async function branchId(request: APIRequestContext, code: 'YGN' | 'MDY' | 'NPT'): Promise<number> {
  if (branchIds.size === 0) {
    const response = await request.get('/api/branch/all', { headers: authOf('staff') });
    for (const branch of ((await response.json()) as { data: { id: number; code: string }[] }).data) {
      branchIds.set(branch.code, branch.id);
    }
  }
  const id = branchIds.get(code);
  if (!id) throw new Error(`no branch ${code}`);
  return id;
}

/**
 * A label draft as the counter form sends it: from Yangon to Mandalay (or back, `fromYangon: false`), walk-in
 * express; `overrides` sets any field.
 */
export async function labelBody(
  request: APIRequestContext,
  {
    fromYangon = true,
    phone = uniquePhone(),
    overrides = {},
  }: { fromYangon?: boolean; phone?: string; overrides?: Record<string, unknown> } = {},
): Promise<Record<string, unknown>> {
  return {
    type: 'fcs_express',
    accept_type: 'walkin',
    service_type: 'express',
    item_type: 'parcel',
    purchase_type: 'sender_pay',
    weight: 1.5,
    source_name: 'Ko Aung',
    source_phone: phone,
    source_township: fromYangon ? townships.pazundaung : townships.chanayethazan,
    destination_name: 'Ma Hla',
    destination_phone: '09791234567',
    destination_township: fromYangon ? townships.chanayethazan : townships.pazundaung,
    deliver_branch_id: await branchId(request, fromYangon ? 'MDY' : 'YGN'),
    ...overrides,
  };
}

/**
 * Books a label through the API as `account` (at YGN, or mdy-staff at MDY) to the other city, the way the counter
 * form does; `body` overrides any field (e.g. accept_type, cod_amount and merchant_id: a COD label needs a merchant,
 * merchants-api.ts codMerchantId).
 */
export async function createLabel(
  request: APIRequestContext,
  account: 'staff' | 'supervisor' | 'mdy-staff',
  { phone = uniquePhone(), body = {} }: { phone?: string; body?: Record<string, unknown> } = {},
): Promise<CreatedLabel> {
  const response = await request.post('/api/label', {
    headers: authOf(account),
    data: await labelBody(request, { fromYangon: account !== 'mdy-staff', phone, overrides: body }),
  });
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: { id: number; tracking_code: string } };
  return { id: data.id, code: data.tracking_code };
}

/** Moves a label one step on (`next`) from `status` as `account`, through the API, as the detail screen does. */
export async function advanceLabel(
  request: APIRequestContext,
  account: DemoAccount,
  label: CreatedLabel,
  status: string,
): Promise<void> {
  const moved = await request.post(`/api/label/${label.id}/status`, {
    headers: authOf(account),
    data: { action: 'next', expected_status: status },
  });
  expect(moved.status(), `${label.code}: next from ${status} as ${account}`).toBe(200);
}

/** The receiver collects the label at the delivering branch's counter, named (`hand_over`, issue 26 §1). */
export async function handOverLabel(
  request: APIRequestContext,
  account: DemoAccount,
  label: CreatedLabel,
  status = 'arrived_to_destination_branch',
): Promise<void> {
  const handed = await request.post(`/api/label/${label.id}/status`, {
    headers: authOf(account),
    data: { action: 'hand_over', expected_status: status, receiver_name: 'Ma Hla' },
  });
  expect(handed.status(), `${label.code}: hand over from ${status} as ${account}`).toBe(200);
}
