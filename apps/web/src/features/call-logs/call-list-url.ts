import {
  callListQuery,
  callListTabs,
  callReasons,
  type CallListQuery,
  type CallListTab,
  type CallReason,
} from '@waypost/domain';

export function isCallListTab(value: string | undefined): value is CallListTab {
  return (callListTabs as readonly (string | undefined)[]).includes(value);
}

export function isCallReason(value: string | undefined): value is CallReason {
  return (callReasons as readonly (string | undefined)[]).includes(value);
}

/** The list query of /call-list/{tab}?page=: a page number that does not validate is dropped (page 1). */
export function callListQueryFrom(tab: CallListTab, params: URLSearchParams): CallListQuery {
  const page = params.get('page')?.trim();
  const withPage = { tab, page };
  return callListQuery.parse(page && callListQuery.safeParse(withPage).success ? withPage : { tab });
}

/** A case id from the detail route's `callID`, or null when it is not one. */
export function caseIdFrom(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
}
