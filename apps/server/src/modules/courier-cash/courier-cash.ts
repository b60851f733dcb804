import {
  courierHandoverEntry,
  type CourierCashDetail,
  type CourierCashResponse,
  type CourierHandoverRequest,
  type CourierHandoverResponse,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { runIdempotent, type IdempotentAnswer } from '../../lib/idempotency.js';
import type { Actor } from '../../plugins/request-context.js';
import { branchOf } from '../labels/label-access.js';
import { postJournalEntry } from '../ledger/ledger.service.js';
import { staffRepository } from '../staff/staff.repository.js';
import { courierCashRepository } from './courier-cash.repository.js';

/**
 * GET /api/courier-cash: the COD cash each courier of the actor's branch holds — every active courier there (0 when
 * he holds none), and anyone else still holding cash collected for it (a courier moved to another branch).
 */
export async function listCourierCash({ db, actor }: { db: Database; actor: Actor }): Promise<CourierCashResponse> {
  const branchId = branchOf(actor);
  const [held, couriers] = await Promise.all([
    courierCashRepository.cashByCourier(db, branchId),
    staffRepository.listActiveByRole(db, { branchId, role: 'courier' }),
  ]);
  const heldBy = new Map(held.map((row) => [row.courierId, row]));
  const others = await courierCashRepository.findPeople(
    db,
    actor.companyId,
    held.map((row) => row.courierId).filter((id) => !couriers.some((courier) => courier.id === id)),
  );
  return {
    data: [...couriers, ...others].map((courier) => ({
      courier: { id: courier.id, name: courier.name, phone: courier.phone },
      label_count: heldBy.get(courier.id)?.labelCount ?? 0,
      expected_amount: heldBy.get(courier.id)?.amount ?? 0,
    })),
  };
}

/** A person of the actor's company who is, or was, a courier of the branch; else 404. */
async function courierOf(db: Database, actor: Actor, branchId: number, courierId: number, holdsCash: boolean) {
  const [person] = await courierCashRepository.findPeople(db, actor.companyId, [courierId]);
  if (!person || (person.branchId !== branchId && !holdsCash)) throw new AppError('NOT_FOUND');
  return person;
}

/** GET /api/courier-cash/{courierId}: the labels behind a courier's cash, for the count at the counter. */
export async function getCourierCash({
  db,
  actor,
  courierId,
}: {
  db: Database;
  actor: Actor;
  courierId: number;
}): Promise<CourierCashDetail> {
  const branchId = branchOf(actor);
  const labels = await courierCashRepository.listHeldLabels(db, branchId, courierId);
  const courier = await courierOf(db, actor, branchId, courierId, labels.length > 0);
  return {
    courier: { id: courier.id, name: courier.name, phone: courier.phone },
    label_count: labels.length,
    expected_amount: labels.reduce((sum, label) => sum + label.codCharge, 0),
    labels: labels.map((label) => ({
      label_id: label.labelId,
      tracking_code: label.trackingCode,
      cod_charge: label.codCharge,
      collected_at: (label.collectedAt ?? new Date(0)).toISOString(),
    })),
  };
}

/**
 * POST /api/courier-cash/handover (money design E3), once per Idempotency-Key: the branch counts the cash the
 * courier holds. Every label he holds cash for is locked and handed over together; the count he was shown must still
 * be the sum (else 409, reload). The branch's cash takes what was counted, his cash account gives up the sum, a short
 * count stays owed by him (`receivable:staff`) and an over count goes to the branch's suspense.
 */
export async function handOverCourierCash({
  db,
  clock,
  actor,
  request,
  idempotencyKey,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  request: CourierHandoverRequest;
  idempotencyKey: string | undefined;
}): Promise<IdempotentAnswer<CourierHandoverResponse>> {
  const branchId = branchOf(actor);
  const [courier] = await courierCashRepository.findPeople(db, actor.companyId, [request.courier_id]);
  if (!courier) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { courier_id: ['validation.noselectErrorMessage'] } });
  }
  const now = clock.now();
  return db.transaction((tx) =>
    runIdempotent(
      tx,
      { userId: actor.id, route: 'POST /api/courier-cash/handover', key: idempotencyKey, request },
      async () => {
        const held = await courierCashRepository.lockHeldLabels(tx, branchId, courier.id);
        const expected = held.reduce((sum, row) => sum + row.codCharge, 0);
        if (held.length === 0 || expected !== request.expected_amount) {
          throw new AppError('COURIER_CASH_CHANGED', { params: { expected } });
        }
        const id = await courierCashRepository.insertHandover(tx, {
          companyId: actor.companyId,
          branchId,
          courierId: courier.id,
          labelCount: held.length,
          expectedAmount: expected,
          countedAmount: request.counted_amount,
          receivedBy: actor.id,
          createdAt: now,
        });
        await courierCashRepository.markHandedOver(
          tx,
          held.map((row) => row.labelId),
          id,
          now,
        );
        const entry = courierHandoverEntry({
          handoverId: id,
          branchId,
          courierId: courier.id,
          counted: request.counted_amount,
          expected,
        });
        await postJournalEntry({ tx, entry, actorId: actor.id });
        const body: CourierHandoverResponse = {
          id,
          courier: { id: courier.id, name: courier.name, phone: courier.phone },
          label_count: held.length,
          expected_amount: expected,
          counted_amount: request.counted_amount,
          difference: request.counted_amount - expected,
          received_by: { id: actor.id, name: actor.name },
          created_at: now.toISOString(),
        };
        await recordAudit(tx, {
          actor,
          action: 'courier-cash.handover',
          entity: 'courier_handover',
          entityId: id,
          after: { ...body, label_ids: held.map((row) => row.labelId) },
        });
        return { status: 201, body };
      },
    ),
  );
}
