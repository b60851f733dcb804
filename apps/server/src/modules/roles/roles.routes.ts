import {
  roleIdParams,
  roleListResponse,
  rolePermissionsRequest,
  roleReaderRoles,
  roleResponse,
  superScreenRoles,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { actorOf } from '../../plugins/request-context.js';
import { listRoles, updateRolePermissions } from './roles.service.js';

/** Role and permission screens are for super-admin and md (spec §6); a branch's owner reads them (issue 26 §5). */
export function registerRoleRoutes(app: AppInstance, deps: { db: Database; clock: Clock }): void {
  const access = { access: { roles: superScreenRoles, permission: 'role.manage' } } as const;
  const read = { access: { roles: roleReaderRoles, permission: 'staff.view' } } as const;
  app.get('/api/role', { config: read, schema: { response: { 200: roleListResponse } } }, (request) =>
    listRoles({ ...deps, actor: actorOf(request), locale: request.locale }),
  );
  app.put(
    '/api/role/:id/permissions',
    { config: access, schema: { params: roleIdParams, body: rolePermissionsRequest, response: { 200: roleResponse } } },
    async (request) => ({
      data: await updateRolePermissions({
        ...deps,
        actor: actorOf(request),
        locale: request.locale,
        id: request.params.id,
        body: request.body,
      }),
    }),
  );
}
