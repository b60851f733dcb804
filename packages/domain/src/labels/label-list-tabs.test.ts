import { describe, expect, it } from 'vitest';
import { acceptTabs, deliverTabs, labelStatuses } from './label-enums.js';
import { acceptTabFilters, deliverTabFilters, labelTabFilter } from './label-list-tabs.js';
import { statusPath } from './label-status-machine.js';

describe('list tabs', () => {
  it('has a filter for every tab of both sides, on the right side', () => {
    expect(Object.keys(acceptTabFilters).sort()).toEqual([...acceptTabs].sort());
    expect(Object.keys(deliverTabFilters).sort()).toEqual([...deliverTabs].sort());
    expect(Object.values(acceptTabFilters).every((filter) => filter.side === 'sender')).toBe(true);
    expect(Object.values(deliverTabFilters).every((filter) => filter.side === 'receiver')).toBe(true);
    for (const filter of [...Object.values(acceptTabFilters), ...Object.values(deliverTabFilters)]) {
      for (const status of [...filter.statuses, ...(filter.viaStatuses ?? [])]) expect(labelStatuses).toContain(status);
    }
  });

  it('puts every status of a normal path in exactly one sender tab', () => {
    for (const status of statusPath('normal')) {
      const tabs = Object.entries(acceptTabFilters).filter(([, filter]) => filter.statuses.includes(status));
      expect(tabs, status).toHaveLength(1);
    }
  });

  it('follows the counter workflow: inbox → pending on each side', () => {
    expect(acceptTabFilters.inbox.statuses).toContain('pending');
    expect(acceptTabFilters.pending.statuses).toContain('accept_from_origin_branch');
    expect(deliverTabFilters.inbox.statuses).toEqual(['send_to_destination_branch']);
    expect(deliverTabFilters.pending).toMatchObject({ pickupAtPo: false, returning: false });
    expect(deliverTabFilters.pickup).toMatchObject({ pickupAtPo: true });
    expect(deliverTabFilters.return.returning).toBe(true);
  });

  it('looks a tab up by side and name, and nothing else', () => {
    expect(labelTabFilter('sender', 'sent')).toBe(acceptTabFilters.sent);
    expect(labelTabFilter('receiver', 'pickup')).toBe(deliverTabFilters.pickup);
    expect(labelTabFilter('sender', 'pickup')).toBeNull();
    expect(labelTabFilter('receiver', 'constructor')).toBeNull();
  });
});
