import type { ReportScope } from '@waypost/domain';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/request-context.js';
import type { ReportBranch } from './reports.repository.js';

/**
 * The branches a user may read reports of: head office every branch of the company; a region manager the branches
 * of his collection; anyone else his current and jointed branches.
 */
export function readableBranches(actor: Actor, companyBranches: readonly ReportBranch[]): ReportBranch[] {
  if (actor.allBranches) return [...companyBranches];
  const own = new Set([actor.branch?.id, ...actor.account.jointedBranches.map((branch) => branch.id)]);
  return companyBranches.filter(
    (branch) =>
      own.has(branch.id) ||
      (actor.branchCollectionId !== null && branch.branchCollectionId === actor.branchCollectionId),
  );
}

/**
 * The branches of a report's scope (spec §3 region choosers): every readable branch, one collection's, or one branch
 * (the current one unless named). Asking for a branch or collection the user may not read is not found.
 */
export function scopeBranches(
  actor: Actor,
  companyBranches: readonly ReportBranch[],
  { scope, branchId, branchCollectionId }: { scope: ReportScope; branchId?: number; branchCollectionId?: number },
): ReportBranch[] {
  const readable = readableBranches(actor, companyBranches);
  if (scope === 'all_branch') return readable;
  if (scope === 'branch') {
    const id = branchId ?? actor.branch?.id;
    if (id === undefined) {
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { branch_id: ['validation.noselectErrorMessage'] } });
    }
    const branch = readable.find((candidate) => candidate.id === id);
    if (!branch) throw new AppError('NOT_FOUND');
    return [branch];
  }
  const collection = branchCollectionId ?? actor.branchCollectionId ?? undefined;
  if (collection === undefined) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: { branch_collection_id: ['validation.noselectErrorMessage'] },
    });
  }
  const inCollection = readable.filter((branch) => branch.branchCollectionId === collection);
  if (inCollection.length === 0) throw new AppError('NOT_FOUND');
  return inCollection;
}
