import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companyRolePermissions, roles } from '../../db/schema/index.js';
import { companyRoleJoin, permissionsInCompany } from './role-permissions.js';

const roleColumns = {
  id: roles.id,
  slug: roles.slug,
  level: roles.level,
  nameEn: roles.nameEn,
  nameMm: roles.nameMm,
  nameZh: roles.nameZh,
  permissions: permissionsInCompany,
};

/** Roles are data (issue 14.2): levels seeded from the domain, permissions editable per company. */
export const rolesRepository = {
  async listRoles(db: Database, companyId: number) {
    return db
      .select(roleColumns)
      .from(roles)
      .leftJoin(companyRolePermissions, companyRoleJoin(companyId))
      .orderBy(asc(roles.level), asc(roles.id));
  },

  async findRole(db: Database, { id, companyId }: { id: number; companyId: number }) {
    const [row] = await db
      .select(roleColumns)
      .from(roles)
      .leftJoin(companyRolePermissions, companyRoleJoin(companyId))
      .where(eq(roles.id, id));
    return row ?? null;
  },

  /**
   * Sets the company's permissions for the role; every signed-in holder in that company reads them on his next
   * request (account data version), the other companies' holders keep theirs.
   */
  async setPermissions(
    tx: Database,
    { companyId, roleId, permissions, at }: { companyId: number; roleId: number; permissions: string[]; at: Date },
  ): Promise<void> {
    await tx
      .insert(companyRolePermissions)
      .values({ companyId, roleId, permissions, updatedAt: at })
      .onConflictDoUpdate({
        target: [companyRolePermissions.companyId, companyRolePermissions.roleId],
        set: { permissions, updatedAt: at },
      });
  },
};
