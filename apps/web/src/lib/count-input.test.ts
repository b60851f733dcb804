import { describe, expect, it } from 'vitest';
import { countInputProps } from './count-input';

describe('count input', () => {
  it('reads Myanmar and ASCII digits alike, and shows the user’s', () => {
    const mm = countInputProps('mm');
    expect(mm.parser('၁၄')).toBe('14');
    expect(mm.parser(' 3 ')).toBe('3');
    expect(mm.formatter(14)).toBe('၁၄');
    expect(mm.formatter(undefined)).toBe('');
    expect(countInputProps('en').formatter(14)).toBe('14');
  });

  it('ignores arrow up and down (spec §5)', () => {
    expect(countInputProps('en').keyboard).toBe(false);
  });
});
