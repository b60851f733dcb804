import type { Database } from '../../db/client.js';
import { branchesRepository } from './branches.repository.js';

/** Every branch, for pickers and filters (spec §7 GET /api/branch/all). */
export async function listBranches({ db }: { db: Database }) {
  const rows = await branchesRepository.listAll(db);
  return {
    data: rows.map((row) => ({
      id: row.id,
      code: row.code,
      name_en: row.nameEn,
      name_mm: row.nameMm,
      town: row.town,
      type: row.type,
      international_mail: row.internationalMail,
      township_id: row.townshipId,
      district_id: row.districtId,
      region_id: row.regionId,
    })),
  };
}
