import { describe, expect, it } from 'vitest';
import {
  myanmarOperatorNames,
  myanmarOperatorOf,
  myanmarOperatorPrefixes,
  myanmarOperators,
  normalizeMyanmarPhone,
} from './myanmar-phones.js';

describe('normalizeMyanmarPhone: the forms people type', () => {
  const atom = { e164: '+959775541794', national: '09775541794', operator: 'ATOM' };
  it.each([
    '09775541794',
    '9775541794',
    '+959775541794',
    '959775541794',
    '00959775541794',
    '+95 9 775 541 794',
    '+95 09 775 541 794',
    '09-775-541-794',
    '(09) 775.541.794',
    ' 09775541794 ',
    '၀၉၇၇၅၅၄၁၇၉၄',
    '+၉၅ ၉ ၇၇၅ ၅၄၁ ၇၉၄',
    '၀၉-၇၇၅ ၅၄၁ ၇၉၄',
  ])('%j → +959775541794', (raw) => {
    expect(normalizeMyanmarPhone(raw)).toEqual(atom);
  });
});

describe('normalizeMyanmarPhone: the operator from the prefix', () => {
  it.each([
    // MPT: 10-digit WCDMA, 9-digit and old 8-digit ranges
    ['09421234567', 'MPT'],
    ['09401234567', 'MPT'],
    ['09441234567', 'MPT'],
    ['09451234567', 'MPT'],
    ['09251234567', 'MPT'],
    ['09261234567', 'MPT'],
    ['09881234567', 'MPT'],
    ['09891234567', 'MPT'],
    ['0943123456', 'MPT'],
    ['0949123456', 'MPT'],
    ['0973123456', 'MPT'],
    ['0991234567', 'MPT'],
    ['095123456', 'MPT'],
    ['092012345', 'MPT'],
    // ATOM (Telenor)
    ['09751234567', 'ATOM'],
    ['09761234567', 'ATOM'],
    ['09771234567', 'ATOM'],
    ['09781234567', 'ATOM'],
    ['09791234567', 'ATOM'],
    // Ooredoo
    ['09951234567', 'Ooredoo'],
    ['09961234567', 'Ooredoo'],
    ['09971234567', 'Ooredoo'],
    ['09981234567', 'Ooredoo'],
    // Mytel
    ['09651234567', 'Mytel'],
    ['09661234567', 'Mytel'],
    ['09671234567', 'Mytel'],
    ['09681234567', 'Mytel'],
    ['09691234567', 'Mytel'],
    // MecTel
    ['0930123456', 'MecTel'],
    ['0931123456', 'MecTel'],
    ['0933123456', 'MecTel'],
    ['0936123456', 'MecTel'],
    ['09341234567', 'MecTel'],
  ])('%s is %s', (raw, operator) => {
    expect(normalizeMyanmarPhone(raw)?.operator).toBe(operator);
  });

  it('keeps a valid mobile number in no known range, without an operator', () => {
    expect(normalizeMyanmarPhone('09941234567')).toEqual({
      e164: '+959941234567',
      national: '09941234567',
      operator: null,
    });
  });
});

describe('normalizeMyanmarPhone: what cannot be a Myanmar mobile', () => {
  it.each([
    '',
    'abc',
    '09-abc-1234',
    '0977123456x',
    '01234567', // Yangon landline
    '012345678',
    '+9512345678',
    '0671234567', // Nay Pyi Taw landline
    '09123', // too short
    '0912345',
    '0977123456', // one digit short for ATOM
    '097712345678', // one too many
    '+66812345678', // Thailand
    '+8613912345678', // China
    '959',
    '+',
  ])('%j → null', (raw) => {
    expect(normalizeMyanmarPhone(raw)).toBeNull();
  });
});

describe('the operator table', () => {
  it('names only known operators, each once per prefix and length, with a display name', () => {
    const seen = new Set<string>();
    for (const { prefix, digits, operator } of myanmarOperatorPrefixes) {
      expect(myanmarOperators).toContain(operator);
      expect(seen.has(`${prefix}/${digits}`)).toBe(false);
      seen.add(`${prefix}/${digits}`);
    }
    for (const operator of myanmarOperators) expect(myanmarOperatorNames[operator]).toBeTruthy();
  });

  it('picks the longest matching prefix of the number’s length', () => {
    expect(myanmarOperatorOf('9661234567')).toBe('Mytel');
    expect(myanmarOperatorOf('96123456')).toBe('MPT');
    expect(myanmarOperatorOf('9951234567')).toBe('Ooredoo');
    expect(myanmarOperatorOf('99123456')).toBe('MPT');
    expect(myanmarOperatorOf('1234567')).toBeNull();
  });
});
