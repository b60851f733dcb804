import type { BranchCollectionItem, BranchCollectionRequest } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { refusingDuplicate } from '../../lib/refusing-duplicate.js';
import { databaseFactsOf } from '../../plugins/error-log.js';
import type { Actor } from '../../plugins/request-context.js';
import { branchCollectionsRepository as repository } from './branch-collections.repository.js';

interface Deps {
  db: Database;
  actor: Actor;
}

/** GET /api/branch-collection: the company's groups of branches, each with its branches and staff count. */
export async function listBranchCollections({ db, actor }: Deps, onlyId?: number) {
  const { groups, members, staff } = await repository.list(db, actor.companyId, onlyId);
  const staffOf = new Map(staff.map((row) => [row.collectionId, row.staff]));
  const data: BranchCollectionItem[] = groups.map((group) => ({
    id: group.id,
    code: group.code,
    name_en: group.nameEn,
    name_mm: group.nameMm,
    branches: members
      .filter((branch) => branch.collectionId === group.id)
      .map((branch) => ({ id: branch.id, code: branch.code, name_en: branch.nameEn, name_mm: branch.nameMm })),
    staff_count: staffOf.get(group.id) ?? 0,
  }));
  return { data };
}

async function itemOf(deps: Deps, id: number): Promise<BranchCollectionItem> {
  return (await listBranchCollections(deps, id)).data[0]!;
}

/** Every named branch must be the company's: another company's is refused like one that does not exist. */
async function checkBranches(db: Database, actor: Actor, branchIds: readonly number[]) {
  const found = await repository.companyBranchIds(db, actor.companyId, branchIds);
  if (branchIds.some((id) => !found.has(id)))
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { branch_ids: ['validation.noselectErrorMessage'] } });
}

const refusingTakenCode = <T>(write: () => Promise<T>) =>
  refusingDuplicate(write, {
    constraint: 'branch_collections_code_unique',
    field: 'code',
    key: 'validation.codeTaken',
  });

const columnsOf = (body: BranchCollectionRequest) => ({
  code: body.code,
  nameEn: body.name_en,
  nameMm: body.name_mm,
});

/** POST /api/branch-collection: a new group holding the named branches (taken out of the groups they were in). */
export async function createBranchCollection({ db, actor, body }: Deps & { body: BranchCollectionRequest }) {
  await checkBranches(db, actor, body.branch_ids);
  const id = await db.transaction(async (tx) => {
    const created = await refusingTakenCode(() => repository.insert(tx, actor.companyId, columnsOf(body)));
    await repository.setMembers(tx, actor.companyId, created, body.branch_ids);
    await recordAudit(tx, {
      actor,
      action: 'branch-collection.create',
      entity: 'branch_collection',
      entityId: created,
      after: body,
    });
    return created;
  });
  return itemOf({ db, actor }, id);
}

/** PUT /api/branch-collection/{id}: its code, names and exactly the branches it holds from now on. */
export async function updateBranchCollection({
  db,
  actor,
  id,
  body,
}: Deps & { id: number; body: BranchCollectionRequest }) {
  await checkBranches(db, actor, body.branch_ids);
  await db.transaction(async (tx) => {
    const before = await repository.lockOwned(tx, actor.companyId, id);
    if (!before) throw new AppError('NOT_FOUND');
    await refusingTakenCode(() => repository.update(tx, id, columnsOf(body)));
    await repository.setMembers(tx, actor.companyId, id, body.branch_ids);
    await recordAudit(tx, {
      actor,
      action: 'branch-collection.update',
      entity: 'branch_collection',
      entityId: id,
      after: body,
    });
  });
  return itemOf({ db, actor }, id);
}

/**
 * DELETE /api/branch-collection/{id}: its branches stay, in no group. A group staff still work across is refused
 * (409) — also when one is assigned while the delete runs: the users' foreign key has the last word.
 */
export async function deleteBranchCollection({ db, actor, id }: Deps & { id: number }): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const group = await repository.lockOwned(tx, actor.companyId, id);
      if (!group) throw new AppError('NOT_FOUND');
      if ((await repository.staffCount(tx, id)) > 0) throw new AppError('BRANCH_COLLECTION_IN_USE');
      await repository.delete(tx, id);
      await recordAudit(tx, {
        actor,
        action: 'branch-collection.delete',
        entity: 'branch_collection',
        entityId: id,
        before: group,
      });
    });
  } catch (error) {
    if (databaseFactsOf(error)?.code === '23503') throw new AppError('BRANCH_COLLECTION_IN_USE');
    throw error;
  }
}
