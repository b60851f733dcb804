import { z } from 'zod';

/** Spec §9: the paginator shows 9 rows per page and 2 page numbers either side of the current one. */
export const paginatorDefaults = { pageSize: 9, range: 2 } as const;

/** `?page=` of every paginated list; page numbers start at 1 (spec §9 "Agent list page starts at 1"). */
export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(paginatorDefaults.pageSize),
});
export type PaginationQuery = z.infer<typeof paginationQuery>;

const pageMeta = z.object({
  total: z.number().int().min(0),
  per_page: z.number().int().min(1),
  last_page: z.number().int().min(1),
});

/** Spec §3: "Pagination responses use current_page, data, meta". */
export function paginatedResponse<Item extends z.ZodType>(item: Item) {
  return z.object({ current_page: z.number().int().min(1), data: z.array(item), meta: pageMeta });
}

/** The last page of `total` rows (at least 1, so an empty list still has page 1). */
export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
