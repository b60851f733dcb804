import type { PortalPrintResponse } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import { getLabels } from '../labels/get-label.js';
import { portalMerchantId } from '../merchant-users/merchant-scope.js';
import { portalBookingRepository as repository } from './portal-booking.repository.js';

/**
 * GET /api/merchant-portal/label/print?ids=: the member's merchant's labels as the shipping-label sheet prints them, in
 * the order asked. One id that is not his merchant's label makes the whole request a 404 (ids of others never leak).
 * The sheet needs no steps nor actions: they are left out (the merchant sees his steps on the label's page).
 */
export async function getPortalPrintLabels({
  db,
  clock,
  actor,
  ids,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  ids: number[];
}): Promise<PortalPrintResponse> {
  const own = await repository.ownLabelIds(db, { merchantId: portalMerchantId(actor), ids });
  if (own.size !== ids.length) throw new AppError('NOT_FOUND');
  // His merchant's labels wherever they were booked: read as head office reads them.
  const found = await getLabels({ db, clock, actor: { ...actor, allBranches: true }, ids });
  if (found.missing.length > 0) throw new AppError('NOT_FOUND');
  return { data: found.data.map((label) => ({ ...label, transactions: [], allowed_actions: [] })) };
}
