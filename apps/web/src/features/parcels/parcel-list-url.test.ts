import { describe, expect, it } from 'vitest';
import { isProgressGroup, parcelListQueryFrom } from './parcel-list-url';

describe('parcel list URL', () => {
  it('lists one progress group with the filters of the URL', () => {
    expect(parcelListQueryFrom(new URLSearchParams('search=0942&page=2&status=bogus'), 'ongoing')).toMatchObject({
      tab: 'search',
      group: 'ongoing',
      search: '0942',
      page: 2,
    });
  });

  it('lists every group without one', () => {
    expect(parcelListQueryFrom(new URLSearchParams('')).group).toBeUndefined();
  });

  it('knows the progress groups', () => {
    expect(isProgressGroup('returned')).toBe(true);
    expect(isProgressGroup('lost')).toBe(false);
    expect(isProgressGroup(undefined)).toBe(false);
  });
});
