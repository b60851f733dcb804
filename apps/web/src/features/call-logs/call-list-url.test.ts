import { describe, expect, it } from 'vitest';
import { callListQueryFrom, caseIdFrom, isCallListTab, isCallReason } from './call-list-url';

describe('call list URL', () => {
  it('knows the tabs and the reasons', () => {
    expect(isCallListTab('scheduled')).toBe(true);
    expect(isCallListTab('later')).toBe(false);
    expect(isCallListTab(undefined)).toBe(false);
    expect(isCallReason('failed_delivery')).toBe(true);
    expect(isCallReason('pending')).toBe(false);
  });

  it('reads the page, and drops one that is not a page', () => {
    expect(callListQueryFrom('pending', new URLSearchParams('page=3'))).toEqual({
      tab: 'pending',
      page: 3,
      per_page: 9,
    });
    expect(callListQueryFrom('complete', new URLSearchParams('page=x')).page).toBe(1);
    expect(callListQueryFrom('complete', new URLSearchParams()).page).toBe(1);
  });

  it('reads a case id', () => {
    expect(caseIdFrom('42')).toBe(42);
    expect(caseIdFrom('0')).toBeNull();
    expect(caseIdFrom('4x')).toBeNull();
    expect(caseIdFrom(undefined)).toBeNull();
  });
});
