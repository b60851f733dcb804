import { bankFeeEntry, translate, yangonDay, type BankStatementLineView, type Locale } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { runIdempotent, type IdempotentAnswer } from '../../lib/idempotency.js';
import type { Actor } from '../../plugins/request-context.js';
import { postJournalEntry } from '../ledger/ledger.service.js';
import { companyBankAccount } from '../cod/confirm-remittance.js';
import { bankStatementsRepository } from './bank-statements.repository.js';
import { bankLineView } from './bank-line-view.js';

/**
 * POST /api/bank-statement/lines/{id}/fee: a charge the bank took, posted as an expense (`bank_fee`: Dr
 * `expense:bank_charge:{branch}` / Cr `bank:{company}`), once per line — the line's row lock and state make a second
 * posting a 409, and the entry's natural key (`bank-fee:{line}`) could not post twice anyway. Company-wide charges are
 * carried by the head office's branch (the company's first branch): the bank account is the company's, not a
 * counter's, and one expense account keeps them in one place. The bank account never goes below 0 in the books: a
 * charge larger than its balance is refused here with a clear 409 rather than by the ledger's bound.
 */
export async function postBankFee({
  db,
  clock,
  actor,
  lineId,
  locale,
  idempotencyKey,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  lineId: number;
  locale: Locale;
  idempotencyKey: string | undefined;
}): Promise<IdempotentAnswer<{ data: BankStatementLineView }>> {
  const now = clock.now();
  return db.transaction((tx) =>
    runIdempotent(
      tx,
      { userId: actor.id, route: 'POST /api/bank-statement/lines/:id/fee', key: idempotencyKey, request: { lineId } },
      async () => {
        const line = await bankStatementsRepository.lockLine(tx, actor.companyId, lineId);
        if (!line) throw new AppError('NOT_FOUND');
        if (line.state !== 'unmatched') {
          throw new AppError('CONFLICT', {
            messageKey: 'bankStatement.lineNotUnmatched',
            params: { state: translateState(locale, line.state) },
          });
        }
        if (line.direction === 'credit') throw new AppError('CONFLICT', { messageKey: 'bankStatement.feeOnCredit' });
        const balance = await bankStatementsRepository.lockBankBalance(tx, actor.companyId);
        if (balance < line.amount) {
          throw new AppError('CONFLICT', {
            messageKey: 'bankStatement.feeExceedsBank',
            params: { balance, amount: line.amount },
          });
        }
        const branchId = await bankStatementsRepository.headOfficeBranchId(tx, actor.companyId);
        const entry = bankFeeEntry({
          lineId,
          branchId: branchId!,
          bankAccountId: companyBankAccount(actor),
          amount: line.amount,
        });
        const { entryId } = await postJournalEntry({ tx, entry, actorId: actor.id });
        await bankStatementsRepository.setLineState(tx, lineId, 'fee', entryId, now);
        await recordAudit(tx, {
          actor,
          action: 'bank-statement.fee',
          entity: 'bank_statement_line',
          entityId: lineId,
          before: { state: 'unmatched' },
          after: { state: 'fee', amount: line.amount, branch_id: branchId, entry: entry.naturalKey },
        });
        const view = await bankStatementsRepository.findLine(tx, actor.companyId, lineId);
        return { status: 200, body: { data: bankLineView(view!, yangonDay(now)) } };
      },
    ),
  );
}

const translateState = (locale: Locale, state: string) => translate(locale, `bankLineState.${state}`);
