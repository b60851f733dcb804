import {
  defaultReportSpan,
  reportBucketOf,
  reportBuckets,
  reportEventOf,
  reportFamilyTypes,
  reportFiguresOf,
  yangonDay,
  type ReportQuery,
  type ReportResponse,
  type ReportScopeChoices,
  type ReportTab,
  type ReportType,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import { readableBranches, scopeBranches } from './report-scope.js';
import { reportsRepository, type ReportSums } from './reports.repository.js';

/** What a report tab counts: `accepted` every label (the families partition them), a report type its own labels. */
export function reportSelectionOf(tab: ReportTab): { event: ReturnType<typeof reportEventOf>; types: ReportType[] } {
  if (tab === 'accepted') return { event: 'accepted', types: [...reportFamilyTypes] };
  return { event: reportEventOf(tab), types: [tab] };
}

const zero: ReportSums = { labels: 0, cod_amount: 0, total_cost: 0 };
const plus = (a: ReportSums, b: ReportSums): ReportSums => ({
  labels: a.labels + b.labels,
  cod_amount: a.cod_amount + b.cod_amount,
  total_cost: a.total_cost + b.total_cost,
});

/**
 * GET /api/report (issue 13): a report tab over a period for the user's scope, read from the rollups (never the
 * labels): a row per day, month or year (empty ones too, so a chart has no gaps), the figures per branch, the charges
 * by fee name and the totals.
 */
export async function getReport({
  db,
  clock,
  actor,
  query,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  query: ReportQuery;
}): Promise<ReportResponse> {
  const companyBranches = await reportsRepository.listBranches(db, actor.companyId);
  const inScope = scopeBranches(actor, companyBranches, {
    scope: query.scope,
    branchId: query.branch_id,
    branchCollectionId: query.branch_collection_id,
  });
  const span =
    query.from !== undefined && query.to !== undefined
      ? { from: query.from, to: query.to }
      : defaultReportSpan(query.period, yangonDay(clock.now()));
  const { event, types } = reportSelectionOf(query.type);
  const filter = {
    companyId: actor.companyId,
    event,
    reportTypes: types,
    ...span,
    branchIds: inScope.map((branch) => branch.id),
  };
  const [sums, fees] = await Promise.all([
    // The emo report counts EMO money orders (issue 28 §3), not labels.
    query.type === 'emo' ? reportsRepository.emoSums(db, filter) : reportsRepository.sums(db, filter),
    event === 'accepted' ? reportsRepository.fees(db, filter) : Promise.resolve([]),
  ]);

  const byBucket = new Map<string, ReportSums>();
  for (const { day, ...row } of sums.days) {
    const bucket = reportBucketOf(query.period, day, span.from, span.to);
    byBucket.set(bucket, plus(byBucket.get(bucket) ?? zero, row));
  }
  const byBranch = new Map(sums.branches.map((row) => [row.branchId, row]));
  const totals = sums.branches.reduce<ReportSums>((sum, row) => plus(sum, row), zero);
  return {
    type: query.type,
    period: query.period,
    event,
    ...span,
    scope: query.scope,
    rows: reportBuckets(query.period, span.from, span.to).map((bucket) => ({
      period: bucket,
      ...reportFiguresOf(byBucket.get(bucket) ?? zero),
    })),
    branches: inScope
      .map(({ id, code, name_en, name_mm }) => ({
        branch: { id, code, name_en, name_mm },
        ...reportFiguresOf(byBranch.get(id) ?? zero),
      }))
      .sort((a, b) => b.parcel_count - a.parcel_count || a.branch.code.localeCompare(b.branch.code)),
    fees: fees.sort((a, b) => b.amount - a.amount),
    totals: reportFiguresOf(totals),
  };
}

/** GET /api/report/scopes: the branches the user reads reports of, and the collections they make up. */
export async function listReportScopes({ db, actor }: { db: Database; actor: Actor }): Promise<ReportScopeChoices> {
  const [companyBranches, collections] = await Promise.all([
    reportsRepository.listBranches(db, actor.companyId),
    reportsRepository.listCollections(db, actor.companyId),
  ]);
  const readable = readableBranches(actor, companyBranches);
  return {
    branches: readable.map(({ id, code, name_en, name_mm }) => ({ id, code, name_en, name_mm })),
    collections: collections
      .map((collection) => ({
        ...collection,
        branch_ids: readable.filter((branch) => branch.branchCollectionId === collection.id).map((branch) => branch.id),
      }))
      .filter((collection) => collection.branch_ids.length > 0),
    own_collection_id: actor.branchCollectionId,
  };
}
