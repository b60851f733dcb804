import { describe, expect, it } from 'vitest';
import { defaultNotificationTemplates } from '@waypost/domain';
import { looksLikeZawgyi, unicodeToZawgyi, zawgyiToUnicode } from './zawgyi.js';

// "Mingalaba" typed on a Zawgyi phone: the kinzi and the medial are other code points than Unicode's.
const zawgyiGreeting = 'မဂၤလာပါ';
const unicodeGreeting = 'မင်္ဂလာပါ';

describe('looksLikeZawgyi', () => {
  it('tells a Zawgyi greeting from its Unicode form', () => {
    expect(looksLikeZawgyi(zawgyiGreeting)).toBe(true);
    expect(looksLikeZawgyi(unicodeGreeting)).toBe(false);
  });

  it('refuses every default Burmese template once converted to Zawgyi, and accepts it as written', () => {
    for (const byChannel of Object.values(defaultNotificationTemplates)) {
      for (const { mm } of Object.values(byChannel)) {
        expect(looksLikeZawgyi(mm), mm).toBe(false);
        expect(looksLikeZawgyi(unicodeToZawgyi(mm)), mm).toBe(true);
      }
    }
  });

  it('never calls text without Myanmar characters Zawgyi', () => {
    for (const text of ['', 'Parcel {{tracking_code}} was delivered.', '包裹 {{tracking_code}} 已签收', '12345 €{}'])
      expect(looksLikeZawgyi(text)).toBe(false);
  });
});

describe('zawgyiToUnicode', () => {
  it('converts Zawgyi and leaves Unicode and other text as they are', () => {
    expect(zawgyiToUnicode(zawgyiGreeting)).toBe(unicodeGreeting);
    expect(zawgyiToUnicode(unicodeGreeting)).toBe(unicodeGreeting);
    expect(zawgyiToUnicode('Daw Mya')).toBe('Daw Mya');
  });
});
