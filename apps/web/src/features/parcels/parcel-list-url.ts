import { labelListQuery, progressGroups, type LabelListQuery, type ProgressGroup } from '@waypost/domain';

/** The search bar's filters of the parcel screens, as query parameters of the page URL and GET /api/label. */
export const parcelFilterNames = ['search', 'branch', 'status', 'from', 'to'] as const;

export function isProgressGroup(value: string | undefined): value is ProgressGroup {
  return (progressGroups as readonly (string | undefined)[]).includes(value);
}

/**
 * The list query of a parcel screen: every label the user may see (the search tab), optionally one progress group,
 * with the URL's filters; filters that do not validate are dropped one by one.
 */
export function parcelListQueryFrom(params: URLSearchParams, group?: ProgressGroup): LabelListQuery {
  const base: Record<string, string> = { tab: 'search', ...(group ? { group } : {}) };
  for (const name of ['page', 'per_page', ...parcelFilterNames] as const) {
    const value = params.get(name)?.trim();
    if (value && labelListQuery.safeParse({ ...base, [name]: value }).success) base[name] = value;
  }
  return labelListQuery.parse(base);
}
