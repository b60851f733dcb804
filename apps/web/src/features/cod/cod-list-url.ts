import { codListQuery, codServiceStates, type CodListQuery, type CodServiceState } from '@waypost/domain';

/** The filters of /cod/{status}, as query parameters of both the page URL and GET /api/cod. */
export const codListFilterNames = ['merchant_id', 'branch_id', 'search'] as const;
export type CodListFilterName = (typeof codListFilterNames)[number];

export function isCodState(value: string | undefined): value is CodServiceState {
  return (codServiceStates as readonly (string | undefined)[]).includes(value);
}

/**
 * The list query of a page URL (/cod/{status}?merchant_id=&branch_id=&search=&page=). Filters that do not validate
 * are dropped one by one, so a mistyped id never blanks the whole list.
 */
export function codListQueryFrom(status: CodServiceState, params: URLSearchParams): CodListQuery {
  const base: Record<string, string> = { status };
  for (const name of ['page', 'per_page', ...codListFilterNames] as const) {
    const value = params.get(name)?.trim();
    if (value && codListQuery.safeParse({ ...base, [name]: value }).success) base[name] = value;
  }
  return codListQuery.parse(base);
}

/** The URL of another state's tab: the same merchant, branch and search, from its first page. */
export function codTabSearch(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of codListFilterNames) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `?${search}` : '';
}
