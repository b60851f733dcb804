import type { LabelDeliveriesResponse } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/request-context.js';
import { assertVisible } from '../labels/label-access.js';
import { labelsRepository } from '../labels/labels.repository.js';
import { deliveriesRepository } from './deliveries.repository.js';

export type ProofImageKind = 'signature' | 'photo';

const proofUrlOf = (labelId: number, attemptId: number, kind: ProofImageKind) =>
  `/api/label/${labelId}/delivery-proof/${attemptId}/${kind}`;

/** The label as the actor may see it, or 404 (another branch's label is not found, as everywhere). */
async function assertLabelVisible(db: Database, actor: Actor, labelId: number): Promise<void> {
  assertVisible(actor, await labelsRepository.findLabel(db, actor.companyId, labelId));
}

/** GET /api/label/{id}/deliveries: every time the label went out, and the proof of the one that delivered it. */
export async function listLabelDeliveries({
  db,
  actor,
  labelId,
}: {
  db: Database;
  actor: Actor;
  labelId: number;
}): Promise<LabelDeliveriesResponse> {
  await assertLabelVisible(db, actor, labelId);
  const attempts = await deliveriesRepository.listLabelAttempts(db, labelId);
  return {
    data: attempts.map((attempt) => ({
      attempt_id: attempt.id,
      run_id: attempt.runId,
      courier: { id: attempt.courierId, name: attempt.courierName },
      outcome: attempt.outcome,
      failure_reason: attempt.failureReason,
      note: attempt.note,
      created_at: attempt.createdAt.toISOString(),
      finished_at: attempt.finishedAt?.toISOString() ?? null,
      proof:
        attempt.proofReceiverName === null || attempt.proofCreatedAt === null
          ? null
          : {
              attempt_id: attempt.id,
              receiver_name: attempt.proofReceiverName,
              courier: { id: attempt.courierId, name: attempt.courierName },
              signature_url: attempt.hasSignature ? proofUrlOf(labelId, attempt.id, 'signature') : null,
              photo_url: attempt.hasPhoto ? proofUrlOf(labelId, attempt.id, 'photo') : null,
              note: attempt.note,
              delivered_at: (attempt.finishedAt ?? attempt.proofCreatedAt).toISOString(),
            },
    })),
  };
}

/** GET /api/label/{id}/delivery-proof/{attemptId}/{signature|photo}: the stored image and its type. */
export async function getDeliveryProofImage({
  db,
  actor,
  labelId,
  attemptId,
  kind,
}: {
  db: Database;
  actor: Actor;
  labelId: number;
  attemptId: number;
  kind: ProofImageKind;
}): Promise<{ contentType: string; bytes: Buffer }> {
  await assertLabelVisible(db, actor, labelId);
  const image = await deliveriesRepository.findProofImage(db, labelId, attemptId, kind);
  if (!image) throw new AppError('NOT_FOUND');
  return {
    contentType: image.type,
    bytes: Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength),
  };
}
