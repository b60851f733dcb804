import { describe, expect, it } from 'vitest';
import { isCodForgone } from './cod-forgone.js';

describe('a COD never to be collected', () => {
  it('is a cancelled label’s, also once its charges are in a batch; not one still on its way, nor one collected', () => {
    expect(isCodForgone('cancel', false)).toBe(true);
    expect(isCodForgone('clearance', false)).toBe(true);
    expect(isCodForgone('complete', false)).toBe(true);
    expect(isCodForgone('ongoing', false)).toBe(false);
    expect(isCodForgone('process', true)).toBe(false);
    expect(isCodForgone('complete', true)).toBe(false);
  });
});
