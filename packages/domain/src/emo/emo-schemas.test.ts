import { describe, expect, it } from 'vitest';
import { emoBookRequest, emoPayRequest, emoSettingsRequest, nrcField } from './emo-schemas.js';

const booking = {
  amount: '၁၅၀,၀၀၀',
  pay_branch_id: '3',
  sender_name: ' Daw Mya ',
  sender_phone: '09421234567',
  sender_nrc: '12/oukama(n)123456',
  receiver_name: 'U Ba',
  receiver_phone: '09791234567',
  receiver_nrc: '၉/မထလ(နိုင်)၁၂၃၄၅၆',
};

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('EMO contracts', () => {
  it('reads a booking as typed: Burmese digits, thousands commas, NRCs normalized', () => {
    expect(emoBookRequest.parse(booking)).toMatchObject({
      amount: 150_000,
      pay_branch_id: 3,
      sender_name: 'Daw Mya',
      sender_nrc: '12/OUKAMA(N)123456',
      receiver_nrc: '9/မထလ(N)123456',
    });
    expect(emoBookRequest.parse({ ...booking, amount: 5000 }).amount).toBe(5000);
  });

  it('says what is wrong with each amount', () => {
    const amountMessage = (amount: unknown) => messagesOf(emoBookRequest.safeParse({ ...booking, amount })).amount;
    expect(amountMessage('')).toBe('emo.amountRequired');
    expect(amountMessage(undefined)).toBe('emo.amountRequired');
    expect(amountMessage(null)).toBe('emo.amountRequired');
    expect(amountMessage('0')).toBe('emo.amountPositive');
    expect(amountMessage('12.5')).toBe('validation.wholeNumberErrorMessage');
    expect(amountMessage('200000000')).toBe('emo.amountTooLarge');
    expect(amountMessage('abc')).toBe('validation.numberErrorMessage');
  });

  it('refuses a bad NRC or phone with their messages', () => {
    expect(messagesOf(emoBookRequest.safeParse({ ...booking, sender_nrc: '12/XX(N)1', receiver_phone: '12' }))).toEqual(
      { sender_nrc: 'emo.nrcInvalid', receiver_phone: 'validation.phoneErrorMessage' },
    );
    expect(messagesOf(nrcField.safeParse(12))).toEqual({ '': 'emo.nrcInvalid' });
  });

  it('reads a payout code as typed and refuses anything but eight digits', () => {
    expect(emoPayRequest.parse({ code: '၁၂၃၄ ၅၆၇၈', receiver_nrc: '12/OUKAMA(N)123456' }).code).toBe('12345678');
    expect(messagesOf(emoPayRequest.safeParse({ code: '1234', receiver_nrc: '12/OUKAMA(N)123456' }))).toEqual({
      code: 'emo.codeInvalid',
    });
    expect(messagesOf(emoPayRequest.safeParse({ code: 12345678, receiver_nrc: '12/OUKAMA(N)123456' }))).toEqual({
      code: 'emo.codeInvalid',
    });
  });

  it('takes fee bands only in ascending order', () => {
    const settings = { fee_bands: [{ up_to: 100, fee: 1 }], approval_threshold: 1_000, return_days: 30 };
    expect(emoSettingsRequest.parse(settings)).toEqual(settings);
    const descending = {
      ...settings,
      fee_bands: [
        { up_to: 100, fee: 1 },
        { up_to: 50, fee: 2 },
      ],
    };
    expect(messagesOf(emoSettingsRequest.safeParse(descending))).toEqual({ fee_bands: 'emo.bandsAscending' });
  });
});
