import type { BranchCreateRequest, BranchListItem } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { refusingDuplicate } from '../../lib/refusing-duplicate.js';
import type { Actor } from '../../plugins/request-context.js';
import { branchesRepository, findTownshipPlace, insertBranch } from './branches.repository.js';

/** Every branch of the user's company, for pickers and filters (spec §7 GET /api/branch/all). */
export async function listBranches({ db, actor }: { db: Database; actor: Actor }) {
  const rows = await branchesRepository.listAll(db, actor.companyId);
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
      branch_collection_id: row.branchCollectionId,
    })),
  };
}

/**
 * POST /api/branch: a new branch of the user's company, where its township is (its town and region from there). Its
 * code is unique across the system (labels and searches name branches by it). Every browser's branch list refreshes,
 * as the reference data version moves with it (migration 0001).
 */
export async function createBranch({
  db,
  actor,
  body,
}: {
  db: Database;
  actor: Actor;
  body: BranchCreateRequest;
}): Promise<BranchListItem> {
  const place = await findTownshipPlace(db, body.township_id);
  if (!place)
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { township_id: ['validation.noselectErrorMessage'] } });
  const id = await db.transaction(async (tx) => {
    const created = await refusingDuplicate(
      () =>
        insertBranch(tx, {
          companyId: actor.companyId,
          code: body.code,
          nameEn: body.name_en,
          nameMm: body.name_mm,
          type: body.type,
          town: place.town,
          townshipId: place.townshipId,
          regionId: place.regionId,
          internationalMail: body.international_mail,
        }),
      { constraint: 'branches_code_unique', field: 'code', key: 'validation.codeTaken' },
    );
    await recordAudit(tx, { actor, action: 'branch.create', entity: 'branch', entityId: created, after: body });
    return created;
  });
  return (await listBranches({ db, actor })).data.find((branch) => branch.id === id)!;
}
