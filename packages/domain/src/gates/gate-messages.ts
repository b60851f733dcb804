import type { GateItemState, GateRefusal, GateSubmitState } from './gate-enums.js';

/** Bus-gate texts (issue 28 §1) for the domain catalog (messages.ts spreads them in). */
export const gateMessagesEn = {
  gateItemState: { handed: 'With the gate', collected: 'Collected', returned: 'Returned by the gate' } satisfies Record<
    GateItemState,
    string
  >,
  gateSubmitState: { open: 'Waiting for the gate', done: 'All reported' } satisfies Record<GateSubmitState, string>,
  gateRefusal: {
    finished: 'This parcel is already delivered or returned.',
    with_partner: 'This parcel is already with a bus gate or Myanmar Post.',
    in_bag: 'This parcel is in a bag: take it out of the bag first.',
    mm_post: 'This is a Myanmar Post label: hand it to Myanmar Post.',
    not_for_gate: 'This parcel has no gate service and a branch serves its township: send it through the network.',
    not_here: 'This parcel is not waiting at this branch (now: {{status}}).',
  } satisfies Record<GateRefusal, string>,
  gate: {
    chooseLabels: 'Scan at least one parcel.',
    publicWith: 'On a highway bus to the receiver’s bus gate, where the receiver collects it.',
    nameTaken: 'There is already a gate with this name.',
    labelWithPartner: 'This parcel is with {{partner}}: its status comes from their reports.',
    labelRefused: 'Parcel {{code}} cannot go to a gate: {{reason}}',
    labelNotHanded: 'Parcel {{code}} is not with this gate now.',
    inactive: 'This gate is no longer in use.',
    nothingToSettle: 'Nothing is owed to this gate.',
    bankShort: 'The bank account holds {{balance}} Ks, less than the {{amount}} Ks owed to the gate.',
  },
  partnerHold: { gate: 'a bus gate', mmpost: 'Myanmar Post' },
};

export const gateMessagesMm = {
  gateItemState: { handed: 'ဂိတ်တွင် ရှိသည်', collected: 'ထုတ်ယူပြီး', returned: 'ဂိတ်မှ ပြန်ပို့သည်' },
  gateSubmitState: { open: 'ဂိတ်၏ အကြောင်းကြားချက် စောင့်နေသည်', done: 'အားလုံး အကြောင်းကြားပြီး' },
  gateRefusal: {
    finished: 'ဤပါဆယ်ကို ပို့ဆောင်ပြီး သို့မဟုတ် ပြန်ပို့ပြီး ဖြစ်သည်။',
    with_partner: 'ဤပါဆယ်သည် ကားဂိတ် သို့မဟုတ် မြန်မာ့စာတိုက်တွင် ရှိနေပြီ ဖြစ်သည်။',
    in_bag: 'ဤပါဆယ်သည် အိတ်ထဲတွင် ရှိသည်၊ အိတ်ထဲမှ အရင်ထုတ်ပါ။',
    mm_post: 'ဤလေဘယ်သည် မြန်မာ့စာတိုက် လေဘယ် ဖြစ်သည်၊ မြန်မာ့စာတိုက်သို့ အပ်ပါ။',
    not_for_gate: 'ဤပါဆယ်တွင် ဂိတ်ဝန်ဆောင်မှု မရှိဘဲ ၎င်း၏မြို့နယ်ကို ရုံးခွဲတစ်ခုက ဝန်ဆောင်သည်၊ ကွန်ရက်မှ ပို့ပါ။',
    not_here: 'ဤပါဆယ်သည် ဤရုံးခွဲတွင် စောင့်နေခြင်း မဟုတ်ပါ (ယခု: {{status}})။',
  },
  gate: {
    chooseLabels: 'ပါဆယ် အနည်းဆုံး တစ်ခု စကင်ဖတ်ပါ။',
    publicWith: 'လက်ခံသူ ထုတ်ယူမည့် ကားဂိတ်သို့ အဝေးပြေးကားဖြင့် ပို့နေသည်။',
    nameTaken: 'ဤအမည်ဖြင့် ဂိတ် ရှိပြီး ဖြစ်သည်။',
    labelWithPartner: 'ဤပါဆယ်သည် {{partner}} တွင် ရှိသည်၊ ၎င်း၏ အခြေအနေကို သူတို့၏ အကြောင်းကြားချက်မှ ရယူသည်။',
    labelRefused: 'ပါဆယ် {{code}} ကို ဂိတ်သို့ မပို့နိုင်ပါ - {{reason}}',
    labelNotHanded: 'ပါဆယ် {{code}} သည် ယခု ဤဂိတ်တွင် မရှိပါ။',
    inactive: 'ဤဂိတ်ကို အသုံးမပြုတော့ပါ။',
    nothingToSettle: 'ဤဂိတ်သို့ ပေးရန် မရှိပါ။',
    bankShort: 'ဘဏ်အကောင့်တွင် {{balance}} ကျပ်သာ ရှိပြီး ဂိတ်သို့ ပေးရန် {{amount}} ကျပ်ထက် နည်းသည်။',
  },
  partnerHold: { gate: 'ကားဂိတ်', mmpost: 'မြန်မာ့စာတိုက်' },
} satisfies typeof gateMessagesEn;

export const gateMessagesZh = {
  gateItemState: { handed: '在车站', collected: '已取件', returned: '车站已退回' },
  gateSubmitState: { open: '等待车站回报', done: '全部已回报' },
  gateRefusal: {
    finished: '此包裹已派送或已退回。',
    with_partner: '此包裹已在长途车站或缅甸邮政。',
    in_bag: '此包裹在邮袋中：请先从邮袋取出。',
    mm_post: '这是缅甸邮政运单：请交给缅甸邮政。',
    not_for_gate: '此包裹没有车站服务，且其镇区有网点服务：请经网络发送。',
    not_here: '此包裹不在本网点等待（当前：{{status}}）。',
  },
  gate: {
    chooseLabels: '请至少扫描一个包裹。',
    publicWith: '正由长途客车运往收件人所在的车站，由收件人自取。',
    nameTaken: '已有同名车站。',
    labelWithPartner: '此包裹在{{partner}}：其状态来自对方的回报。',
    labelRefused: '包裹 {{code}} 不能交给车站：{{reason}}',
    labelNotHanded: '包裹 {{code}} 现在不在此车站。',
    inactive: '此车站已停用。',
    nothingToSettle: '不欠此车站任何费用。',
    bankShort: '银行账户仅有 {{balance}} 缅币，少于应付车站的 {{amount}} 缅币。',
  },
  partnerHold: { gate: '长途车站', mmpost: '缅甸邮政' },
} satisfies typeof gateMessagesEn;
