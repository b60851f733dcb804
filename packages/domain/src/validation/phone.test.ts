import { describe, expect, it } from 'vitest';
import { canonicalPhone, isValidPhone, phoneSearchTerm, toStoredPhone } from './phone.js';

describe('phones are read in any form people write them and kept in one (spec §5)', () => {
  it.each([
    ['09421234567', '09421234567'],
    ['9421234567', '09421234567'],
    ['1234567', '01234567'],
    ['01234567', '01234567'],
    ['+959421234567', '09421234567'],
    ['959421234567', '09421234567'],
    ['+95 9 421 234 567', '09421234567'],
    ['+95-9-421-234-567', '09421234567'],
    ['0095 9421234567', '09421234567'],
    ['+95 09 421 234 567', '09421234567'],
    ['(+95) 1 234567', '01234567'],
    ['၀၉-၄၂၁ ၂၃၄ ၅၆၇', '09421234567'],
    ['+၉၅၉၄၂၁၂၃၄၅၆၇', '09421234567'],
    // Ten digits read as a local number first: bare 95 is the country code only when the local reading fails.
    ['9591234567', '09591234567'],
  ])('%s → %s', (typed, stored) => {
    expect(canonicalPhone(typed)).toBe(stored);
    expect(isValidPhone(typed)).toBe(true);
  });

  it.each([
    '123456', // 6 digits
    '12345678901', // 11 digits without 0
    '0012345678', // the first digit after 0 is 0
    '+95123456', // 6 digits after the country code
    '+9512345678901', // 11 digits after the country code
    '+66 812345678', // another country
    '09abc',
    '+95',
    '',
  ])('%j is not a phone', (typed) => {
    expect(canonicalPhone(typed)).toBeNull();
    expect(isValidPhone(typed)).toBe(false);
  });

  it('keeps the cleaned text of a non-phone for the rule to refuse', () => {
    expect(toStoredPhone('+95 9 421 234 567')).toBe('09421234567');
    expect(toStoredPhone('09-abc')).toBe('09abc');
  });

  it.each([
    ['+959421234567', '09421234567'],
    ['+95 9 421 234 567', '09421234567'],
    ['0095 9421234567', '09421234567'],
    ['959421234567', '09421234567'],
    ['+၉၅၉၄၂၁၂၃၄၅၆၇', '09421234567'],
    // The last digits or a local number stay as typed: they are the end of the stored phone already.
    ['1234567', '1234567'],
    ['4567', '4567'],
    ['9421234567', '9421234567'],
    ['09421234567', '09421234567'],
    ['၁၂၃ ၄၅၆၇', '1234567'],
    ['+66 812345678', '+66812345678'],
  ])('a phone search for %j looks for stored phones ending with %j', (typed, term) => {
    expect(phoneSearchTerm(typed)).toBe(term);
  });
});
