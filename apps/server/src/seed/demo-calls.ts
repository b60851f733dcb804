import type { CallLogCreate, CourierFailureReason } from '@waypost/domain';
import { asc, eq } from 'drizzle-orm';
import type { Clock } from '../lib/clock.js';
import { callLogsRepository } from '../modules/call-logs/call-logs.repository.js';
import { recordCall } from '../modules/call-logs/record-call.js';
import { createDeliveryRun } from '../modules/deliveries/create-delivery-run.js';
import { readyLabelsWhere } from '../modules/deliveries/deliveries.repository.js';
import { failDelivery } from '../modules/deliveries/finish-delivery-attempt.js';
import type { Database } from '../db/client.js';
import { branches, labels, users } from '../db/schema/index.js';
import { actorFor } from './demo-money.js';

const hour = 60 * 60 * 1000;

/** What the call centre has done about each failed delivery: nothing yet, a Busy call with a time, a completed call. */
const failures: readonly {
  reason: CourierFailureReason;
  call?: Omit<CallLogCreate, 'phone'> & { inHours?: number };
}[] = [
  { reason: 'no_answer' },
  { reason: 'wrong_address', call: { attempt: 'first', outcome: 'busy', remark: 'Line busy', inHours: 3 } },
  { reason: 'refused', call: { attempt: 'first', outcome: 'call_complete', remark: 'Receiver will collect' } },
];

/**
 * Failed deliveries on the call list (issue 12), through the real use cases, after the demo's open run: Mandalay sends
 * three more of its waiting labels out with `courier`, who fails them (no answer, wrong address, refused); customer
 * service has called about two — so the call list's pending, scheduled and complete tabs each show one.
 */
export async function seedDemoCalls({ db, clock }: { db: Database; clock: Clock }): Promise<void> {
  const [mdy] = await db
    .select({ id: branches.id, companyId: branches.companyId })
    .from(branches)
    .where(eq(branches.code, 'MDY'));
  const [courier] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'courier'));
  if (!mdy || !courier) return;
  const ready = await db
    .select({ id: labels.id })
    .from(labels)
    .where(readyLabelsWhere(mdy.companyId, mdy.id))
    .orderBy(asc(labels.id))
    .limit(failures.length);
  if (ready.length < failures.length) return;

  await createDeliveryRun({
    db,
    clock,
    actor: await actorFor(db, 'mdy-staff'),
    request: { courier_id: courier.id, label_ids: ready.map((label) => label.id) },
    locale: 'en',
  });
  const courierActor = await actorFor(db, 'courier');
  const callCentre = await actorFor(db, 'cs');
  for (const [index, { reason, call }] of failures.entries()) {
    const labelId = ready[index]!.id;
    await failDelivery({ db, clock, actor: courierActor, labelId, request: { reason }, locale: 'en' });
    if (!call) continue;
    const phones = await callLogsRepository.findLabelPhones(db, labelId);
    const { inHours, ...rest } = call;
    await recordCall({
      db,
      clock,
      actor: callCentre,
      labelId,
      call: {
        ...rest,
        phone: phones!.receiverPhone,
        call_again_at: inHours ? new Date(clock.now().getTime() + inHours * hour).toISOString() : null,
      },
    });
  }
}
