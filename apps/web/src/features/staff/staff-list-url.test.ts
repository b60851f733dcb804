import { describe, expect, it } from 'vitest';
import { isStaffTab, staffListQueryFrom, staffTabSearch, statusActionOf, statusChangesFrom } from './staff-list-url';

describe('staff list URL', () => {
  it('knows the tabs', () => {
    expect(isStaffTab('active')).toBe(true);
    expect(isStaffTab('ban')).toBe(true);
    expect(isStaffTab('list')).toBe(false);
    expect(isStaffTab(undefined)).toBe(false);
  });

  it('reads the search and the page, and drops what the API would refuse', () => {
    expect(staffListQueryFrom('suspend', new URLSearchParams('search=+ko+hein+&page=2'))).toEqual({
      tab: 'suspend',
      search: 'ko hein',
      page: 2,
      per_page: 9,
    });
    const loose = staffListQueryFrom('active', new URLSearchParams(`page=x&search=${'a'.repeat(101)}`));
    expect(loose).toEqual({ tab: 'active', page: 1, per_page: 9 });
  });

  it('keeps the search and starts from page 1 on another tab', () => {
    expect(staffTabSearch(new URLSearchParams('search=hein&page=3'))).toBe('?search=hein');
    expect(staffTabSearch(new URLSearchParams('page=3'))).toBe('');
  });

  it('offers the moves of each tab', () => {
    expect(statusChangesFrom('active')).toEqual(['suspend', 'ban']);
    expect(statusChangesFrom('suspend')).toEqual(['active', 'ban']);
    expect(statusChangesFrom('ban')).toEqual(['active']);
    expect(statusChangesFrom('ban').map((status) => statusActionOf[status])).toEqual(['activate']);
  });
});
