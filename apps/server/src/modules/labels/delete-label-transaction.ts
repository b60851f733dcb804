import { canDeleteLabelTransaction, eventTimesAfterUndo, viewableHistory, type Locale } from '@waypost/domain';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Actor } from '../../plugins/request-context.js';
import { enqueueLabelStatusChanged } from '../webhooks/label-events.js';
import { assertNoPartnerHolds, rolledBackState, syncCodOf } from './change-label-status.js';
import { loadLabelDetail } from './get-label.js';
import { assertVisible, sidesOf, type LabelDeps } from './label-access.js';
import { labelsRepository } from './labels.repository.js';

/** DELETE /api/label/{id}/transactions/{txId}: removes the newest transaction (spec §8 "Are you sure to delete?"). */
export async function deleteLabelTransaction({
  db,
  clock,
  actor,
  labelId,
  transactionId,
  locale,
}: LabelDeps & { actor: Actor; labelId: number; transactionId: number; locale: Locale }) {
  await db.transaction(async (tx) => {
    const label = await labelsRepository.lockLabel(tx, actor.companyId, labelId);
    assertVisible(actor, label);
    assertNoPartnerHolds(label, locale);
    const transactions = await labelsRepository.listTransactions(tx, label.id);
    const viewable = transactions.filter((transaction) => transaction.viewable);
    const index = viewable.findIndex((transaction) => transaction.id === transactionId);
    if (index < 0) throw new AppError('NOT_FOUND');
    const history = viewableHistory(transactions);
    const allowed = canDeleteLabelTransaction({
      shippingType: label.shippingType,
      history,
      index,
      sides: sidesOf(actor, label),
      permissions: actor.role.permissions,
    });
    if (!allowed) throw new AppError('LABEL_ACTION_NOT_ALLOWED', { params: { action: 'delete' } });
    await labelsRepository.deleteTransaction(tx, transactionId);
    const remaining = history.slice(0, -1);
    const status = remaining.at(-1) ?? 'pending';
    const state = rolledBackState(label, remaining, viewable[index]!.status);
    await labelsRepository.updateLabelState(tx, label.id, {
      status,
      shippingType: state.shippingType,
      viaBranchId: state.viaBranchId,
      deliverBranchId: state.deliverBranchId,
      deliveredAt: status === 'delivered' ? label.deliveredAt : null,
      ...eventTimesAfterUndo(remaining),
      at: clock.now(),
    });
    await syncCodOf(tx, actor, label, status, clock.now());
    await enqueueLabelStatusChanged(tx, { label, previousStatus: label.status, status, at: clock.now() });
    await recordAudit(tx, {
      actor,
      action: 'label.delete-transaction',
      entity: 'label',
      entityId: label.id,
      before: { status: label.status, transaction: viewable[index] },
      after: { status },
    });
  });
  return { data: await loadLabelDetail(db, actor, labelId, locale) };
}
