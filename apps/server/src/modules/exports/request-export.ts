import {
  exportKindPermissions,
  hasPermission,
  lastPage,
  type ExportListQuery,
  type ExportListResponse,
  type ExportRequest,
  type Locale,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import { scopeBranches } from '../reports/report-scope.js';
import { reportsRepository } from '../reports/reports.repository.js';
import { getTrackByDate } from '../track-by-date/track-by-date.service.js';
import { exportItemOf, isValidExportLink } from './export-item.js';
import { exportsRepository } from './exports.repository.js';

/** What an export may show is checked when it is asked for, so a refusal is an answer, not a failed job. */
async function checkAccess(db: Database, actor: Actor, request: ExportRequest): Promise<void> {
  if (!hasPermission(actor, exportKindPermissions[request.kind])) throw new AppError('FORBIDDEN');
  if (request.kind === 'report' || request.kind === 'shipping_report') {
    scopeBranches(actor, await reportsRepository.listBranches(db, actor.companyId), {
      scope: request.params.scope,
      branchId: request.params.branch_id,
      branchCollectionId: request.params.branch_collection_id,
    });
  } else if (request.kind === 'track_by_date') {
    await getTrackByDate({ db, actor, query: request.params });
  }
}

/**
 * POST /api/export (issue 13): asks for a long export. The kind's permission and the user's scope are checked now;
 * the file is written by a worker (any API process), so the answer is at once: 202 with the job's id to follow.
 */
export async function requestExport({
  db,
  actor,
  request,
  locale,
  wake,
}: {
  db: Database;
  actor: Actor;
  request: ExportRequest;
  locale: Locale;
  /** Tells this process's worker there is work. */
  wake: () => void;
}): Promise<{ id: number }> {
  await checkAccess(db, actor, request);
  const id = await exportsRepository.insert(db, {
    companyId: actor.companyId,
    userId: actor.id,
    kind: request.kind,
    format: request.format,
    params: request.params,
    locale,
  });
  wake();
  return { id };
}

/** Head office sees every export of the company; anyone else his own. */
const ownerScope = (actor: Actor) => (actor.allBranches ? undefined : actor.id);

/** GET /api/export/{id}: the export's progress, and its signed download link while it lasts. */
export async function getExport({ db, clock, actor, id }: { db: Database; clock: Clock; actor: Actor; id: number }) {
  const job = await exportsRepository.find(db, actor.companyId, id);
  const owner = ownerScope(actor);
  if (!job || (owner !== undefined && job.userId !== owner)) throw new AppError('NOT_FOUND');
  return exportItemOf(db, job, clock.now());
}

/** GET /api/export: the exports of `/shipping-report/csv/list`, newest first. */
export async function listExports({
  db,
  clock,
  actor,
  query,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  query: ExportListQuery;
}): Promise<ExportListResponse> {
  const { rows, total } = await exportsRepository.list(db, {
    companyId: actor.companyId,
    userId: ownerScope(actor),
    offset: (query.page - 1) * query.per_page,
    limit: query.per_page,
  });
  const now = clock.now();
  return {
    current_page: query.page,
    data: await Promise.all(rows.map((job) => exportItemOf(db, job, now))),
    meta: { total, per_page: query.per_page, last_page: lastPage(total, query.per_page) },
  };
}

/**
 * GET /api/export/{id}/link?expires=&signature=: the export behind a signed link (no session: the link is the
 * permission) — what the shared pages (`/package/report/{hash}`, `/track-by-date/get-excel`) follow. Forged, stale
 * or expired: not found.
 */
export async function getExportByLink({
  db,
  clock,
  id,
  expires,
  signature,
}: {
  db: Database;
  clock: Clock;
  id: number;
  expires: number;
  signature: string;
}) {
  const now = clock.now();
  if (!(await isValidExportLink(db, { id, expires, signature, now }))) throw new AppError('NOT_FOUND');
  const job = await exportsRepository.findListed(db, id);
  if (!job) throw new AppError('NOT_FOUND');
  return exportItemOf(db, job, now);
}
