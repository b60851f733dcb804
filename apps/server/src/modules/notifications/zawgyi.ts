import { createRequire } from 'node:module';

/**
 * Zawgyi detection (issue 29 §2): Burmese typed with the Zawgyi font encoding looks right on the typist's phone and
 * garbled on every Unicode one, so a template typed in Zawgyi is refused (`notification.zawgyi`). Google's
 * myanmar-tools scores a text with a Markov model trained on both encodings.
 *
 * Pinned to myanmar-tools 1.1.3: 1.2.0 (the newest) ships without its `build_node/` directory, so requiring it throws
 * "Cannot find module './build_node/zawgyi_detector'". The package has no type declarations and is CommonJS, hence
 * `createRequire` and the small interface below.
 */
interface MyanmarTools {
  ZawgyiDetector: new () => { getZawgyiProbability(text: string): number };
  ZawgyiConverter: new () => { zawgyiToUnicode(text: string): string; unicodeToZawgyi(text: string): string };
}

const require = createRequire(import.meta.url);
const myanmarTools = require('myanmar-tools') as MyanmarTools;
const detector = new myanmarTools.ZawgyiDetector();
const converter = new myanmarTools.ZawgyiConverter();

/**
 * Above this probability a text is Zawgyi. The model answers near 0 or near 1 for real text (a short Unicode word
 * such as "ပါဆယ်" scores 0.0008, its Zawgyi form 0.99999991), so 0.95 leaves a wide margin on both sides.
 */
export const zawgyiThreshold = 0.95;

/** Whether the text reads as Zawgyi. Text without Myanmar characters (English, Chinese, placeholders) never does. */
export function looksLikeZawgyi(text: string): boolean {
  // The detector answers -Infinity for text without a Myanmar character.
  return detector.getZawgyiProbability(text) > zawgyiThreshold;
}

/** The Unicode form of a Zawgyi text (for names and addresses typed on Zawgyi phones); other text as it is. */
export function zawgyiToUnicode(text: string): string {
  return looksLikeZawgyi(text) ? converter.zawgyiToUnicode(text) : text;
}

/** The Zawgyi form of a Unicode text: only for tests and for an optional Zawgyi variant of a message. */
export function unicodeToZawgyi(text: string): string {
  return converter.unicodeToZawgyi(text);
}
