import type { MailbagSummary } from '@waypost/domain';

/**
 * The dispatch number a bag's tag prints: the dispatch it left with, else the one its code was planned for (the
 * route's dispatch of that day, characters 12–13 of the code: see the domain's mailbag-codes.ts).
 */
export function tagDispatchNo(bag: Pick<MailbagSummary, 'bag_code' | 'dispatch_no'>): number | null {
  if (bag.dispatch_no !== null) return bag.dispatch_no;
  const planned = Number(bag.bag_code.slice(11, 13));
  return Number.isInteger(planned) && planned > 0 ? planned : null;
}

/** The day a tag is dated: when the bag was closed (tags are printed then), else when it was opened. */
export function tagDateOf(bag: Pick<MailbagSummary, 'closed_at' | 'created_at'>): string {
  return bag.closed_at ?? bag.created_at;
}
