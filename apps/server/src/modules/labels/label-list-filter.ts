import {
  labelStatuses,
  labelTabFilter,
  normalizeTrackingCode,
  parseSearchDate,
  phoneSearchTerm,
  progressGroup,
  returningShippingTypes,
  yangonDayStartUtc,
  type LabelListQuery,
} from '@waypost/domain';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/request-context.js';
import type { LabelDeps } from './label-access.js';
import { labelsRepository, type LabelListFilter } from './labels.repository.js';

/** dd/MM/yyyy (the search bar) or yyyy-mm-dd → the UTC instant that Yangon day starts; 422 for a non-date. */
function dayStart(value: string, field: string): Date {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const day = iso ? parseSearchDate(`${iso[3]}/${iso[2]}/${iso[1]}`) : parseSearchDate(value);
  if (!day) throw fieldError(field, 'validation.invalidErrorMessage');
  return yangonDayStartUtc(day);
}

/**
 * What staff type or scan into a search box: Myanmar digits as ASCII, no spaces, dashes or dots, upper case; a phone
 * typed with the country code (+959…) as its stored form 09…, so it finds the labels.
 */
function normalizeSearch(value: string): string {
  return normalizeTrackingCode(phoneSearchTerm(value));
}

/**
 * Which labels a list query shows the actor: their branch's side of the tab (or everything they may see, on the
 * search tab) and the search bar's filters. The list and the tab counters both build their filter here, so a tab's
 * counter cannot disagree with its list.
 */
export async function labelListFilterOf({
  db,
  actor,
  query,
}: Pick<LabelDeps, 'db'> & { actor: Actor; query: LabelListQuery }): Promise<LabelListFilter> {
  const branchId = actor.branch?.id ?? null;
  if (branchId === null && !actor.allBranches) throw new AppError('FORBIDDEN');
  const tabFilter = query.tab === 'search' ? null : labelTabFilter(query.side, query.tab);
  if (query.tab !== 'search' && !tabFilter) {
    throw fieldError('tab', 'validation.noselectErrorMessage');
  }
  const filterBranch = query.branch ? await labelsRepository.findBranchByCode(db, query.branch) : undefined;
  if (query.branch && !filterBranch) {
    throw fieldError('branch', 'validation.noselectErrorMessage');
  }
  return {
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
}
