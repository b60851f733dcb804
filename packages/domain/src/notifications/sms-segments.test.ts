import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isGsm7, smsSegmentsOf } from './sms-segments.js';

const burmese = 'ပါဆယ်ကို ယနေ့ ပို့ဆောင်ပေးပါမည်။ '; // 34 UTF-16 code units, one per character
const chinese = '包裹今天派送请保持电话畅通'; // 13
const text = (sample: string, length: number) => sample.repeat(Math.ceil(length / sample.length)).slice(0, length);

describe('smsSegmentsOf, GSM-7', () => {
  it.each([
    [0, 1],
    [1, 1],
    [160, 1],
    [161, 2],
    [306, 2],
    [307, 3],
    [459, 3],
    [460, 4],
  ])('%i English characters → %i parts', (length, segments) => {
    expect(smsSegmentsOf(text('Parcel EX123456785MM is out for delivery today. ', length))).toEqual({
      characters: length,
      encoding: 'gsm7',
      segments,
    });
  });

  it('counts each extension character as two septets', () => {
    for (const character of '€{}[]~^|\\') {
      expect(smsSegmentsOf(character)).toEqual({ characters: 2, encoding: 'gsm7', segments: 1 });
    }
    expect(smsSegmentsOf('€'.repeat(80))).toMatchObject({ characters: 160, segments: 1 });
    expect(smsSegmentsOf(`${'a'.repeat(159)}€`)).toMatchObject({ characters: 161, segments: 2 });
  });

  it('never splits an escape from its character: one at the 153rd septet opens the next part', () => {
    // 152 + 2 would cut the € between parts 1 and 2, so it moves on: 152 | 2 + 151 | …
    expect(smsSegmentsOf(`${'a'.repeat(152)}€${'a'.repeat(151)}`)).toMatchObject({ characters: 305, segments: 2 });
    expect(smsSegmentsOf(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toMatchObject({ characters: 306, segments: 3 });
  });

  it('keeps the GSM-7 basic set, accents included', () => {
    expect(isGsm7('@£$¥èéùìòÇ\nØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&\'()*+,-./:;<=>?¡ÄÖÑÜ§¿äöñüà')).toBe(true);
    expect(isGsm7('Café ’quoted’')).toBe(false);
    expect(smsSegmentsOf('It’s here')).toMatchObject({ encoding: 'ucs2' });
  });
});

describe('smsSegmentsOf, UCS-2', () => {
  it.each([
    [70, 1],
    [71, 2],
    [134, 2],
    [135, 3],
    [201, 3],
    [202, 4],
  ])('%i Burmese characters → %i parts', (length, segments) => {
    expect(smsSegmentsOf(text(burmese, length))).toEqual({ characters: length, encoding: 'ucs2', segments });
  });

  it.each([
    [70, 1],
    [71, 2],
    [134, 2],
    [135, 3],
  ])('%i Chinese characters → %i parts', (length, segments) => {
    expect(smsSegmentsOf(text(chinese, length))).toEqual({ characters: length, encoding: 'ucs2', segments });
  });

  it('turns the whole text UCS-2 for one character outside GSM-7', () => {
    expect(smsSegmentsOf(`${'a'.repeat(69)}က`)).toEqual({ characters: 70, encoding: 'ucs2', segments: 1 });
    expect(smsSegmentsOf(`${'a'.repeat(70)}က`)).toEqual({ characters: 71, encoding: 'ucs2', segments: 2 });
    // Extension characters are one code unit in UCS-2.
    expect(smsSegmentsOf('€{}က')).toEqual({ characters: 4, encoding: 'ucs2', segments: 1 });
  });

  it('counts a surrogate pair as two code units and never cuts it', () => {
    expect(smsSegmentsOf('😀'.repeat(35))).toEqual({ characters: 70, encoding: 'ucs2', segments: 1 });
    expect(smsSegmentsOf('😀'.repeat(36))).toEqual({ characters: 72, encoding: 'ucs2', segments: 2 });
    // 66 units then a pair: the pair would straddle units 67/68, so part 2 starts with it.
    expect(smsSegmentsOf(`${'က'.repeat(66)}😀${'က'.repeat(65)}`)).toMatchObject({ characters: 133, segments: 2 });
    expect(smsSegmentsOf(`${'က'.repeat(66)}😀${'က'.repeat(66)}`)).toMatchObject({ characters: 134, segments: 3 });
  });

  it('never holds more than a part carries, and needs at least ⌈units / per part⌉ parts', () => {
    const unit = fc.constantFrom('a', 'က', '€', '😀', '包', ' ');
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 400 }), (units) => {
        const { characters, encoding, segments } = smsSegmentsOf(units.join(''));
        const single = encoding === 'gsm7' ? 160 : 70;
        const multi = encoding === 'gsm7' ? 153 : 67;
        if (characters <= single) expect(segments).toBe(1);
        else {
          expect(segments).toBeGreaterThanOrEqual(Math.ceil(characters / multi));
          // A pair pushed to the next part wastes at most one unit per part.
          expect(segments).toBeLessThanOrEqual(Math.ceil(characters / (multi - 1)));
        }
      }),
    );
  });
});
