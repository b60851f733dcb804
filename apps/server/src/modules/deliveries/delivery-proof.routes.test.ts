import { deliveryProofMaxBytes } from '@waypost/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, callCases, deliveryProofs, labelTransactions } from '../../db/schema/index.js';
import { deliveryBranch, deliveryFlow, type DeliveryBranch } from '../../test/delivery-flow.js';
import { tinyPng } from '../../test/multipart.js';
import { databaseKinds, useTestApp, type TestApp, webClient } from '../../test/test-app.js';

const jpeg = () => Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]);

describe.each(databaseKinds)('proof of delivery on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let branch: DeliveryBranch;
  let flow: ReturnType<typeof deliveryFlow>;

  beforeAll(async () => {
    app = getApp();
    branch = await deliveryBranch(app);
    flow = deliveryFlow(app, branch);
  });

  const labelOut = async () => {
    const label = await flow.ready();
    expect((await flow.createRun([label.id])).status).toBe(201);
    return label;
  };

  it('delivers with a signature and a photo, keeps them and serves them to the branch', async () => {
    const label = await labelOut();
    const signature = tinyPng({ width: 3 });
    const delivered = await flow.deliver(label.id, {
      fields: { receiver_name: 'U Ba', note: 'Left with the neighbour' },
      files: {
        signature: { bytes: signature, filename: 'sig.bin', type: 'application/octet-stream' },
        photo: { bytes: jpeg(), filename: 'door.jpg', type: 'image/jpeg' },
      },
    });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    expect(delivered.body.data).toMatchObject({ label_id: label.id, outcome: 'delivered', status: 'delivered' });
    expect(delivered.body.data.finished_at).not.toBeNull();
    expect(await flow.status(label.id)).toBe('delivered');

    const history = await app.request('GET', `/api/label/${label.id}/deliveries`, { token: branch.clerk });
    expect(history.status).toBe(200);
    const [attempt] = history.body.data;
    expect(attempt.proof).toMatchObject({
      receiver_name: 'U Ba',
      courier: { id: branch.courier.id },
      note: 'Left with the neighbour',
      signature_url: `/api/label/${label.id}/delivery-proof/${attempt.attempt_id}/signature`,
      photo_url: `/api/label/${label.id}/delivery-proof/${attempt.attempt_id}/photo`,
    });
    const image = await fetch(app.baseUrl + attempt.proof.signature_url, {
      headers: { ...webClient, authorization: `Bearer ${branch.clerk}` },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(signature);
    const photo = await fetch(app.baseUrl + attempt.proof.photo_url, {
      headers: { ...webClient, authorization: `Bearer ${branch.clerk}` },
    });
    expect(photo.headers.get('content-type')).toBe('image/jpeg');

    // The courier has no label.view; another branch does not see the label.
    expect(
      (await app.request('GET', `/api/label/${label.id}/deliveries`, { token: branch.courier.token })).status,
    ).toBe(403);
    const elsewhere = await deliveryBranch(app);
    expect((await app.request('GET', `/api/label/${label.id}/deliveries`, { token: elsewhere.clerk })).status).toBe(
      404,
    );
    const hidden = await fetch(app.baseUrl + attempt.proof.photo_url, {
      headers: { ...webClient, authorization: `Bearer ${elsewhere.clerk}` },
    });
    expect(hidden.status).toBe(404);
  });

  it('answers a retried upload with the same result and writes nothing more', async () => {
    const label = await labelOut();
    const first = await flow.deliver(label.id);
    expect(first.status).toBe(200);
    const retried = await flow.deliver(label.id, { fields: { receiver_name: 'Someone else' } });
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual(first.body);
    expect(await app.db.select().from(deliveryProofs).where(eq(deliveryProofs.labelId, label.id))).toHaveLength(1);
    const steps = await app.db.select().from(labelTransactions).where(eq(labelTransactions.labelId, label.id));
    expect(steps.filter((step) => step.status === 'delivered')).toHaveLength(1);
    const audits = await app.db.select().from(auditLog).where(eq(auditLog.action, 'delivery.delivered'));
    expect(audits.filter((row) => (row.after as { label_id: number }).label_id === label.id)).toHaveLength(1);
  });

  it('closes the label’s call case when a later run delivers it', async () => {
    const label = await labelOut();
    expect((await flow.fail(label.id, 'closed')).status).toBe(200);
    expect((await flow.createRun([label.id])).status).toBe(201);
    expect((await flow.deliver(label.id)).status).toBe(200);
    const cases = await app.db.select().from(callCases).where(eq(callCases.labelId, label.id));
    expect(cases).toMatchObject([{ reason: 'failed_delivery', state: 'complete' }]);
  });

  it('refuses proof of the wrong type, too large, or missing, and another courier’s label', async () => {
    const label = await labelOut();
    const gif = new TextEncoder().encode('GIF89a not really');
    const badPhoto = await flow.deliver(label.id, {
      files: { photo: { bytes: gif, filename: 'photo.jpg', type: 'image/jpeg' } },
    });
    expect(badPhoto.status).toBe(422);
    expect(badPhoto.body.errors.photo).toEqual(['The photo must be a JPEG or PNG image.']);
    const jpegSignature = await flow.deliver(label.id, {
      files: { signature: { bytes: jpeg(), filename: 'sig.png', type: 'image/png' } },
    });
    expect(jpegSignature.status).toBe(422);
    expect(jpegSignature.body.errors.signature).toEqual(['The signature must be a PNG image.']);

    const huge = new Uint8Array(deliveryProofMaxBytes + 1);
    huge.set(jpeg());
    const tooLarge = await flow.deliver(label.id, {
      files: { photo: { bytes: huge, filename: 'big.jpg', type: 'image/jpeg' } },
    });
    expect([413, 422]).toContain(tooLarge.status);
    expect(JSON.stringify(tooLarge.body)).toContain('An image may be at most 2 MB.');

    const neither = await flow.deliver(label.id, { files: {} });
    expect(neither.status).toBe(422);
    expect(neither.body.errors.signature).toEqual(['Add the receiver’s signature or a photo.']);
    const noName = await flow.deliver(label.id, { fields: {} });
    expect(noName.status).toBe(422);
    expect(noName.body.errors.receiver_name).toBeDefined();

    expect((await flow.deliver(label.id, { token: branch.otherCourier.token })).status).toBe(404);
    expect((await flow.deliver(label.id, { token: branch.clerk })).status).toBe(403);
    expect(await flow.status(label.id)).toBe('send_to_destination_address');
    const notOut = await flow.ready();
    expect((await flow.deliver(notOut.id)).status).toBe(404);
  });
});
