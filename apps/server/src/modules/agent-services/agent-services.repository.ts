import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { agentServices, branches, labels, users } from '../../db/schema/index.js';

export type AgentServiceRow = typeof agentServices.$inferSelect;
export type NewAgentService = typeof agentServices.$inferInsert;

const sentFrom = alias(branches, 'sent_from_branch');

/** What a list row or a statement row shows of a service: its label, agent, sending branch and decider. */
export const agentServiceColumns = {
  service: agentServices,
  label: {
    id: labels.id,
    trackingCode: labels.trackingCode,
    destinationName: labels.destinationName,
    destinationTownship: labels.destinationTownship,
    shippingFee: labels.shippingFee,
  },
  agentBranch: { id: branches.id, code: branches.code, nameEn: branches.nameEn, nameMm: branches.nameMm },
  sentFromBranch: { id: sentFrom.id, code: sentFrom.code, nameEn: sentFrom.nameEn, nameMm: sentFrom.nameMm },
  decidedBy: { id: users.id, name: users.name },
};

/** A service with what its rows show, joined. */
export function selectAgentServices(db: Database) {
  return db
    .select(agentServiceColumns)
    .from(agentServices)
    .innerJoin(labels, eq(labels.id, agentServices.labelId))
    .innerJoin(branches, eq(branches.id, agentServices.agentBranchId))
    .leftJoin(sentFrom, eq(sentFrom.id, agentServices.sentFromBranchId))
    .leftJoin(users, eq(users.id, agentServices.decidedBy));
}
export type AgentServiceListRow = Awaited<ReturnType<typeof selectAgentServices>>[number];

export const agentServicesRepository = {
  /** Which of these branches are agent branches. */
  async agentBranchIds(tx: Database, branchIds: readonly number[]): Promise<number[]> {
    if (branchIds.length === 0) return [];
    const rows = await tx
      .select({ id: branches.id })
      .from(branches)
      .where(and(inArray(branches.id, [...new Set(branchIds)]), eq(branches.type, 'agent')));
    return rows.map((row) => row.id);
  },

  /** Offers services; an offer already made to the same agent for the label is left as it is. */
  async insertOffers(tx: Database, rows: NewAgentService[]): Promise<void> {
    if (rows.length === 0) return;
    await tx.insert(agentServices).values(rows).onConflictDoNothing();
  },

  /** One page of services (newest first) and how many in all. */
  async list(db: Database, { where, limit, offset }: { where: SQL | undefined; limit: number; offset: number }) {
    const [rows, [total]] = await Promise.all([
      selectAgentServices(db).where(where).orderBy(desc(agentServices.id)).limit(limit).offset(offset),
      db.select({ total: count() }).from(agentServices).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  },

  /** A label's services, oldest first (its page shows them with its history). */
  forLabel(db: Database, companyId: number, labelId: number): Promise<AgentServiceListRow[]> {
    return selectAgentServices(db)
      .where(and(eq(agentServices.labelId, labelId), eq(agentServices.companyId, companyId)))
      .orderBy(asc(agentServices.id));
  },
  /** The services of several labels (the multi-label batch), in one query. */
  forLabels(db: Database, companyId: number, labelIds: readonly number[]): Promise<AgentServiceListRow[]> {
    if (labelIds.length === 0) return Promise.resolve([]);
    return selectAgentServices(db)
      .where(and(inArray(agentServices.labelId, [...labelIds]), eq(agentServices.companyId, companyId)))
      .orderBy(asc(agentServices.id));
  },
  async findRow(db: Database, companyId: number, id: number): Promise<AgentServiceListRow | null> {
    const [row] = await selectAgentServices(db).where(
      and(eq(agentServices.id, id), eq(agentServices.companyId, companyId)),
    );
    return row ?? null;
  },

  /** Locks the service (decisions on one service queue here: the first decides, the next finds it decided). */
  async lock(tx: Database, companyId: number, id: number): Promise<AgentServiceRow | null> {
    const [row] = await tx
      .select()
      .from(agentServices)
      .where(and(eq(agentServices.id, id), eq(agentServices.companyId, companyId)))
      .for('update');
    return row ?? null;
  },

  async update(tx: Database, id: number, values: Partial<NewAgentService>): Promise<void> {
    await tx.update(agentServices).set(values).where(eq(agentServices.id, id));
  },

  /** The label's shipping fee (the agent discount is a share of it). */
  async labelForFees(tx: Database, labelId: number) {
    const [row] = await tx.select({ shippingFee: labels.shippingFee }).from(labels).where(eq(labels.id, labelId));
    return row ?? null;
  },

  async setLabelBranches(
    tx: Database,
    labelId: number,
    values: { acceptBranchId?: number; deliverBranchId?: number },
    at: Date,
  ): Promise<void> {
    // A label redirected to the agent goes back to the redirecting branch: it is no longer passing through it.
    const via =
      values.deliverBranchId === undefined
        ? {}
        : {
            viaBranchId: sql`case when ${labels.viaBranchId} = ${values.deliverBranchId} then null else ${labels.viaBranchId} end`,
          };
    await tx
      .update(labels)
      .set({ ...values, ...via, updatedAt: at })
      .where(eq(labels.id, labelId));
  },
};
