import type { LabelDetail, Locale } from '@waypost/domain';

type Place = { name_en: string; name_mm: string } | null;
const nameOf = (place: Place, locale: Locale) => (place ? (locale === 'mm' ? place.name_mm : place.name_en) : null);

export interface AddressLine {
  /** street (house no., street), address (free text), quarter (ward / village tract), area (township, district), region (with postcode) */
  part: 'street' | 'address' | 'quarter' | 'area' | 'region';
  text: string;
}

/**
 * One side's address as lines, street first and region last, in the reader's language; empty parts are left out.
 */
export function addressLines(label: LabelDetail, side: 'source' | 'destination', locale: Locale): AddressLine[] {
  const lines: Array<[AddressLine['part'], string | null]> = [
    ['street', [label[`${side}_no`], label[`${side}_street`]].filter(Boolean).join(', ')],
    ['address', label[`${side}_address`]],
    ['quarter', nameOf(label[`${side}_quarter`], locale)],
    [
      'area',
      [nameOf(label[`${side}_township`], locale), nameOf(label[`${side}_town`], locale)].filter(Boolean).join(', '),
    ],
    ['region', [nameOf(label[`${side}_region`], locale), label[`${side}_postcode`]].filter(Boolean).join(' ')],
  ];
  return lines.flatMap(([part, text]) => (text ? [{ part, text }] : []));
}

/** A township's name in the reader's language, or a dash. */
export function townshipName(place: Place, locale: Locale): string {
  return nameOf(place, locale) ?? '—';
}
