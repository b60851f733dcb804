import { describe, expect, it } from 'vitest';
import { clearanceListQueryFrom, merchantIdFrom } from './clearance-list-url';

const params = (query: string) => new URLSearchParams(query);

describe('clearance list URL', () => {
  it('reads the merchant, the status and the page', () => {
    expect(clearanceListQueryFrom(params('merchant_id=4&status=void&page=2'))).toEqual({
      merchant_id: 4,
      status: 'void',
      page: 2,
      per_page: 9,
    });
  });

  it('drops only the filters that do not validate', () => {
    expect(clearanceListQueryFrom(params('merchant_id=x&status=paid&page=3'))).toEqual({ page: 3, per_page: 9 });
  });

  it('reads the merchant of the ready screen', () => {
    expect(merchantIdFrom(params('merchant_id=12'))).toBe(12);
    expect(merchantIdFrom(params('merchant_id=-1'))).toBeUndefined();
    expect(merchantIdFrom(params('merchant_id=1.5'))).toBeUndefined();
    expect(merchantIdFrom(params(''))).toBeUndefined();
  });
});
