import {
  acceptTabs,
  deliverTabs,
  labelListQuery,
  labelTabFilter,
  type LabelListQuery,
  type LabelStatus,
} from '@waypost/domain';

export type ListSide = LabelListQuery['side'];

/** The search bar's filters, as query parameters of both the page URL and GET /api/label. */
export const labelListFilterNames = ['search', 'tracking_code', 'phone', 'branch', 'status', 'from', 'to'] as const;
export type LabelListFilterName = (typeof labelListFilterNames)[number];

/** `?side=receiver` picks the deliver tabs; anything else is the sender (accept) side. */
export function sideFrom(params: URLSearchParams): ListSide {
  return params.get('side') === 'receiver' ? 'receiver' : 'sender';
}

/** Whether `tab` is the search tab or one of this side's tabs (spec §4 "Tabs"). */
export function isListTab(side: ListSide, tab: string): boolean {
  if (tab === 'search') return true;
  return (side === 'sender' ? (acceptTabs as readonly string[]) : (deliverTabs as readonly string[])).includes(tab);
}

/**
 * The list query of a page URL (/label/{tab}?side=&search=&…&page=&per_page=). Filters that do not validate are
 * dropped one by one, so a mistyped date never blanks the whole list.
 */
export function labelListQueryFrom(tab: string, params: URLSearchParams): LabelListQuery {
  const side = sideFrom(params);
  const base: Record<string, string> = { side, tab: isListTab(side, tab) ? tab : 'search' };
  for (const name of ['page', 'per_page'] as const) {
    const value = params.get(name);
    if (value && labelListQuery.safeParse({ ...base, [name]: value }).success) base[name] = value;
  }
  for (const name of labelListFilterNames) {
    const value = params.get(name)?.trim();
    if (value && labelListQuery.safeParse({ ...base, [name]: value }).success) base[name] = value;
  }
  return labelListQuery.parse(base);
}

/** Spec issue 4 "scan and act": the one bulk action of each tab where the counter scans parcels. */
export const bulkActionNames = ['accept', 'dispatch', 'arrive', 'outForDelivery', 'deliver'] as const;
export type BulkActionName = (typeof bulkActionNames)[number];

const bulkActions: Record<ListSide, Readonly<Record<string, BulkActionName>>> = {
  sender: { inbox: 'accept', pending: 'dispatch' },
  receiver: { inbox: 'arrive', pending: 'outForDelivery', ongoing: 'deliver' },
};

/** The bulk action of a tab, or null when the tab has no checkboxes. */
export function bulkActionFor(side: ListSide, tab: string): BulkActionName | null {
  return Object.hasOwn(bulkActions[side], tab) ? (bulkActions[side][tab] ?? null) : null;
}

/**
 * The status a scanned parcel that is not in the list is expected to have: the tab's first status. The server
 * refuses it (and says why) when the parcel is elsewhere.
 */
export function expectedStatusOfTab(side: ListSide, tab: string): LabelStatus | null {
  return labelTabFilter(side, tab)?.statuses[0] ?? null;
}
