import {
  hasPermission,
  permissions,
  superScreenRoles,
  type Locale,
  type RoleItem,
  type RoleList,
  type RolePermissionsRequest,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import { roleNameOf } from '../staff/list-staff.js';
import { rolesRepository } from './roles.repository.js';

type RoleRow = NonNullable<Awaited<ReturnType<typeof rolesRepository.findRole>>>;

/**
 * Only the role screens' own users (an owner reads them) and only a role ranked below his own: nobody widens or
 * narrows his own rank's powers.
 */
const mayEdit = (actor: Actor, role: RoleRow) =>
  (superScreenRoles as readonly string[]).includes(actor.role.slug) &&
  hasPermission(actor, 'role.manage') &&
  role.level > actor.role.level;

const itemOf = (actor: Actor, role: RoleRow, locale: Locale): RoleItem => ({
  id: role.id,
  slug: role.slug,
  name: roleNameOf(role, locale),
  level: role.level,
  permissions: role.permissions,
  editable: mayEdit(actor, role),
});

/** GET /api/role: every role with its permissions in the user's company, and the domain's list to choose from. */
export async function listRoles({
  db,
  actor,
  locale,
}: {
  db: Database;
  actor: Actor;
  locale: Locale;
}): Promise<RoleList> {
  const rows = await rolesRepository.listRoles(db, actor.companyId);
  return { data: rows.map((role) => itemOf(actor, role, locale)), permissions: [...permissions] };
}

/**
 * PUT /api/role/{id}/permissions: a role below the user's own gets exactly the permissions sent, in the user's
 * company (other companies keep theirs).
 */
export async function updateRolePermissions({
  db,
  clock,
  actor,
  locale,
  id,
  body,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  locale: Locale;
  id: number;
  body: RolePermissionsRequest;
}): Promise<RoleItem> {
  const role = await rolesRepository.findRole(db, { id, companyId: actor.companyId });
  if (!role) throw new AppError('NOT_FOUND');
  if (!mayEdit(actor, role)) throw new AppError('STAFF_NOT_EDITABLE');
  await db.transaction(async (tx) => {
    await rolesRepository.setPermissions(tx, {
      companyId: actor.companyId,
      roleId: id,
      permissions: body.permissions,
      at: clock.now(),
    });
    await recordAudit(tx, {
      actor,
      action: 'role.permissions',
      entity: 'role',
      entityId: id,
      before: { permissions: role.permissions },
      after: { permissions: body.permissions },
    });
  });
  return itemOf(actor, { ...role, permissions: body.permissions }, locale);
}
