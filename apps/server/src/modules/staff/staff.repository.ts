import type { RoleSlug } from '@waypost/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { branches, roles, users } from '../../db/schema/index.js';

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
