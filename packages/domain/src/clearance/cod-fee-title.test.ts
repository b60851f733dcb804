import { describe, expect, it } from 'vitest';
import { codFeeTitle } from './cod-fee-title.js';

describe('the COD fee title', () => {
  it('names the rate the labels were charged at, in the reader’s language and digits', () => {
    expect(codFeeTitle('en', [2, 2])).toBe('COD fee (1 %)');
    expect(codFeeTitle('en', [1])).toBe('COD fee (2 % below 300,000 Ks, 1 % from it)');
    expect(codFeeTitle('mm', [1])).toBe('ကောက်ခံငွေ ဝန်ဆောင်ခ (၃၀၀,၀၀၀ ကျပ်အောက် ၂ %၊ ၎င်းနှင့်အထက် ၁ %)');
    expect(codFeeTitle('zh', [2])).toBe('代收手续费（1%）');
  });

  it('names no rate for labels of several versions, or none', () => {
    expect(codFeeTitle('en', [1, 2])).toBe('COD fee');
    expect(codFeeTitle('en', [])).toBe('COD fee');
  });
});
