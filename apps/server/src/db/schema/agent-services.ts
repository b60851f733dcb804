import { agentServiceKinds, agentServiceStates, agentSettlementStates } from '@waypost/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { branches } from './branches.js';
import { utcTimestamp } from './columns.js';
import { companies } from './companies.js';
import { labels } from './labels.js';
import { users } from './users.js';

/**
 * An agent statement paid out (issue 30 §4), as a clearance batch: issued for a period, approved by a second person,
 * paid once. Its services point at it; a service is in at most one settlement.
 */
export const agentSettlements = pgTable(
  'agent_settlements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    agentBranchId: integer('agent_branch_id')
      .notNull()
      .references(() => branches.id),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
    amount: integer('amount').notNull(),
    state: text('state', { enum: agentSettlementStates }).notNull().default('issued'),
    issuedBy: integer('issued_by')
      .notNull()
      .references(() => users.id),
    issuedAt: utcTimestamp('issued_at').notNull(),
    approvedBy: integer('approved_by').references(() => users.id),
    approvedAt: utcTimestamp('approved_at'),
    paidBy: integer('paid_by').references(() => users.id),
    paidAt: utcTimestamp('paid_at'),
  },
  (table) => [
    index('agent_settlements_branch_idx').on(table.agentBranchId, table.id),
    check('agent_settlements_amount_check', sql`${table.amount} >= 0 and ${table.count} > 0`),
  ],
);

/**
 * A label offered to an agent branch (issue 30 §4): pending until the agent's people confirm it (its fees then owed
 * to the agent) or deny it with a reason (the label goes back to the branch that sent it).
 */
export const agentServices = pgTable(
  'agent_services',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    labelId: bigint('label_id', { mode: 'number' })
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    agentBranchId: integer('agent_branch_id')
      .notNull()
      .references(() => branches.id),
    kind: text('kind', { enum: agentServiceKinds }).notNull(),
    state: text('state', { enum: agentServiceStates }).notNull().default('pending'),
    /** The company branch a denied label goes back to; null when no company branch sent it. */
    sentFromBranchId: integer('sent_from_branch_id').references(() => branches.id),
    offeredAt: utcTimestamp('offered_at').notNull(),
    decidedAt: utcTimestamp('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id),
    denyReason: text('deny_reason'),
    /** Kyat owed to the agent, fixed on confirm from the rate table: the kind's fee and the agent discount. */
    fee: integer('fee').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    amount: integer('amount').notNull().default(0),
    settlementId: integer('settlement_id').references(() => agentSettlements.id),
  },
  (table) => [
    // One offer per label and agent; an offer again (a reroute back to the agent) finds it already there.
    uniqueIndex('agent_services_label_branch_unique').on(table.labelId, table.agentBranchId),
    index('agent_services_branch_state_idx').on(table.agentBranchId, table.state, table.id),
    index('agent_services_company_idx').on(table.companyId, table.state, table.id),
    // The statement: an agent's confirmed services by day.
    index('agent_services_confirmed_idx')
      .on(table.agentBranchId, table.decidedAt)
      .where(sql`${table.state} = 'confirm'`),
    index('agent_services_settlement_idx')
      .on(table.settlementId)
      .where(sql`${table.settlementId} is not null`),
    check('agent_services_amount_check', sql`${table.amount} = ${table.fee} + ${table.discount} and ${table.fee} >= 0`),
    check(
      'agent_services_decision_check',
      sql`(${table.state} = 'pending') = (${table.decidedAt} is null) and (${table.state} = 'denied') = (${table.denyReason} is not null)`,
    ),
    check('agent_services_settled_check', sql`${table.settlementId} is null or ${table.state} = 'confirm'`),
  ],
);
