/**
 * Spec §3: "A region slug table maps Myanmar states and regions to short codes". The 15 states and regions (ISO
 * 3166-2:MM codes, the ids of the region rows) and their 3-letter codes. The reference data has no such codes and no
 * standard list exists: these are the abbreviations Myanmar businesses commonly use (YGN, MDY and NPT as the airports'
 * and branches' codes; the others the first consonants of the name), each exactly 3 letters (spec §5 slug rule).
 */
export const regionSlugs = {
  'MM-01': 'SGG', // Sagaing Region
  'MM-02': 'BGO', // Bago Region
  'MM-03': 'MGW', // Magway Region
  'MM-04': 'MDY', // Mandalay Region
  'MM-05': 'TNI', // Tanintharyi Region
  'MM-06': 'YGN', // Yangon Region
  'MM-07': 'AYY', // Ayeyarwady Region
  'MM-11': 'KCN', // Kachin State
  'MM-12': 'KYH', // Kayah State
  'MM-13': 'KYN', // Kayin State
  'MM-14': 'CHN', // Chin State
  'MM-15': 'MON', // Mon State
  'MM-16': 'RKE', // Rakhine State
  'MM-17': 'SHN', // Shan State
  'MM-18': 'NPT', // Nay Pyi Taw Union Territory
} as const satisfies Record<string, string>;
export type RegionId = keyof typeof regionSlugs;

/** A region's short code, or null for a place that is no region. */
export function regionSlugOf(regionId: string): string | null {
  return (regionSlugs as Record<string, string>)[regionId] ?? null;
}

/** The region a short code names ("ygn" too), or null. */
export function regionBySlug(slug: string): RegionId | null {
  const wanted = slug.trim().toUpperCase();
  const found = Object.entries(regionSlugs).find(([, code]) => code === wanted);
  return found ? (found[0] as RegionId) : null;
}
