import {
  keepsCaseOpen,
  labelPhonesOf,
  toStoredPhone,
  type CallLogCreate,
  type CallLogCreateResponse,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { runIdempotentIfKeyed } from '../../lib/idempotency.js';
import type { Actor } from '../../plugins/request-context.js';
import { callCaseItemOf, callLogItemOf } from './call-case-item.js';
import { callCaseScopeOf, isInScope } from './call-case-scope.js';
import { callLogsRepository } from './call-logs.repository.js';
import type { CallLogDeps } from './list-call-cases.js';

/** The case as it is now, with the call just recorded. */
async function answerOf(
  tx: Database,
  companyId: number,
  caseId: number,
  callId: number,
): Promise<CallLogCreateResponse> {
  const row = await callLogsRepository.findCase(tx, companyId, caseId);
  const calls = await callLogsRepository.listCalls(tx, caseId);
  const recorded = calls.find((candidate) => candidate.id === callId)!;
  return { data: { ...callCaseItemOf(row!), call: callLogItemOf(recorded) } };
}

/**
 * POST /api/call-list/{labelId}/calls: records a call on the label's open case, under the case's row lock (two
 * callers at once both land, counted in turn). Call Complete closes the case; No Answer and Busy keep it open, due
 * again at the chosen time (none = now). A label not on the actor's list is 404; one whose case is closed, 409. With an
 * Idempotency-Key the call is recorded once per key (a double click or a retry gets the first answer, even once the
 * call has closed the case).
 */
export async function recordCall({
  db,
  clock,
  actor,
  labelId,
  call,
  idempotencyKey,
}: CallLogDeps & {
  actor: Actor;
  labelId: number;
  call: CallLogCreate;
  /** Absent for the seeds; a route passes its header. */
  idempotencyKey?: string | undefined;
}): Promise<CallLogCreateResponse> {
  const scope = callCaseScopeOf(actor);
  const now = clock.now();
  const key = { userId: actor.id, route: 'POST /api/call-list/:labelId/calls', key: idempotencyKey };
  const answer = await db.transaction((tx) =>
    runIdempotentIfKeyed(tx, { ...key, request: { labelId, ...call } }, async () => {
      const open = await callLogsRepository.lockOpenCase(tx, actor.companyId, labelId);
      if (!open || !isInScope(scope, open.branchId)) {
        if (!open && (await callLogsRepository.findNewestCaseOfLabel(tx, scope, labelId)))
          throw new AppError('CONFLICT');
        throw new AppError('NOT_FOUND');
      }
      const label = await callLogsRepository.findLabelPhones(tx, labelId);
      const phones = label ? labelPhonesOf(label).map((known) => toStoredPhone(known.phone)) : [];
      if (!phones.includes(call.phone)) {
        throw new AppError('VALIDATION_FAILED', { fieldErrors: { phone: ['callLog.phoneNotOfLabel'] } });
      }
      const callAgainAt = call.call_again_at ? new Date(call.call_again_at) : null;
      if (callAgainAt && callAgainAt.getTime() <= now.getTime()) {
        throw new AppError('VALIDATION_FAILED', { fieldErrors: { call_again_at: ['callLog.callAgainPast'] } });
      }
      const callId = await callLogsRepository.insertCall(tx, {
        callCaseId: open.id,
        attempt: call.attempt,
        outcome: call.outcome,
        phone: call.phone,
        remark: call.remark || null,
        callAgainAt,
        callerId: actor.id,
        createdAt: now,
      });
      const stillOpen = keepsCaseOpen(call.outcome);
      const after = {
        state: stillOpen ? ('open' as const) : ('complete' as const),
        callCount: open.callCount + 1,
        lastCallAt: now,
        callAgainAt: stillOpen ? callAgainAt : null,
        closedAt: stillOpen ? null : now,
        updatedAt: now,
      };
      await callLogsRepository.updateCase(tx, open.id, after);
      // Read before the audit row: its insert holds the audit chain's lock until the transaction ends.
      const body = await answerOf(tx, actor.companyId, open.id, callId);
      await recordAudit(tx, {
        actor,
        action: 'call-log.create',
        entity: 'call_case',
        entityId: open.id,
        before: { state: open.state, call_count: open.callCount, call_again_at: open.callAgainAt },
        after: {
          call_id: callId,
          attempt: call.attempt,
          outcome: call.outcome,
          state: after.state,
          call_count: after.callCount,
          call_again_at: after.callAgainAt,
        },
      });
      return { status: 201, body };
    }),
  );
  return answer.body;
}
