/** One slot of the paginator: a page number or a gap (spec §2 "first/last with ellipses"). */
export type PaginatorItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; side: 'start' | 'end' };

/**
 * The page numbers to show: the first and the last page, `range` pages either side of the current one, and an
 * ellipsis for each gap of two or more pages (a gap of one page shows that page instead).
 */
export function paginatorItems(current: number, last: number, range: number): PaginatorItem[] {
  const total = Math.max(1, Math.floor(last));
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  const from = Math.max(1, page - range);
  const to = Math.min(total, page + range);
  const items: PaginatorItem[] = [];
  if (from > 1) {
    items.push({ kind: 'page', page: 1 });
    if (from === 3) items.push({ kind: 'page', page: 2 });
    else if (from > 3) items.push({ kind: 'ellipsis', side: 'start' });
  }
  for (let number = from; number <= to; number += 1) items.push({ kind: 'page', page: number });
  if (to < total) {
    if (to === total - 2) items.push({ kind: 'page', page: total - 1 });
    else if (to < total - 2) items.push({ kind: 'ellipsis', side: 'end' });
    items.push({ kind: 'page', page: total });
  }
  return items;
}

/**
 * The page a Go-to-page entry names, or null when it is not a whole number within 1..last (spec §2: such entries are
 * ignored). Myanmar digits are read too.
 */
export function goToPageTarget(entry: string, last: number): number | null {
  const ascii = entry.trim().replace(/[\u1040-\u1049]/g, (digit) => String(digit.charCodeAt(0) - 0x1040));
  if (!/^\d+$/.test(ascii)) return null;
  const page = Number(ascii);
  return page >= 1 && page <= last ? page : null;
}
