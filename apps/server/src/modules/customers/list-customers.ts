import {
  customerSearchTerms,
  lastPage,
  type CustomerListItem,
  type CustomerListQuery,
  type CustomerListResponse,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../plugins/request-context.js';
import { customerBookRepository, customerCountCap } from './customer-book.repository.js';
import { customerLabelScopeOf } from './customer-label-scope.js';

type CustomerRow = NonNullable<Awaited<ReturnType<typeof customerBookRepository.findById>>>;

/** A customer as the list and the detail show them. */
export function customerItemOf(row: CustomerRow): CustomerListItem {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    township:
      row.townshipId === null
        ? null
        : { id: row.townshipId, name_en: row.townshipNameEn ?? '', name_mm: row.townshipNameMm ?? '' },
    address: row.address,
    label_counts: { sent: row.sent, received: row.received },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * GET /api/customer: the company's customers, newest first, by any part of the name or phone, each with how many
 * labels the actor sees them send and receive (counted for the page's rows only).
 */
export async function listCustomers({
  db,
  actor,
  query,
}: {
  db: Database;
  actor: Actor;
  query: CustomerListQuery;
}): Promise<CustomerListResponse> {
  const { rows, total } = await customerBookRepository.list(db, {
    companyId: actor.companyId,
    ...(query.search === undefined ? {} : { search: customerSearchTerms(query.search) }),
    scope: customerLabelScopeOf(actor),
    offset: (query.page - 1) * query.per_page,
    limit: query.per_page,
  });
  const counted = Math.min(total, customerCountCap);
  return {
    current_page: query.page,
    data: rows.map(customerItemOf),
    meta: {
      total: counted,
      per_page: query.per_page,
      last_page: lastPage(counted, query.per_page),
      total_capped: total > customerCountCap,
    },
  };
}
