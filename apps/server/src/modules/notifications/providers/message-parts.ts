import type { OutgoingMessage } from './notification-provider.js';

/**
 * GSM-7 characters that take two septets (an escape, then the character): they count twice against the 160/153.
 * Everything else a gsm7 message holds counts once; the caller chose the encoding, so this never second-guesses it.
 */
const gsm7Extension = new Set(['^', '{', '}', '\\', '[', '~', ']', '|', '€', '\f']);

/**
 * How many SMS parts a message takes, the way operators bill it: GSM-7 fits 160 characters in one part and 153 per
 * part when split (the rest carries the concatenation header); UCS-2 fits 70 UTF-16 units, 67 per part when split
 * (Burmese and Chinese are always UCS-2). A gateway that reports its own count is believed over this one.
 */
export function countMessageParts(text: string, encoding: OutgoingMessage['encoding']): number {
  const units = encoding === 'ucs2' ? text.length : gsm7Units(text);
  const [single, perPart] = encoding === 'ucs2' ? [70, 67] : [160, 153];
  return units <= single ? 1 : Math.ceil(units / perPart);
}

function gsm7Units(text: string): number {
  let units = 0;
  for (const character of text) units += gsm7Extension.has(character) ? 2 : 1;
  return units;
}
