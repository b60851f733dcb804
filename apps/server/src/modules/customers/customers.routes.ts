import { customerLookupQuery, customerLookupResponse } from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import { actorOf } from '../../plugins/request-context.js';
import { findSavedSenders } from './find-saved-senders.js';

export function registerCustomerRoutes(app: AppInstance, deps: { db: Database }): void {
  app.get(
    '/api/customers',
    {
      // The lookup serves the counter form: whoever may create a label may find its sender again.
      config: { access: { permission: 'label.create' } },
      schema: { querystring: customerLookupQuery, response: { 200: customerLookupResponse } },
    },
    (request) => findSavedSenders({ ...deps, actor: actorOf(request), query: request.query }),
  );
}
