import { cacheConfigResponse } from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import { getCacheConfig } from './reference-data.service.js';

export function registerReferenceDataRoutes(app: AppInstance, deps: { db: Database }): void {
  app.get(
    '/api/cache_config',
    { config: { access: { global: true } }, schema: { response: { 200: cacheConfigResponse } } },
    () => getCacheConfig(deps),
  );
}
