import { agentSettlementPayEntry, ledgerAccounts, type AgentSettlementResponse } from '@waypost/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { ledgerAccounts as ledgerAccountsTable } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import { companyBankAccount } from '../cod/confirm-remittance.js';
import { postJournalEntry } from '../ledger/ledger.service.js';
import { agentSettlementOf } from './agent-settlement-item.js';
import { agentSettlementsRepository } from './agent-settlements.repository.js';

async function answer(db: Database, actor: Actor, id: number): Promise<AgentSettlementResponse> {
  const [row] = await agentSettlementsRepository.listSettlements(db, { companyId: actor.companyId, id });
  return { data: agentSettlementOf(row!) };
}

/**
 * POST /api/agent-settlement/{id}/approve (password typed again): a second person — never the issuer — approves an
 * issued settlement. The same approver approving again gets the same answer; anything else not issued is a 409.
 */
export async function approveAgentSettlement({
  db,
  clock,
  actor,
  id,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  id: number;
}): Promise<AgentSettlementResponse> {
  await db.transaction(async (tx) => {
    const settlement = await agentSettlementsRepository.lockSettlement(tx, actor.companyId, id);
    if (!settlement) throw new AppError('NOT_FOUND');
    if (settlement.approvedBy === actor.id) return;
    if (settlement.state !== 'issued') throw new AppError('AGENT_SETTLEMENT_NOT_ISSUED');
    if (settlement.issuedBy === actor.id) throw new AppError('AGENT_SETTLEMENT_SELF_APPROVAL');
    await agentSettlementsRepository.updateSettlement(tx, settlement.id, {
      state: 'approved',
      approvedBy: actor.id,
      approvedAt: clock.now(),
    });
    await recordAudit(tx, {
      actor,
      action: 'agent-settlement.approve',
      entity: 'agent_settlement',
      entityId: settlement.id,
    });
  });
  return answer(db, actor, id);
}

/**
 * POST /api/agent-settlement/{id}/pay (password typed again): an approved settlement is paid out from the company's
 * bank account, its amount clearing what is owed to the agent. Paying again answers the paid settlement and posts
 * nothing (the settlement is locked, so of two payments at once the second finds it paid); a bank account holding
 * less is refused (409), as a gate's settlement is.
 */
export async function payAgentSettlement({
  db,
  clock,
  actor,
  id,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  id: number;
}): Promise<AgentSettlementResponse> {
  await db.transaction(async (tx) => {
    const settlement = await agentSettlementsRepository.lockSettlement(tx, actor.companyId, id);
    if (!settlement) throw new AppError('NOT_FOUND');
    if (settlement.state === 'paid') return;
    if (settlement.state !== 'approved') throw new AppError('AGENT_SETTLEMENT_NOT_APPROVED');
    const bankAccountId = companyBankAccount(actor);
    const [bank] = await tx
      .select({ balance: ledgerAccountsTable.balance })
      .from(ledgerAccountsTable)
      .where(eq(ledgerAccountsTable.id, ledgerAccounts.bank(bankAccountId)));
    const balance = bank?.balance ?? 0;
    if (balance < settlement.amount) {
      throw new AppError('AGENT_BANK_SHORT', { params: { balance, amount: settlement.amount } });
    }
    await agentSettlementsRepository.updateSettlement(tx, settlement.id, {
      state: 'paid',
      paidBy: actor.id,
      paidAt: clock.now(),
    });
    const entry = agentSettlementPayEntry({
      settlementId: settlement.id,
      agentBranchId: settlement.agentBranchId,
      bankAccountId,
      amount: settlement.amount,
    });
    if (entry) await postJournalEntry({ tx, entry, actorId: actor.id });
    await recordAudit(tx, {
      actor,
      action: 'agent-settlement.pay',
      entity: 'agent_settlement',
      entityId: settlement.id,
      after: { amount: settlement.amount, bank_account_id: bankAccountId },
    });
  });
  return answer(db, actor, id);
}
