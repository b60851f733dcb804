import { describe, expect, it } from 'vitest';
import {
  betweenLengthRule,
  codFeeRule,
  confirmPasswordRule,
  emailRule,
  optionalEmailRule,
  fileRule,
  firstError,
  isYearInPickerRange,
  lengthRule,
  normalizeText,
  withoutSlashes,
  numberRule,
  padPostcode,
  passwordRule,
  percentRule,
  phoneRule,
  phoneTagsRule,
  required,
  selectRule,
  slugRule,
  weightRule,
  type FormRule,
} from './form-rules.js';
import { parseNumberInput } from './number-input.js';
import { isValidPhone } from './phone.js';

const key = (rule: FormRule, value: unknown) => rule(value)?.key ?? null;

describe('phone (spec §5)', () => {
  it.each([
    ['09421234567', true],
    ['9421234567', true],
    ['1234567', true], // 7 digits
    ['01234567', true],
    ['123456', false], // 6 digits
    ['12345678901', false], // 11 digits without 0
    ['0012345678', false], // first digit after 0 is 0
    ['၀၉၄၂၁၂၃၄၅၆၇', true],
    ['09-421 234 567', true],
    ['+959421234567', true],
    ['959421234567', true],
    ['09abc', false],
  ])('%s → %s', (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid);
  });
});

describe('rules and their spec §8 keys', () => {
  it.each<[string, FormRule, unknown, string | null]>([
    ['required empty', required, '  ', 'validation.emptyErrorMessage'],
    ['required null', required, null, 'validation.emptyErrorMessage'],
    ['required empty list', required, [], 'validation.emptyErrorMessage'],
    ['required ok', required, 'x', null],
    ['required number', required, 0, null],
    ['number empty', numberRule, '', 'validation.numberErrorMessage'],
    ['number text', numberRule, 'abc', 'validation.numberErrorMessage'],
    ['number ok', numberRule, '၁၂', null],
    ['file', fileRule, undefined, 'validation.emptyFileErrorMessage'],
    ['file ok', fileRule, 'a.pdf', null],
    ['email empty', emailRule, '', 'validation.emptyErrorMessage'],
    ['email bad', emailRule, 'a@b', 'validation.invalidErrorMessage'],
    ['email ok', emailRule, 'ko.aung@example.com', null],
    ['optional email empty', optionalEmailRule, '', null],
    ['optional email bad', optionalEmailRule, 'a@b', 'validation.invalidErrorMessage'],
    ['optional email ok', optionalEmailRule, 'ko.aung@example.com', null],
    ['select', selectRule, null, 'validation.noselectErrorMessage'],
    ['select ok', selectRule, 3, null],
    ['password empty', passwordRule, '', 'validation.emptyErrorMessage'],
    ['password short', passwordRule, '12345', 'validation.lengthInsufficentErrorMessage6'],
    ['password ok', passwordRule, '123456', null],
    ['confirm', confirmPasswordRule('secret1'), 'secret2', 'validation.passwordconfirmInvalidErrorMessage'],
    ['confirm ok', confirmPasswordRule('secret1'), 'secret1', null],
    ['slug empty', slugRule, '', 'validation.emptyErrorMessage'],
    ['slug 4', slugRule, 'YGNX', 'validation.lengthMustBeExactErrorMessage3'],
    ['slug ok', slugRule, 'YGN', null],
    ['length empty', lengthRule, '', 'validation.emptyErrorMessage'],
    ['length 5', lengthRule, '12345', 'validation.lengthMustBeSpecificLengthErrorMessage6'],
    ['length ok', lengthRule, '123456', null],
    ['between short', betweenLengthRule(2, 4), 'a', 'validation.betweenLengthErrorMessage'],
    ['between long', betweenLengthRule(2, 4), 'abcde', 'validation.betweenLengthErrorMessage'],
    ['between ok', betweenLengthRule(2, 4), 'abc', null],
    ['between undefined', betweenLengthRule(0, 4), undefined, null],
    ['cod empty', codFeeRule(1, 100), '', 'validation.emptyErrorMessage'],
    ['cod text', codFeeRule(1, 100), 'x', 'validation.numberErrorMessage'],
    ['cod high', codFeeRule(1, 100), 101, 'validation.codFeeErrorMessage'],
    ['cod edge', codFeeRule(1, 100), '100', null],
    ['weight low', weightRule(0.01, 100), '0', 'validation.weightErrorMessage'],
    ['weight edge', weightRule(0.01, 100), '0.01', null],
    // A decimal comma is a decimal point: "1,5" is 1.5 kg, not 15; "150,5" is over the limit, not 1505.
    ['weight comma', weightRule(0.01, 100), '1,5', null],
    ['weight comma high', weightRule(0.01, 100), '150,5', 'validation.weightErrorMessage'],
    ['weight ambiguous', weightRule(0.01, 100), '1,234.5', 'validation.ambiguousNumberErrorMessage'],
    ['cod grouped', codFeeRule(1, 100_000), '25,000', null],
    ['cod misgrouped', codFeeRule(1, 100_000), '2,5', 'validation.thousandsSeparatorErrorMessage'],
    ['number misgrouped', numberRule, '1,50,000', 'validation.thousandsSeparatorErrorMessage'],
    ['percent empty', percentRule(100, 'validation.insurancePercentErrorMessage'), '', null],
    ['percent ok', percentRule(100, 'validation.insurancePercentErrorMessage'), '၁၀၀', null],
    [
      'percent over',
      percentRule(100, 'validation.insurancePercentErrorMessage'),
      '150',
      'validation.insurancePercentErrorMessage',
    ],
    [
      'percent part',
      percentRule(100, 'validation.insurancePercentErrorMessage'),
      '2.5',
      'validation.insurancePercentErrorMessage',
    ],
    [
      'percent negative',
      percentRule(100, 'validation.insurancePercentErrorMessage'),
      -1,
      'validation.insurancePercentErrorMessage',
    ],
    ['percent text', percentRule(100, 'validation.insurancePercentErrorMessage'), 'x', 'validation.numberErrorMessage'],
    ['phone with country code', phoneRule, '+959421234567', null],
    ['phone empty', phoneRule, '', 'validation.emptyErrorMessage'],
    ['phone bad', phoneRule, '123', 'validation.phoneErrorMessage'],
    ['phone ok', phoneRule, '09421234567', null],
    ['tags ok', phoneTagsRule(), ['09421234567', '0791234567'], null],
    [
      'tags too many',
      phoneTagsRule(),
      ['09421234567', '0791234567', '09251234567'],
      'validation.phoneTagLimitErrorMessage',
    ],
    ['tags bad', phoneTagsRule(), ['12'], 'validation.phoneErrorMessage'],
    ['tags not a list', phoneTagsRule(3), 'x', null],
  ])('%s', (_name, rule, value, expected) => {
    expect(key(rule, value)).toBe(expected);
  });

  it('carries the bounds for interpolation', () => {
    expect(codFeeRule(1, 100)(500)).toEqual({ key: 'validation.codFeeErrorMessage', params: { min: 1, max: 100 } });
    expect(phoneTagsRule()(['1', '2', '3'])).toEqual({
      key: 'validation.phoneTagLimitErrorMessage',
      params: { max: 2 },
    });
  });

  it('shows the first failing rule', () => {
    expect(firstError('', [required, phoneRule])?.key).toBe('validation.emptyErrorMessage');
    expect(firstError('123', [required, phoneRule])?.key).toBe('validation.phoneErrorMessage');
    expect(firstError('09421234567', [required, phoneRule])).toBeNull();
  });
});

describe('inputs', () => {
  it.each([
    ['1,500', 1500],
    ['၁၅၀၀', 1500],
    [' 2.5 ', 2.5],
    ['.5', 0.5],
    ['-3', -3],
    ['1e3', null],
    ['', null],
    [Number.POSITIVE_INFINITY, null],
    [42, 42],
    [true, null],
  ])('parseNumberInput(%j) → %j', (value, parsed) => {
    expect(parseNumberInput(value)).toBe(parsed);
  });

  it.each<[string | null | undefined, Parameters<typeof normalizeText>[1], string | null]>([
    ['  Ko Aung  ', {}, 'Ko Aung'],
    ['   ', {}, null],
    [null, {}, null],
    ['No. 12/3, 49th St\\', {}, 'No. 123, 49th St'],
    ['a/b', { stripSlashes: false }, 'a/b'],
    ['abcdefgh', { maxLength: 5 }, 'abcde'],
    ['abcdefgh', { maxLength: 0 }, 'abcdefgh'],
    ['/', {}, null],
  ])('normalizeText(%j, %j) → %j', (value, options, expected) => {
    expect(normalizeText(value, options)).toBe(expected);
  });

  it('strips slashes as they are typed, keeping the spaces between words, and leaves non-text alone', () => {
    expect(withoutSlashes('Ma Ma / Shop\\ ')).toBe('Ma Ma  Shop ');
    expect(withoutSlashes(undefined)).toBeUndefined();
    expect(withoutSlashes(12)).toBe(12);
  });

  it.each([
    ['1011', '01011'],
    ['11181', '11181'],
    ['၁၁၁၈၁', '11181'],
    [1011, '01011'],
    ['', null],
    [null, null],
    ['AB-1', 'AB-1'],
  ])('padPostcode(%j) → %j', (value, expected) => {
    expect(padPostcode(value)).toBe(expected);
  });

  it('keeps the date picker within 1970–2100', () => {
    expect(isYearInPickerRange(1970)).toBe(true);
    expect(isYearInPickerRange(2100)).toBe(true);
    expect(isYearInPickerRange(1969)).toBe(false);
    expect(isYearInPickerRange(2101)).toBe(false);
  });
});
