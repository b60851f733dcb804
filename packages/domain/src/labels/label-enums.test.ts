import { describe, expect, it } from 'vitest';
import {
  labelStatusVariantOf,
  acceptTabs,
  deliverTabs,
  labelStatuses,
  labelStatusesFor,
  labelStatusesVariant1,
  labelStatusesVariant2Added,
  labelTabs,
  merchantClearanceTabs,
  merchantTabs,
  searchFilterStatuses,
  searchFilterStatusesFor,
} from './label-enums.js';

describe('label enumerations (spec §3, §4)', () => {
  it('has 23 statuses in variant 1 and 9 more in variant 2, none twice', () => {
    expect(labelStatusesVariant1).toHaveLength(23);
    expect(labelStatusesVariant2Added).toHaveLength(9);
    expect(new Set(labelStatuses).size).toBe(32);
    expect(labelStatusesFor()).toBe(labelStatusesVariant1);
    expect(labelStatusesFor(2)).toBe(labelStatuses);
  });

  it('orders the search filter as the spec and drops statuses a variant lacks', () => {
    expect(searchFilterStatuses).toHaveLength(17);
    expect(searchFilterStatusesFor(2)).toEqual(searchFilterStatuses);
    expect(searchFilterStatusesFor(1)).not.toContain('send_to_mmpost');
    expect(searchFilterStatusesFor(1)[0]).toBe('pending');
  });

  it('lists every tab once', () => {
    expect(acceptTabs).toHaveLength(11);
    expect(deliverTabs).toHaveLength(11);
    expect(merchantTabs).toHaveLength(7);
    expect(merchantClearanceTabs).toHaveLength(2);
    expect(new Set(labelTabs).size).toBe(labelTabs.length);
    for (const tab of [...acceptTabs, ...deliverTabs, ...merchantTabs, ...merchantClearanceTabs])
      expect(labelTabs).toContain(tab);
  });

  it('Myanmar Post labels walk the second variant whatever the company’s setting (issue 28 §2)', () => {
    expect(labelStatusVariantOf(1, 'mm_post')).toBe(2);
    expect(labelStatusVariantOf(1, 'fcs_express')).toBe(1);
    expect(labelStatusVariantOf(2, 'all_parcel')).toBe(2);
  });
});
