import {
  customerDetailQuery,
  customerListQuery,
  paginatorDefaults,
  type CustomerDetailQuery,
  type CustomerListQuery,
} from '@waypost/domain';

/** The list's filters kept in the URL (with `page`). */
export const customerListFilterNames = ['search'] as const;

type Schema<T> = { safeParse(value: unknown): { success: boolean; data?: T } };
const reader =
  (params: URLSearchParams) =>
  <T>(schema: Schema<T>, name: string): T | undefined => {
    const parsed = schema.safeParse(params.get(name)?.trim() || undefined);
    return parsed.success ? parsed.data : undefined;
  };

/** The list query from the page URL, 9 rows a page; a value the API would refuse is left out, not sent. */
export function customerListQueryFrom(params: URLSearchParams): CustomerListQuery {
  const read = reader(params);
  const { shape } = customerListQuery;
  return customerListQuery.parse({
    search: read(shape.search, 'search'),
    page: read(shape.page, 'page'),
    per_page: paginatorDefaults.pageSize,
  });
}

/** The detail's labels tab (`?labels=sent|received`) and page from the page URL. */
export function customerDetailQueryFrom(params: URLSearchParams): CustomerDetailQuery {
  const read = reader(params);
  const { shape } = customerDetailQuery;
  return customerDetailQuery.parse({
    labels: read(shape.labels, 'labels'),
    page: read(shape.page, 'page'),
    per_page: paginatorDefaults.pageSize,
  });
}
