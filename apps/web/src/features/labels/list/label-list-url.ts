import {
  acceptTabs,
  deliverTabs,
  labelListQuery,
  labelTabFilter,
  type LabelListQuery,
  type LabelStatus,
  type LabelStep,
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

/**
 * Spec issue 4 "scan and act", issue 26 §1: the one named step of each tab where the counter scans parcels. It
 * applies only from the tab's own states; a parcel elsewhere is refused by the server with the step that fits it.
 */
export type TabStep = Exclude<LabelStep, 'return'>;
const tabSteps: Record<ListSide, Readonly<Record<string, TabStep>>> = {
  sender: { inbox: 'accept', pending: 'dispatch' },
  receiver: { inbox: 'arrive', pending: 'out_for_delivery', ongoing: 'courier_return' },
};

/** The bulk step of a tab, or null when the tab has no checkboxes. */
export function bulkStepFor(side: ListSide, tab: string): TabStep | null {
  return Object.hasOwn(tabSteps[side], tab) ? (tabSteps[side][tab] ?? null) : null;
}

/** The states a tab shows (its own and those of parcels passing through), which its bulk step applies from. */
export function statusesOfTab(side: ListSide, tab: string): LabelStatus[] {
  const filter = labelTabFilter(side, tab);
  return filter ? [...new Set([...filter.statuses, ...(filter.viaStatuses ?? [])])] : [];
}
