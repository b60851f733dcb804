import type { MailbagSummary } from '@waypost/domain';

/**
 * What the bag's page offers the signed-in user (issue 27): filling it at its origin while it is open, opening it at
 * its destination once received, its verification note once opened; else it is only shown.
 */
export type BagDesk = 'fill' | 'open' | 'note' | 'view';

export interface DeskUser {
  branchId: number | null;
  permissions: readonly string[];
}

export function bagDeskOf(bag: MailbagSummary, user: DeskUser): BagDesk {
  if (bag.finished_at) return 'note';
  const at = user.branchId;
  if (bag.status === 'pending' && at === bag.origin.id && user.permissions.includes('mailbag.manage')) return 'fill';
  if (bag.received_at && at === bag.destination.id && user.permissions.includes('dispatch.receive')) return 'open';
  return 'view';
}

/** Whether the user may sign the verification note as its second officer's screen: at the destination, unsigned. */
export function canCollectSignature(bag: MailbagSummary, signed: boolean, user: DeskUser): boolean {
  return (
    !signed &&
    bag.finished_at !== null &&
    user.branchId === bag.destination.id &&
    user.permissions.includes('dispatch.receive')
  );
}
