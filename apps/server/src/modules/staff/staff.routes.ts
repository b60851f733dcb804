import {
  assignableStaffQuery,
  assignableStaffResponse,
  staffCreateRequest,
  staffFormOptionsResponse,
  staffIdParams,
  staffListQuery,
  staffListResponse,
  staffResponse,
  staffStatusRequest,
  staffUpdateRequest,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { actorOf } from '../../plugins/request-context.js';
import { listAssignableStaff } from './list-assignable-staff.js';
import { getStaff, getStaffFormOptions, listStaff } from './list-staff.js';
import { changeStaffStatus, createStaff, updateStaff } from './manage-staff.js';

export function registerStaffRoutes(app: AppInstance, deps: { db: Database; clock: Clock }): void {
  app.get(
    '/api/staff/assignable',
    {
      // Postmen for pickups, couriers for runs: the service checks the one the role asks for.
      config: { access: { permission: { pickup: 'pickup-request.assign', delivery: 'delivery.assign' } } },
      schema: { querystring: assignableStaffQuery, response: { 200: assignableStaffResponse } },
    },
    (request) => listAssignableStaff({ ...deps, actor: actorOf(request), query: request.query }),
  );
  app.get(
    '/api/staff',
    {
      config: { access: { permission: 'staff.view' } },
      schema: { querystring: staffListQuery, response: { 200: staffListResponse } },
    },
    (request) => listStaff({ ...deps, actor: actorOf(request), query: request.query, locale: request.locale }),
  );
  app.get(
    '/api/staff/options',
    { config: { access: { permission: 'staff.manage' } }, schema: { response: { 200: staffFormOptionsResponse } } },
    (request) => getStaffFormOptions({ ...deps, actor: actorOf(request), locale: request.locale }),
  );
  app.get(
    '/api/staff/:id',
    {
      config: { access: { permission: 'staff.view' } },
      schema: { params: staffIdParams, response: { 200: staffResponse } },
    },
    async (request) => ({
      data: await getStaff({ ...deps, actor: actorOf(request), id: request.params.id, locale: request.locale }),
    }),
  );
  app.post(
    '/api/staff',
    {
      config: { access: { permission: 'staff.manage' } },
      schema: { body: staffCreateRequest, response: { 201: staffResponse } },
    },
    async (request, reply) => {
      const data = await createStaff({ ...deps, actor: actorOf(request), locale: request.locale, body: request.body });
      return reply.code(201).send({ data });
    },
  );
  app.put(
    '/api/staff/:id',
    {
      config: { access: { permission: 'staff.manage' } },
      schema: { params: staffIdParams, body: staffUpdateRequest, response: { 200: staffResponse } },
    },
    async (request) => ({
      data: await updateStaff({
        ...deps,
        actor: actorOf(request),
        locale: request.locale,
        id: request.params.id,
        body: request.body,
      }),
    }),
  );
  app.post(
    '/api/staff/:id/status',
    {
      config: { access: { permission: 'staff.manage' } },
      schema: { params: staffIdParams, body: staffStatusRequest, response: { 200: staffResponse } },
    },
    async (request) => ({
      data: await changeStaffStatus({
        ...deps,
        actor: actorOf(request),
        locale: request.locale,
        id: request.params.id,
        body: request.body,
      }),
    }),
  );
}
