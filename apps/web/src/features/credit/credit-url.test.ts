import { describe, expect, it } from 'vitest';
import { creditPageQueryFrom } from './credit-url';

// 00:35 on 1 March 2026 in Yangon.
const now = new Date('2026-02-28T18:05:00Z');
const params = (query: string) => new URLSearchParams(query);

describe('credit statement URL', () => {
  it('defaults to this month in Yangon', () => {
    expect(creditPageQueryFrom(params('merchant_id=5'), now)).toEqual({
      merchantId: 5,
      period: { from: '2026-03-01', to: '2026-03-31' },
    });
  });

  it('reads the period, and falls back for a day that does not exist', () => {
    expect(creditPageQueryFrom(params('from=2026-01-15&to=2026-02-30'), now)).toEqual({
      merchantId: undefined,
      period: { from: '2026-01-15', to: '2026-03-31' },
    });
  });

  it('has no period when it runs backwards, and no merchant for a bad id', () => {
    expect(creditPageQueryFrom(params('merchant_id=x&from=2026-03-10&to=2026-03-01'), now)).toEqual({
      merchantId: undefined,
      period: null,
    });
  });
});
