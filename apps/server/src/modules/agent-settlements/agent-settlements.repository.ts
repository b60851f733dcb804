import { and, asc, desc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { agentServices, agentSettlements, branches, users } from '../../db/schema/index.js';
import { selectAgentServices } from '../agent-services/agent-services.repository.js';

export type AgentSettlementRow = typeof agentSettlements.$inferSelect;

const issuer = alias(users, 'issuer');
const approver = alias(users, 'approver');
const payer = alias(users, 'payer');

/** Confirmed services of an agent decided within [start, end). */
const confirmedIn = (agentBranchId: number, start: Date, end: Date) =>
  and(
    eq(agentServices.agentBranchId, agentBranchId),
    eq(agentServices.state, 'confirm'),
    gte(agentServices.decidedAt, start),
    lt(agentServices.decidedAt, end),
  );

export const agentSettlementsRepository = {
  /**
   * The company's agent branch, locked when asked: issuing settlements of one agent queue on it. FOR NO KEY UPDATE,
   * so the key-share locks of labels and services booked to the agent meanwhile do not wait on it.
   */
  async findAgentBranch(db: Database, companyId: number, id: number, { lock = false } = {}) {
    const query = db
      .select({ id: branches.id, code: branches.code, nameEn: branches.nameEn, nameMm: branches.nameMm })
      .from(branches)
      .where(and(eq(branches.id, id), eq(branches.companyId, companyId), eq(branches.type, 'agent')));
    const [row] = lock ? await query.for('no key update') : await query;
    return row ?? null;
  },

  /** The statement's rows: the agent's services confirmed in the period, oldest first. */
  statementServices(db: Database, agentBranchId: number, start: Date, end: Date) {
    return selectAgentServices(db)
      .where(confirmedIn(agentBranchId, start, end))
      .orderBy(asc(agentServices.decidedAt), asc(agentServices.id));
  },

  /** Locks the period's confirmed services not yet in a settlement. */
  async lockUnsettled(tx: Database, agentBranchId: number, start: Date, end: Date) {
    return tx
      .select({ id: agentServices.id, amount: agentServices.amount })
      .from(agentServices)
      .where(and(confirmedIn(agentBranchId, start, end), isNull(agentServices.settlementId)))
      .orderBy(asc(agentServices.id))
      .for('update');
  },

  async insertSettlement(tx: Database, values: typeof agentSettlements.$inferInsert): Promise<AgentSettlementRow> {
    const [row] = await tx.insert(agentSettlements).values(values).returning();
    return row!;
  },

  /** Puts the services in the settlement; only those still in none (the count tells the caller). */
  async claim(tx: Database, serviceIds: number[], settlementId: number): Promise<number> {
    const rows = await tx
      .update(agentServices)
      .set({ settlementId })
      .where(and(inArray(agentServices.id, serviceIds), isNull(agentServices.settlementId)))
      .returning({ id: agentServices.id });
    return rows.length;
  },

  async lockSettlement(tx: Database, companyId: number, id: number): Promise<AgentSettlementRow | null> {
    const [row] = await tx
      .select()
      .from(agentSettlements)
      .where(and(eq(agentSettlements.id, id), eq(agentSettlements.companyId, companyId)))
      .for('update');
    return row ?? null;
  },

  async updateSettlement(tx: Database, id: number, values: Partial<typeof agentSettlements.$inferInsert>) {
    await tx.update(agentSettlements).set(values).where(eq(agentSettlements.id, id));
  },

  /** Settlements with who issued, approved and paid them; one by id, or an agent's newest first. */
  async listSettlements(db: Database, where: { companyId: number; id?: number; agentBranchId?: number }) {
    return db
      .select({
        settlement: agentSettlements,
        issuedBy: { id: issuer.id, name: issuer.name },
        approvedBy: { id: approver.id, name: approver.name },
        paidBy: { id: payer.id, name: payer.name },
      })
      .from(agentSettlements)
      .leftJoin(issuer, eq(issuer.id, agentSettlements.issuedBy))
      .leftJoin(approver, eq(approver.id, agentSettlements.approvedBy))
      .leftJoin(payer, eq(payer.id, agentSettlements.paidBy))
      .where(
        and(
          eq(agentSettlements.companyId, where.companyId),
          where.id === undefined ? undefined : eq(agentSettlements.id, where.id),
          where.agentBranchId === undefined ? undefined : eq(agentSettlements.agentBranchId, where.agentBranchId),
        ),
      )
      .orderBy(desc(agentSettlements.id))
      .limit(50);
  },
};
export type AgentSettlementListRow = Awaited<ReturnType<typeof agentSettlementsRepository.listSettlements>>[number];
