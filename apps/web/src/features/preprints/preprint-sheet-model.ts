/** Labels per A4 page of a preprinted sheet (2 columns × 6 rows). */
export const preprintsPerPage = 12;

/** The codes of a sheet in pages of `perPage`. */
export function sheetPages<T>(codes: readonly T[], perPage = preprintsPerPage): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < codes.length; start += perPage) pages.push(codes.slice(start, start + perPage));
  return pages;
}
