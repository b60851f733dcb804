import type { PreprintCodeState } from './preprint-rules.js';

/** Preprinted label texts (issue 30 §3) for the domain catalog (messages.ts spreads them in). */
export const preprintMessagesEn = {
  preprintCodeState: { unused: 'Unused', used: 'Used', voided: 'Voided' } satisfies Record<PreprintCodeState, string>,
  preprint: {
    countRange: 'Issue between 1 and 1000 codes.',
    codeUnknown: 'There is no preprinted code like this.',
    codeUsed: 'This preprinted code is already on another label.',
    codeVoided: 'This preprinted code was voided.',
    codeOtherMerchant: 'This preprinted code was issued to another merchant.',
  },
};

export const preprintMessagesMm = {
  preprintCodeState: { unused: 'မသုံးရသေး', used: 'သုံးပြီး', voided: 'ပယ်ဖျက်ပြီး' },
  preprint: {
    countRange: 'ကုဒ် ၁ ခုမှ ၁၀၀၀ ခုအထိ ထုတ်ပေးပါ။',
    codeUnknown: 'ဤကဲ့သို့ ကြိုတင်ပုံနှိပ်ကုဒ် မရှိပါ။',
    codeUsed: 'ဤကြိုတင်ပုံနှိပ်ကုဒ်ကို အခြားလေဘယ်တွင် သုံးပြီး ဖြစ်သည်။',
    codeVoided: 'ဤကြိုတင်ပုံနှိပ်ကုဒ်ကို ပယ်ဖျက်ပြီး ဖြစ်သည်။',
    codeOtherMerchant: 'ဤကြိုတင်ပုံနှိပ်ကုဒ်ကို အခြားကုန်သည်အား ထုတ်ပေးထားသည်။',
  },
} satisfies typeof preprintMessagesEn;

export const preprintMessagesZh = {
  preprintCodeState: { unused: '未使用', used: '已使用', voided: '已作废' },
  preprint: {
    countRange: '请发放 1 至 1000 个单号。',
    codeUnknown: '没有这个预印单号。',
    codeUsed: '这个预印单号已用于另一张面单。',
    codeVoided: '这个预印单号已作废。',
    codeOtherMerchant: '这个预印单号是发给另一个商户的。',
  },
} satisfies typeof preprintMessagesEn;
