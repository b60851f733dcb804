import {
  customerDetailQuery,
  customerDetailResponse,
  customerExportQuery,
  customerIdParams,
  customerListQuery,
  customerListResponse,
  customerLookupQuery,
  customerLookupResponse,
} from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { actorOf } from '../../plugins/request-context.js';
import { exportCustomers } from './export-customers.js';
import { findSavedSenders } from './find-saved-senders.js';
import { getCustomer } from './get-customer.js';
import { listCustomers } from './list-customers.js';

export function registerCustomerRoutes(app: AppInstance, deps: { db: Database; clock: Clock }): void {
  app.get(
    '/api/customers',
    {
      // The lookup serves the counter form: whoever may create a label may find its sender again.
      config: { access: { permission: 'label.create' } },
      schema: { querystring: customerLookupQuery, response: { 200: customerLookupResponse } },
    },
    (request) => findSavedSenders({ ...deps, actor: actorOf(request), query: request.query }),
  );

  app.get(
    '/api/customer',
    {
      config: { access: { permission: 'customer.view' } },
      schema: { querystring: customerListQuery, response: { 200: customerListResponse } },
    },
    (request) => listCustomers({ ...deps, actor: actorOf(request), query: request.query }),
  );

  // Declared before /:id reads it; a static path wins over a parameter in Fastify's router either way.
  app.get(
    '/api/customer/export',
    { config: { access: { permission: 'customer.export' } }, schema: { querystring: customerExportQuery } },
    async (request, reply) => {
      const { fileName, stream } = await exportCustomers({
        ...deps,
        actor: actorOf(request),
        type: request.query.type,
        locale: request.locale,
        onError: (error) => request.log.error({ err: error }, 'customer export cut short'),
      });
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.get(
    '/api/customer/:id',
    {
      config: { access: { permission: 'customer.view' } },
      schema: { params: customerIdParams, querystring: customerDetailQuery, response: { 200: customerDetailResponse } },
    },
    (request) => getCustomer({ ...deps, actor: actorOf(request), id: request.params.id, query: request.query }),
  );
}
