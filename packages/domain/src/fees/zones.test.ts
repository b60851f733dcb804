import { describe, expect, it } from 'vitest';
import { defaultRateTable } from './rate-table.js';
import { metroAreaOf, zoneFor, type ZonePlace } from './zones.js';

const scheme = defaultRateTable.zones;
const pazundaung: ZonePlace = { townshipId: 'MMR013016', districtId: 'MMR013D003', regionId: 'MM-06' };
const hlaing: ZonePlace = { townshipId: 'MMR013030', districtId: 'MMR013D004', regionId: 'MM-06' };
const chanayethazan: ZonePlace = { townshipId: 'MMR010002', districtId: 'MMR010D001', regionId: 'MM-04' };
const pyinoolwin: ZonePlace = { townshipId: 'MMR010009', districtId: 'MMR010D002', regionId: 'MM-04' };
const pyinmana: ZonePlace = { townshipId: 'MMR018006', districtId: 'MMR018D002', regionId: 'MM-18' };
const taunggyi: ZonePlace = { townshipId: 'MMR014001', districtId: 'MMR014D001', regionId: 'MM-17' };
const kengtung: ZonePlace = { townshipId: 'MMR016001', districtId: 'MMR016D001', regionId: 'MM-17' };
const hakha: ZonePlace = { townshipId: 'MMR004006', districtId: 'MMR004D003', regionId: 'MM-14' };
const noDistrict: ZonePlace = { townshipId: 'X1', regionId: 'MM-03' };

describe('zoneFor (design glossary zones)', () => {
  it.each<[string, ZonePlace, ZonePlace, string]>([
    ['within Yangon', pazundaung, hlaing, 'z1'],
    ['within one township anywhere', hakha, hakha, 'z1'],
    ['Yangon → Mandalay', pazundaung, chanayethazan, 'z2'],
    ['Mandalay → Nay Pyi Taw', chanayethazan, pyinmana, 'z2'],
    ['Yangon → Taunggyi', pazundaung, taunggyi, 'z3'],
    ['Mandalay → Pyin Oo Lwin (outside Mandalay district)', chanayethazan, pyinoolwin, 'z3'],
    ['Yangon → Kengtung (remote district)', pazundaung, kengtung, 'z4'],
    ['Hakha (remote region) → Yangon', hakha, pazundaung, 'z4'],
    ['places without a district', noDistrict, taunggyi, 'z3'],
  ])('%s → %s', (_name, from, to, zone) => {
    expect(zoneFor(from, to, scheme)).toBe(zone);
  });

  it('matches metro areas by region, district or township', () => {
    expect(metroAreaOf(pazundaung, scheme)).toBe('YGN');
    expect(metroAreaOf(chanayethazan, scheme)).toBe('MDY');
    expect(metroAreaOf(taunggyi, scheme)).toBeNull();
    const byTownship = {
      ...scheme,
      metro_areas: [{ code: 'TGI', region_ids: [], district_ids: [], township_ids: ['MMR014001'] }],
    };
    expect(metroAreaOf(taunggyi, byTownship)).toBe('TGI');
  });
});
