import { remittanceEntry, type RemittanceRequest, type RemittanceResponse } from '@waypost/domain';
import type { Clock } from '../../lib/clock.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { runIdempotent, type IdempotentAnswer } from '../../lib/idempotency.js';
import type { Actor } from '../../plugins/request-context.js';
import { postJournalEntry } from '../ledger/ledger.service.js';
import { codRepository } from './cod.repository.js';

/** The company's bank account in the ledger (`bank:{id}`): one per company for now. */
export const companyBankAccount = (actor: Pick<Actor, 'companyId'>) => actor.companyId;

/**
 * POST /api/cod/remittances (money design §1 "→ ready_to_clearance", E4): the accountant found a branch's transfer
 * in the bank. Of the labels named, those collected at that branch and not yet remitted become ready for clearance;
 * the others are named back untouched. The cash they collected leaves the branch, the amount banked comes in, and a
 * short or long amount goes to the branch's suspense account — in one transaction, once per Idempotency-Key, and
 * once per bank reference.
 */
export async function confirmRemittance({
  db,
  clock,
  actor,
  request,
  idempotencyKey,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  request: RemittanceRequest;
  idempotencyKey: string | undefined;
}): Promise<IdempotentAnswer<RemittanceResponse>> {
  const branch = await codRepository.findBranch(db, actor.companyId, request.branch_id);
  if (!branch)
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { branch_id: ['validation.noselectErrorMessage'] } });
  const now = clock.now();
  return db.transaction((tx) =>
    runIdempotent(
      tx,
      { userId: actor.id, route: 'POST /api/cod/remittances', key: idempotencyKey, request },
      async () => {
        const labelIds = [...new Set(request.label_ids)];
        const matched = await codRepository.lockCollectedAt(tx, actor.companyId, branch.id, labelIds);
        if (matched.length === 0) {
          throw new AppError('VALIDATION_FAILED', { fieldErrors: { label_ids: ['cod.noLabelsMatched'] } });
        }
        const matchedIds = new Set(matched.map((row) => row.labelId));
        const unmatched = labelIds.filter((id) => !matchedIds.has(id)).sort((a, b) => a - b);
        const expected = matched.reduce((sum, row) => sum + row.codCharge, 0);
        const remittance = await codRepository.insertRemittance(tx, {
          companyId: actor.companyId,
          branchId: branch.id,
          amount: request.amount,
          expectedAmount: expected,
          bankRef: request.bank_ref,
          unmatchedLabelIds: unmatched,
          createdBy: actor.id,
          createdAt: now,
        });
        if (!remittance) {
          throw new AppError('VALIDATION_FAILED', { fieldErrors: { bank_ref: ['cod.bankRefUsed'] } });
        }
        await codRepository.markRemitted(tx, [...matchedIds], remittance.id, now);
        const entry = remittanceEntry({
          remittanceId: remittance.id,
          branchId: branch.id,
          bankAccountId: companyBankAccount(actor),
          amount: request.amount,
          expected,
        });
        await postJournalEntry({ tx, entry, actorId: actor.id });
        const data = {
          id: remittance.id,
          branch: { id: branch.id, code: branch.code, name_en: branch.nameEn, name_mm: branch.nameMm },
          amount: request.amount,
          expected_amount: expected,
          difference: request.amount - expected,
          bank_ref: request.bank_ref,
          matched_label_ids: [...matchedIds].sort((a, b) => a - b),
          unmatched_label_ids: unmatched,
          created_at: now.toISOString(),
        };
        await recordAudit(tx, {
          actor,
          action: 'cod.remittance',
          entity: 'cod_remittance',
          entityId: remittance.id,
          after: { ...data, branch: branch.code },
        });
        return { status: 201, body: { data } };
      },
    ),
  );
}
