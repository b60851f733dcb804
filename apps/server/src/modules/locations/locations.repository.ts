import type { LocationLevel } from '@waypost/domain';
import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { branches, locations } from '../../db/schema/index.js';
import { escapeLike } from '../../db/like-pattern.js';

/** A place as the ancestry walk reads it. */
export interface PlaceLink {
  id: string;
  level: LocationLevel;
  parentId: string | null;
}

/** LIKE wildcards in user input are matched literally. */

export const locationsRepository = {
  async list(
    tx: Database,
    { level, parentId, search, limit }: { level?: LocationLevel; parentId?: string; search?: string; limit: number },
  ) {
    const conditions: SQL[] = [];
    if (level) conditions.push(eq(locations.level, level));
    if (parentId) conditions.push(eq(locations.parentId, parentId));
    if (search) {
      const pattern = `%${escapeLike(search)}%`;
      conditions.push(
        or(
          ilike(locations.nameEn, pattern),
          ilike(locations.nameMm, pattern),
          ilike(locations.postcode, `${escapeLike(search)}%`),
        )!,
      );
    }
    return tx
      .select({
        id: locations.id,
        level: locations.level,
        nameEn: locations.nameEn,
        nameMm: locations.nameMm,
        postcode: locations.postcode,
        parentId: locations.parentId,
        parentType: locations.parentType,
      })
      .from(locations)
      .where(and(...conditions))
      .orderBy(asc(locations.nameEn), asc(locations.id))
      .limit(limit);
  },

  /** The places with these ids, with their parents' ids (one level of an ancestry walk). */
  async findLinks(tx: Database, ids: readonly string[]): Promise<PlaceLink[]> {
    if (ids.length === 0) return [];
    return tx
      .select({ id: locations.id, level: locations.level, parentId: locations.parentId })
      .from(locations)
      .where(inArray(locations.id, [...ids]));
  },

  /** A company's branches where they stand (township, its district, region) and their township's postcode. */
  async servingBranches(tx: Database, companyId: number) {
    return tx
      .select({
        type: branches.type,
        township_id: branches.townshipId,
        district_id: locations.parentId,
        region_id: branches.regionId,
        postcode: locations.postcode,
      })
      .from(branches)
      .innerJoin(locations, eq(locations.id, branches.townshipId))
      .where(eq(branches.companyId, companyId))
      .orderBy(asc(branches.id));
  },
};
