/**
 * EMO money orders' texts (issue 28 §3) for the domain catalog (messages.ts spreads them in): the API's refusals and
 * the validation messages. `{{…}}` are i18next placeholders.
 */
export const emoMessagesEn = {
  emo: {
    amountRequired: 'Enter the amount to send.',
    amountPositive: 'The amount must be at least 1 Ks.',
    amountTooLarge: 'This amount is too large for one money order.',
    amountAboveBands: 'One money order takes at most {{max}} Ks.',
    nrcInvalid: 'Enter an NRC number such as 12/OUKAMA(N)123456 or ၁၂/ဥကမ(နိုင်)၁၂၃၄၅၆.',
    nrcMismatch: 'This NRC is not the receiver’s NRC on the money order.',
    senderNrcMismatch: 'This NRC is not the sender’s NRC on the money order.',
    notRefundable: 'Only a returned money order not yet refunded can be refunded to its sender.',
    codeInvalid: 'The payout code has 8 digits.',
    wrongCode: 'Wrong payout code. {{left}} tries left before the order is locked.',
    locked: 'This money order is locked after three wrong payout codes. A supervisor must unlock it.',
    notLocked: 'This money order is not locked.',
    notPayable: 'This money order cannot be paid out now (it is {{status}}).',
    notWaiting: 'This money order is not waiting for a payout approval.',
    selfApproval: 'The payout must be approved by another person than the one who asked for it.',
    notCancellable: 'Only a pending or processing money order can be cancelled.',
    notBookingBranch: 'Only the branch that booked this money order can cancel it.',
    notPayingBranch: 'This money order is paid out at {{branch}}.',
    tillShort: 'The till of {{branch}} holds {{cash}} Ks, less than the {{amount}} Ks to pay out.',
    bandsAscending: 'Each fee band must end above the one before it.',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type EmoMessages = Shape<typeof emoMessagesEn>;

export const emoMessagesMm: EmoMessages = {
  emo: {
    amountRequired: 'ပို့မည့် ငွေပမာဏကို ထည့်ပါ။',
    amountPositive: 'ငွေပမာဏသည် အနည်းဆုံး ၁ ကျပ် ဖြစ်ရမည်။',
    amountTooLarge: 'ဤငွေပမာဏသည် ငွေလွှဲတစ်စောင်အတွက် များလွန်းသည်။',
    amountAboveBands: 'ငွေလွှဲတစ်စောင်လျှင် အများဆုံး {{max}} ကျပ်သာ လက်ခံသည်။',
    nrcInvalid: 'မှတ်ပုံတင်နံပါတ်ကို ၁၂/ဥကမ(နိုင်)၁၂၃၄၅၆ သို့မဟုတ် 12/OUKAMA(N)123456 ကဲ့သို့ ထည့်ပါ။',
    nrcMismatch: 'ဤမှတ်ပုံတင်သည် ငွေလွှဲပါ လက်ခံသူ၏ မှတ်ပုံတင် မဟုတ်ပါ။',
    senderNrcMismatch: 'ဤမှတ်ပုံတင်သည် ငွေလွှဲပါ ပေးပို့သူ၏ မှတ်ပုံတင် မဟုတ်ပါ။',
    notRefundable: 'ပြန်ပို့ပြီး ငွေမပြန်ပေးရသေးသော ငွေလွှဲကိုသာ ပေးပို့သူထံ ငွေပြန်ပေးနိုင်သည်။',
    codeInvalid: 'ငွေထုတ်ကုဒ်သည် ဂဏန်း ၈ လုံး ဖြစ်သည်။',
    wrongCode: 'ငွေထုတ်ကုဒ် မှားနေသည်။ ငွေလွှဲကို ပိတ်မည့်အထိ {{left}} ကြိမ် ကျန်သည်။',
    locked: 'ငွေထုတ်ကုဒ် သုံးကြိမ်မှား၍ ဤငွေလွှဲကို ပိတ်ထားသည်။ ကြီးကြပ်သူက ပြန်ဖွင့်ရမည်။',
    notLocked: 'ဤငွေလွှဲကို ပိတ်မထားပါ။',
    notPayable: 'ဤငွေလွှဲကို ယခု ငွေထုတ်ပေး၍ မရပါ ({{status}})။',
    notWaiting: 'ဤငွေလွှဲသည် ငွေထုတ်ခွင့်ပြုချက်ကို စောင့်နေခြင်း မဟုတ်ပါ။',
    selfApproval: 'ငွေထုတ်ရန် တောင်းဆိုသူမှ မဟုတ်သော အခြားသူက ခွင့်ပြုရမည်။',
    notCancellable: 'စောင့်ဆိုင်းဆဲ သို့မဟုတ် လုပ်ဆောင်ဆဲ ငွေလွှဲကိုသာ ပယ်ဖျက်နိုင်သည်။',
    notBookingBranch: 'ဤငွေလွှဲကို လက်ခံခဲ့သော ရုံးကသာ ပယ်ဖျက်နိုင်သည်။',
    notPayingBranch: 'ဤငွေလွှဲကို {{branch}} တွင် ထုတ်ပေးသည်။',
    tillShort: '{{branch}} ၏ ငွေသေတ္တာတွင် {{cash}} ကျပ်သာ ရှိ၍ ထုတ်ပေးရမည့် {{amount}} ကျပ်ထက် နည်းသည်။',
    bandsAscending: 'ဝန်ဆောင်ခ အဆင့်တိုင်းသည် ယခင်အဆင့်ထက် ပိုမြင့်သော ပမာဏဖြင့် ဆုံးရမည်။',
  },
};

export const emoMessagesZh: EmoMessages = {
  emo: {
    amountRequired: '请输入汇款金额。',
    amountPositive: '金额至少为 1 缅币。',
    amountTooLarge: '此金额对单笔汇款来说过大。',
    amountAboveBands: '单笔汇款最多 {{max}} 缅币。',
    nrcInvalid: '请输入身份证号，例如 12/OUKAMA(N)123456 或 ၁၂/ဥကမ(နိုင်)၁၂၃၄၅၆。',
    nrcMismatch: '此身份证号不是汇款单上收款人的身份证号。',
    senderNrcMismatch: '此身份证号不是汇款单上汇款人的身份证号。',
    notRefundable: '只有已退回且尚未退款的汇款单可以退款给汇款人。',
    codeInvalid: '取款码为 8 位数字。',
    wrongCode: '取款码错误。再错 {{left}} 次汇款单将被锁定。',
    locked: '取款码错误三次，此汇款单已锁定，须由主管解锁。',
    notLocked: '此汇款单未被锁定。',
    notPayable: '此汇款单现在不能兑付（{{status}}）。',
    notWaiting: '此汇款单不在等待兑付审批。',
    selfApproval: '兑付须由申请人以外的另一人审批。',
    notCancellable: '只有待处理或处理中的汇款单可以取消。',
    notBookingBranch: '只有受理此汇款单的网点可以取消。',
    notPayingBranch: '此汇款单在 {{branch}} 兑付。',
    tillShort: '{{branch}} 的钱箱只有 {{cash}} 缅币，少于需兑付的 {{amount}} 缅币。',
    bandsAscending: '每个费用档的上限必须高于前一档。',
  },
};
