import type { MmpostFileStatus, MmpostItemState, MmpostRefusal } from './mmpost-enums.js';

/** Myanmar Post texts (issue 28 §2) for the domain catalog (messages.ts spreads them in). */
export const mmpostMessagesEn = {
  mmpostItemState: {
    with_post: 'With Myanmar Post',
    delivered: 'Delivered by Myanmar Post',
    returning: 'Being returned by Myanmar Post',
    return_confirmed: 'Return received',
  } satisfies Record<MmpostItemState, string>,
  mmpostFileStatus: { in_transit: 'In transit', delivered: 'Delivered', returned: 'Returned' } satisfies Record<
    MmpostFileStatus,
    string
  >,
  mmpostRefusal: {
    not_mm_post: 'Only Myanmar Post labels are handed to Myanmar Post.',
    finished: 'This parcel is already delivered or returned.',
    with_partner: 'This parcel is already with a bus gate or Myanmar Post.',
    in_bag: 'This parcel is in a bag: take it out of the bag first.',
    not_here: 'This parcel is not waiting at the branch that accepted it (now: {{status}}).',
  } satisfies Record<MmpostRefusal, string>,
  mmpost: {
    invalidCode: 'Not a Myanmar Post code: two letters, nine digits (the last a check digit), two letters.',
    publicWith: 'With Myanmar Post: its item code is {{code}}.',
    invalidStatus: 'The status must be in_transit, delivered or returned.',
    labelTwice: 'A parcel is listed twice.',
    codeTwice: 'A Myanmar Post code is listed twice.',
    codeUsed: 'Myanmar Post code {{code}} is already on another parcel.',
    labelRefused: 'Parcel {{code}} cannot go to Myanmar Post: {{reason}}',
    notReturning: 'Parcel {{code}} is not being returned by Myanmar Post.',
    rowAfterEnd: 'This item was already delivered or returned; this status cannot follow.',
    unknownCode: 'No parcel was handed to Myanmar Post with this code.',
    missingColumns: 'The file needs the columns mmpost_tracking_code, status, date and remark.',
    tooManyRows: 'The file has more than {{max}} rows.',
  },
};

export const mmpostMessagesMm = {
  mmpostItemState: {
    with_post: 'မြန်မာ့စာတိုက်တွင် ရှိသည်',
    delivered: 'မြန်မာ့စာတိုက်မှ ပို့ဆောင်ပြီး',
    returning: 'မြန်မာ့စာတိုက်မှ ပြန်ပို့နေသည်',
    return_confirmed: 'ပြန်ပို့ပစ္စည်း လက်ခံပြီး',
  },
  mmpostFileStatus: { in_transit: 'လမ်းခရီးတွင်', delivered: 'ပို့ဆောင်ပြီး', returned: 'ပြန်ပို့သည်' },
  mmpostRefusal: {
    not_mm_post: 'မြန်မာ့စာတိုက် လေဘယ်များကိုသာ မြန်မာ့စာတိုက်သို့ အပ်သည်။',
    finished: 'ဤပါဆယ်ကို ပို့ဆောင်ပြီး သို့မဟုတ် ပြန်ပို့ပြီး ဖြစ်သည်။',
    with_partner: 'ဤပါဆယ်သည် ကားဂိတ် သို့မဟုတ် မြန်မာ့စာတိုက်တွင် ရှိနေပြီ ဖြစ်သည်။',
    in_bag: 'ဤပါဆယ်သည် အိတ်ထဲတွင် ရှိသည်၊ အိတ်ထဲမှ အရင်ထုတ်ပါ။',
    not_here: 'ဤပါဆယ်သည် လက်ခံသည့် ရုံးခွဲတွင် စောင့်နေခြင်း မဟုတ်ပါ (ယခု: {{status}})။',
  },
  mmpost: {
    invalidCode: 'မြန်မာ့စာတိုက် ကုဒ် မဟုတ်ပါ - စာလုံး နှစ်လုံး၊ ဂဏန်း ကိုးလုံး (နောက်ဆုံးမှာ စစ်ဆေးဂဏန်း)၊ စာလုံး နှစ်လုံး။',
    publicWith: 'မြန်မာ့စာတိုက်တွင် ရှိသည် - ပစ္စည်းကုဒ် {{code}}။',
    invalidStatus: 'အခြေအနေသည် in_transit, delivered သို့မဟုတ် returned ဖြစ်ရမည်။',
    labelTwice: 'ပါဆယ်တစ်ခုကို နှစ်ကြိမ် ထည့်ထားသည်။',
    codeTwice: 'မြန်မာ့စာတိုက် ကုဒ်တစ်ခုကို နှစ်ကြိမ် ထည့်ထားသည်။',
    codeUsed: 'မြန်မာ့စာတိုက် ကုဒ် {{code}} ကို အခြားပါဆယ်တွင် သုံးပြီး ဖြစ်သည်။',
    labelRefused: 'ပါဆယ် {{code}} ကို မြန်မာ့စာတိုက်သို့ မအပ်နိုင်ပါ - {{reason}}',
    notReturning: 'ပါဆယ် {{code}} ကို မြန်မာ့စာတိုက်မှ ပြန်ပို့နေခြင်း မဟုတ်ပါ။',
    rowAfterEnd: 'ဤပစ္စည်းကို ပို့ဆောင်ပြီး သို့မဟုတ် ပြန်ပို့ပြီး ဖြစ်၍ ဤအခြေအနေ မဖြစ်နိုင်ပါ။',
    unknownCode: 'ဤကုဒ်ဖြင့် မြန်မာ့စာတိုက်သို့ အပ်ထားသော ပါဆယ် မရှိပါ။',
    missingColumns: 'ဖိုင်တွင် mmpost_tracking_code, status, date နှင့် remark ကော်လံများ လိုအပ်သည်။',
    tooManyRows: 'ဖိုင်တွင် အတန်း {{max}} ထက် ပိုနေသည်။',
  },
} satisfies typeof mmpostMessagesEn;

export const mmpostMessagesZh = {
  mmpostItemState: {
    with_post: '在缅甸邮政',
    delivered: '缅甸邮政已派送',
    returning: '缅甸邮政退回中',
    return_confirmed: '退件已收到',
  },
  mmpostFileStatus: { in_transit: '运输中', delivered: '已派送', returned: '已退回' },
  mmpostRefusal: {
    not_mm_post: '只有缅甸邮政运单才交给缅甸邮政。',
    finished: '此包裹已派送或已退回。',
    with_partner: '此包裹已在长途车站或缅甸邮政。',
    in_bag: '此包裹在邮袋中：请先从邮袋取出。',
    not_here: '此包裹不在受理网点等待（当前：{{status}}）。',
  },
  mmpost: {
    invalidCode: '不是缅甸邮政编码：两个字母、九位数字（最后一位为校验位）、两个字母。',
    publicWith: '在缅甸邮政：邮件编码 {{code}}。',
    invalidStatus: '状态必须是 in_transit、delivered 或 returned。',
    labelTwice: '有包裹重复列出。',
    codeTwice: '有缅甸邮政编码重复列出。',
    codeUsed: '缅甸邮政编码 {{code}} 已用于另一个包裹。',
    labelRefused: '包裹 {{code}} 不能交给缅甸邮政：{{reason}}',
    notReturning: '包裹 {{code}} 不在缅甸邮政退回中。',
    rowAfterEnd: '此邮件已派送或已退回，不能再有此状态。',
    unknownCode: '没有以此编码交给缅甸邮政的包裹。',
    missingColumns: '文件需要 mmpost_tracking_code、status、date 和 remark 列。',
    tooManyRows: '文件超过 {{max}} 行。',
  },
} satisfies typeof mmpostMessagesEn;
