import { branchListResponse } from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import { listBranches } from './branches.service.js';

export function registerBranchRoutes(app: AppInstance, deps: { db: Database }): void {
  app.get(
    '/api/branch/all',
    { config: { access: { global: true } }, schema: { response: { 200: branchListResponse } } },
    () => listBranches(deps),
  );
}
