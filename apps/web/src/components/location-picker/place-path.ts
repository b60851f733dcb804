import type { Locale, LocationItem } from '@waypost/domain';

/** A place's name in the reader's language (places have English and Burmese names; Chinese readers get English). */
export function placeName(place: Pick<LocationItem, 'name_en' | 'name_mm'>, locale: Locale): string {
  return locale === 'mm' ? place.name_mm : place.name_en;
}

/** The places chosen down to a township. */
export interface PlacePath {
  region?: LocationItem;
  district?: LocationItem;
  township?: LocationItem;
}
