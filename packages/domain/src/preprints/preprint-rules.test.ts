import { describe, expect, it } from 'vitest';
import { isValidTrackingCode } from '../labels/tracking-codes.js';
import { preprintCodeOf, preprintCodeRefusal, tallyPreprintCodes } from './preprint-rules.js';

describe('preprinted codes', () => {
  it('are valid S10 codes whose indicator tells the sheet kind', () => {
    const invoice = preprintCodeOf('smart_invoice', 12345678);
    const envelope = preprintCodeOf('smart_envelope', 1);
    expect(invoice).toBe('PI123456785MM');
    expect(envelope).toBe('PE000000014MM');
    expect(isValidTrackingCode(invoice) && isValidTrackingCode(envelope)).toBe(true);
  });

  it('tallies a range by state', () => {
    expect(tallyPreprintCodes(['used', 'unused', 'unused', 'voided'])).toEqual({ used: 1, unused: 2, voided: 1 });
    expect(tallyPreprintCodes([])).toEqual({ used: 0, unused: 0, voided: 0 });
  });

  it('gives only an unused code to a new label', () => {
    expect(preprintCodeRefusal('unused')).toBeNull();
    expect(preprintCodeRefusal('used')).toBe('used');
    expect(preprintCodeRefusal('voided')).toBe('voided');
  });
});
