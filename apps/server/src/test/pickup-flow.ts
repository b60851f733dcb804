import { expect } from 'vitest';
import { createUser } from './fixtures.js';
import { demoTownships } from './sample-label.js';
import { signIn, type ApiResponse, type TestApp } from './test-app.js';

/** A valid pickup body (Pazundaung, served by YGN), with overrides. */
export function samplePickup(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ko Aung',
    phone: '09421234567',
    include_products: 'Clothes',
    counts: 3,
    weight: 2.5,
    time_request: { from: '2026-11-25T09:00:00+06:30', to: '2026-11-25T12:00:00+06:30' },
    township_id: demoTownships.pazundaung,
    address: 'No. 12, 49th Street',
    vehicle: 'motor_bike',
    ...overrides,
  };
}

/** A postman of its own (signed in), so tests never share one's pickups. */
export async function newPostman(app: TestApp, branch = 'YGN') {
  const user = await createUser(app.db, { role: 'postman', branch });
  return { id: user.id, token: await signIn(app, user.userName) };
}

/** Acts on a pickup: POST /api/pickup-request/{id}/{action}. */
export function act(app: TestApp, token: string, id: number, action: string, body?: unknown): Promise<ApiResponse> {
  return app.request('POST', `/api/pickup-request/${id}/${action}`, {
    token,
    ...(body === undefined ? {} : { body }),
  });
}

export async function expectStatus(response: Promise<ApiResponse> | ApiResponse, status: number) {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer;
}

export async function createPickup(app: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  const response = await expectStatus(
    app.request('POST', '/api/pickup-request', { token, body: samplePickup(overrides) }),
    201,
  );
  return response.body.id as number;
}
