import type { TillCloseState } from './till-enums.js';

/**
 * The branch till's texts (issue 28 §4) for the domain catalog (messages.ts spreads them in): the close states and
 * the API's refusals. `{{…}}` are i18next placeholders.
 */
export const tillMessagesEn = {
  tillCloseState: { closed: 'Counted, awaiting approval', approved: 'Approved' } satisfies Record<
    TillCloseState,
    string
  >,
  till: {
    dayClosed: 'This day’s till is already closed.',
    reasonRequired: 'The count differs from the expected cash: give the reason.',
    selfApproval: 'The person who counted the till cannot approve the close.',
    notClosed: 'This close is already approved.',
    cashShort: 'The till holds {{cash}} Ks: it cannot pay out {{amount}} Ks.',
    noBranch: 'Choose a branch.',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type TillMessages = Shape<typeof tillMessagesEn>;

export const tillMessagesMm: TillMessages = {
  tillCloseState: { closed: 'ရေတွက်ပြီး၊ အတည်ပြုရန် စောင့်ဆိုင်းဆဲ', approved: 'အတည်ပြုပြီး' },
  till: {
    dayClosed: 'ဤနေ့၏ ငွေသေတ္တာကို ပိတ်ပြီးဖြစ်သည်။',
    reasonRequired: 'ရေတွက်ငွေသည် ရှိသင့်သောငွေနှင့် မကိုက်ညီပါ။ အကြောင်းပြချက် ဖော်ပြပါ။',
    selfApproval: 'ငွေရေတွက်သူကိုယ်တိုင် ပိတ်သိမ်းမှုကို အတည်မပြုနိုင်ပါ။',
    notClosed: 'ဤပိတ်သိမ်းမှုကို အတည်ပြုပြီးဖြစ်သည်။',
    cashShort: 'ငွေသေတ္တာတွင် {{cash}} ကျပ်သာရှိသည်။ {{amount}} ကျပ် မပေးချေနိုင်ပါ။',
    noBranch: 'ရုံးခွဲကို ရွေးပါ။',
  },
};

export const tillMessagesZh: TillMessages = {
  tillCloseState: { closed: '已清点，待审批', approved: '已审批' },
  till: {
    dayClosed: '当日钱柜已结账。',
    reasonRequired: '清点金额与应有现金不符：请填写原因。',
    selfApproval: '清点人不能审批本次结账。',
    notClosed: '本次结账已审批。',
    cashShort: '钱柜现有 {{cash}} 缅元：无法支出 {{amount}} 缅元。',
    noBranch: '请选择网点。',
  },
};
