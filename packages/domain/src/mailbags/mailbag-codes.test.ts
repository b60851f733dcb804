import { describe, expect, it } from 'vitest';
import { bagCheckCharacter, bagCodeOf, bagCodeText, mailCategoryOf, normalizeBagCode } from './mailbag-codes.js';

describe('bag codes', () => {
  const code = bagCodeOf({
    originCode: 'ygn',
    destinationCode: 'MDY',
    category: 'express',
    day: '2026-11-28',
    dispatchNo: 1,
    serial: 3,
  });

  it('lays out origin, destination, category, year digit, day of year, dispatch number, serial and a check', () => {
    expect(code).toHaveLength(17);
    expect(code.slice(0, 16)).toBe('YGNMDYE633201003');
    expect(bagCodeText(code)).toBe(`YGN MDY E 6 332 01 003 ${code.slice(-1)}`);
    expect(
      bagCodeOf({
        originCode: 'YGN',
        destinationCode: 'NPT',
        category: 'ordinary',
        day: '2027-01-01',
        dispatchNo: 12,
        serial: 999,
      }).slice(0, 16),
    ).toBe('YGNNPTO700112999');
  });

  it('reads a scanned or typed code back, and refuses one with a wrong character or swapped neighbours', () => {
    expect(normalizeBagCode(code)).toBe(code);
    expect(normalizeBagCode(bagCodeText(code).toLowerCase())).toBe(code);
    expect(normalizeBagCode(`${code.slice(0, 3)}-${code.slice(3)}`)).toBe(code);
    expect(normalizeBagCode('not a bag')).toBeNull();
    // Every single wrong character is caught.
    for (let index = 0; index < code.length; index += 1) {
      const wrong = code.slice(0, index) + (code[index] === '5' ? '6' : '5') + code.slice(index + 1);
      expect(normalizeBagCode(wrong)).toBeNull();
    }
    // Swapped digits (the usual typing slip) are caught.
    const swapped = code.slice(0, 13) + code[14] + code[13] + code.slice(15);
    if (swapped !== code) expect(normalizeBagCode(swapped)).toBeNull();
  });

  it('the check character is Luhn mod 36', () => {
    expect(bagCheckCharacter('0')).toBe('0');
    expect(bagCheckCharacter('1')).toBe('Y'); // 1×2 = 2 → 36 − 2 = 34 = Y
  });

  it('maps service types to the three mail categories', () => {
    expect(mailCategoryOf('express')).toBe('express');
    expect(mailCategoryOf('register')).toBe('register');
    expect(mailCategoryOf('vpl')).toBe('register');
    expect(mailCategoryOf('vpp')).toBe('ordinary');
    expect(mailCategoryOf('special')).toBe('ordinary');
  });
});
