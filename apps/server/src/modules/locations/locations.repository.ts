import type { LocationLevel } from '@waypost/domain';
import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { locations } from '../../db/schema/index.js';
import { escapeLike } from '../../db/like-pattern.js';

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
      })
      .from(locations)
      .where(and(...conditions))
      .orderBy(asc(locations.nameEn), asc(locations.id))
      .limit(limit);
  },
};
