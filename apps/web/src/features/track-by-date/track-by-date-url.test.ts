import { describe, expect, it } from 'vitest';
import { trackByDateQueryFrom, trackByDateSearch } from './track-by-date-url';

// 00:35 on 2 March 2026 in Yangon.
const now = new Date('2026-03-01T18:05:00Z');

describe('track by date URL', () => {
  it('defaults to today in Yangon', () => {
    expect(trackByDateQueryFrom(new URLSearchParams(''), now)).toEqual({ from: '02/03/2026', to: '02/03/2026' });
  });

  it('reads the range and the branch, or the default branch', () => {
    const params = new URLSearchParams('from=01/02/2026&to=28/02/2026&branch=MDY');
    expect(trackByDateQueryFrom(params, now, 'YGN')).toEqual({ from: '01/02/2026', to: '28/02/2026', branch: 'MDY' });
    expect(trackByDateQueryFrom(new URLSearchParams('from=31/02/2026'), now, 'YGN')).toEqual({
      from: '02/03/2026',
      to: '02/03/2026',
      branch: 'YGN',
    });
  });

  it('refuses a range that runs backwards', () => {
    expect(trackByDateQueryFrom(new URLSearchParams('from=05/03/2026&to=01/03/2026'), now)).toBeNull();
  });

  it('writes the query back as URL parameters', () => {
    expect(trackByDateSearch({ from: '01/02/2026', to: '02/02/2026', branch: 'YGN' })).toBe(
      'from=01%2F02%2F2026&to=02%2F02%2F2026&branch=YGN',
    );
  });
});
