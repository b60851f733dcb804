import { gateSettleEntry, ledgerAccounts, type GateSettlement } from '@waypost/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { ledgerAccounts as ledgerAccountsTable } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { runIdempotent, type IdempotentAnswer } from '../../lib/idempotency.js';
import type { Actor } from '../../plugins/request-context.js';
import { companyBankAccount } from '../cod/confirm-remittance.js';
import { postJournalEntry } from '../ledger/ledger.service.js';
import { gatesRepository } from './gates.repository.js';

async function balanceOf(tx: Database, account: string): Promise<number> {
  const [row] = await tx
    .select({ balance: ledgerAccountsTable.balance })
    .from(ledgerAccountsTable)
    .where(eq(ledgerAccountsTable.id, account));
  return row?.balance ?? 0;
}

/**
 * POST /api/gate/{id}/settle (Idempotency-Key, re-auth): finance pays a gate everything it is owed, from the bank.
 * The gate row is locked first, so of two payments at once the second finds nothing owed (409) — one posting only;
 * a retry with the same key gets the first answer. A bank account holding less than the debt is refused (409).
 */
export async function settleGate({
  db,
  actor,
  id,
  idempotencyKey,
}: {
  db: Database;
  actor: Actor;
  id: number;
  idempotencyKey: string | undefined;
}): Promise<IdempotentAnswer<{ data: GateSettlement }>> {
  return db.transaction((tx) =>
    runIdempotent(
      tx,
      { userId: actor.id, route: 'POST /api/gate/:id/settle', key: idempotencyKey, request: { id } },
      async () => {
        const gate = await gatesRepository.lockGate(tx, actor.companyId, id);
        if (!gate) throw new AppError('NOT_FOUND');
        const owed = -(await balanceOf(tx, ledgerAccounts.gatePayable(gate.id)));
        if (owed <= 0) throw new AppError('GATE_NOTHING_TO_SETTLE');
        const bankAccountId = companyBankAccount(actor);
        const bank = await balanceOf(tx, ledgerAccounts.bank(bankAccountId));
        if (bank < owed) throw new AppError('GATE_BANK_SHORT', { params: { balance: bank, amount: owed } });
        const settlement = await gatesRepository.insertSettlement(tx, {
          gateId: gate.id,
          amount: owed,
          paidBy: actor.id,
        });
        await postJournalEntry({
          tx,
          entry: gateSettleEntry({ settlementId: settlement.id, gateId: gate.id, bankAccountId, amount: owed }),
          actorId: actor.id,
        });
        await recordAudit(tx, {
          actor,
          action: 'gate.settle',
          entity: 'gate',
          entityId: gate.id,
          after: { settlement_id: settlement.id, amount: owed },
        });
        return {
          status: 201,
          body: {
            data: {
              id: settlement.id,
              gate_id: gate.id,
              amount: owed,
              paid_at: settlement.paidAt.toISOString(),
              paid_by: { id: actor.id, name: actor.name },
            },
          },
        };
      },
    ),
  );
}
