import { describe, expect, it } from 'vitest';
import {
  customerDetailQuery,
  customerExportColumns,
  customerExportQuery,
  customerListQuery,
  customerSearchTerms,
} from './customer-book-schemas.js';

describe('the customer book', () => {
  it('searches the name in any case, and the phone when the text reads as digits', () => {
    expect(customerSearchTerms('Daw Khin')).toEqual({ name: 'daw khin', phone: null });
    expect(customerSearchTerms('၀၉ ၄၂၁')).toEqual({ name: '၀၉ ၄၂၁', phone: '09421' });
    expect(customerSearchTerms('+95 9 421 234 567')).toEqual({ name: '+95 9 421 234 567', phone: '09421234567' });
  });

  it('pages the list 9 rows at a time and refuses an empty or control-character search', () => {
    expect(customerListQuery.parse({})).toEqual({ page: 1, per_page: 9 });
    expect(customerListQuery.parse({ search: ' Khin ', page: '2' })).toEqual({ search: 'Khin', page: 2, per_page: 9 });
    expect(customerListQuery.safeParse({ search: '' }).success).toBe(false);
    expect(customerListQuery.safeParse({ search: 'a\u0000' }).success).toBe(false);
    expect(customerListQuery.safeParse({ page: '0' }).success).toBe(false);
  });

  it('opens a detail on the sent labels unless asked for the received ones', () => {
    expect(customerDetailQuery.parse({})).toMatchObject({ labels: 'sent', page: 1 });
    expect(customerDetailQuery.parse({ labels: 'received' }).labels).toBe('received');
    expect(customerDetailQuery.safeParse({ labels: 'both' }).success).toBe(false);
  });

  it('exports one of the three types, each with the name and phone first', () => {
    expect(customerExportQuery.safeParse({ type: 'all' }).success).toBe(true);
    expect(customerExportQuery.safeParse({ type: 'everyone' }).success).toBe(false);
    expect(customerExportQuery.safeParse({}).success).toBe(false);
    for (const columns of Object.values(customerExportColumns)) expect(columns.slice(0, 2)).toEqual(['name', 'phone']);
  });
});
