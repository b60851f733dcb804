import { expect, type APIRequestContext } from '@playwright/test';
import type { CreatedLabel } from './labels-api';
import { pngLogo } from './merchants-api';
import { authOf } from './session';

/** MDY's first courier: the demo `courier` account is one of them. */
export async function mdyCourierId(request: APIRequestContext): Promise<number> {
  const couriers = await request.get('/api/staff/assignable?role=courier', { headers: authOf('mdy-staff') });
  return ((await couriers.json()) as { data: { id: number }[] }).data[0]!.id;
}

/** MDY sends the arrived label out on a run with its courier (out for delivery), as the run screen does. */
export async function sendOutFromMandalay(request: APIRequestContext, label: CreatedLabel): Promise<void> {
  const run = await request.post('/api/delivery-run', {
    headers: authOf('mdy-staff'),
    data: { courier_id: await mdyCourierId(request), label_ids: [label.id] },
  });
  expect(run.status(), await run.text()).toBe(201);
}

/** The demo courier delivers a label of his run, with a signature: the only way out for delivery becomes delivered. */
export async function deliverAsCourier(request: APIRequestContext, label: CreatedLabel): Promise<void> {
  const delivered = await request.post(`/api/label/${label.id}/deliver`, {
    headers: authOf('courier'),
    multipart: {
      receiver_name: 'Ma Hla',
      signature: { name: 'signature.png', mimeType: 'image/png', buffer: pngLogo([17, 17, 17]) },
    },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);
}
