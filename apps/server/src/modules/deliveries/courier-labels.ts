import {
  isValidTrackingCode,
  lastPage,
  normalizePhone,
  normalizeTrackingCode,
  yangonDayStartUtc,
  yangonParts,
  type CourierRunResponse,
  type DeliveryReadyQuery,
  type DeliveryReadyResponse,
} from '@waypost/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { labels } from '../../db/schema/index.js';
import type { Actor } from '../../plugins/request-context.js';
import { branchOf } from '../labels/label-access.js';
import { deliveriesRepository } from './deliveries.repository.js';
import { deliveryRunLabels } from './delivery-run-labels.js';
import type { DeliveryDeps } from './delivery-runs.js';

/** A scan is a whole tracking code; anything else is read as (the end of) the receiver's phone. */
function searchOf(search: string | undefined): SQL | undefined {
  if (search === undefined) return undefined;
  const code = normalizeTrackingCode(search);
  if (isValidTrackingCode(code)) return sql`${labels.trackingCode} = ${code}`;
  const digits = normalizePhone(search).replace(/\D/g, '');
  if (digits === '') return sql`false`;
  return sql`(${labels.destinationPhone} like ${`%${digits}`} or ${digits} = any(${labels.contactPhoneList}))`;
}

/** GET /api/delivery-run/ready: labels at the actor's branch that may go out for delivery now and are on no run. */
export async function listReadyLabels({
  db,
  actor,
  query,
}: {
  db: Database;
  actor: Actor;
  query: DeliveryReadyQuery;
}): Promise<DeliveryReadyResponse> {
  const { rows, total } = await deliveriesRepository.listReadyLabels(
    db,
    { companyId: actor.companyId, branchId: branchOf(actor), search: searchOf(query.search) },
    { limit: query.per_page, offset: (query.page - 1) * query.per_page },
  );
  return {
    current_page: query.page,
    data: rows.map((row) => {
      const address = [row.no, row.street, row.quarter, row.address].filter((part) => part?.trim()).join(', ');
      return {
        label_id: row.labelId,
        tracking_code: row.trackingCode,
        status: row.status,
        receiver_name: row.receiverName,
        receiver_phone: row.receiverPhone,
        address: address === '' ? null : address,
        township: row.townshipId
          ? { id: row.townshipId, name_en: row.townshipNameEn!, name_mm: row.townshipNameMm! }
          : null,
        cod_to_collect: row.codToCollect ?? 0,
      };
    }),
    meta: { total, per_page: query.per_page, last_page: lastPage(total, query.per_page) },
  };
}

/** The UTC instant today began in Yangon. */
export function yangonTodayStart(now: Date): Date {
  return yangonDayStartUtc(yangonParts(now));
}

/**
 * GET /api/delivery-run/mine: the courier's labels still out (oldest first), those he finished today (Yangon day),
 * and the COD cash he holds — two short indexed statements, sent together.
 */
export async function getCourierRun({
  db,
  clock,
  actor,
}: DeliveryDeps & { actor: Actor }): Promise<CourierRunResponse> {
  const [attempts, cashInHand] = await Promise.all([
    deliveryRunLabels.ofCourier(db, actor.id, yangonTodayStart(clock.now())),
    deliveryRunLabels.cashInHand(db, actor.id),
  ]);
  return {
    out: attempts.filter((attempt) => attempt.outcome === 'out'),
    finished_today: attempts.filter((attempt) => attempt.outcome !== 'out').reverse(),
    cash_in_hand: cashInHand,
  };
}
