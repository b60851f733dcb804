import { locationListResponse, locationQuery } from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import { actorOf } from '../../plugins/request-context.js';
import { listLocations } from './locations.service.js';

export function registerLocationRoutes(app: AppInstance, deps: { db: Database }): void {
  app.get(
    '/api/locations',
    {
      config: { access: { global: true } },
      schema: { querystring: locationQuery, response: { 200: locationListResponse } },
    },
    (request) => listLocations({ ...deps, companyId: actorOf(request).companyId, query: request.query }),
  );
}
