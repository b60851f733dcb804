import {
  deliveringBranch,
  type MerchantQuoteRequest,
  type PortalLabelCreated,
  type PortalLabelFields,
  type PortalSenderResponse,
  type PublicQuoteResponse,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import { bookLabel } from '../labels/create-label.js';
import { loadImportVocabulary } from '../labels/label-import-vocabulary.js';
import { quoteFor } from '../labels/quote-label-fees.js';
import { portalMerchantId } from '../merchant-users/merchant-scope.js';
import { portalBookingRepository as repository } from './portal-booking.repository.js';

interface PortalDeps {
  db: Database;
  actor: Actor;
}

/** GET /api/merchant-portal/sender: the merchant's name, phone, township and address (the form's sender). */
export async function getPortalSender({ db, actor }: PortalDeps): Promise<PortalSenderResponse> {
  const row = await repository.findSender(db, portalMerchantId(actor));
  if (!row) throw new AppError('NOT_FOUND');
  return {
    data: {
      name: row.name,
      phone: row.phone,
      township: { id: row.townshipId, name_en: row.townshipEn, name_mm: row.townshipMm },
      address: row.address,
    },
  };
}

/** POST /api/merchant-portal/label/quote: the live fee preview, the member's merchant pricing its COD fee. */
export async function quotePortalLabel({
  db,
  actor,
  request,
}: PortalDeps & { request: MerchantQuoteRequest }): Promise<PublicQuoteResponse> {
  const { quote } = await quoteFor(db, actor, { ...request, merchant_id: portalMerchantId(actor) });
  return { data: { zone: quote.zone, fee_lines: quote.lines, total_cost: quote.total_cost } };
}

/**
 * The delivering branch the form left to us: the company's branch serving the receiver's township (as the bulk
 * import books it). An unknown township is left for the booking to report; one no branch serves is refused on it.
 */
async function servingBranchId(db: Database, actor: Actor, townshipId: string): Promise<number | undefined> {
  const { townships, branches } = await loadImportVocabulary({ db, actor });
  const township = townships.find((each) => each.id === townshipId);
  if (!township) return undefined;
  const place = { townshipId: township.id, districtId: township.district_id, regionId: township.region_id };
  const chosen = deliveringBranch(branches, place, undefined);
  if ('found' in chosen) return chosen.found.id;
  throw new AppError('VALIDATION_FAILED', { fieldErrors: { destination_township: [chosen.issue] } });
}

/**
 * POST /api/merchant-portal/label: the member books a label for his merchant at its home branch (his branch), as the
 * counter and the public API do (rules, prices, COD, audit), once per Idempotency-Key of that merchant.
 */
export async function createPortalLabel({
  db,
  clock,
  actor,
  fields,
  idempotencyKey,
}: PortalDeps & { clock: Clock; fields: PortalLabelFields; idempotencyKey: string }): Promise<PortalLabelCreated> {
  const merchantId = portalMerchantId(actor);
  const deliverBranchId = fields.deliver_branch_id ?? (await servingBranchId(db, actor, fields.destination_township));
  if (deliverBranchId === undefined) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: { destination_township: ['validation.noselectErrorMessage'] },
    });
  }
  const labelId = await bookLabel({
    db,
    clock,
    actor,
    draft: { ...fields, deliver_branch_id: deliverBranchId, merchant_id: merchantId },
    // The merchant's members and its API keys share its idempotency keys; two merchants never do.
    idempotencyKey: `merchant:${merchantId}:${idempotencyKey}`,
    channel: 'portal',
  });
  const row = await repository.findCreated(db, labelId);
  if (!row) throw new AppError('NOT_FOUND');
  return { data: { id: row.id, tracking_code: row.trackingCode, total_cost: row.totalCost } };
}
