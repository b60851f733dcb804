import { sql, type SQL } from 'drizzle-orm';
import { labels } from '../../db/schema/index.js';
import type { Actor } from '../../plugins/request-context.js';

/**
 * Which of a customer's labels the actor may see, as the label screens decide (labels/label-access.ts): head office
 * every label; a branch user the labels their current branch is a side of (booking, delivering or via branch); a
 * user with neither none. The customer themselves (name, phone, township) is company-wide, like the saved-sender
 * lookup: any counter of the company serves a repeat customer.
 */
export type CustomerLabelScope = { kind: 'all' } | { kind: 'branch'; branchId: number } | { kind: 'none' };

export function customerLabelScopeOf(actor: Actor): CustomerLabelScope {
  if (actor.allBranches) return { kind: 'all' };
  return actor.branch ? { kind: 'branch', branchId: actor.branch.id } : { kind: 'none' };
}

/** The scope as a condition on `labels` (the customer's labels are already the company's). */
export function visibleLabelCondition(scope: CustomerLabelScope): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'branch':
      return sql`(${labels.acceptBranchId} = ${scope.branchId} or ${labels.deliverBranchId} = ${scope.branchId}
                  or ${labels.viaBranchId} = ${scope.branchId})`;
    case 'none':
      return sql`false`;
  }
}
