import {
  lastPage,
  labelPhonesOf,
  type CallCaseDetailResponse,
  type CallListQuery,
  type CallListResponse,
  type CallReason,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import { callCaseItemOf, callLogItemOf } from './call-case-item.js';
import { callCaseScopeOf, isInScope } from './call-case-scope.js';
import { callLogsRepository } from './call-logs.repository.js';

export interface CallLogDeps {
  db: Database;
  clock: Clock;
}

/** GET /api/call-list?tab=: one page of a tab of the actor's call list. */
export async function listCallCases({
  db,
  clock,
  actor,
  query,
}: CallLogDeps & { actor: Actor; query: CallListQuery }): Promise<CallListResponse> {
  const { page, per_page } = query;
  const { rows, total } = await callLogsRepository.listCases(db, callCaseScopeOf(actor), {
    tab: query.tab,
    now: clock.now(),
    limit: per_page,
    offset: (page - 1) * per_page,
  });
  return {
    current_page: page,
    data: rows.map(callCaseItemOf),
    meta: { total, per_page, last_page: lastPage(total, per_page) },
  };
}

/** GET /api/call-list/{type}/detail/{callId}: a case with its label's phones and every call; a wrong type is 404. */
export async function getCallCase({
  db,
  actor,
  type,
  caseId,
}: Pick<CallLogDeps, 'db'> & { actor: Actor; type: CallReason; caseId: number }): Promise<CallCaseDetailResponse> {
  const row = await callLogsRepository.findCase(db, actor.companyId, caseId);
  if (!row || row.reason !== type || !isInScope(callCaseScopeOf(actor), row.branchId)) throw new AppError('NOT_FOUND');
  const [calls, failed] = await Promise.all([
    callLogsRepository.listCalls(db, caseId),
    callLogsRepository.findLastFailedDelivery(db, row.labelId),
  ]);
  return {
    data: {
      ...callCaseItemOf(row),
      phones: labelPhonesOf({
        receiverPhone: row.receiverPhone,
        contactPhones: row.contactPhones,
        senderPhone: row.senderPhone,
      }),
      calls: calls.map(callLogItemOf),
      last_failed_delivery: failed && {
        courier: { id: failed.courierId, name: failed.courierName },
        failure_reason: failed.failureReason,
        note: failed.note,
        finished_at: failed.finishedAt?.toISOString() ?? null,
      },
    },
  };
}
