import { describe, expect, it } from 'vitest';
import { labelStatuses } from '../labels/label-enums.js';
import { statusesOfMerchantTab, merchantTabOf } from './merchant-portal-tabs.js';
import { expectedNextPayout } from './next-payout.js';

describe('merchant portal tabs (spec §4)', () => {
  it('puts every status in exactly one list tab', () => {
    const tabs = ['pending', 'accepted', 'process', 'delivered', 'ongoing_return', 'return'] as const;
    const listed = tabs.flatMap((tab) => statusesOfMerchantTab(tab));
    expect([...listed].sort()).toEqual([...labelStatuses].sort());
    expect(merchantTabOf('pending')).toBe('pending');
    expect(merchantTabOf('accept_from_origin_branch')).toBe('accepted');
    expect(merchantTabOf('send_to_destination_address')).toBe('process');
    expect(merchantTabOf('delivered')).toBe('delivered');
    expect(merchantTabOf('sendback_to_origin_branch')).toBe('ongoing_return');
    expect(merchantTabOf('sentback_to_customer')).toBe('return');
  });

  it('lists the labels not yet sent for printing', () => {
    expect(statusesOfMerchantTab('multi_label_print')).toEqual([
      ...statusesOfMerchantTab('pending'),
      ...statusesOfMerchantTab('accepted'),
    ]);
  });
});

describe('expectedNextPayout', () => {
  const at = (iso: string) => new Date(`${iso}T10:00:00Z`);

  it('is none before a first payout, a week after a single one', () => {
    expect(expectedNextPayout([], at('2026-11-01'))).toBeNull();
    expect(expectedNextPayout([at('2026-11-01')], at('2026-11-02'))).toEqual(at('2026-11-08'));
  });

  it('follows the usual gap between recent payouts, and is never in the past', () => {
    const paid = [at('2026-11-01'), at('2026-11-04'), at('2026-11-07'), at('2026-11-10'), at('2026-10-01')];
    expect(expectedNextPayout(paid, at('2026-11-11'))).toEqual(at('2026-11-13'));
    expect(expectedNextPayout(paid, at('2026-11-20'))).toEqual(at('2026-11-20'));
  });
});
