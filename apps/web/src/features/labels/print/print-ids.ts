/** Labels one print run takes: an imported file's labels at once (issue 13.5). */
export const maxPrintIds = 500;

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

/** The labels in pages of `size` (four per A4 page). */
export function pagesOf<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages;
}
