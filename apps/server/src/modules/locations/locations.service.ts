import type { LocationQuery } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { locationsRepository } from './locations.repository.js';

/** A township has at most a few hundred wards and village tracts; a search returns the best few. */
const childLimit = 1_000;
const searchLimit = 50;

/** Places for the cascading pickers: children of a parent at a level, or a search by name (en, mm) or postcode. */
export async function listLocations({ db, query }: { db: Database; query: LocationQuery }) {
  const rows = await locationsRepository.list(db, {
    ...(query.level ? { level: query.level } : {}),
    ...(query.parent_id ? { parentId: query.parent_id } : {}),
    ...(query.search ? { search: query.search } : {}),
    limit: query.search ? searchLimit : childLimit,
  });
  return {
    data: rows.map((row) => ({
      id: row.id,
      level: row.level,
      name_en: row.nameEn,
      name_mm: row.nameMm,
      postcode: row.postcode,
      parent_id: row.parentId,
    })),
  };
}
