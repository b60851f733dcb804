import { expect, type APIRequestContext } from '@playwright/test';
import { advanceLabel, createLabel, type CreatedLabel } from './labels-api';
import { authOf } from './session';

/** Labels booked and accepted at YGN for MDY (express, walk-in), ready to go into a bag. */
export async function acceptedForMandalay(request: APIRequestContext, count: number): Promise<CreatedLabel[]> {
  const labels: CreatedLabel[] = [];
  for (let index = 0; index < count; index += 1) {
    const label = await createLabel(request, 'staff');
    await advanceLabel(request, 'staff', label, 'pending');
    labels.push(label);
  }
  return labels;
}

export interface CreatedBag {
  id: number;
  bag_code: string;
  bag_text: string;
}

/** The bag as the API answers it now. */
export async function bagOf(request: APIRequestContext, id: number) {
  const response = await request.get(`/api/mailbag/${id}`, { headers: authOf('admin') });
  expect(response.status()).toBe(200);
  return (await response.json()) as { status: string; label_count: number; dispatch_id: number | null };
}
