import { describe, expect, it } from 'vitest';
import { customerDetailQueryFrom, customerListQueryFrom } from './customer-url';

describe('customer screens in the URL', () => {
  it('reads the list search and page, leaving out what the API would refuse', () => {
    expect(customerListQueryFrom(new URLSearchParams('search=%20Khin%20&page=3'))).toEqual({
      search: 'Khin',
      page: 3,
      per_page: 9,
    });
    expect(customerListQueryFrom(new URLSearchParams('search=%20&page=zero'))).toEqual({ page: 1, per_page: 9 });
  });

  it('opens the detail on the sent labels unless the URL asks for the received ones', () => {
    expect(customerDetailQueryFrom(new URLSearchParams(''))).toEqual({ labels: 'sent', page: 1, per_page: 9 });
    expect(customerDetailQueryFrom(new URLSearchParams('labels=received&page=2'))).toEqual({
      labels: 'received',
      page: 2,
      per_page: 9,
    });
    expect(customerDetailQueryFrom(new URLSearchParams('labels=both')).labels).toBe('sent');
  });
});
