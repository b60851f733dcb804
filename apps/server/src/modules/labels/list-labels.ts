import {
  labelStatuses,
  labelTabFilter,
  normalizePhone,
  normalizeTrackingCode,
  parseSearchDate,
  progressGroup,
  returningShippingTypes,
  yangonDayStartUtc,
  type LabelListQuery,
} from '@waypost/domain';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/request-context.js';
import { iso, viewOf, type LabelDeps } from './label-access.js';
import { labelCountCap, listLabelPage, type LabelListFilter } from './label-list-query.js';
import { labelsRepository } from './labels.repository.js';

/** dd/MM/yyyy (the search bar) or yyyy-mm-dd → the UTC instant that Yangon day starts; 422 for a non-date. */
function dayStart(value: string, field: string): Date {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const day = iso ? parseSearchDate(`${iso[3]}/${iso[2]}/${iso[1]}`) : parseSearchDate(value);
  if (!day) throw new AppError('VALIDATION_FAILED', { fieldErrors: { [field]: ['validation.invalidErrorMessage'] } });
  return yangonDayStartUtc(day);
}

/** GET /api/label: one tab of the user's branch (or the search tab), filtered by the search bar, newest first. */
export async function listLabels({ db, actor, query }: LabelDeps & { actor: Actor; query: LabelListQuery }) {
  const branchId = actor.branch?.id ?? null;
  if (branchId === null && !actor.allBranches) throw new AppError('FORBIDDEN');
  const tabFilter = query.tab === 'search' ? null : labelTabFilter(query.side, query.tab);
  if (query.tab !== 'search' && !tabFilter) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { tab: ['validation.noselectErrorMessage'] } });
  }
  const filterBranch = query.branch ? await labelsRepository.findBranchByCode(db, query.branch) : undefined;
  if (query.branch && !filterBranch) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { branch: ['validation.noselectErrorMessage'] } });
  }
  const filter: LabelListFilter = {
    companyId: actor.companyId,
    branchScope:
      branchId === null || (actor.allBranches && !tabFilter)
        ? null
        : { branchId, side: tabFilter ? tabFilter.side : 'any' },
    ...(tabFilter ? { statuses: tabFilter.statuses } : {}),
    ...(tabFilter?.viaStatuses ? { viaStatuses: tabFilter.viaStatuses } : {}),
    ...(tabFilter?.pickupAtPo !== undefined ? { pickupAtPo: tabFilter.pickupAtPo } : {}),
    ...(tabFilter?.returning === true ? { shippingTypes: returningShippingTypes } : {}),
    ...(tabFilter?.returning === false ? { excludeShippingTypes: returningShippingTypes } : {}),
    ...(query.search ? { search: normalizeSearch(query.search) } : {}),
    ...(query.tracking_code ? { trackingCode: normalizeSearch(query.tracking_code) } : {}),
    ...(query.phone ? { phone: normalizeSearch(query.phone) } : {}),
    ...(filterBranch ? { branchId: filterBranch.id } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.group ? { anyStatus: labelStatuses.filter((status) => progressGroup(status) === query.group) } : {}),
    ...(query.from ? { createdFrom: dayStart(query.from, 'from') } : {}),
    ...(query.to ? { createdBefore: new Date(dayStart(query.to, 'to').getTime() + 24 * 3_600_000) } : {}),
  };
  const perPage = query.per_page;
  const { total, rows } = await listLabelPage(db, filter, { limit: perPage, offset: (query.page - 1) * perPage });
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
      total_cost: row.totalCost,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
    })),
    meta: {
      total: Math.min(total, labelCountCap),
      per_page: perPage,
      last_page: Math.max(1, Math.ceil(Math.min(total, labelCountCap) / perPage)),
      total_capped: total > labelCountCap,
    },
  };
}

/** What staff type or scan into a search box: Myanmar digits as ASCII, no spaces, dashes or dots, upper case. */
function normalizeSearch(value: string): string {
  return normalizeTrackingCode(normalizePhone(value));
}
