import { pickupRequestCreate } from '@waypost/domain';
import type { Clock } from '../lib/clock.js';
import { changePickupRequest } from '../modules/pickups/change-pickup-request.js';
import { createPickupRequest } from '../modules/pickups/create-pickup-request.js';
import type { Database } from '../db/client.js';
import { actorFor } from './demo-money.js';

/** Today at `hour`:00 in Myanmar time (UTC+06:30), as an ISO date-time. */
function yangonToday(now: Date, hour: number): string {
  const day = new Date(now.getTime() + 6.5 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:00:00+06:30`;
}

/**
 * Two pickup requests at YGN (issue 12) through the real use cases: one waiting for a postman, one given to `postman`
 * — so the list's tabs, the postman's phone and the detail's log show something on a first start.
 */
export async function seedDemoPickups({ db, clock }: { db: Database; clock: Clock }): Promise<void> {
  const supervisor = await actorFor(db, 'supervisor');
  const postman = await actorFor(db, 'postman');
  const now = clock.now();
  const request = (values: Record<string, unknown>) =>
    pickupRequestCreate.parse({
      township_id: 'MMR013016',
      vehicle: 'motor_bike',
      time_request: { from: yangonToday(now, 10), to: yangonToday(now, 13) },
      ...values,
    });
  await createPickupRequest({
    db,
    clock,
    actor: supervisor,
    request: request({
      name: 'Ma Hnin Wai',
      phone: '09421234501',
      include_products: 'Clothes',
      counts: 2,
      weight: 1.5,
      address: 'No. 45, Bo Myat Tun Street',
    }),
  });
  const given = await createPickupRequest({
    db,
    clock,
    actor: supervisor,
    request: request({
      name: 'Shwe Online Shop',
      phone: '09421234502',
      include_products: 'Cosmetics',
      counts: 5,
      weight: 4,
      address: 'No. 12, 49th Street',
      vehicle: 'car',
      time_request: { from: yangonToday(now, 14), to: yangonToday(now, 17) },
    }),
  });
  await changePickupRequest({
    db,
    clock,
    actor: supervisor,
    pickupId: given.id,
    input: { action: 'assign', postmanId: postman.id },
  });
}
