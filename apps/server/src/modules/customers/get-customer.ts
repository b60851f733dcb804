import {
  codServiceStates,
  lastPage,
  progressGroup,
  type CustomerCodTotals,
  type CustomerDetailQuery,
  type CustomerDetailResponse,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/request-context.js';
import { viewOf } from '../labels/label-access.js';
import { customerBookRepository } from './customer-book.repository.js';
import { customerLabelScopeOf } from './customer-label-scope.js';
import { customerItemOf } from './list-customers.js';

const branchRef = (row: { id: number; code: string; nameEn: string; nameMm: string }) => ({
  id: row.id,
  code: row.code,
  name_en: row.nameEn,
  name_mm: row.nameMm,
});

/**
 * GET /api/customer/{id}: the customer, the COD of the labels they sent, and one page of their sent or received
 * labels — only labels the actor may see (customer-label-scope.ts), each with the status the viewing branch is
 * shown. Another company's customer is a 404.
 */
export async function getCustomer({
  db,
  actor,
  id,
  query,
}: {
  db: Database;
  actor: Actor;
  id: number;
  query: CustomerDetailQuery;
}): Promise<CustomerDetailResponse> {
  const scope = customerLabelScopeOf(actor);
  const customer = await customerBookRepository.findById(db, { companyId: actor.companyId, id, scope });
  if (!customer) throw new AppError('NOT_FOUND');
  const [cod, labels] = await Promise.all([
    customerBookRepository.codByState(db, { customerId: id, scope }),
    customerBookRepository.listLabels(db, {
      customerId: id,
      side: query.labels,
      scope,
      offset: (query.page - 1) * query.per_page,
      limit: query.per_page,
    }),
  ]);
  const byState = [...cod].sort((a, b) => codServiceStates.indexOf(a.state) - codServiceStates.indexOf(b.state));
  const codTotals: CustomerCodTotals = {
    count: byState.reduce((sum, row) => sum + row.count, 0),
    amount: byState.reduce((sum, row) => sum + row.amount, 0),
    by_state: byState.map((row) => ({ state: row.state, count: row.count, amount: row.amount })),
  };
  const total = query.labels === 'sent' ? customer.sent : customer.received;
  return {
    data: { ...customerItemOf(customer), cod: codTotals },
    labels: {
      side: query.labels,
      current_page: query.page,
      data: labels.map((row) => {
        const sent = query.labels === 'sent';
        const label = {
          acceptBranchId: row.acceptBranch.id,
          deliverBranchId: row.deliverBranch.id,
          viaBranchId: row.viaBranchId,
          shippingType: row.shippingType,
        };
        return {
          id: row.id,
          tracking_code: row.trackingCode,
          status: actor.allBranches ? row.status : viewOf(actor, label, row.steps).status,
          // The outcome, alike for every viewer, as the label list shows it.
          progress_group: progressGroup(row.status),
          other_party: sent
            ? { name: row.destinationName, phone: row.destinationPhone }
            : { name: row.sourceName, phone: row.sourcePhone },
          accept_branch: branchRef(row.acceptBranch),
          deliver_branch: branchRef(row.deliverBranch),
          cod_amount: row.codAmount,
          cod_state: row.codState,
          total_cost: row.totalCost,
          created_at: row.createdAt.toISOString(),
        };
      }),
      meta: { total, per_page: query.per_page, last_page: lastPage(total, query.per_page) },
    },
  };
}
