import {
  accountStatuses,
  paginatorDefaults,
  staffListQuery,
  type AccountStatus,
  type StaffListQuery,
} from '@waypost/domain';

/** The list's filters kept in the URL (with `page`). */
export const staffListFilterNames = ['search'] as const;

/** The tabs are the account statuses: /staff/active, /staff/suspend, /staff/ban. */
export function isStaffTab(value: string | undefined): value is AccountStatus {
  return (accountStatuses as readonly (string | undefined)[]).includes(value);
}

/** The list query of /staff/{tab}?search=&page=, 9 rows a page; a value the API would refuse is left out. */
export function staffListQueryFrom(tab: AccountStatus, params: URLSearchParams): StaffListQuery {
  const { shape } = staffListQuery;
  const read = <T>(schema: { safeParse(value: unknown): { success: boolean; data?: T } }, name: string) => {
    const parsed = schema.safeParse(params.get(name)?.trim() || undefined);
    return parsed.success ? parsed.data : undefined;
  };
  return staffListQuery.parse({
    tab,
    search: read(shape.search, 'search'),
    page: read(shape.page, 'page'),
    per_page: paginatorDefaults.pageSize,
  });
}

/**
 * The query string another tab opens with: the search is kept (the tab counts are of the search, so the count read
 * on a tab is what it shows), the page starts again from 1.
 */
export function staffTabSearch(params: URLSearchParams): string {
  const next = new URLSearchParams();
  for (const name of staffListFilterNames) {
    const value = params.get(name)?.trim();
    if (value) next.set(name, value);
  }
  const search = next.toString();
  return search ? `?${search}` : '';
}

/**
 * The statuses a member of a tab can be moved to from the list: an active member suspended or banned, a suspended
 * one activated again or banned, a banned one only activated again.
 */
export function statusChangesFrom(status: AccountStatus): readonly AccountStatus[] {
  const changes: Record<AccountStatus, readonly AccountStatus[]> = {
    active: ['suspend', 'ban'],
    suspend: ['active', 'ban'],
    ban: ['active'],
  };
  return changes[status];
}

/** The action that moves a member to a status, as its button's test id and text key say it. */
export const statusActionOf: Record<AccountStatus, 'activate' | 'suspend' | 'ban'> = {
  active: 'activate',
  suspend: 'suspend',
  ban: 'ban',
};
