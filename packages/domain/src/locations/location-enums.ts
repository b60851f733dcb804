/**
 * Levels of Myanmar's administrative places as the product stores them. The spec's "town" level is the district
 * (MIMU's tier between region and township); its "quarter" is the ward. Streets (spec §3 "Location levels") are in no
 * source dataset: the level exists so that a street list (OpenStreetMap, say) can be loaded under the wards, but none
 * is seeded, and a label's street stays the text the clerk typed (a street created on every first use would turn
 * typos into places and change the reference data — which every client reloads — on every booking).
 */
export const locationLevels = ['region', 'district', 'township', 'ward', 'village_tract', 'street'] as const;
export type LocationLevel = (typeof locationLevels)[number];

/** The level a place's parent has (spec §3 `parent_type`): none for a region. */
export const parentLevelOf = {
  region: null,
  district: 'region',
  township: 'district',
  ward: 'township',
  village_tract: 'township',
  street: 'ward',
} as const satisfies Record<LocationLevel, LocationLevel | null>;
