import { asc, eq, sql } from 'drizzle-orm';
import type { Clock } from '../lib/clock.js';
import { createDeliveryRun } from '../modules/deliveries/create-delivery-run.js';
import { readyLabelsWhere } from '../modules/deliveries/deliveries.repository.js';
import type { Database } from '../db/client.js';
import { branches, labelCod, labels, users } from '../db/schema/index.js';
import { actorFor } from './demo-money.js';

/**
 * A delivery run for the demo courier (issue 12): Mandalay's desk sends two or three of the labels waiting there out
 * with `courier` — one with COD to collect when there is one — through the real use case, so the courier's phone
 * and the run screens show something on a first start.
 */
export async function seedDemoDeliveries({ db, clock }: { db: Database; clock: Clock }): Promise<void> {
  const [mdy] = await db
    .select({ id: branches.id, companyId: branches.companyId })
    .from(branches)
    .where(eq(branches.code, 'MDY'));
  const [courier] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'courier'));
  if (!mdy || !courier) return;
  const ready = await db
    .select({ id: labels.id, cod: sql<boolean>`${labelCod.labelId} is not null` })
    .from(labels)
    .leftJoin(labelCod, eq(labelCod.labelId, labels.id))
    .where(readyLabelsWhere(mdy.companyId, mdy.id))
    .orderBy(asc(labels.id))
    .limit(50);
  const withCod = ready.find((label) => label.cod);
  const others = ready.filter((label) => label !== withCod).slice(0, withCod ? 2 : 3);
  const labelIds = [...(withCod ? [withCod.id] : []), ...others.map((label) => label.id)];
  if (labelIds.length === 0) return;
  await createDeliveryRun({
    db,
    clock,
    actor: await actorFor(db, 'mdy-staff'),
    request: { courier_id: courier.id, label_ids: labelIds },
    locale: 'en',
  });
}
