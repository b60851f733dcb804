import { createHash } from 'node:crypto';
import {
  makeTrackingCode,
  serviceTypeIndicators,
  validateLabelDraft,
  type LabelChannel,
  type LabelDraft,
  type Locale,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { bookCounterSale, bookLabelCod, isCreditLimitError } from '../cod/label-cod.js';
import { creditLimitError } from '../credit/credit-limit.js';
import type { Actor } from '../../plugins/request-context.js';
import { loadLabelDetail } from './get-label.js';
import { branchOf, type LabelDeps } from './label-access.js';
import { labelLookups } from './label-lookups.js';
import { bookedLabelRow, partiesOf, type LabelParty } from './label-booking.js';
import { labelsRepository } from './labels.repository.js';
import { quoteFor } from './quote-label-fees.js';
import { enqueueNotifications } from '../notifications/enqueue-notifications.js';
import { offerAgentServices } from '../agent-services/offer-agent-services.js';
import { checkPreprintCode, takePreprintCode } from '../preprints/take-preprint-code.js';

function hashRequest(draft: LabelDraft): string {
  return createHash('sha256').update(JSON.stringify(draft)).digest('hex');
}

type Party = LabelParty;

/**
 * Saves the sender (unless the counter picked a saved one) and the receiver as customers, one row per phone with
 * the name and place of their latest label, and returns their ids. Rows are upserted in phone order, so two labels
 * booked at once between the same two people (each the other's receiver) lock them in the same order and never
 * deadlock; one person sending to their own phone is one upsert.
 */
async function saveParties(
  tx: Database,
  {
    companyId,
    chosenSenderId,
    sender,
    receiver,
    at,
  }: { companyId: number; chosenSenderId: number | null; sender: Party; receiver: Party; at: Date },
): Promise<{ customerId: number; receiverCustomerId: number }> {
  const save = (party: Party) => labelsRepository.upsertCustomer(tx, { companyId, ...party, at });
  if (chosenSenderId !== null) return { customerId: chosenSenderId, receiverCustomerId: await save(receiver) };
  if (sender.phone === receiver.phone) {
    const id = await save(sender);
    return { customerId: id, receiverCustomerId: id };
  }
  if (sender.phone < receiver.phone) {
    const customerId = await save(sender);
    return { customerId, receiverCustomerId: await save(receiver) };
  }
  const receiverCustomerId = await save(receiver);
  return { customerId: await save(sender), receiverCustomerId };
}

/** POST /api/label: books the label (bookLabel) and answers with its detail. */
export async function createLabel({
  locale,
  ...booking
}: LabelDeps & { actor: Actor; draft: LabelDraft; idempotencyKey: string | null; locale: Locale }) {
  const labelId = await bookLabel({ ...booking, channel: 'counter' });
  return { data: await loadLabelDetail(booking.db, booking.actor, labelId, locale) };
}

/**
 * Validates with the domain rules, prices with the active rate table, assigns an S10 tracking code and writes the
 * label, its first transaction (pending), the customer and the audit row in one transaction; returns its id (the
 * earlier label's, for an Idempotency-Key already used with the same request).
 */
export async function bookLabel({
  db,
  clock,
  actor,
  idempotencyKey,
  channel,
  draft: requested,
}: LabelDeps & {
  actor: Actor;
  draft: LabelDraft;
  idempotencyKey: string | null;
  /** Where the label came from: the counter's form, or a merchant's system through the public API. */
  channel: LabelChannel;
}): Promise<number> {
  const acceptBranchId = branchOf(actor);
  // A preprinted code (issue 30 §3): its range's merchant is the label's (set here when the label names none).
  const draft: LabelDraft = requested.preprint_code
    ? {
        ...requested,
        merchant_id: (
          await checkPreprintCode(db, {
            companyId: actor.companyId,
            trackingCode: requested.preprint_code,
            merchantId: requested.merchant_id,
          })
        ).merchantId,
      }
    : requested;
  const fieldErrors = validateLabelDraft(draft);
  if (Object.keys(fieldErrors).length > 0) throw new AppError('VALIDATION_FAILED', { fieldErrors });

  const [{ deliverBranch, acceptBranch, userBranchIds: jointedBranchIds }, priced] = await Promise.all([
    labelLookups.forCreate(db, { deliverBranchId: draft.deliver_branch_id, acceptBranchId, userId: actor.id }),
    // Priced alongside; an unknown branch or customer is still the first error reported.
    quoteFor(db, actor, draft).then(
      (result) => ({ result }),
      (error: unknown) => ({ error }),
    ),
  ]);
  if (!deliverBranch || deliverBranch.companyId !== actor.companyId) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: { deliver_branch_id: ['validation.noselectErrorMessage'] },
    });
  }
  if (
    draft.customer_id !== undefined &&
    !(await labelsRepository.findCustomer(db, actor.companyId, draft.customer_id))
  ) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { customer_id: ['validation.noselectErrorMessage'] } });
  }
  if ('error' in priced) throw priced.error;
  const { quote, merchant } = priced.result;
  const desk = { acceptBranchId, acceptBranch, userBranchIds: jointedBranchIds };
  const requestHash = hashRequest(draft);
  const now = clock.now();

  const labelId = await db
    .transaction(async (tx) => {
      if (idempotencyKey) {
        await labelsRepository.lockIdempotencyKey(tx, actor.id, idempotencyKey);
        const earlier = await labelsRepository.findIdempotencyKey(tx, actor.id, idempotencyKey);
        if (earlier) {
          if (earlier.requestHash !== requestHash) {
            throw new AppError('VALIDATION_FAILED', {
              fieldErrors: { 'idempotency-key': ['label.idempotencyKeyReused'] },
            });
          }
          return earlier.labelId;
        }
      }
      const preprinted = draft.preprint_code
        ? await takePreprintCode(tx, { companyId: actor.companyId, trackingCode: draft.preprint_code })
        : null;
      const trackingCode =
        draft.preprint_code ??
        makeTrackingCode({
          indicator: serviceTypeIndicators[draft.service_type],
          serial: await labelsRepository.nextSerial(tx),
        });
      const { customerId, receiverCustomerId } = await saveParties(tx, {
        companyId: actor.companyId,
        chosenSenderId: draft.customer_id ?? null,
        ...partiesOf(draft),
        at: now,
      });
      const label = await labelsRepository.insertLabel(tx, {
        ...bookedLabelRow({
          actor,
          desk,
          draft,
          priced: priced.result,
          deliverBranch,
          trackingCode,
          customerId,
          receiverCustomerId,
          now,
        }),
        channel,
      });
      await labelsRepository.insertTransaction(tx, {
        labelId: label.id,
        seq: 1,
        status: 'pending',
        branchId: acceptBranchId,
        actorId: actor.id,
        at: now,
      });
      // Issue 30 §4: a label to or from an agent branch is offered to it.
      await offerAgentServices(
        tx,
        [{ id: label.id, companyId: actor.companyId, acceptBranchId, deliverBranchId: deliverBranch.id }],
        now,
        [acceptBranch, deliverBranch].flatMap((branch) => (branch?.agent ? [branch.id] : [])),
      );
      await preprinted?.give(label.id, now);
      // Only a label with the sms service, or a merchant whose switch may tell its receivers, can be told of.
      if (draft.services?.includes('sms') || merchant) {
        await enqueueNotifications(tx, [{ labelId: label.id, event: 'label.booked' }], now);
      }
      if (draft.accept_type === 'cod' && merchant) {
        await bookLabelCod({
          tx,
          actorId: actor.id,
          label: {
            id: label.id,
            companyId: actor.companyId,
            merchantId: merchant.id,
            acceptBranchId,
            purchaseType: draft.purchase_type,
            codAmount: draft.cod_amount ?? 0,
            codFeeVersion: merchant.codFeeVersion,
            lines: quote.lines,
          },
        });
      }
      await bookCounterSale({
        tx,
        actorId: actor.id,
        label: {
          id: label.id,
          acceptType: draft.accept_type,
          purchaseType: draft.purchase_type,
          acceptBranchId,
          lines: quote.lines,
        },
      });
      if (idempotencyKey) {
        await labelsRepository.insertIdempotencyKey(tx, {
          userId: actor.id,
          key: idempotencyKey,
          requestHash,
          labelId: label.id,
          at: now,
        });
      }
      // Last, right before commit: the audit insert holds the chain's lock until the transaction ends.
      await recordAudit(tx, {
        actor,
        action: 'label.create',
        entity: 'label',
        entityId: label.id,
        after: { tracking_code: trackingCode, total_cost: quote.total_cost, fee_lines: quote.lines },
      });
      return label.id;
    })
    .catch(async (error: unknown) => {
      // Shipping credit past the merchant's limit: the database refused the posting, so nothing was written.
      if (merchant && isCreditLimitError(error)) throw await creditLimitError(db, merchant.id);
      throw error;
    });
  return labelId;
}
