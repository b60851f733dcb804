import { describe, expect, it } from 'vitest';
import { codListQueryFrom, codTabSearch, isCodState } from './cod-list-url';

const params = (query: string) => new URLSearchParams(query);

describe('COD list URL', () => {
  it('reads the state, the filters and the page', () => {
    expect(codListQueryFrom('process', params('merchant_id=7&branch_id=2&search=MM12&page=3'))).toEqual({
      status: 'process',
      merchant_id: 7,
      branch_id: 2,
      search: 'MM12',
      page: 3,
      per_page: 9,
    });
  });

  it('drops only the filters that do not validate', () => {
    const query = codListQueryFrom('ongoing', params('merchant_id=abc&branch_id=0&search=EB1&page=-1'));
    expect(query).toEqual({ status: 'ongoing', search: 'EB1', page: 1, per_page: 9 });
  });

  it('knows the six states', () => {
    expect(isCodState('ready_to_clearance')).toBe(true);
    expect(isCodState('delivered')).toBe(false);
    expect(isCodState(undefined)).toBe(false);
  });

  it('keeps the filters, not the page, when the tab changes', () => {
    expect(codTabSearch(params('merchant_id=7&page=4&search=MM'))).toBe('?merchant_id=7&search=MM');
    expect(codTabSearch(params('page=2'))).toBe('');
  });
});
