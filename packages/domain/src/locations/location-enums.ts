/**
 * Levels of Myanmar's administrative places as the product stores them. The spec's "town" level is the district
 * (MIMU's tier between region and township); its "quarter" is the ward. Streets are not in any source dataset.
 */
export const locationLevels = ['region', 'district', 'township', 'ward', 'village_tract'] as const;
export type LocationLevel = (typeof locationLevels)[number];
