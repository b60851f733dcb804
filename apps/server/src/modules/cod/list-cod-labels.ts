import { lastPage, type CodListQuery, type CodPendingQuery, type CodServiceState } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { fieldError } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/request-context.js';
import { memberMerchantId } from '../merchant-users/merchant-scope.js';
import { codLabelItemOf } from './cod-label-item.js';
import { codListWhere, codRepository } from './cod.repository.js';

/** A branch user sees its own branch's COD; head office and finance see every branch (`allBranches`). */
const ownBranchOf = (actor: Actor) => (actor.allBranches ? undefined : (actor.branch?.id ?? -1));

/**
 * Whose COD a list shows: the signed-in staff's branch scope (his branch; head office and finance every branch), or
 * one merchant's, booked at any branch (a merchant's members: his merchant is the scope, not his home branch).
 */
export type CodScope = { kind: 'branch' } | { kind: 'merchant'; merchantId: number };

/** The scope of the signed-in user: a merchant's member his merchant's, staff their branch's. */
export function codScopeOf(actor: Actor): CodScope {
  const merchantId = memberMerchantId(actor);
  return merchantId === null ? { kind: 'branch' } : { kind: 'merchant', merchantId };
}

async function page(
  db: Database,
  { companyId, ownBranchId }: { companyId: number; ownBranchId: number | undefined },
  filter: {
    states: readonly CodServiceState[];
    merchantId?: number;
    collectBranchId?: number;
    search?: string;
    atBranchOnly?: boolean;
  },
  { page, per_page }: { page: number; per_page: number },
) {
  const listFilter = codListWhere({ companyId, ownBranchId, ...filter });
  const { rows, totals } = await codRepository.listCodLabels(db, listFilter, {
    limit: per_page,
    offset: (page - 1) * per_page,
  });
  return {
    current_page: page,
    data: rows.map(codLabelItemOf),
    meta: { total: totals.count, per_page, last_page: lastPage(totals.count, per_page) },
    totals: { count: totals.count, cod_amount: totals.codAmount, cod_charge: totals.codCharge },
  };
}

/**
 * GET /api/cod?status=…: COD labels in one state (`/cod/{status}`), with what they add up to. Collected labels
 * (process) are the remittance's list: those whose cash a courier still holds are not at the branch to remit yet.
 */
export function listCodLabels({ db, actor, query }: { db: Database; actor: Actor; query: CodListQuery }) {
  return page(
    db,
    { companyId: actor.companyId, ownBranchId: ownBranchOf(actor) },
    {
      states: [query.status],
      ...(query.status === 'process' ? { atBranchOnly: true } : {}),
      ...(query.merchant_id === undefined ? {} : { merchantId: query.merchant_id }),
      ...(query.branch_id === undefined ? {} : { collectBranchId: query.branch_id }),
      ...(query.search === undefined ? {} : { search: query.search }),
    },
    query,
  );
}

/**
 * GET /api/cod-pending: a merchant's COD not paid out yet — collected, remitted or in a pending batch
 * (cod_pending) — or paid out (cod_delivered); spec §4 merchant clearance tabs.
 */
export function listCodPending({
  db,
  actor,
  scope,
  query,
}: {
  db: Database;
  actor: Actor;
  scope: CodScope;
  query: CodPendingQuery;
}) {
  const states: readonly CodServiceState[] =
    query.tab === 'cod_pending' ? ['process', 'ready_to_clearance', 'clearance'] : ['complete'];
  const merchantId = scope.kind === 'merchant' ? scope.merchantId : query.merchant_id;
  if (merchantId === undefined) throw fieldError('merchant_id', 'validation.noselectErrorMessage');
  const ownBranchId = scope.kind === 'merchant' ? undefined : ownBranchOf(actor);
  return page(db, { companyId: actor.companyId, ownBranchId }, { states, merchantId }, query);
}
