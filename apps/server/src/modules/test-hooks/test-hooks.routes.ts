import { sql } from 'drizzle-orm';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import { branches } from '../../db/schema/index.js';

/**
 * Routes only the e2e server has (WAYPOST_TEST_HOOKS=1; never set in production): there is no API yet that edits
 * reference data, and the e2e browser cannot reach the embedded database of the server process.
 */
export function registerTestHookRoutes(app: AppInstance, deps: { db: Database }): void {
  // Rewrites one branch row unchanged: the reference-data triggers move the /api/cache_config key, as a real edit would.
  app.post(
    '/api/test-hooks/touch-reference-data',
    { config: { access: { global: true } } },
    async (_request, reply) => {
      await deps.db
        .update(branches)
        .set({ nameEn: sql`${branches.nameEn}` })
        .where(sql`${branches.code} = 'YGN'`);
      return reply.code(204).send();
    },
  );

  // A sensitive action that only answers: the API tests of re-authentication (no money route exists yet) use it.
  app.post(
    '/api/test-hooks/sensitive-action',
    { config: { access: { global: true }, freshAuth: true } },
    async (_request, reply) => reply.code(204).send(),
  );
}
