import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { companyRolePermissions, roles } from '../../db/schema/index.js';

/** A role's permissions in a company: the company's own once it changed them, else the role's. */
export const permissionsInCompany = sql<
  string[]
>`coalesce(${companyRolePermissions.permissions}, ${roles.permissions})`;

/** Left-joins the company's row for the role, if it has one: `companyId` a number or the users' column. */
export const companyRoleJoin = (companyId: number | SQLWrapper) =>
  and(eq(companyRolePermissions.roleId, roles.id), eq(companyRolePermissions.companyId, companyId));
