import { describe, expect, it } from 'vitest';
import { bulkActionFor, expectedStatusOfTab, isListTab, labelListQueryFrom } from './label-list-url';

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

  it('defaults to the sender side, page 1, 20 per page', () => {
    expect(labelListQueryFrom('search', params(''))).toMatchObject({
      side: 'sender',
      tab: 'search',
      page: 1,
      per_page: 20,
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

describe('bulk actions', () => {
  it.each([
    ['sender', 'inbox', 'accept', 'pending'],
    ['sender', 'pending', 'dispatch', 'accept_from_origin_branch'],
    ['receiver', 'inbox', 'arrive', 'send_to_destination_branch'],
    ['receiver', 'pending', 'outForDelivery', 'arrived_to_destination_branch'],
    ['receiver', 'ongoing', 'deliver', 'send_to_destination_address'],
  ] as const)('%s %s → %s from %s', (side, tab, action, status) => {
    expect(bulkActionFor(side, tab)).toBe(action);
    expect(expectedStatusOfTab(side, tab)).toBe(status);
  });

  it('has no action on the other tabs', () => {
    expect(bulkActionFor('sender', 'search')).toBeNull();
    expect(bulkActionFor('sender', 'ongoing')).toBeNull();
    expect(bulkActionFor('receiver', 'toString')).toBeNull();
    expect(expectedStatusOfTab('sender', 'search')).toBeNull();
  });
});
