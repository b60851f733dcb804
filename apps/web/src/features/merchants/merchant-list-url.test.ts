import { describe, expect, it } from 'vitest';
import { merchantListQueryFrom } from './merchant-list-url';

describe('merchant list URL', () => {
  it('reads search, home branch and page, 9 rows a page', () => {
    expect(merchantListQueryFrom(new URLSearchParams('search=Shwe&home_branch_id=2&page=3'))).toEqual({
      search: 'Shwe',
      home_branch_id: 2,
      page: 3,
      per_page: 9,
    });
    expect(merchantListQueryFrom(new URLSearchParams(''))).toEqual({ page: 1, per_page: 9 });
  });

  it('leaves out what the API would refuse instead of failing the page', () => {
    expect(merchantListQueryFrom(new URLSearchParams('home_branch_id=x&page=0&search=%20'))).toEqual({
      page: 1,
      per_page: 9,
    });
  });
});
