import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { utcTimestamp } from './columns.js';
import { users } from './users.js';

/**
 * Who changed what, from where. Append-only: a trigger in the migrations refuses UPDATE, DELETE and TRUNCATE, and
 * each row is chained to the one before by hash (`chain_seq`, `prev_hash`, `hash` — set by the `audit_log_chain`
 * trigger of migration 0008, never by the application; see lib/audit-chain.ts).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').references(() => users.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    at: utcTimestamp('at').notNull().defaultNow(),
    /** Position in the hash chain: 1, 2, 3 … in the order the rows were chained. */
    chainSeq: bigint('chain_seq', { mode: 'number' }),
    /** The hash of the row before in the chain (64 zeros for the first). */
    prevHash: text('prev_hash'),
    /** SHA-256 (hex) of prev_hash and this row's canonical content. */
    hash: text('hash'),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entity, table.entityId),
    uniqueIndex('audit_log_chain_seq_idx').on(table.chainSeq),
  ],
);

/** The newest link of the audit chain: one row, locked by each audit insert until its transaction commits. */
export const auditChainHead = pgTable(
  'audit_chain_head',
  {
    id: smallint('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [check('audit_chain_head_one_row', sql`${table.id} = 1`)],
);
