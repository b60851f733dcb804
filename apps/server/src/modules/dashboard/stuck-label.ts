import { daysSince, type LabelStatus, type StuckLabel } from '@waypost/domain';
import type { ReportBranch } from '../reports/reports.repository.js';
import type { StuckRow } from './dashboard.repository.js';

const branchRef = (branch: ReportBranch | undefined, id: number) => ({
  id,
  code: branch?.code ?? '',
  name_en: branch?.name_en ?? '',
  name_mm: branch?.name_mm ?? '',
});

/** A stuck label as the dashboard and the stuck list show it: its branches by name, how long it has not moved. */
export function stuckLabelOf(row: StuckRow, branches: ReadonlyMap<number, ReportBranch>, now: Date): StuckLabel {
  return {
    id: row.id,
    tracking_code: row.trackingCode,
    status: row.status as LabelStatus,
    accept_branch: branchRef(branches.get(row.acceptBranchId), row.acceptBranchId),
    deliver_branch: branchRef(branches.get(row.deliverBranchId), row.deliverBranchId),
    last_moved_at: row.updatedAt.toISOString(),
    days_stuck: daysSince(row.updatedAt, now),
  };
}
