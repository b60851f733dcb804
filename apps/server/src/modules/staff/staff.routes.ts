import { assignableStaffQuery, assignableStaffResponse } from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import { actorOf } from '../../plugins/request-context.js';
import { listAssignableStaff } from './list-assignable-staff.js';

export function registerStaffRoutes(app: AppInstance, deps: { db: Database }): void {
  app.get(
    '/api/staff/assignable',
    {
      // Postmen for pickups, couriers for runs: the service checks the one the role asks for.
      config: { access: { permission: { pickup: 'pickup-request.assign', delivery: 'delivery.assign' } } },
      schema: { querystring: assignableStaffQuery, response: { 200: assignableStaffResponse } },
    },
    (request) => listAssignableStaff({ ...deps, actor: actorOf(request), query: request.query }),
  );
}
