import { progressGroup, type LabelListQuery } from '@waypost/domain';
import type { Actor } from '../../plugins/request-context.js';
import { iso, viewOf, type LabelDeps } from './label-access.js';
import { labelListFilterOf } from './label-list-filter.js';
import { listLabelPage } from './label-list-query.js';

/** GET /api/label: one tab of the user's branch (or the search tab), filtered by the search bar, newest first. */
export async function listLabels({ db, actor, query }: LabelDeps & { actor: Actor; query: LabelListQuery }) {
  const filter = await labelListFilterOf({ db, actor, query });
  const perPage = query.per_page;
  const { total, capped, rows } = await listLabelPage(db, filter, {
    limit: perPage,
    offset: (query.page - 1) * perPage,
  });
  const branchRef = (row: { id: number; code: string; nameEn: string; nameMm: string }) => ({
    id: row.id,
    code: row.code,
    name_en: row.nameEn,
    name_mm: row.nameMm,
  });
  const placeRef = (row: { id: string; nameEn: string; nameMm: string } | null) =>
    row ? { id: row.id, name_en: row.nameEn, name_mm: row.nameMm } : null;
  // Each row shows the status the viewing branch is shown (its side's steps), read with the page.
  const statusSeen = (row: (typeof rows)[number]) => {
    if (actor.allBranches) return row.status;
    const label = {
      acceptBranchId: row.acceptBranch.id,
      deliverBranchId: row.deliverBranch.id,
      viaBranchId: row.viaBranchId,
      shippingType: row.shippingType,
    };
    return viewOf(actor, label, row.steps).status;
  };
  return {
    current_page: query.page,
    data: rows.map((row) => ({
      id: row.id,
      tracking_code: row.trackingCode,
      type: row.type,
      accept_type: row.acceptType,
      service_type: row.serviceType,
      item_type: row.itemType,
      purchase_type: row.purchaseType,
      weight: row.weightGrams / 1000,
      status: statusSeen(row),
      shipping_type: row.shippingType,
      // The outcome, alike for every viewer, as the group tabs filter it (domain README "Visibility").
      progress_group: progressGroup(row.status),
      source_name: row.sourceName,
      source_phone: row.sourcePhone,
      destination_name: row.destinationName,
      destination_phone: row.destinationPhone,
      source_township: placeRef(row.sourceTownship),
      destination_township: placeRef(row.destinationTownship),
      accept_branch: branchRef(row.acceptBranch),
      deliver_branch: branchRef(row.deliverBranch),
      pickup_at_po: row.pickupAtPo,
      cod_amount: row.codAmount,
      cod_state: row.codState,
      total_cost: row.totalCost,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
    })),
    meta: {
      total,
      per_page: perPage,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      total_capped: capped,
    },
  };
}
