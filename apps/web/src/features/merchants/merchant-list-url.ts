import { merchantListQuery, paginatorDefaults, type MerchantListQuery } from '@waypost/domain';

/** The list's filters kept in the URL (with `page`). */
export const merchantListFilterNames = ['search', 'home_branch_id'] as const;

/** The list query from the page URL, 9 rows a page; a value the API would refuse is left out, not sent. */
export function merchantListQueryFrom(params: URLSearchParams): MerchantListQuery {
  const { shape } = merchantListQuery;
  const read = <T>(schema: { safeParse(value: unknown): { success: boolean; data?: T } }, name: string) => {
    const parsed = schema.safeParse(params.get(name)?.trim() || undefined);
    return parsed.success ? parsed.data : undefined;
  };
  return merchantListQuery.parse({
    search: read(shape.search, 'search'),
    home_branch_id: read(shape.home_branch_id, 'home_branch_id'),
    page: read(shape.page, 'page'),
    per_page: paginatorDefaults.pageSize,
  });
}
