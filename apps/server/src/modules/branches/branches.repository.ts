import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { branches, locations } from '../../db/schema/index.js';

export const branchesRepository = {
  /** The company's branches (another company's are never listed). */
  async listAll(tx: Database, companyId: number) {
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
        branchCollectionId: branches.branchCollectionId,
      })
      .from(branches)
      .leftJoin(locations, eq(locations.id, branches.townshipId))
      .where(eq(branches.companyId, companyId))
      .orderBy(asc(branches.id));
  },
};

/** A township with the district and region above it (a branch's town and region follow from its township). */
export async function findTownshipPlace(db: Database, townshipId: string) {
  const district = alias(locations, 'district');
  const [row] = await db
    .select({
      townshipId: locations.id,
      town: locations.nameEn,
      districtId: district.id,
      regionId: district.parentId,
      level: locations.level,
    })
    .from(locations)
    .leftJoin(district, eq(district.id, locations.parentId))
    .where(eq(locations.id, townshipId));
  return row && row.level === 'township' && row.regionId ? { ...row, regionId: row.regionId } : null;
}

export async function insertBranch(tx: Database, values: typeof branches.$inferInsert): Promise<number> {
  const [row] = await tx.insert(branches).values(values).returning({ id: branches.id });
  return row!.id;
}
