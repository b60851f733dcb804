import type {
  NotificationChannel,
  NotificationProvider,
  NotificationRecipient,
  NotificationReportScope,
  NotificationState,
  OptOutScope,
  OptOutSource,
} from './notification-enums.js';

/**
 * Notification texts (issue 29) for the domain catalog (messages.ts spreads them in): the enumerations' display names
 * and the API's refusals. An event's name is `notificationEvent.<event>`: the event's own dot nests it
 * (`notificationEvent.label.delivered`), so its key is the event as stored. `{{…}}` are i18next placeholders.
 */
export const notificationMessagesEn = {
  notificationEvent: {
    label: {
      booked: 'Booked',
      out_for_delivery: 'Out for delivery',
      delivered: 'Delivered',
      delivery_failed: 'Delivery failed',
      held_for_pickup: 'Waiting for pickup',
      returned: 'Returned',
    },
    cod: { paid_out: 'COD paid out' },
  },
  notificationChannel: { sms: 'SMS', viber: 'Viber' } satisfies Record<NotificationChannel, string>,
  notificationRecipient: { receiver: 'Receiver', sender: 'Sender', merchant: 'Merchant' } satisfies Record<
    NotificationRecipient,
    string
  >,
  notificationState: {
    queued: 'Queued',
    sent: 'Sent',
    delivered: 'Delivered',
    undelivered: 'Not delivered',
    failed: 'Failed',
    rejected: 'Rejected',
    invalid_number: 'Invalid number',
    opted_out: 'Opted out',
  } satisfies Record<NotificationState, string>,
  optOutScope: { all: 'All messages', merchant: 'This merchant’s messages' } satisfies Record<OptOutScope, string>,
  optOutSource: { reply: 'Replied STOP', staff: 'Entered by staff' } satisfies Record<OptOutSource, string>,
  notificationProvider: {
    fake: 'Local outbox (test)',
    smspoh: 'SMSPoh',
    http: 'HTTP gateway',
    viber: 'Viber',
  } satisfies Record<NotificationProvider, string>,
  notificationReportScope: {
    branch: 'By branch',
    merchant: 'By merchant',
    operator: 'By operator',
    provider: 'By provider',
  } satisfies Record<NotificationReportScope, string>,
  notification: {
    zawgyi: 'This text looks like Zawgyi; type it in Unicode.',
    unknownVariable: 'Unknown variable: {{names}}. Use only the variables listed.',
    tooLong: 'The message is too long: at most {{max}} characters.',
    overSegmentLimit: 'This message takes {{segments}} SMS parts, more than the limit of {{limit}}.',
    invalidPhone: 'Enter a Myanmar mobile number such as 09771234567 or +959771234567.',
    optedOut: 'This phone has opted out of messages.',
    merchantRequired: 'Choose the merchant this phone opts out of.',
    duplicateRule: 'This event and recipient are listed twice.',
    notResendable: 'This message cannot be sent again: its phone is invalid or opted out.',
    unknownOperator: 'Unknown operator',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type NotificationMessages = Shape<typeof notificationMessagesEn>;

export const notificationMessagesMm: NotificationMessages = {
  notificationEvent: {
    label: {
      booked: 'စာရင်းသွင်းပြီး',
      out_for_delivery: 'လိပ်စာသို့ ပို့ဆောင်နေဆဲ',
      delivered: 'ပို့ဆောင်ပြီး',
      delivery_failed: 'ပို့ဆောင်၍ မရပါ',
      held_for_pickup: 'လာယူရန် စောင့်ဆိုင်းဆဲ',
      returned: 'ပြန်ပို့ပြီး',
    },
    cod: { paid_out: 'ကောက်ခံငွေ ပေးချေပြီး' },
  },
  notificationChannel: { sms: 'SMS', viber: 'Viber' },
  notificationRecipient: { receiver: 'လက်ခံသူ', sender: 'ပို့သူ', merchant: 'ကုန်သည်' },
  notificationState: {
    queued: 'ပို့ရန် စောင့်ဆိုင်းဆဲ',
    sent: 'ပို့ပြီး',
    delivered: 'ရောက်ရှိပြီး',
    undelivered: 'မရောက်ရှိပါ',
    failed: 'မအောင်မြင်ပါ',
    rejected: 'ငြင်းပယ်ခံရသည်',
    invalid_number: 'ဖုန်းနံပါတ် မမှန်ကန်ပါ',
    opted_out: 'လက်မခံလိုကြောင်း ပြောထားသည်',
  },
  optOutScope: { all: 'မက်ဆေ့ချ် အားလုံး', merchant: 'ဤကုန်သည်၏ မက်ဆေ့ချ်များ' },
  optOutSource: { reply: 'STOP ဟု ပြန်ပို့သည်', staff: 'ဝန်ထမ်းက ထည့်သွင်းသည်' },
  notificationProvider: {
    fake: 'စက်တွင်း စမ်းသပ် ပို့စာပုံး',
    smspoh: 'SMSPoh',
    http: 'HTTP ဂိတ်ဝေး',
    viber: 'Viber',
  },
  notificationReportScope: {
    branch: 'ရုံးခွဲအလိုက်',
    merchant: 'ကုန်သည်အလိုက်',
    operator: 'ဖုန်းကုမ္ပဏီအလိုက်',
    provider: 'SMS ဝန်ဆောင်မှုပေးသူအလိုက်',
  },
  notification: {
    zawgyi: 'ဤစာသားသည် ဇော်ဂျီဖြင့် ရေးထားပုံရသည်။ ယူနီကုဒ်ဖြင့် ရိုက်ပါ။',
    unknownVariable: 'မသိသော ကိန်းရှင်: {{names}}။ ဖော်ပြထားသော ကိန်းရှင်များကိုသာ သုံးပါ။',
    tooLong: 'မက်ဆေ့ချ် ရှည်လွန်းသည်။ စာလုံး {{max}} လုံးအထိသာ ရေးနိုင်သည်။',
    overSegmentLimit: 'ဤမက်ဆေ့ချ်သည် SMS {{segments}} စောင် ကျသည်၊ ကန့်သတ်ချက် {{limit}} စောင်ထက် များသည်။',
    invalidPhone: '၀၉၇၇၁၂၃၄၅၆၇ သို့မဟုတ် +၉၅၉၇၇၁၂၃၄၅၆၇ ကဲ့သို့ မြန်မာ မိုဘိုင်းဖုန်းနံပါတ် ထည့်ပါ။',
    optedOut: 'ဤဖုန်းသည် မက်ဆေ့ချ် လက်မခံလိုကြောင်း ပြောထားသည်။',
    merchantRequired: 'ဤဖုန်းက လက်မခံလိုသော ကုန်သည်ကို ရွေးပါ။',
    duplicateRule: 'ဤဖြစ်ရပ်နှင့် လက်ခံသူကို နှစ်ကြိမ် ထည့်ထားသည်။',
    notResendable: 'ဤမက်ဆေ့ချ်ကို ထပ်မပို့နိုင်ပါ၊ ဖုန်းနံပါတ် မမှန်ကန်ခြင်း သို့မဟုတ် လက်မခံလိုခြင်း ဖြစ်သည်။',
    unknownOperator: 'မသိသော ဖုန်းကုမ္ပဏီ',
  },
};

export const notificationMessagesZh: NotificationMessages = {
  notificationEvent: {
    label: {
      booked: '已下单',
      out_for_delivery: '派送中',
      delivered: '已签收',
      delivery_failed: '派送失败',
      held_for_pickup: '待取件',
      returned: '已退回',
    },
    cod: { paid_out: '代收货款已付' },
  },
  notificationChannel: { sms: '短信', viber: 'Viber' },
  notificationRecipient: { receiver: '收件人', sender: '寄件人', merchant: '商户' },
  notificationState: {
    queued: '排队中',
    sent: '已发送',
    delivered: '已送达',
    undelivered: '未送达',
    failed: '失败',
    rejected: '被拒绝',
    invalid_number: '号码无效',
    opted_out: '已退订',
  },
  optOutScope: { all: '全部消息', merchant: '该商户的消息' },
  optOutSource: { reply: '回复 STOP', staff: '员工录入' },
  notificationProvider: { fake: '本地发件箱（测试）', smspoh: 'SMSPoh', http: 'HTTP 网关', viber: 'Viber' },
  notificationReportScope: { branch: '按网点', merchant: '按商户', operator: '按运营商', provider: '按服务商' },
  notification: {
    zawgyi: '此文本似乎是 Zawgyi 编码，请用 Unicode 输入。',
    unknownVariable: '未知变量：{{names}}。请只使用列出的变量。',
    tooLong: '消息过长：最多 {{max}} 个字符。',
    overSegmentLimit: '此消息需要 {{segments}} 条短信，超过上限 {{limit}} 条。',
    invalidPhone: '请输入缅甸手机号码，例如 09771234567 或 +959771234567。',
    optedOut: '此号码已退订消息。',
    merchantRequired: '请选择此号码退订的商户。',
    duplicateRule: '此事件和接收人重复列出。',
    notResendable: '此消息无法重发：号码无效或已退订。',
    unknownOperator: '未知运营商',
  },
};
