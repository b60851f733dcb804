import { describe, expect, it } from 'vitest';
import { bulkStepFor, isListTab, labelListQueryFrom, statusesOfTab } from './label-list-url';

const params = (query: string) => new URLSearchParams(query);

describe('label list URL', () => {
  it('reads the tab, side, filters and page', () => {
    expect(
      labelListQueryFrom('inbox', params('side=receiver&search=12345&status=pending&from=01/03/2026&page=3')),
    ).toMatchObject({
      side: 'receiver',
      tab: 'inbox',
      search: '12345',
      status: 'pending',
      from: '01/03/2026',
      page: 3,
    });
  });

  it('defaults to the sender side, page 1, 9 per page (spec §9)', () => {
    expect(labelListQueryFrom('search', params(''))).toMatchObject({
      side: 'sender',
      tab: 'search',
      page: 1,
      per_page: 9,
    });
  });

  it('falls back to the search tab for a tab the side does not have', () => {
    expect(labelListQueryFrom('pickup', params('side=sender')).tab).toBe('search');
    expect(labelListQueryFrom('pickup', params('side=receiver')).tab).toBe('pickup');
    expect(isListTab('sender', 'nonsense')).toBe(false);
  });

  it('drops only the filters that do not validate', () => {
    const query = labelListQueryFrom('search', params('status=flying&from=31/02/20x6&page=-4&phone=0942'));
    expect(query).toMatchObject({ phone: '0942', page: 1 });
    expect(query.status).toBeUndefined();
    expect(query.from).toBeUndefined();
  });
});

describe('bulk steps', () => {
  it.each([
    ['sender', 'inbox', 'accept', ['pending', 'created', 'process', 'pickup_courier_leader', 'pickup_courier']],
    ['sender', 'pending', 'dispatch', ['accept_from_origin_branch', 'accept_by_transport', 'sendback_to_transport']],
    ['receiver', 'inbox', 'arrive', ['send_to_destination_branch', 'send_to_forward_branch']],
    [
      'receiver',
      'pending',
      'out_for_delivery',
      ['arrived_to_destination_branch', 'arrived_to_forward_branch', 'redirected'],
    ],
    ['receiver', 'ongoing', 'courier_return', ['send_to_destination_address', 'send_to_mmpost', 'postman_hand_over']],
  ] as const)('%s %s → %s, from the tab’s own states', (side, tab, step, statuses) => {
    expect(bulkStepFor(side, tab)).toBe(step);
    expect(statusesOfTab(side, tab)).toEqual(statuses);
  });

  it('has no step on the other tabs', () => {
    expect(bulkStepFor('sender', 'search')).toBeNull();
    expect(bulkStepFor('sender', 'ongoing')).toBeNull();
    expect(bulkStepFor('receiver', 'pickup')).toBeNull();
    expect(bulkStepFor('receiver', 'toString')).toBeNull();
    expect(statusesOfTab('sender', 'search')).toEqual([]);
  });
});
