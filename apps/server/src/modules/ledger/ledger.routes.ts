import { trialBalanceResponse } from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import { actorOf } from '../../plugins/request-context.js';
import { getTrialBalance } from './ledger.service.js';

export function registerLedgerRoutes(app: AppInstance, deps: { db: Database }): void {
  app.get(
    '/api/ledger/trial-balance',
    { config: { access: { permission: 'cod.view' } }, schema: { response: { 200: trialBalanceResponse } } },
    (request) => getTrialBalance({ ...deps, actor: actorOf(request) }),
  );
}
