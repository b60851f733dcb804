import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/request-context.js';

/** The merchant a merchant's member works for; null for staff (issue 30 §1). */
export function memberMerchantId(actor: Actor): number | null {
  return actor.account.merchant?.id ?? null;
}

/**
 * The merchant whose data a merchant portal call reads: the member's own, always — every portal query filters by it,
 * so another merchant's label is a 404 like another branch's. Staff have none here (403).
 */
export function portalMerchantId(actor: Actor): number {
  const merchantId = memberMerchantId(actor);
  if (merchantId === null) throw new AppError('FORBIDDEN');
  return merchantId;
}
