import { expect } from 'vitest';
import { createBranch, createUser } from './fixtures.js';
import { sendForm, tinyPng, type FormFile } from './multipart.js';
import { demoTownships, sampleLabel } from './sample-label.js';
import { signIn, type TestApp } from './test-app.js';

/**
 * A branch of the test's own with its desk clerk, its supervisor (who takes the couriers' cash) and two couriers,
 * signed in: its labels, runs and cash accounts are moved by this test alone. Labels it books to itself are direct,
 * so after acceptance they may go out for delivery.
 */
export async function deliveryBranch(app: TestApp) {
  const branch = await createBranch(app.db);
  const [clerk, lead, courier, otherCourier] = await Promise.all([
    createUser(app.db, { role: 'staff', branch: branch.code }),
    createUser(app.db, { role: 'supervisor', branch: branch.code }),
    createUser(app.db, { role: 'courier', branch: branch.code }),
    createUser(app.db, { role: 'courier', branch: branch.code }),
  ]);
  const [clerkToken, leadToken, courierToken, otherCourierToken] = await Promise.all(
    [clerk, lead, courier, otherCourier].map((user) => signIn(app, user.userName)),
  );
  return {
    id: branch.id,
    code: branch.code,
    clerk: clerkToken!,
    lead: leadToken!,
    courier: { id: courier.id, token: courierToken! },
    otherCourier: { id: otherCourier.id, token: otherCourierToken! },
  };
}
export type DeliveryBranch = Awaited<ReturnType<typeof deliveryBranch>>;

/** The delivery work of `branch` over HTTP. */
export function deliveryFlow(app: TestApp, branch: DeliveryBranch) {
  async function step(id: number, action: string) {
    const current = await app.request('GET', `/api/label/${id}`, { token: branch.clerk });
    const response = await app.request('POST', `/api/label/${id}/status`, {
      token: branch.clerk,
      body: { action, expected_status: current.body.data.status },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data as { status: string };
  }

  return {
    step,
    /** A label booked at the branch for itself (walk-in unless `overrides` say otherwise), not yet accepted. */
    async book(overrides: Record<string, unknown> = {}) {
      const response = await app.request('POST', '/api/label', {
        token: branch.clerk,
        body: sampleLabel(branch.id, { destination_township: demoTownships.pazundaung, ...overrides }),
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.data as { id: number; tracking_code: string };
    },
    /** A label accepted at the branch: ready to go out. */
    async ready(overrides: Record<string, unknown> = {}) {
      const label = await this.book(overrides);
      await step(label.id, 'next');
      return label;
    },
    createRun(labelIds: number[], courierId = branch.courier.id, token = branch.clerk) {
      return app.request('POST', '/api/delivery-run', { token, body: { courier_id: courierId, label_ids: labelIds } });
    },
    deliver(
      labelId: number,
      {
        token = branch.courier.token,
        fields = { receiver_name: 'Ma Hla' },
        files = { signature: { bytes: tinyPng(), filename: 'signature.png', type: 'image/png' } },
      }: { token?: string; fields?: Record<string, string>; files?: Record<string, FormFile> } = {},
    ) {
      return sendForm(app, 'POST', `/api/label/${labelId}/deliver`, { token, fields, files });
    },
    fail(labelId: number, reason = 'no_answer', token = branch.courier.token) {
      return app.request('POST', `/api/label/${labelId}/delivery-failed`, { token, body: { reason } });
    },
    async status(labelId: number) {
      const response = await app.request('GET', `/api/label/${labelId}`, { token: branch.clerk });
      return response.body.data.status as string;
    },
  };
}
