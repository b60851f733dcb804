import { describe, expect, it } from 'vitest';
import { sortNaturally } from './natural-order.js';

describe('natural order of names', () => {
  it('puts No (2) before No (10), in English and in Burmese with Myanmar digits', () => {
    const english = ['No (10) Quarter', 'No (2) Quarter', 'No (1) Quarter', 'Bo Tahtaung'];
    expect(sortNaturally(english, (name) => name, 'en')).toEqual([
      'Bo Tahtaung',
      'No (1) Quarter',
      'No (2) Quarter',
      'No (10) Quarter',
    ]);
    const burmese = ['အမှတ် (၁၀) ရပ်ကွက်', 'အမှတ် (၂) ရပ်ကွက်', 'အမှတ် (၁) ရပ်ကွက်'];
    expect(sortNaturally(burmese, (name) => name, 'mm')).toEqual(['အမှတ် (၁) ရပ်ကွက်', 'အမှတ် (၂) ရပ်ကွက်', 'အမှတ် (၁၀) ရပ်ကွက်']);
  });

  it('sorts by the given name and leaves the input as it was', () => {
    const places = [{ name: 'Ward 10' }, { name: 'Ward 9' }];
    expect(sortNaturally(places, (place) => place.name, 'zh').map((place) => place.name)).toEqual([
      'Ward 9',
      'Ward 10',
    ]);
    expect(places[0]?.name).toBe('Ward 10');
  });
});
