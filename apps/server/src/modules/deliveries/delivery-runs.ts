import {
  hasPermission,
  lastPage,
  type DeliveryRunDetail,
  type DeliveryRunItem,
  type DeliveryRunListQuery,
  type DeliveryRunListResponse,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import { deliveriesRepository, type DeliveryRunRow } from './deliveries.repository.js';
import { deliveryRunLabels } from './delivery-run-labels.js';

/** What every delivery use case needs; each lives in its own file. */
export interface DeliveryDeps {
  db: Database;
  clock: Clock;
}

const noTally = { out: 0, delivered: 0, failed: 0, withdrawn: 0, codTotal: '0' };

/** Runs as lists show them, with their tallies (one grouped query for the page). */
async function runItemsOf(db: Database, rows: readonly DeliveryRunRow[]): Promise<DeliveryRunItem[]> {
  const tallies = await deliveriesRepository.runTallies(
    db,
    rows.map((row) => row.id),
  );
  const byRun = new Map(tallies.map((tally) => [tally.runId, tally]));
  return rows.map((row) => {
    const tally = byRun.get(row.id) ?? noTally;
    return {
      id: row.id,
      branch: { id: row.branch.id, code: row.branch.code, name_en: row.branch.nameEn, name_mm: row.branch.nameMm },
      courier: { id: row.courier.id, name: row.courier.name, phone: row.courier.phone },
      created_by: { id: row.creator.id, name: row.creator.name },
      created_at: row.createdAt.toISOString(),
      tally: { out: tally.out, delivered: tally.delivered, failed: tally.failed, withdrawn: tally.withdrawn },
      cod_total: Number(tally.codTotal),
    };
  });
}

/** The branch whose runs the actor manages: their own, or every branch for head office without one. */
const managedBranchOf = (actor: Actor) => (actor.allBranches ? actor.branch?.id : (actor.branch?.id ?? -1));

/** GET /api/delivery-run?courier_id=&page=: the branch's runs, newest first. */
export async function listDeliveryRuns({
  db,
  actor,
  query,
}: {
  db: Database;
  actor: Actor;
  query: DeliveryRunListQuery;
}): Promise<DeliveryRunListResponse> {
  const { rows, total } = await deliveriesRepository.listRuns(
    db,
    { companyId: actor.companyId, branchId: managedBranchOf(actor), courierId: query.courier_id },
    { limit: query.per_page, offset: (query.page - 1) * query.per_page },
  );
  return {
    current_page: query.page,
    data: await runItemsOf(db, rows),
    meta: { total, per_page: query.per_page, last_page: lastPage(total, query.per_page) },
  };
}

/** A run as its sheet shows it; null when there is none. */
export async function loadDeliveryRun(db: Database, companyId: number, runId: number) {
  const row = await deliveriesRepository.findRun(db, companyId, runId);
  if (!row) return null;
  const [[item], labels] = await Promise.all([runItemsOf(db, [row]), deliveryRunLabels.ofRuns(db, [row.id])]);
  return { row, detail: { ...item!, labels } satisfies DeliveryRunDetail };
}

/**
 * GET /api/delivery-run/{id}: the run sheet, for whoever sends out runs at its branch (head office: any branch) and
 * for the run's own courier; anyone else is told there is no such run.
 */
export async function getDeliveryRun({
  db,
  actor,
  runId,
}: {
  db: Database;
  actor: Actor;
  runId: number;
}): Promise<DeliveryRunDetail> {
  const run = await loadDeliveryRun(db, actor.companyId, runId);
  if (!run) throw new AppError('NOT_FOUND');
  const assigns =
    hasPermission(actor, 'delivery.assign') && (actor.allBranches || actor.branch?.id === run.row.branchId);
  if (!assigns && run.row.courierId !== actor.id) throw new AppError('NOT_FOUND');
  return run.detail;
}
