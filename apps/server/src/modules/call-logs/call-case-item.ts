import type { CallCaseItem, CallLogItem } from '@waypost/domain';
import type { CallCaseListed, callLogsRepository } from './call-logs.repository.js';

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/** A listed case as the contract names it. */
export function callCaseItemOf(row: CallCaseListed): CallCaseItem {
  return {
    id: row.id,
    reason: row.reason,
    state: row.state,
    label_id: row.labelId,
    tracking_code: row.trackingCode,
    status: row.status,
    receiver_name: row.receiverName,
    receiver_phone: row.receiverPhone,
    sender_name: row.senderName,
    sender_phone: row.senderPhone,
    branch: { id: row.branch.id, code: row.branch.code, name_en: row.branch.nameEn, name_mm: row.branch.nameMm },
    call_count: row.callCount,
    last_outcome: row.lastOutcome,
    last_call_at: isoOrNull(row.lastCallAt),
    call_again_at: isoOrNull(row.callAgainAt),
    closed_at: isoOrNull(row.closedAt),
    created_at: row.createdAt.toISOString(),
  };
}

type CallRow = Awaited<ReturnType<typeof callLogsRepository.listCalls>>[number];

export function callLogItemOf(row: CallRow): CallLogItem {
  return {
    id: row.id,
    attempt: row.attempt,
    outcome: row.outcome,
    phone: row.phone,
    remark: row.remark,
    call_again_at: isoOrNull(row.callAgainAt),
    caller: { id: row.callerId, name: row.callerName },
    created_at: row.createdAt.toISOString(),
  };
}
