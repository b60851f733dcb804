import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { roles } from '../../db/schema/index.js';

const roleColumns = {
  id: roles.id,
  slug: roles.slug,
  level: roles.level,
  nameEn: roles.nameEn,
  nameMm: roles.nameMm,
  nameZh: roles.nameZh,
  permissions: roles.permissions,
};

/** Roles are data (issue 14.2): levels seeded from the domain, permissions editable. */
export const rolesRepository = {
  async listRoles(db: Database) {
    return db.select(roleColumns).from(roles).orderBy(asc(roles.level), asc(roles.id));
  },

  async findRole(db: Database, id: number) {
    const [row] = await db.select(roleColumns).from(roles).where(eq(roles.id, id));
    return row ?? null;
  },

  /** Replaces the role's permissions; every signed-in holder reads them on his next request (account data version). */
  async setPermissions(tx: Database, id: number, permissions: string[], at: Date): Promise<void> {
    await tx.update(roles).set({ permissions, updatedAt: at }).where(eq(roles.id, id));
  },
};
