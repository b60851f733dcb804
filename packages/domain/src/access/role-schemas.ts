import { z } from 'zod';
import { entityId } from '../common/number-schemas.js';
import { permissions } from './permissions.js';

/** GET /api/role: every role with its level and permissions (spec §6; screens for super-admin and md only). */
export const roleItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  level: z.number().int(),
  permissions: z.array(z.string()),
  /** Whether the signed-in user may change this role's permissions (a role ranked below his own). */
  editable: z.boolean(),
});
export type RoleItem = z.infer<typeof roleItem>;
export const roleListResponse = z.object({ data: z.array(roleItem), permissions: z.array(z.enum(permissions)) });
export type RoleList = z.infer<typeof roleListResponse>;

export const roleIdParams = z.object({ id: entityId() });

/** PUT /api/role/{id}/permissions: the role's whole permission list, from the one list in the domain. */
export const rolePermissionsRequest = z.object({
  permissions: z
    .array(z.enum(permissions, 'validation.noselectErrorMessage'))
    .max(permissions.length)
    .transform((list) => [...new Set(list)].sort()),
});
export type RolePermissionsRequest = z.infer<typeof rolePermissionsRequest>;
export const roleResponse = z.object({ data: roleItem });
