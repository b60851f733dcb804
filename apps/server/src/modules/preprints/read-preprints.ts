import type {
  PreprintDetailResponse,
  PreprintListQuery,
  PreprintListResponse,
  PreprintSheetResponse,
} from '@waypost/domain';
import type { Actor } from '../../plugins/request-context.js';
import { assertRangeVisible, preprintRangeOf, rangeScopeOf, type PreprintDeps } from './preprint-access.js';
import { preprintsRepository, type PreprintItemRow } from './preprints.repository.js';

/** The newest ranges a list shows (a branch issues a few a week). */
const listLimit = 500;

/** GET /api/preprint?merchant_id=&has_unused=: the ranges the actor's branch issued, newest first; head office all. */
export async function listPreprints({
  db,
  actor,
  query,
}: PreprintDeps & { actor: Actor; query: PreprintListQuery }): Promise<PreprintListResponse> {
  const rows = await preprintsRepository.listItems(db, {
    companyId: actor.companyId,
    branchId: rangeScopeOf(actor),
    merchantId: query.merchant_id,
    hasUnused: query.has_unused === undefined ? undefined : query.has_unused === 'true',
    limit: listLimit,
  });
  return { data: rows.map(preprintRangeOf) };
}

async function visibleRange(db: PreprintDeps['db'], actor: Actor, id: number): Promise<PreprintItemRow> {
  const row = await preprintsRepository.findItem(db, actor.companyId, id);
  assertRangeVisible(actor, row && row.range);
  return row!;
}

/** GET /api/preprint/{id}: the range with each code's state and the label that took it. */
export async function getPreprint({
  db,
  actor,
  id,
}: PreprintDeps & { actor: Actor; id: number }): Promise<PreprintDetailResponse> {
  const row = await visibleRange(db, actor, id);
  const codes = await preprintsRepository.codesOf(db, id);
  return {
    data: {
      ...preprintRangeOf(row),
      codes: codes.map((code) => ({
        tracking_code: code.trackingCode,
        state: code.state,
        label_id: code.labelId,
        used_at: code.usedAt ? code.usedAt.toISOString() : null,
      })),
    },
  };
}

/** GET /api/preprint/{id}/sheet: what the web's print page lays out on A4 (it draws the barcodes itself). */
export async function getPreprintSheet({
  db,
  actor,
  id,
}: PreprintDeps & { actor: Actor; id: number }): Promise<PreprintSheetResponse> {
  const row = await visibleRange(db, actor, id);
  const codes = await preprintsRepository.codesOf(db, id);
  return {
    id,
    type: row.range.type,
    merchant_name: row.merchant.name,
    branch_code: row.branch.code,
    codes: codes.map((code) => ({ tracking_code: code.trackingCode, state: code.state })),
  };
}
