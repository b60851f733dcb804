import { describe, expect, it } from 'vitest';
import { fileSizeText } from './export-model';

describe('file sizes', () => {
  it('reads as KB or MB in the reader’s digits', () => {
    expect(fileSizeText(200, 'en')).toBe('1 KB');
    expect(fileSizeText(512 * 1024, 'en')).toBe('512 KB');
    expect(fileSizeText(5.25 * 1024 * 1024, 'en')).toBe('5.3 MB');
    expect(fileSizeText(2 * 1024 * 1024, 'mm')).toBe('၂ MB');
  });
});
