import { emoActionAllowed, hasPermission, type EmoItem, type SessionUser } from '@waypost/domain';

/** The buttons an order's page shows this user: each step at its branch, with its permission, in its states. */
export function emoStepsFor(user: SessionUser, order: EmoItem) {
  const branchId = user.branch?.id;
  const atPay = branchId === order.pay_branch.id;
  const atBook = branchId === order.book_branch.id;
  const supervisor = hasPermission(user, 'emo.approve');
  const mine = order.payout_requested_by?.id === user.id;
  return {
    pay: atPay && hasPermission(user, 'emo.pay') && emoActionAllowed('pay', order.status) && !order.locked,
    // Never the person who asked for the payout (the server refuses it too).
    approve: atPay && supervisor && emoActionAllowed('approve', order.status) && !mine,
    cancel: atBook && supervisor && emoActionAllowed('cancel', order.status),
    unlock: atPay && supervisor && order.locked && emoActionAllowed('unlock', order.status),
    // A returned order's amount goes back to its sender at the counter that booked it, once.
    refund:
      atBook &&
      hasPermission(user, 'emo.pay') &&
      emoActionAllowed('refund', order.status) &&
      order.refunded_at === null,
  };
}
export type EmoSteps = ReturnType<typeof emoStepsFor>;
