import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber } from './format';

describe('display formats (spec §9)', () => {
  it('separates thousands with a comma and uses Myanmar digits in mm', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'mm')).toBe('၁,၂၃၄,၅၆၇');
  });

  it('shows dates as dd-mm-yyyy in Myanmar time (UTC+06:30)', () => {
    expect(formatDate('2026-03-31T18:00:00Z', 'en')).toBe('01-04-2026');
    expect(formatDate('2026-03-31T18:00:00Z', 'mm')).toBe('၀၁-၀၄-၂၀၂၆');
    expect(formatDateTime('2026-03-31T18:00:00Z', 'zh')).toBe('01-04-2026 00:30');
  });
});
