import { codFeeV1Threshold } from '../fees/cod-fee.js';
import type { CodFeeVersion } from '../fees/fee-enums.js';
import { translate } from '../i18n/messages.js';
import type { Locale } from '../i18n/locales.js';

/**
 * The COD fee's title with the rate its labels were charged at — "COD fee (1 %)", or v1's "2 % below 300,000 Ks,
 * 1 % from it" — from the COD fee versions frozen on them (a merchant's labels share the merchant's version unless it
 * changed). Labels of several versions, or none, get the plain title: one rate would misstate some of them.
 */
export function codFeeTitle(locale: Locale, versions: readonly CodFeeVersion[]): string {
  const distinct = [...new Set(versions)];
  if (distinct.length !== 1) return translate(locale, 'clearanceField.cod_fee');
  const rate = translate(locale, `codFeeRate.v${distinct[0]}`, { high: 2, low: 1, threshold: codFeeV1Threshold });
  return translate(locale, 'codFeeRate.titleWithRate', { rate });
}
