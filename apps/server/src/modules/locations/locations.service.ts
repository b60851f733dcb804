import { branchServing, regionSlugOf, type LocationQuery, type PlaceIds } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { locationsRepository, type PlaceLink } from './locations.repository.js';

/** A township has at most a few hundred wards and village tracts; a search returns the best few. */
const childLimit = 1_000;
const searchLimit = 50;
/** Street → ward → township → district → region: at most four steps up. */
const maxDepth = 4;

/** Every place above the given ones (the links of their parents, grandparents…), by id. */
async function ancestryOf(db: Database, places: readonly PlaceLink[]): Promise<Map<string, PlaceLink>> {
  const known = new Map(places.map((place) => [place.id, place]));
  let wanted = places.map((place) => place.parentId);
  for (let depth = 0; depth < maxDepth; depth++) {
    const ids = [...new Set(wanted.filter((id): id is string => id !== null && !known.has(id)))];
    if (ids.length === 0) break;
    const found = await locationsRepository.findLinks(db, ids);
    for (const place of found) known.set(place.id, place);
    wanted = found.map((place) => place.parentId);
  }
  return known;
}

/** The township, district and region a place is in (or is). */
function placeIdsOf(place: PlaceLink, known: Map<string, PlaceLink>): PlaceIds {
  const ids: PlaceIds = {};
  for (let at: PlaceLink | undefined = place; at; at = at.parentId ? known.get(at.parentId) : undefined) {
    if (at.level === 'township') ids.townshipId = at.id;
    else if (at.level === 'district') ids.districtId = at.id;
    else if (at.level === 'region') ids.regionId = at.id;
  }
  return ids;
}

/**
 * Places for the cascading pickers: children of a parent at a level, or a search by name (en, mm) or postcode; each
 * with its parent's level, its region's short code when a region, and the postcode of the company's branch serving
 * it (branchServing: a branch in its township, else district, else region).
 */
export async function listLocations({
  db,
  companyId,
  query,
}: {
  db: Database;
  companyId: number;
  query: LocationQuery;
}) {
  const [rows, branches] = await Promise.all([
    locationsRepository.list(db, {
      ...(query.level ? { level: query.level } : {}),
      ...(query.parent_id ? { parentId: query.parent_id } : {}),
      ...(query.search ? { search: query.search } : {}),
      limit: query.search ? searchLimit : childLimit,
    }),
    locationsRepository.servingBranches(db, companyId),
  ]);
  const known = await ancestryOf(db, rows);
  return {
    data: rows.map((row) => ({
      id: row.id,
      level: row.level,
      name_en: row.nameEn,
      name_mm: row.nameMm,
      postcode: row.postcode,
      parent_id: row.parentId,
      parent_type: row.parentType,
      branch_postcode: branchServing(branches, placeIdsOf(row, known))?.postcode ?? null,
      slug: row.level === 'region' ? regionSlugOf(row.id) : null,
    })),
  };
}
