import { clearanceListQuery, type ClearanceListQuery } from '@waypost/domain';

/** The filters of /cod-clearance, as query parameters of both the page URL and GET /api/cod-clearance. */
export const clearanceListFilterNames = ['merchant_id', 'status'] as const;

/** The list query of a page URL; filters that do not validate are dropped one by one. */
export function clearanceListQueryFrom(params: URLSearchParams): ClearanceListQuery {
  const base: Record<string, string> = {};
  for (const name of ['page', 'per_page', ...clearanceListFilterNames] as const) {
    const value = params.get(name)?.trim();
    if (value && clearanceListQuery.safeParse({ ...base, [name]: value }).success) base[name] = value;
  }
  return clearanceListQuery.parse(base);
}

/** The merchant a page's `?merchant_id=` names, or undefined. */
export function merchantIdFrom(params: URLSearchParams): number | undefined {
  const value = Number(params.get('merchant_id'));
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}
