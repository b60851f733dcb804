import {
  hasPermission,
  type AssignableRole,
  type AssignableStaffQuery,
  type AssignableStaffResponse,
  type Permission,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/request-context.js';
import { staffRepository } from './staff.repository.js';

/** Who may list whom: postmen for whoever gives out pickups, couriers for whoever sends runs out. */
const listedBy: Record<AssignableRole, Permission> = {
  postman: 'pickup-request.assign',
  courier: 'delivery.assign',
};

/**
 * The branch a field user must belong to for `actor` to give them work: the actor's own branch, or — for head
 * office, which works for every branch — the one named. Another branch is not found.
 */
export async function assignmentBranchOf(db: Database, actor: Actor, branchId: number | undefined): Promise<number> {
  if (!actor.allBranches) {
    if (!actor.branch || (branchId !== undefined && branchId !== actor.branch.id)) throw new AppError('NOT_FOUND');
    return actor.branch.id;
  }
  const id = branchId ?? actor.branch?.id;
  if (id === undefined || !(await staffRepository.findBranch(db, actor.companyId, id))) throw new AppError('NOT_FOUND');
  return id;
}

/** GET /api/staff/assignable: the active postmen or couriers of a branch. */
export async function listAssignableStaff({
  db,
  actor,
  query,
}: {
  db: Database;
  actor: Actor;
  query: AssignableStaffQuery;
}): Promise<AssignableStaffResponse> {
  if (!hasPermission(actor, listedBy[query.role])) throw new AppError('FORBIDDEN');
  const branchId = await assignmentBranchOf(db, actor, query.branch_id);
  return { data: await staffRepository.listActiveByRole(db, { branchId, role: query.role }) };
}
