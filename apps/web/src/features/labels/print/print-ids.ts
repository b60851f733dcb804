import { maxPrintIds } from '@waypost/domain';

/** The label ids to print: `?ids=1,2,3` (multi-label print) or the one in the path; at most maxPrintIds per run. */
export function printIds(pathId: string | undefined, ids: string | null): number[] {
  const raw = ids ? ids.split(',') : [pathId ?? ''];
  const parsed = raw.map((part) => Number(part.trim())).filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(parsed)].slice(0, maxPrintIds);
}

/** How the sheets are laid out: one 100 × 150 mm page per label (`label`), or four labels per A4 page (`a4`). */
export type PrintLayout = 'label' | 'a4';

export function printLayout(value: string | null): PrintLayout {
  return value === 'a4' ? 'a4' : 'label';
}

/**
 * Labels packed, in order, into pages of `size` sheets (four per A4 page). A label's sheets stay on one page: one
 * with two sheets that would straddle a page break starts the next page instead.
 */
export function pagesOf<T>(items: readonly T[], size: number, sheetsOf: (item: T) => number = () => 1): T[][] {
  const pages: T[][] = [];
  let used = size;
  for (const item of items) {
    const sheets = Math.min(sheetsOf(item), size);
    if (used + sheets > size) {
      pages.push([]);
      used = 0;
    }
    pages.at(-1)!.push(item);
    used += sheets;
  }
  return pages;
}
