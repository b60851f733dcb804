import {
  creditStatementOf,
  yangonDayStart,
  type CreditMovement,
  type CreditStatementQuery,
  type CreditStatementResponse,
  yangonDay,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/request-context.js';
import { creditStandingOf } from './credit-limit.js';
import { creditRepository } from './credit.repository.js';

/** The number at the end of a natural key (`cod-accept:17` → 17). */
const idIn = (naturalKey: string) => Number(/:(\d+)(?::\d+)?$/.exec(naturalKey)?.[1] ?? NaN);

/**
 * GET /api/credit/{merchantId}/statement?from=&to= (`/credit/detail`, money design §4): the merchant's shipping
 * credit over Yangon days `from`–`to`, from the postings of its credit account — the balance before, the labels
 * booked on credit, payments, offsets against COD in clearance batches (and their voids), and the balance after.
 */
export async function getCreditStatement({
  db,
  actor,
  merchantId,
  query,
}: {
  db: Database;
  actor: Actor;
  merchantId: number;
  query: CreditStatementQuery;
}): Promise<CreditStatementResponse> {
  const merchant = await creditRepository.findMerchant(db, actor.companyId, merchantId);
  if (!merchant || (!actor.allBranches && merchant.homeBranchId !== actor.branch?.id)) throw new AppError('NOT_FOUND');
  if (query.to < query.from) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { to: ['validation.timeRangeErrorMessage'] } });
  }
  const from = yangonDayStart(query.from);
  const to = new Date(yangonDayStart(query.to).getTime() + 24 * 60 * 60_000);
  const [opening, rows, { limit }] = await Promise.all([
    creditRepository.balanceBefore(db, merchantId, from),
    creditRepository.movements(db, merchantId, from, to),
    creditStandingOf(db, merchantId),
  ]);
  const [codes, bankRefs] = await Promise.all([
    creditRepository.trackingCodes(
      db,
      rows.filter((row) => row.kind === 'label_accept').map((row) => idIn(row.naturalKey)),
    ),
    creditRepository.bankRefs(
      db,
      rows.filter((row) => row.kind === 'credit_payment').map((row) => idIn(row.naturalKey)),
    ),
  ]);
  const movements: CreditMovement[] = rows.map((row) => {
    const id = idIn(row.naturalKey);
    const date = yangonDay(row.createdAt);
    switch (row.kind) {
      case 'label_accept':
        return { date, kind: 'label', reference: codes.get(id) ?? String(id), amount: row.amount };
      case 'credit_payment':
        return { date, kind: 'payment', reference: bankRefs.get(id) ?? String(id), amount: row.amount };
      case 'clearance_issue':
      case 'clearance_void':
        return { date, kind: 'clearance', reference: String(id), amount: row.amount };
      default:
        return { date, kind: 'reversal', reference: row.naturalKey, amount: row.amount };
    }
  });
  return {
    data: {
      merchant: { id: merchant.id, name: merchant.name },
      from: query.from,
      to: query.to,
      credit_limit: limit,
      ...creditStatementOf(opening, movements),
    },
  };
}
