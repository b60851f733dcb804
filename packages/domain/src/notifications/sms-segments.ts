/**
 * How many SMS parts a text costs (issue 29 §2). Operators bill per part, so the template editor shows this count
 * and the outbox stores it. GSM 03.38: a text of the GSM-7 alphabet takes 160 septets in one part, 153 per part when
 * split (the concatenation header takes the rest); any other character (every Burmese and Chinese one) makes the
 * whole text UCS-2: 70 UTF-16 code units in one part, 67 per part when split.
 */

/** The GSM 03.38 basic character set: one septet each. */
const gsm7Basic =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: reached by an escape septet, so two septets each (and never split from their escape). */
const gsm7Extension = '\f^{}\\[~]|€';

const basicSet = new Set(gsm7Basic);
const extensionSet = new Set(gsm7Extension);

export const smsPartLimits = {
  gsm7: { single: 160, multi: 153 },
  ucs2: { single: 70, multi: 67 },
} as const;

export type SmsEncoding = keyof typeof smsPartLimits;

export interface SmsSegments {
  /** GSM-7 septets (an extension character counts 2) or UTF-16 code units (an emoji's surrogate pair counts 2). */
  characters: number;
  encoding: SmsEncoding;
  segments: number;
}

/**
 * Counts parts the way a gateway splits: units are packed greedily and an escape pair or a surrogate pair is never
 * cut between two parts, so such a pair at a boundary opens a new part (and the count can exceed ⌈n / 153⌉).
 * An empty text is 1 part: gateways bill a message even when it is empty — and the editor refuses empty bodies.
 */
export function smsSegmentsOf(text: string): SmsSegments {
  const gsm = isGsm7(text);
  const encoding: SmsEncoding = gsm ? 'gsm7' : 'ucs2';
  // Each character's width in units: a run of these widths is what the gateway packs.
  const widths: number[] = [];
  for (const character of text) widths.push(gsm ? (extensionSet.has(character) ? 2 : 1) : character.length);
  const characters = widths.reduce((sum, width) => sum + width, 0);
  const { single, multi } = smsPartLimits[encoding];
  if (characters <= single) return { characters, encoding, segments: 1 };
  let segments = 1;
  let used = 0;
  for (const width of widths) {
    if (used + width > multi) {
      segments += 1;
      used = 0;
    }
    used += width;
  }
  return { characters, encoding, segments };
}

/** Whether every character of the text is in the GSM-7 basic set or its extension table. */
export function isGsm7(text: string): boolean {
  for (const character of text) if (!basicSet.has(character) && !extensionSet.has(character)) return false;
  return true;
}
