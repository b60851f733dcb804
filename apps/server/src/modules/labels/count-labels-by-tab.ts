import { acceptTabs, deliverTabs, type LabelTabCount, type LabelTabCounts } from '@waypost/domain';
import type { Actor } from '../../plugins/request-context.js';
import type { LabelDeps } from './label-access.js';
import { labelCountsRepository } from './label-counts.repository.js';
import { labelListFilterOf } from './label-list-filter.js';

/**
 * GET /api/label/count: how many labels each tab of both sides lists for the actor, as the tab opens (no search-bar
 * filters) and counted as its list counts its total, in one query.
 */
export async function countLabelsByTab({
  db,
  actor,
}: Pick<LabelDeps, 'db'> & { actor: Actor }): Promise<{ data: LabelTabCounts }> {
  const tabs = [
    ...acceptTabs.map((tab) => ({ side: 'sender' as const, tab })),
    ...deliverTabs.map((tab) => ({ side: 'receiver' as const, tab })),
  ];
  const filters = await Promise.all(
    tabs.map(({ side, tab }) => labelListFilterOf({ db, actor, query: { side, tab, page: 1, per_page: 1 } })),
  );
  const totals = await labelCountsRepository.countEach(db, filters);
  const countOf = (index: number): LabelTabCount => {
    const count = totals[index] ?? { total: 0, capped: false };
    return { total: count.total, total_capped: count.capped };
  };
  return {
    data: {
      sender: Object.fromEntries(acceptTabs.map((tab, index) => [tab, countOf(index)])) as LabelTabCounts['sender'],
      receiver: Object.fromEntries(
        deliverTabs.map((tab, index) => [tab, countOf(acceptTabs.length + index)]),
      ) as LabelTabCounts['receiver'],
    },
  };
}
