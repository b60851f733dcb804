import type { Actor } from '../../plugins/request-context.js';
import type { CallCaseScope } from './call-logs.repository.js';

/**
 * Whose cases the actor works: a branch user its branch's (where the parcel waits), the roles working without a
 * branch (customer service, the call centre, head office) the whole company's. A user with neither sees none.
 */
export function callCaseScopeOf(actor: Actor): CallCaseScope {
  if (actor.allBranches) return { companyId: actor.companyId };
  return { companyId: actor.companyId, branchId: actor.branch?.id ?? -1 };
}

/** Whether a case of `branchId` is within the scope (another branch's case is a 404). */
export function isInScope(scope: CallCaseScope, branchId: number): boolean {
  return scope.branchId === undefined || scope.branchId === branchId;
}
