import { and, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { branches, companies, loginThrottles, roles, sessions, userBranches, users } from '../../db/schema/index.js';

const branchColumns = {
  id: branches.id,
  code: branches.code,
  nameEn: branches.nameEn,
  nameMm: branches.nameMm,
  town: branches.town,
  internationalMail: branches.internationalMail,
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
    permissions: roles.permissions,
  },
  branchId: users.branchId,
  businessName: companies.nameEn,
};

export type BranchRow = {
  id: number;
  code: string;
  nameEn: string;
  nameMm: string;
  town: string;
  internationalMail: boolean;
};

async function findAccount(tx: Database, userId: number) {
  const [row] = await tx
    .select(accountColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row;
}

export const authRepository = {
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

  async findBranch(tx: Database, branchId: number): Promise<BranchRow | null> {
    const [row] = await tx.select(branchColumns).from(branches).where(eq(branches.id, branchId));
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

  /** The session behind a token hash with everything access checks need, in one round trip. */
  async findSession(tx: Database, tokenHash: string) {
    const [row] = await tx
      .select({
        sessionId: sessions.id,
        lastUsedAt: sessions.lastUsedAt,
        idleExpiresAt: sessions.idleExpiresAt,
        absoluteExpiresAt: sessions.absoluteExpiresAt,
        revokedAt: sessions.revokedAt,
        user: {
          id: users.id,
          companyId: users.companyId,
          name: users.name,
          userName: users.userName,
          status: users.status,
          allBranches: users.allBranches,
          branchCollectionId: users.branchCollectionId,
        },
        role: { slug: roles.slug, level: roles.level, permissions: roles.permissions },
        branch: { id: branches.id, internationalMail: branches.internationalMail },
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(branches, eq(branches.id, users.branchId))
      .where(eq(sessions.tokenHash, tokenHash));
    return row ?? null;
  },

  async touchSession(tx: Database, sessionId: number, now: Date, idleExpiresAt: Date): Promise<void> {
    await tx.update(sessions).set({ lastUsedAt: now, idleExpiresAt }).where(eq(sessions.id, sessionId));
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

  /** Deletes sessions that can no longer be used and throttle windows that have run out. */
  async deleteExpired(tx: Database, { now, windowStart }: { now: Date; windowStart: Date }) {
    const expiredSessions = await tx
      .delete(sessions)
      .where(or(lt(sessions.absoluteExpiresAt, now), lt(sessions.idleExpiresAt, now), isNotNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    await tx.delete(loginThrottles).where(lt(loginThrottles.windowStartedAt, windowStart));
    return expiredSessions.length;
  },
};
