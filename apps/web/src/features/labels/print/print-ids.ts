/** The label ids to print: `?ids=1,2,3` (multi-label print) or the one in the path; at most 100 per sheet run. */
export function printIds(pathId: string | undefined, ids: string | null): number[] {
  const raw = ids ? ids.split(',') : [pathId ?? ''];
  const parsed = raw.map((part) => Number(part.trim())).filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(parsed)].slice(0, 100);
}
