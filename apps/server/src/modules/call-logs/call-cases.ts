import type { CallReason } from '@waypost/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { callCases } from '../../db/schema/index.js';

/**
 * Puts a label on the call list (issue 12), in the transaction of what made it need a call: a failed delivery, an
 * unreachable receiver, a return waiting for the sender. A label already on the list keeps its open case (and its
 * calls so far): one open case per label, by the partial unique index.
 */
export async function openCallCase(
  tx: Database,
  {
    companyId,
    labelId,
    branchId,
    reason,
    now,
  }: { companyId: number; labelId: number; branchId: number; reason: CallReason; now: Date },
): Promise<void> {
  await tx
    .insert(callCases)
    .values({ companyId, labelId, branchId, reason, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: callCases.labelId, where: sql`${callCases.state} = 'open'` });
}

/** Takes a label off the call list when it no longer needs a call (delivered after all, or sent back). */
export async function closeCallCase(tx: Database, { labelId, now }: { labelId: number; now: Date }): Promise<void> {
  await tx
    .update(callCases)
    .set({ state: 'complete', closedAt: now, updatedAt: now })
    .where(and(eq(callCases.labelId, labelId), eq(callCases.state, 'open')));
}
