/**
 * Texts of merchant accounts and 2-step verification (issue 30 §1) for the domain catalog (messages.ts spreads them
 * in): the API's refusals and the field errors of the sign-in and invitation forms.
 */
export const merchantUserMessagesEn = {
  merchantUser: {
    inviteGone: 'This invitation link has been used or has run out. Ask the branch for a new one.',
    notAMember: 'This account is not a member of that merchant.',
  },
  twoStep: {
    codeRequired: 'Enter the 6-digit code from your authenticator app.',
    wrongCode: 'That code is not right. Check the time on your phone and try the newest code.',
    setupRequired: 'Your role needs 2-step verification. Set it up before you go on.',
    alreadyOn: '2-step verification is already on.',
    notStarted: 'Start the set-up again: no code is waiting to be confirmed.',
    requiredByRole: 'Your role needs 2-step verification: it cannot be turned off.',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const merchantUserMessagesMm: Shape<typeof merchantUserMessagesEn> = {
  merchantUser: {
    inviteGone: 'ဤဖိတ်ကြားလင့်ခ်ကို အသုံးပြုပြီး သို့မဟုတ် သက်တမ်းကုန်သွားပါပြီ။ ရုံးခွဲထံ အသစ်တစ်ခု တောင်းပါ။',
    notAMember: 'ဤအကောင့်သည် ထိုကုန်သည်၏ အဖွဲ့ဝင် မဟုတ်ပါ။',
  },
  twoStep: {
    codeRequired: 'အထောက်အထားစိစစ်ရေး အက်ပ်မှ ဂဏန်း ၆ လုံး ကုဒ်ကို ထည့်ပါ။',
    wrongCode: 'ကုဒ် မမှန်ပါ။ ဖုန်းရှိ အချိန်ကို စစ်ပြီး နောက်ဆုံးကုဒ်ဖြင့် ထပ်ကြိုးစားပါ။',
    setupRequired: 'သင့်ရာထူးအတွက် ၂ ဆင့် အတည်ပြုခြင်း လိုအပ်ပါသည်။ ဆက်မလုပ်မီ သတ်မှတ်ပါ။',
    alreadyOn: '၂ ဆင့် အတည်ပြုခြင်း ဖွင့်ထားပြီး ဖြစ်ပါသည်။',
    notStarted: 'သတ်မှတ်ခြင်းကို ပြန်စပါ။ အတည်ပြုရန် စောင့်နေသော ကုဒ် မရှိပါ။',
    requiredByRole: 'သင့်ရာထူးအတွက် ၂ ဆင့် အတည်ပြုခြင်း လိုအပ်သဖြင့် ပိတ်၍ မရပါ။',
  },
};

export const merchantUserMessagesZh: Shape<typeof merchantUserMessagesEn> = {
  merchantUser: {
    inviteGone: '此邀请链接已被使用或已过期。请向网点索取新的链接。',
    notAMember: '此账户不是该商户的成员。',
  },
  twoStep: {
    codeRequired: '请输入身份验证器应用中的 6 位验证码。',
    wrongCode: '验证码不正确。请检查手机时间并使用最新的验证码。',
    setupRequired: '您的角色需要两步验证。请先完成设置。',
    alreadyOn: '两步验证已开启。',
    notStarted: '请重新开始设置：没有等待确认的验证码。',
    requiredByRole: '您的角色需要两步验证，无法关闭。',
  },
};
