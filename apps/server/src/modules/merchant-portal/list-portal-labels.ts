import type { merchantTabs } from '@waypost/domain';
import {
  lastPage,
  progressGroup,
  publicTrackingViewer,
  visibleSteps,
  type PortalLabelCountsResponse,
  type PortalLabelDetailResponse,
  type PortalLabelItem,
  type PortalLabelListQuery,
  type PortalLabelListResponse,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/request-context.js';
import { portalMerchantId } from '../merchant-users/merchant-scope.js';
import { merchantPortalRepository as repository, type PortalLabelRow } from './merchant-portal.repository.js';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

function itemOf(row: PortalLabelRow): PortalLabelItem {
  return {
    id: row.id,
    tracking_code: row.trackingCode,
    status: row.status,
    progress_group: progressGroup(row.status),
    receiver_name: row.destinationName,
    receiver_phone: row.destinationPhone,
    receiver_township:
      row.townshipId === null ? null : { id: row.townshipId, name_en: row.townshipEn!, name_mm: row.townshipMm! },
    reference_id: row.referenceId,
    cod_amount: row.codAmount,
    total_cost: row.totalCost,
    created_at: row.createdAt.toISOString(),
    delivered_at: iso(row.deliveredAt),
  };
}

/** GET /api/merchant-portal/label?tab=: one tab of the member's merchant's labels, newest first (spec §4). */
export async function listPortalLabels({
  db,
  actor,
  query,
}: {
  db: Database;
  actor: Actor;
  query: PortalLabelListQuery;
}): Promise<PortalLabelListResponse> {
  const merchantId = portalMerchantId(actor);
  const filter = {
    merchantId,
    companyId: actor.companyId,
    tab: query.tab,
    ...(query.search ? { search: query.search } : {}),
  };
  const page = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
  let rows: PortalLabelRow[];
  let total: number;
  if (query.search) {
    [rows, total] = await Promise.all([
      repository.listLabels(db, { ...filter, ...page }),
      repository.countLabels(db, filter),
    ]);
  } else {
    // The tab's total comes from the tallies (a few rows), and tells the page which end of the tab is nearer.
    total = await repository.countLabels(db, filter);
    rows = await repository.listLabels(db, { ...filter, ...page, total });
  }
  return {
    current_page: query.page,
    data: rows.map(itemOf),
    meta: { total, per_page: query.per_page, last_page: lastPage(total, query.per_page) },
  };
}

/** GET /api/merchant-portal/label/counts: the tab titles' counts. */
export async function countPortalLabels({
  db,
  actor,
}: {
  db: Database;
  actor: Actor;
}): Promise<PortalLabelCountsResponse> {
  const counts = await repository.countByTab(db, portalMerchantId(actor));
  const of = (tab: (typeof merchantTabs)[number]) => (tab === 'multi_label_print' ? 0 : (counts.get(tab) ?? 0));
  return {
    counts: {
      pending: of('pending'),
      accepted: of('accepted'),
      process: of('process'),
      delivered: of('delivered'),
      ongoing_return: of('ongoing_return'),
      return: of('return'),
    },
  };
}

/**
 * GET /api/merchant-portal/label/{id}: one of the merchant's labels with the steps its tracking shows; another
 * merchant's is not found.
 */
export async function getPortalLabel({
  db,
  actor,
  labelId,
}: {
  db: Database;
  actor: Actor;
  labelId: number;
}): Promise<PortalLabelDetailResponse> {
  const row = await repository.findLabel(db, { merchantId: portalMerchantId(actor), labelId });
  if (!row) throw new AppError('NOT_FOUND');
  const transactions = await repository.listTransactions(db, row.id);
  const steps = visibleSteps({ shippingType: row.shippingType, transactions, viewer: publicTrackingViewer }).filter(
    (step) => step.viewable,
  );
  return {
    data: {
      ...itemOf(row),
      receiver_address: row.destinationAddress,
      weight_grams: row.weightGrams,
      services: row.services,
      shipping_fee: row.shippingFee,
      cod_fee: row.codFee,
      remark: row.remark,
      history: steps.map((step) => ({ status: step.status, at: step.createdAt.toISOString() })),
    },
  };
}
