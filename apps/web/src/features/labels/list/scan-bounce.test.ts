import { describe, expect, it } from 'vitest';
import { isScannerBounce, scanBounceMs } from './scan-bounce';

describe('scanner bounce', () => {
  const last = { code: 'YGN123456789', at: 10_000 };

  it('ignores the same code read again within 3 s', () => {
    expect(isScannerBounce(last, 'YGN123456789', 10_050)).toBe(true);
    expect(isScannerBounce(last, 'YGN123456789', 10_000 + scanBounceMs - 1)).toBe(true);
  });

  it('takes a deliberate re-scan after 3 s, another code at once, and the first scan', () => {
    expect(isScannerBounce(last, 'YGN123456789', 10_000 + scanBounceMs)).toBe(false);
    expect(isScannerBounce(last, 'MDY123456789', 10_001)).toBe(false);
    expect(isScannerBounce(null, 'YGN123456789', 10_001)).toBe(false);
  });
});
