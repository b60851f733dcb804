import type { AccountStatus, RoleSlug } from '@waypost/domain';
import { and, asc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { branchCollections, branches, roles, sessions, userBranches, users } from '../../db/schema/index.js';
import { escapeLike } from '../../db/like-pattern.js';

export const staffRepository = {
  /** Active users of `role` whose current branch is `branchId`, by name. */
  async listActiveByRole(db: Database, { branchId, role }: { branchId: number; role: RoleSlug }) {
    return db
      .select({ id: users.id, name: users.name, phone: users.phone })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.branchId, branchId), eq(roles.slug, role), eq(users.status, 'active')))
      .orderBy(asc(users.name), asc(users.id));
  },

  async findBranch(db: Database, companyId: number, branchId: number) {
    const [row] = await db
      .select({ id: branches.id })
      .from(branches)
      .where(and(eq(branches.id, branchId), eq(branches.companyId, companyId)));
    return row ?? null;
  },

  /** A user as the field work checks them: their company, current branch, role and status. */
  async findUserForAssignment(db: Database, userId: number) {
    const [row] = await db
      .select({
        id: users.id,
        companyId: users.companyId,
        branchId: users.branchId,
        status: users.status,
        role: roles.slug,
        name: users.name,
      })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.id, userId));
    return row ?? null;
  },
};

/** Whose staff a user sees: every member of the company (head office), or those of one branch. */
export interface StaffScope {
  companyId: number;
  /** null: every branch of the company. */
  branchId: number | null;
}

/** A merchant's owner and clerks (issue 30) are the merchant's, not staff: its page lists them. */
const inScope = (scope: StaffScope) =>
  and(
    eq(users.companyId, scope.companyId),
    ne(users.userType, 'merchant'),
    scope.branchId === null ? undefined : eq(users.branchId, scope.branchId),
  );

const staffColumns = {
  id: users.id,
  name: users.name,
  userName: users.userName,
  phone: users.phone,
  email: users.email,
  gender: users.gender,
  status: users.status,
  smsActive: users.smsActive,
  createdAt: users.createdAt,
  roleId: roles.id,
  roleSlug: roles.slug,
  roleLevel: roles.level,
  roleNameEn: roles.nameEn,
  roleNameMm: roles.nameMm,
  roleNameZh: roles.nameZh,
  branchId: branches.id,
  branchNameEn: branches.nameEn,
  branchNameMm: branches.nameMm,
  branchCollectionId: users.branchCollectionId,
};

/** A user row as a new member is written. */
export type NewMember = typeof users.$inferInsert;

/** Staff administration (issue 14): the members a user manages, their roles and branches. */
export const staffManagementRepository = {
  /** One tab of members (by status) in the scope, matching `search` in name, user name or phone, by name. */
  async listStaff(
    db: Database,
    {
      scope,
      status,
      search,
      limit,
      offset,
    }: { scope: StaffScope; status: AccountStatus; search?: string; limit: number; offset: number },
  ) {
    const matching = and(inScope(scope), searchCondition(search));
    const [rows, counts] = await Promise.all([
      db
        .select(staffColumns)
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .leftJoin(branches, eq(branches.id, users.branchId))
        .where(and(matching, eq(users.status, status)))
        .orderBy(asc(users.name), asc(users.id))
        .limit(limit)
        .offset(offset),
      db
        .select({ status: users.status, count: sql<number>`count(*)::int` })
        .from(users)
        .where(matching)
        .groupBy(users.status),
    ]);
    return { rows, counts: new Map(counts.map((row) => [row.status, Number(row.count)])) };
  },

  /** A member of the company with his role and branch, or null. */
  async findStaff(db: Database, companyId: number, id: number) {
    const [row] = await db
      .select({ ...staffColumns, currentBranchId: users.branchId })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(branches, eq(branches.id, users.branchId))
      .where(and(eq(users.id, id), eq(users.companyId, companyId), ne(users.userType, 'merchant')));
    return row ?? null;
  },

  async findRole(db: Database, id: number) {
    const [row] = await db
      .select({ id: roles.id, slug: roles.slug, level: roles.level })
      .from(roles)
      .where(eq(roles.id, id));
    return row ?? null;
  },

  async listRoles(db: Database) {
    return db
      .select({
        id: roles.id,
        slug: roles.slug,
        level: roles.level,
        nameEn: roles.nameEn,
        nameMm: roles.nameMm,
        nameZh: roles.nameZh,
      })
      .from(roles)
      .orderBy(asc(roles.level), asc(roles.id));
  },

  /** The company's branch groups (for head office's staff form). */
  async listBranchCollections(db: Database, companyId: number) {
    return db
      .select({ id: branchCollections.id, nameEn: branchCollections.nameEn, nameMm: branchCollections.nameMm })
      .from(branchCollections)
      .where(eq(branchCollections.companyId, companyId))
      .orderBy(asc(branchCollections.code));
  },

  async listBranches(db: Database, scope: StaffScope) {
    return db
      .select({ id: branches.id, nameEn: branches.nameEn, nameMm: branches.nameMm })
      .from(branches)
      .where(
        and(
          eq(branches.companyId, scope.companyId),
          scope.branchId === null ? undefined : eq(branches.id, scope.branchId),
        ),
      )
      .orderBy(asc(branches.nameEn), asc(branches.id));
  },

  async userNameTaken(db: Database, userName: string): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.userName}) = lower(${userName})`);
    return row !== undefined;
  },

  async insertStaff(tx: Database, values: NewMember): Promise<number> {
    const [row] = await tx.insert(users).values(values).returning({ id: users.id });
    return row!.id;
  },

  async updateStaff(tx: Database, id: number, values: Partial<typeof users.$inferInsert>): Promise<void> {
    await tx.update(users).set(values).where(eq(users.id, id));
  },

  /** Moves a member's jointed branches with him: the new branch in, the old one out. */
  async moveJointedBranch(tx: Database, userId: number, from: number | null, to: number | null): Promise<void> {
    if (from !== null) {
      await tx.delete(userBranches).where(and(eq(userBranches.userId, userId), eq(userBranches.branchId, from)));
    }
    if (to !== null) await tx.insert(userBranches).values({ userId, branchId: to }).onConflictDoNothing();
  },

  /** Ends every open session of the user: his next request is a 401. */
  async revokeSessions(tx: Database, userId: number, at: Date): Promise<number> {
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return revoked.length;
  },
};

function searchCondition(search: string | undefined) {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(ilike(users.name, pattern), ilike(users.userName, pattern), ilike(users.phone, pattern));
}
