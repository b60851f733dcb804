import { expectedNextPayout, yangonDay, yangonDayStart, type PortalDashboardResponse } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import { codListWhere, codRepository } from '../cod/cod.repository.js';
import { portalMerchantId } from '../merchant-users/merchant-scope.js';
import { merchantPortalRepository as repository } from './merchant-portal.repository.js';

const day = 24 * 3600 * 1000;

/**
 * GET /api/merchant-portal/dashboard: what a merchant phones the branch to ask — today's labels (Yangon's day), how
 * many of the last 30 days' finished labels were delivered, COD collected and not yet paid, the last payout and when
 * the next is expected.
 */
export async function getPortalDashboard({
  db,
  clock,
  actor,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
}): Promise<PortalDashboardResponse> {
  const merchantId = portalMerchantId(actor);
  const now = clock.now();
  const waiting = codListWhere({
    companyId: actor.companyId,
    states: ['process', 'ready_to_clearance', 'clearance'],
    merchantId,
  });
  const [today, finished, cod, payouts] = await Promise.all([
    repository.countBookedSince(db, { merchantId, since: yangonDayStart(yangonDay(now)) }),
    repository.countFinishedSince(db, { merchantId, since: new Date(now.getTime() - 30 * day) }),
    codRepository.listCodLabels(db, waiting, { limit: 0, offset: 0 }),
    repository.listPayouts(db, { merchantId, limit: 6 }),
  ]);
  const delivered = finished.get('delivered') ?? 0;
  const ended = delivered + (finished.get('return') ?? 0);
  const last = payouts[0];
  const next = expectedNextPayout(
    payouts.map((payout) => payout.completedAt!),
    now,
  );
  return {
    today_labels: today,
    delivered_rate: ended === 0 ? null : Math.round((delivered / ended) * 1000) / 10,
    cod_waiting: { count: cod.totals.count, amount: cod.totals.codAmount },
    last_payout: last
      ? { id: last.id, amount: last.amount, paid_at: last.completedAt!.toISOString(), reference: last.bankRef }
      : null,
    next_payout_expected: next === null ? null : yangonDay(next),
  };
}
