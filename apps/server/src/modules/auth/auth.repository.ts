import type { AccountStatus, BranchType } from '@waypost/domain';
import { and, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedStatement, toDate } from '../../db/prepared-statement.js';
import type { SignedInAccount } from '../../plugins/request-context.js';
import {
  loginDevices,
  branches,
  companies,
  companyRolePermissions,
  loginThrottles,
  roles,
  sessions,
  userBranches,
  users,
} from '../../db/schema/index.js';
import { companyRoleJoin, permissionsInCompany } from '../roles/role-permissions.js';

const branchColumns = {
  id: branches.id,
  code: branches.code,
  nameEn: branches.nameEn,
  nameMm: branches.nameMm,
  town: branches.town,
  internationalMail: branches.internationalMail,
  type: branches.type,
};

const accountColumns = {
  id: users.id,
  companyId: users.companyId,
  name: users.name,
  userName: users.userName,
  status: users.status,
  locale: users.locale,
  allBranches: users.allBranches,
  branchCollectionId: users.branchCollectionId,
  role: {
    id: roles.id,
    slug: roles.slug,
    level: roles.level,
    nameEn: roles.nameEn,
    nameMm: roles.nameMm,
    nameZh: roles.nameZh,
    permissions: permissionsInCompany,
  },
  branchId: users.branchId,
  businessName: companies.nameEn,
};

export interface SessionAccountRow {
  sessionId: number;
  lastUsedAt: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  revokedAt: Date | null;
  /** When the password was last typed again in this session (POST /api/reauth). */
  reauthenticatedAt: Date | null;
  /** The user's status as it is now (never from a kept copy). */
  status: AccountStatus;
  /** The account data version the statement read (account_data_version). */
  accountVersion: number;
  /** Null when the caller already holds the account of this version. */
  account: SignedInAccount | null;
}

const authenticateStatement = preparedStatement<{ tokenHash: string; knownVersion: number }, SessionAccountRow>(
  'auth_session',
  sql`
    select s.id as session_id, s.last_used_at, s.idle_expires_at, s.absolute_expires_at, s.revoked_at,
      s.reauthenticated_at, u.status, v.version as account_version,
      -- The account (auth_account, migration 0013) only when the caller's copy is not of the current version: a
      -- function call costs nothing until it is made, where a subquery's plan is set up on every execution.
      case when v.version = ${sql.placeholder('knownVersion')}::bigint then null
           else auth_account(s.user_id) end as account
    from sessions s join users u on u.id = s.user_id
      -- By its key: the planner then expects one row (a plain join with the unanalyzed one-row table was estimated
      -- at thousands, which put the statement over jit_above_cost: 12 ms of JIT compiling per request).
      join account_data_version v on v.id = 1
    where s.token_hash = ${sql.placeholder('tokenHash')}`,
  (row) => ({
    sessionId: row.session_id as number,
    lastUsedAt: toDate(row.last_used_at),
    idleExpiresAt: toDate(row.idle_expires_at),
    absoluteExpiresAt: toDate(row.absolute_expires_at),
    revokedAt: row.revoked_at === null ? null : toDate(row.revoked_at),
    reauthenticatedAt: row.reauthenticated_at === null ? null : toDate(row.reauthenticated_at),
    status: row.status as AccountStatus,
    accountVersion: Number(row.account_version),
    account: row.account as SignedInAccount | null,
  }),
);

/** Slides a session's idle expiry, unless another request (or API process) already did since `touchBefore`. */
const touchSessionStatement = preparedStatement<
  { sessionId: number; now: string; touchBefore: string; ttlHours: number },
  never
>(
  'auth_touch_session',
  sql`
    update sessions
    set last_used_at = ${sql.placeholder('now')}::timestamptz,
        idle_expires_at = least(${sql.placeholder('now')}::timestamptz + ${sql.placeholder('ttlHours')}::int * interval '1 hour',
                                absolute_expires_at)
    where id = ${sql.placeholder('sessionId')} and last_used_at <= ${sql.placeholder('touchBefore')}::timestamptz`,
  () => undefined as never,
);

const accountStatement = preparedStatement<{ userId: number }, SignedInAccount>(
  'auth_account',
  sql`select auth_account(${sql.placeholder('userId')}::int) as account`,
  (row) => row.account as SignedInAccount,
);

export type BranchRow = {
  id: number;
  code: string;
  nameEn: string;
  nameMm: string;
  town: string;
  internationalMail: boolean;
  type: BranchType;
};

async function findAccount(tx: Database, userId: number) {
  const [row] = await tx
    .select(accountColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(companyRolePermissions, companyRoleJoin(users.companyId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row;
}

export const authRepository = {
  /** The known device with this cookie hash, if it is the named account's (any case). */
  async findLoginDevice(tx: Database, tokenHash: string, userName: string): Promise<{ id: number } | null> {
    const [row] = await tx
      .select({ id: loginDevices.id })
      .from(loginDevices)
      .innerJoin(users, eq(users.id, loginDevices.userId))
      .where(and(eq(loginDevices.tokenHash, tokenHash), eq(sql`lower(${users.userName})`, userName.toLowerCase())));
    return row ?? null;
  },

  async insertLoginDevice(tx: Database, row: { userId: number; tokenHash: string; now: Date }): Promise<void> {
    await tx
      .insert(loginDevices)
      .values({ userId: row.userId, tokenHash: row.tokenHash, createdAt: row.now, lastUsedAt: row.now });
  },

  async touchLoginDevice(tx: Database, id: number, now: Date): Promise<void> {
    await tx.update(loginDevices).set({ lastUsedAt: now }).where(eq(loginDevices.id, id));
  },

  async findCredentials(tx: Database, userName: string) {
    const [row] = await tx
      .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
      .from(users)
      .where(eq(sql`lower(${users.userName})`, userName.toLowerCase()));
    return row ?? null;
  },

  async findAccount(tx: Database, userId: number) {
    return (await findAccount(tx, userId)) ?? null;
  },

  /**
   * The session behind a token hash with its user's status and, unless the caller's copy is of the current
   * `knownVersion`, the account: user, role, permissions, current and jointed branches — everything the access checks
   * and GET /api/active_account need, in ONE prepared statement that only reads. It reads the state as it is now, so
   * a revoked session or a suspended user fails on the very next request.
   */
  async authenticateSession(
    tx: Database,
    params: { tokenHash: string; knownVersion: number },
  ): Promise<SessionAccountRow | null> {
    const [row] = await authenticateStatement.run(tx, params);
    return row ?? null;
  },

  /** Slides the idle expiry (at most once per `touchBefore` window, whichever process comes first). */
  async touchSession(
    tx: Database,
    params: { sessionId: number; now: Date; touchBefore: Date; ttlHours: number },
  ): Promise<void> {
    await touchSessionStatement.run(tx, {
      sessionId: params.sessionId,
      now: params.now.toISOString(),
      touchBefore: params.touchBefore.toISOString(),
      ttlHours: params.ttlHours,
    });
  },

  async findPasswordHash(tx: Database, userId: number): Promise<string | null> {
    const [row] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
    return row?.passwordHash ?? null;
  },

  async markSessionReauthenticated(tx: Database, sessionId: number, now: Date): Promise<void> {
    await tx.update(sessions).set({ reauthenticatedAt: now }).where(eq(sessions.id, sessionId));
  },

  /** The same account as authenticateSession reads, by user id (after sign-in or a branch switch). */
  async findSessionAccount(tx: Database, userId: number): Promise<SignedInAccount | null> {
    const [row] = await accountStatement.run(tx, { userId });
    return row ?? null;
  },

  async listJointedBranches(tx: Database, userId: number): Promise<BranchRow[]> {
    return tx
      .select(branchColumns)
      .from(userBranches)
      .innerJoin(branches, eq(branches.id, userBranches.branchId))
      .where(eq(userBranches.userId, userId))
      .orderBy(branches.id);
  },

  async setCurrentBranch(tx: Database, userId: number, branchId: number, now: Date): Promise<void> {
    await tx.update(users).set({ branchId, updatedAt: now }).where(eq(users.id, userId));
  },

  async insertSession(
    tx: Database,
    session: {
      userId: number;
      tokenHash: string;
      now: Date;
      idleExpiresAt: Date;
      absoluteExpiresAt: Date;
      ip: string | null;
      userAgent: string | null;
    },
  ): Promise<void> {
    await tx.insert(sessions).values({
      userId: session.userId,
      tokenHash: session.tokenHash,
      createdAt: session.now,
      lastUsedAt: session.now,
      idleExpiresAt: session.idleExpiresAt,
      absoluteExpiresAt: session.absoluteExpiresAt,
      ip: session.ip,
      userAgent: session.userAgent,
    });
  },

  /** Ends the user's other open sessions (the one asking stays signed in). */
  async revokeOtherSessions(
    tx: Database,
    { userId, keepSessionId, now }: { userId: number; keepSessionId: number; now: Date },
  ) {
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)));
  },

  async revokeSession(tx: Database, sessionId: number, now: Date): Promise<void> {
    await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
  },

  /**
   * Counts one sign-in attempt against each key (a window that has run out starts again at one) and returns the new
   * counts. One statement with the rows in key order, so concurrent attempts queue on the rows and never deadlock; the
   * caller rolls the transaction back to take the attempt back when a count is over its limit.
   */
  async countLoginAttempt(tx: Database, keys: readonly string[], now: Date, windowStart: Date) {
    const expired = sql`${loginThrottles.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
    return tx
      .insert(loginThrottles)
      .values([...keys].sort().map((key) => ({ key, windowStartedAt: now, failures: 1 })))
      .onConflictDoUpdate({
        target: loginThrottles.key,
        set: {
          failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginThrottles.failures} + 1 END`,
          windowStartedAt: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${loginThrottles.windowStartedAt} END`,
        },
      })
      .returning();
  },

  /**
   * Takes back attempts that proved the password: `clear` sets the key's count to zero, otherwise one attempt is
   * given back if its window is still the one it was counted in. One row at a time in key order (as they were
   * counted), so this never deadlocks with attempts being counted.
   */
  async releaseLoginAttempts(
    tx: Database,
    releases: readonly { key: string; windowStartedAt: Date; clear: boolean }[],
  ): Promise<void> {
    for (const release of [...releases].sort((a, b) => (a.key < b.key ? -1 : 1))) {
      await tx
        .update(loginThrottles)
        .set({ failures: release.clear ? 0 : sql`greatest(${loginThrottles.failures} - 1, 0)` })
        .where(and(eq(loginThrottles.key, release.key), eq(loginThrottles.windowStartedAt, release.windowStartedAt)));
    }
  },

  /** Deletes sessions that can no longer be used, throttle windows that have run out and devices long unseen. */
  async deleteExpired(
    tx: Database,
    { now, windowStart, devicesUnusedSince }: { now: Date; windowStart: Date; devicesUnusedSince: Date },
  ) {
    const expiredSessions = await tx
      .delete(sessions)
      .where(or(lt(sessions.absoluteExpiresAt, now), lt(sessions.idleExpiresAt, now), isNotNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    await tx.delete(loginThrottles).where(lt(loginThrottles.windowStartedAt, windowStart));
    await tx.delete(loginDevices).where(lt(loginDevices.lastUsedAt, devicesUnusedSince));
    return expiredSessions.length;
  },
};
