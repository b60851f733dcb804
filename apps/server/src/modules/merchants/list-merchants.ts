import {
  lastPage,
  phoneSearchTerm,
  seesMerchantMoney,
  type MerchantListQuery,
  type MerchantListResponse,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../plugins/request-context.js';
import { merchantItemOf } from './merchant-item.js';
import { merchantsRepository, type MerchantListFilter } from './merchants.repository.js';

/**
 * What a search finds: the name holding it (any case), or — when it reads as digits (Myanmar digits, spaces and a
 * country code allowed) — the phone ending with them.
 */
function searchFilter(search: string | undefined): Pick<MerchantListFilter, 'name' | 'phoneEnd'> {
  if (search === undefined) return {};
  const digits = phoneSearchTerm(search);
  return { name: search, ...(/^\d+$/.test(digits) ? { phoneEnd: digits } : {}) };
}

/** GET /api/merchant: the company's merchants, newest first, by name or phone, optionally of one home branch. */
export async function listMerchants({
  db,
  actor,
  query,
}: {
  db: Database;
  actor: Actor;
  query: MerchantListQuery;
}): Promise<MerchantListResponse> {
  const { rows, total } = await merchantsRepository.list(
    db,
    {
      companyId: actor.companyId,
      ...searchFilter(query.search),
      ...(query.home_branch_id === undefined ? {} : { homeBranchId: query.home_branch_id }),
    },
    { offset: (query.page - 1) * query.per_page, limit: query.per_page },
  );
  return {
    current_page: query.page,
    data: rows.map((row) => merchantItemOf(row, { money: seesMerchantMoney(actor) })),
    meta: { total, per_page: query.per_page, last_page: lastPage(total, query.per_page) },
  };
}
