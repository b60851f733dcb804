import type { Zone } from './fee-enums.js';
import type { PlaceSet, ZoneScheme } from './rate-table.js';

/** Where a parcel is picked up or delivered, by the location ids of the reference data. */
export interface ZonePlace {
  townshipId: string;
  /** The district (the spec's "town"); optional because district rules need it and region rules do not. */
  districtId?: string | null;
  regionId: string;
}

function inPlaceSet(place: ZonePlace, set: PlaceSet): boolean {
  return (
    set.region_ids.includes(place.regionId) ||
    (!!place.districtId && set.district_ids.includes(place.districtId)) ||
    set.township_ids.includes(place.townshipId)
  );
}

/** The metro area a place belongs to, or null. */
export function metroAreaOf(place: ZonePlace, scheme: ZoneScheme): string | null {
  return scheme.metro_areas.find((area) => inPlaceSet(place, area))?.code ?? null;
}

/**
 * The delivery zone between two places: within one township or one metro area → z1; either end remote → z4;
 * between two metro areas → z2; anything else → z3 (design glossary "Default domestic rates").
 */
export function zoneFor(source: ZonePlace, destination: ZonePlace, scheme: ZoneScheme): Zone {
  if (source.townshipId === destination.townshipId) return 'z1';
  if (inPlaceSet(source, scheme.remote) || inPlaceSet(destination, scheme.remote)) return 'z4';
  const from = metroAreaOf(source, scheme);
  const to = metroAreaOf(destination, scheme);
  if (from !== null && from === to) return 'z1';
  if (from !== null && to !== null) return 'z2';
  return 'z3';
}
