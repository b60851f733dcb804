import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { merchants } from './merchants.js';
import { createdAt, utcTimestamp } from './columns.js';
import { users } from './users.js';

/**
 * An account's authenticator secret (issue 30 §1), sealed with AES-256-GCM (lib/secret-box.ts): a database copy alone
 * does not give the codes away when TWO_STEP_KEY is kept outside it. Not in force until a code from it is verified.
 */
export const userTwoStep = pgTable('user_two_step', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealedSecret: text('sealed_secret').notNull(),
  /** Null while set-up waits for its first code. */
  enabledAt: utcTimestamp('enabled_at'),
  /** The 30-second step of the last code accepted: a code is never accepted twice (RFC 6238 §5.2). */
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
});

/** One-time recovery codes, stored as SHA-256 hashes; each signs in once instead of an authenticator code. */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: utcTimestamp('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('user_recovery_codes_user_idx').on(table.userId, table.codeHash)],
);

/** A one-time link to set a new member's password (issue 30 §1); only its SHA-256 is kept. */
export const userInvites = pgTable(
  'user_invites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: utcTimestamp('expires_at').notNull(),
    usedAt: utcTimestamp('used_at'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [index('user_invites_user_idx').on(table.userId)],
);

/**
 * A merchant's owner or clerk (a user of type `merchant`, issue 30 §1) and the one merchant whose data he sees. Its own
 * table: merchants already refer to users (created_by), and a user referring back would make the two a cycle.
 */
export const merchantMembers = pgTable(
  'merchant_members',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    createdAt: createdAt(),
  },
  (table) => [index('merchant_members_merchant_idx').on(table.merchantId)],
);
