import type { RoleSlug } from '../access/roles.js';
import type { Locale } from './locales.js';

/**
 * Texts the server and the web both show: error and validation messages, role names. The web loads them as the
 * i18next namespace `domain`; the server localizes error responses with `translate`. Interpolation uses i18next's
 * `{{name}}` syntax. `mm` and `zh` are typed against `en`, so a missing or extra key is a compile error.
 */
const en = {
  error: {
    validationFailed: 'Some fields are not valid.',
    invalidCredential: 'Invalid Credential',
    unauthorized: 'Unauthorized',
    accountSuspended: 'This account is suspended. Please contact your manager.',
    accountBanned: 'This account is banned. Please contact your manager.',
    forbidden: "Sorry, your current role can't access this page, if there is any problem, please contact page admin.",
    branchNotJointed: 'You can only switch to one of your own branches.',
    notFound: 'Not found.',
    methodNotAllowed: 'This method is not allowed here.',
    conflict: 'This record was changed by someone else. Reload and try again.',
    payloadTooLarge: 'The request is too large.',
    unsupportedMediaType: 'Send the request as JSON.',
    tooManyLoginAttempts: 'Too many sign-in attempts. Please wait {{minutes}} minutes and try again.',
    tooManyRequests: 'Too many requests. Please slow down.',
    internal: 'Something Went Wrong!',
  },
  validation: {
    emptyErrorMessage: 'This field is required.',
    numberErrorMessage: 'Please enter a number.',
    emptyFileErrorMessage: 'Please choose a file.',
    invalidErrorMessage: 'Invalid!',
    noselectErrorMessage: 'must be selected!',
    lengthInsufficentErrorMessage6: 'Must be at least 6 characters.',
    passwordconfirmInvalidErrorMessage: 'The passwords do not match.',
    lengthMustBeSpecificLengthErrorMessage6: 'Must be exactly 6 characters.',
    lengthMustBeExactErrorMessage3: 'Must be exactly 3 characters.',
    tooLong: 'Must be at most {{max}} characters.',
    tooShort: 'Must be at least {{min}} characters.',
  },
  role: {
    'super-admin': 'Super admin',
    admin: 'Admin',
    md: 'Managing director',
    'general-manager': 'General manager',
    'deputy-general-manager': 'Deputy general manager',
    'assistant-general-manager': 'Assistant general manager',
    'operation-admin': 'Operation admin',
    'operation-manager': 'Operation manager',
    'finance-manager': 'Finance manager',
    'tech-support': 'Tech support',
    'it-support-hq': 'IT support (HQ)',
    'warehouse-manager': 'Warehouse manager',
    accountant: 'Accountant',
    'region-manager': 'Region manager',
    'it-support-region': 'IT support (region)',
    owner: 'Owner',
    manager: 'Manager',
    supervisor: 'Supervisor',
    staff: 'Staff',
    'customer-service': 'Customer service',
    'call-center': 'Call centre',
  } satisfies Record<RoleSlug, string>,
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type DomainMessages = Shape<typeof en>;

const mm: DomainMessages = {
  error: {
    validationFailed: 'ဖြည့်သွင်းထားသော အချက်အလက်အချို့ မှန်ကန်မှုမရှိပါ။',
    invalidCredential: 'အသုံးပြုသူအမည် သို့မဟုတ် စကားဝှက် မှားယွင်းနေပါသည်။',
    unauthorized: 'ဝင်ရောက်ခွင့်မရှိပါ။',
    accountSuspended: 'ဤအကောင့်ကို ယာယီပိတ်ထားပါသည်။ မန်နေဂျာထံ ဆက်သွယ်ပါ။',
    accountBanned: 'ဤအကောင့်ကို ပိတ်ပင်ထားပါသည်။ မန်နေဂျာထံ ဆက်သွယ်ပါ။',
    forbidden: 'စိတ်မကောင်းပါ၊ သင်၏ လက်ရှိရာထူးဖြင့် ဤစာမျက်နှာကို ဝင်ရောက်ခွင့်မရှိပါ။ ပြဿနာရှိပါက စာမျက်နှာ စီမံသူထံ ဆက်သွယ်ပါ။',
    branchNotJointed: 'သင်နှင့်သက်ဆိုင်သော ရုံးခွဲများသို့သာ ပြောင်းနိုင်ပါသည်။',
    notFound: 'ရှာမတွေ့ပါ။',
    methodNotAllowed: 'ဤနည်းလမ်းကို ခွင့်မပြုပါ။',
    conflict: 'ဤမှတ်တမ်းကို အခြားသူတစ်ဦးက ပြောင်းလဲထားပါသည်။ ပြန်လည်ဖွင့်ပြီး ထပ်ကြိုးစားပါ။',
    payloadTooLarge: 'တောင်းဆိုချက် အရွယ်အစား ကြီးလွန်းပါသည်။',
    unsupportedMediaType: 'တောင်းဆိုချက်ကို JSON ဖြင့် ပို့ပါ။',
    tooManyLoginAttempts: 'ဝင်ရောက်ရန် ကြိုးစားမှု များလွန်းပါသည်။ {{minutes}} မိနစ် စောင့်ပြီး ထပ်ကြိုးစားပါ။',
    tooManyRequests: 'တောင်းဆိုမှု များလွန်းပါသည်။ ခေတ္တစောင့်ပါ။',
    internal: 'တစ်စုံတစ်ခု မှားယွင်းသွားပါသည်။',
  },
  validation: {
    emptyErrorMessage: 'ဤအကွက်ကို ဖြည့်ရန် လိုအပ်ပါသည်။',
    numberErrorMessage: 'ဂဏန်းဖြင့် ဖြည့်ပါ။',
    emptyFileErrorMessage: 'ဖိုင်တစ်ခု ရွေးပါ။',
    invalidErrorMessage: 'မမှန်ကန်ပါ။',
    noselectErrorMessage: 'ရွေးချယ်ရန် လိုအပ်ပါသည်။',
    lengthInsufficentErrorMessage6: 'အနည်းဆုံး စာလုံး ၆ လုံး ရှိရပါမည်။',
    passwordconfirmInvalidErrorMessage: 'စကားဝှက်များ မတူညီပါ။',
    lengthMustBeSpecificLengthErrorMessage6: 'စာလုံး ၆ လုံး အတိအကျ ဖြစ်ရပါမည်။',
    lengthMustBeExactErrorMessage3: 'စာလုံး ၃ လုံး အတိအကျ ဖြစ်ရပါမည်။',
    tooLong: 'အများဆုံး စာလုံး {{max}} လုံးသာ ရေးနိုင်ပါသည်။',
    tooShort: 'အနည်းဆုံး စာလုံး {{min}} လုံး ရှိရပါမည်။',
  },
  role: {
    'super-admin': 'စူပါ အက်ဒမင်',
    admin: 'အက်ဒမင်',
    md: 'အုပ်ချုပ်မှု ဒါရိုက်တာ',
    'general-manager': 'အထွေထွေ မန်နေဂျာ',
    'deputy-general-manager': 'ဒုတိယ အထွေထွေ မန်နေဂျာ',
    'assistant-general-manager': 'လက်ထောက် အထွေထွေ မန်နေဂျာ',
    'operation-admin': 'လုပ်ငန်းလည်ပတ်မှု အက်ဒမင်',
    'operation-manager': 'လုပ်ငန်းလည်ပတ်မှု မန်နေဂျာ',
    'finance-manager': 'ဘဏ္ဍာရေး မန်နေဂျာ',
    'tech-support': 'နည်းပညာ အကူအညီ',
    'it-support-hq': 'အိုင်တီ အကူအညီ (ရုံးချုပ်)',
    'warehouse-manager': 'ဂိုဒေါင် မန်နေဂျာ',
    accountant: 'စာရင်းကိုင်',
    'region-manager': 'တိုင်းဒေသ မန်နေဂျာ',
    'it-support-region': 'အိုင်တီ အကူအညီ (တိုင်းဒေသ)',
    owner: 'ပိုင်ရှင်',
    manager: 'မန်နေဂျာ',
    supervisor: 'ကြီးကြပ်ရေးမှူး',
    staff: 'ဝန်ထမ်း',
    'customer-service': 'ဖောက်သည် ဝန်ဆောင်မှု',
    'call-center': 'ဖုန်းဝန်ဆောင်မှု ဌာန',
  },
};

const zh: DomainMessages = {
  error: {
    validationFailed: '部分字段无效。',
    invalidCredential: '用户名或密码错误。',
    unauthorized: '未授权。',
    accountSuspended: '此账户已被暂停，请联系您的经理。',
    accountBanned: '此账户已被封禁，请联系您的经理。',
    forbidden: '抱歉，您当前的角色无法访问此页面，如有问题，请联系页面管理员。',
    branchNotJointed: '您只能切换到自己所属的分支机构。',
    notFound: '未找到。',
    methodNotAllowed: '此处不允许该方法。',
    conflict: '此记录已被他人修改，请刷新后重试。',
    payloadTooLarge: '请求过大。',
    unsupportedMediaType: '请以 JSON 格式发送请求。',
    tooManyLoginAttempts: '登录尝试次数过多，请等待 {{minutes}} 分钟后重试。',
    tooManyRequests: '请求过多，请稍后再试。',
    internal: '出错了！',
  },
  validation: {
    emptyErrorMessage: '此字段为必填项。',
    numberErrorMessage: '请输入数字。',
    emptyFileErrorMessage: '请选择文件。',
    invalidErrorMessage: '无效！',
    noselectErrorMessage: '必须选择！',
    lengthInsufficentErrorMessage6: '至少需要 6 个字符。',
    passwordconfirmInvalidErrorMessage: '两次输入的密码不一致。',
    lengthMustBeSpecificLengthErrorMessage6: '必须正好 6 个字符。',
    lengthMustBeExactErrorMessage3: '必须正好 3 个字符。',
    tooLong: '最多 {{max}} 个字符。',
    tooShort: '至少 {{min}} 个字符。',
  },
  role: {
    'super-admin': '超级管理员',
    admin: '管理员',
    md: '董事总经理',
    'general-manager': '总经理',
    'deputy-general-manager': '副总经理',
    'assistant-general-manager': '助理总经理',
    'operation-admin': '运营管理员',
    'operation-manager': '运营经理',
    'finance-manager': '财务经理',
    'tech-support': '技术支持',
    'it-support-hq': 'IT 支持（总部）',
    'warehouse-manager': '仓库经理',
    accountant: '会计',
    'region-manager': '区域经理',
    'it-support-region': 'IT 支持（区域）',
    owner: '老板',
    manager: '经理',
    supervisor: '主管',
    staff: '员工',
    'customer-service': '客服',
    'call-center': '呼叫中心',
  },
};

export const domainMessages: Record<Locale, DomainMessages> = { en, mm, zh };

/** Looks up a dotted key ("error.notFound") and fills `{{param}}` placeholders; unknown keys come back as-is. */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  let node: unknown = domainMessages[locale];
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    params[name] === undefined ? match : String(params[name]),
  );
}
