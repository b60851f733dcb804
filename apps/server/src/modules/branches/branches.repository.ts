import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { branches, locations } from '../../db/schema/index.js';

export const branchesRepository = {
  async listAll(tx: Database) {
    return tx
      .select({
        id: branches.id,
        code: branches.code,
        nameEn: branches.nameEn,
        nameMm: branches.nameMm,
        town: branches.town,
        type: branches.type,
        internationalMail: branches.internationalMail,
        townshipId: branches.townshipId,
        districtId: locations.parentId,
        regionId: branches.regionId,
      })
      .from(branches)
      .leftJoin(locations, eq(locations.id, branches.townshipId))
      .orderBy(asc(branches.id));
  },
};
