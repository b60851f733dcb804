import type { AgentServiceKind, AgentSettlementState } from './agent-service-enums.js';

/** Agent-service texts (issue 30 §4) for the domain catalog (messages.ts spreads them in). */
export const agentServiceMessagesEn = {
  agentServiceKind: {
    accept: 'Accept',
    deliver: 'Deliver',
    full_service: 'Full service',
  } satisfies Record<AgentServiceKind, string>,
  agentSettlementState: { issued: 'Issued', approved: 'Approved', paid: 'Paid' } satisfies Record<
    AgentSettlementState,
    string
  >,
  agentService: {
    decided: 'This service was already decided ({{state}}).',
    nothingToSettle: 'No confirmed service of this period is left to settle.',
    notIssued: 'This settlement is no longer waiting for approval.',
    notApproved: 'This settlement must be approved before it is paid.',
    selfApproval: 'The person who issued a settlement cannot approve it.',
    bankShort: 'The bank account holds {{balance}} Ks, less than the {{amount}} Ks of this settlement.',
  },
};

export const agentServiceMessagesMm: typeof agentServiceMessagesEn = {
  agentServiceKind: {
    accept: 'လက်ခံခြင်း',
    deliver: 'ပို့ဆောင်ခြင်း',
    full_service: 'ဝန်ဆောင်မှု အပြည့်',
  },
  agentSettlementState: { issued: 'ထုတ်ပြီး', approved: 'အတည်ပြုပြီး', paid: 'ပေးချေပြီး' },
  agentService: {
    decided: 'ဤဝန်ဆောင်မှုကို ဆုံးဖြတ်ပြီး ဖြစ်သည် ({{state}})။',
    nothingToSettle: 'ဤကာလ၏ ငွေရှင်းရန် ကျန်သော အတည်ပြုပြီး ဝန်ဆောင်မှု မရှိပါ။',
    notIssued: 'ဤငွေရှင်းမှုသည် အတည်ပြုချက် စောင့်နေခြင်း မဟုတ်တော့ပါ။',
    notApproved: 'ဤငွေရှင်းမှုကို မပေးချေမီ အတည်ပြုရမည်။',
    selfApproval: 'ငွေရှင်းမှုကို ထုတ်သူက ကိုယ်တိုင် အတည်မပြုနိုင်ပါ။',
    bankShort: 'ဘဏ်စာရင်းတွင် {{balance}} ကျပ်သာ ရှိပြီး ဤငွေရှင်းမှု၏ {{amount}} ကျပ်ထက် နည်းသည်။',
  },
};

export const agentServiceMessagesZh: typeof agentServiceMessagesEn = {
  agentServiceKind: { accept: '收件', deliver: '派送', full_service: '全程服务' },
  agentSettlementState: { issued: '已开具', approved: '已批准', paid: '已支付' },
  agentService: {
    decided: '该服务已处理（{{state}}）。',
    nothingToSettle: '本期间没有待结算的已确认服务。',
    notIssued: '该结算已不在等待批准。',
    notApproved: '该结算须先批准才能支付。',
    selfApproval: '开具结算的人不能批准该结算。',
    bankShort: '银行账户只有 {{balance}} Ks，少于本结算的 {{amount}} Ks。',
  },
};
