import { and, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { AccountStatus, Locale } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { preparedStatement, toDate } from '../../db/prepared-statement.js';
import type { SignedInAccount } from '../../plugins/request-context.js';
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

/** The account columns both statements read: user, role (names in every locale), company, current and jointed branches. */
const accountSelect = sql`
  u.id as user_id, u.company_id, u.name, u.user_name, u.status, u.locale, u.all_branches, u.branch_collection_id,
  r.id as role_id, r.slug as role_slug, r.level as role_level, r.permissions as role_permissions,
  r.name_en as role_name_en, r.name_mm as role_name_mm, r.name_zh as role_name_zh,
  c.name_en as business_name,
  b.id as branch_id, b.code as branch_code, b.name_en as branch_name_en, b.name_mm as branch_name_mm,
  b.town as branch_town, b.international_mail as branch_international_mail,
  (select coalesce(json_agg(json_build_object('id', jb.id, 'name_en', jb.name_en, 'name_mm', jb.name_mm)
                            order by jb.id), '[]'::json)
     from user_branches ub join branches jb on jb.id = ub.branch_id where ub.user_id = u.id) as jointed_branches`;
const accountJoins = sql`
  join roles r on r.id = u.role_id
  join companies c on c.id = u.company_id
  left join branches b on b.id = u.branch_id`;

export interface SessionAccountRow {
  sessionId: number;
  lastUsedAt: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  revokedAt: Date | null;
  account: SignedInAccount;
}

function accountOf(row: Record<string, unknown>): SignedInAccount {
  return {
    id: row.user_id as number,
    companyId: row.company_id as number,
    name: row.name as string,
    userName: row.user_name as string,
    status: row.status as AccountStatus,
    locale: row.locale as Locale,
    allBranches: row.all_branches as boolean,
    branchCollectionId: row.branch_collection_id as number | null,
    role: {
      id: row.role_id as number,
      slug: row.role_slug as string,
      level: row.role_level as number,
      permissions: row.role_permissions as string[],
      names: { en: row.role_name_en as string, mm: row.role_name_mm as string, zh: row.role_name_zh as string },
    },
    businessName: row.business_name as string,
    branch:
      row.branch_id === null
        ? null
        : {
            id: row.branch_id as number,
            code: row.branch_code as string,
            nameEn: row.branch_name_en as string,
            nameMm: row.branch_name_mm as string,
            town: row.branch_town as string,
            internationalMail: row.branch_international_mail as boolean,
          },
    jointedBranches: row.jointed_branches as SignedInAccount['jointedBranches'],
  };
}

const authenticateStatement = preparedStatement<
  { tokenHash: string; now: string; touchBefore: string; ttlHours: number },
  SessionAccountRow
>(
  'auth_session',
  sql`
    with found as (
      select s.id as session_id, s.last_used_at, s.idle_expires_at, s.absolute_expires_at, s.revoked_at, ${accountSelect}
      from sessions s join users u on u.id = s.user_id ${accountJoins}
      where s.token_hash = ${sql.placeholder('tokenHash')}
    ), touched as (
      update sessions
      set last_used_at = ${sql.placeholder('now')}::timestamptz,
          idle_expires_at = least(${sql.placeholder('now')}::timestamptz + ${sql.placeholder('ttlHours')}::int * interval '1 hour',
                                  found.absolute_expires_at)
      from found
      where sessions.id = found.session_id and found.revoked_at is null and found.status = 'active'
        and found.idle_expires_at > ${sql.placeholder('now')}::timestamptz
        and found.absolute_expires_at > ${sql.placeholder('now')}::timestamptz
        and found.last_used_at <= ${sql.placeholder('touchBefore')}::timestamptz
      returning sessions.id
    )
    select * from found`,
  (row) => ({
    sessionId: row.session_id as number,
    lastUsedAt: toDate(row.last_used_at),
    idleExpiresAt: toDate(row.idle_expires_at),
    absoluteExpiresAt: toDate(row.absolute_expires_at),
    revokedAt: row.revoked_at === null ? null : toDate(row.revoked_at),
    account: accountOf(row),
  }),
);

const accountStatement = preparedStatement<{ userId: number }, SignedInAccount>(
  'auth_account',
  sql`select ${accountSelect} from users u ${accountJoins} where u.id = ${sql.placeholder('userId')}`,
  accountOf,
);

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

  /**
   * The session behind a token hash with its user, role, permissions, current and jointed branches: everything the
   * access checks and GET /api/active_account need, in ONE prepared statement. The same statement slides the idle
   * expiry when the session was last written `touchBefore` or earlier and is still usable (at most once a minute),
   * so a request never waits for a second round trip; it reads the state as it is now, so a revoked session or a
   * suspended user fails on the very next request.
   */
  async authenticateSession(
    tx: Database,
    params: { tokenHash: string; now: Date; touchBefore: Date; ttlHours: number },
  ): Promise<SessionAccountRow | null> {
    const [row] = await authenticateStatement.run(tx, {
      tokenHash: params.tokenHash,
      now: params.now.toISOString(),
      touchBefore: params.touchBefore.toISOString(),
      ttlHours: params.ttlHours,
    });
    return row ?? null;
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
