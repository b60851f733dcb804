import type { PublicBranchListResponse } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../plugins/request-context.js';
import { listBranches } from '../branches/branches.service.js';

/** GET /api/v1/branches: the key's company's branches, as a label's `deliver_branch_id` names them. */
export async function listPublicBranches({
  db,
  actor,
}: {
  db: Database;
  actor: Actor;
}): Promise<PublicBranchListResponse> {
  const { data } = await listBranches({ db, actor });
  return {
    data: data.map(({ id, code, name_en, name_mm, township_id }) => ({ id, code, name_en, name_mm, township_id })),
  };
}
