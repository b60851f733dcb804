import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { PNG } from 'pngjs';
import { branchId, townships, uniquePhone } from './labels-api';
import { authOf } from './session';

/** A small real PNG logo (one colour), as a browser would upload it. */
export function pngLogo(rgb: readonly [number, number, number] = [31, 111, 235]): Buffer {
  const png = new PNG({ width: 16, height: 16 });
  for (let index = 0; index < png.data.length; index += 4) png.data.set([...rgb, 255], index);
  return PNG.sync.write(png);
}

export interface CreatedMerchant {
  id: number;
  name: string;
  phone: string;
}

/**
 * Creates a merchant through the API as `manager` (multipart, as the merchant form sends it): an existing merchant
 * of YGN in Pazundaung, no bank details or credit (those need the password again). `fields` overrides any field.
 */
export async function createMerchant(
  request: APIRequestContext,
  fields: Record<string, string> = {},
): Promise<CreatedMerchant> {
  const name = fields.name ?? `E2E Shop ${randomUUID().slice(0, 8)}`;
  const phone = fields.phone ?? uniquePhone();
  const response = await request.post('/api/merchant', {
    headers: authOf('manager'),
    multipart: {
      name,
      merchant_type: 'existing',
      home_branch_id: String(await branchId(request, 'YGN')),
      phone,
      township_id: townships.pazundaung,
      address: 'No. 12, 49th Street',
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { id: number } };
  return { id: data.id, name, phone };
}

let codMerchant: Promise<number> | undefined;

/** The merchant COD labels booked through the API are for: made once per run (per worker), then reused. */
export function codMerchantId(request: APIRequestContext): Promise<number> {
  codMerchant ??= createMerchant(request).then((merchant) => merchant.id);
  return codMerchant;
}
