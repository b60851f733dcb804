import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import { pingDatabase } from '../../db/client.js';

/** For load balancers and start-up scripts: answers once the database does. */
export function registerHealthRoutes(app: AppInstance, deps: { db: Database }): void {
  app.get('/api/health', { config: { access: 'public' } }, async () => {
    await pingDatabase(deps.db);
    return { status: 'ok' };
  });
}
