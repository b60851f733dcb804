import type { MerchantItem } from '@waypost/domain';
import { describe, expect, it } from 'vitest';
import {
  creditLimitRule,
  formatAmountInput,
  merchantFormErrors,
  merchantFormValuesOf,
  merchantTextFields,
  optionalEmailRule,
  toMerchantFormData,
  type MerchantFormValues,
} from './merchant-form-model';

const values: MerchantFormValues = {
  name: 'Shwe Online',
  merchant_type: 'existing',
  home_branch_id: 1,
  phone: '၀၉ ၄၂၁ ၂၃၄ ၅၆၇',
  township_id: 'MMR013016',
  region: 'MM-06',
  district: 'MMR013D002',
  credit_limit: '၅၀,၀၀၀',
  receiver_messages: 'all',
};

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('merchant form', () => {
  it('sends every text field as the form holds it, places as the township only, the limit only when it may', () => {
    const fields = merchantTextFields(values, { canSetCreditLimit: true });
    expect(fields).toMatchObject({ name: 'Shwe Online', home_branch_id: '1', email: '', credit_limit: '၅၀,၀၀၀' });
    expect(fields).not.toHaveProperty('region');
    expect(merchantTextFields(values, { canSetCreditLimit: false })).not.toHaveProperty('credit_limit');
    // A new merchant has no credit, whatever the box still holds.
    expect(merchantTextFields({ ...values, merchant_type: 'new' }, { canSetCreditLimit: true }).credit_limit).toBe('0');
  });

  it('puts the logo after the text fields', () => {
    const logo = new File([png], 'logo.png', { type: 'image/png' });
    const form = toMerchantFormData({ ...values, logo }, { canSetCreditLimit: false });
    const names = [...form.keys()];
    expect(names.at(-1)).toBe('logo');
    expect(form.get('logo')).toBeInstanceOf(File);
    expect(form.get('phone')).toBe('၀၉ ၄၂၁ ၂၃၄ ၅၆၇');
  });

  it('checks the whole form with the server’s schema: bank details whole or not at all', () => {
    expect(merchantFormErrors(values, 'en', { canSetCreditLimit: true })).toEqual({});
    const partial = merchantFormErrors({ ...values, bank_name: 'KBZ' }, 'en', { canSetCreditLimit: false });
    expect(Object.keys(partial)).toEqual(['bank_account_name', 'bank_account_number']);
    expect(partial.bank_account_name).toEqual(['This field is required.']);
    const email = merchantFormErrors({ ...values, email: 'nobody' }, 'en', { canSetCreditLimit: false });
    expect(email.email).toEqual(['Enter an e-mail address such as name@example.com.']);
  });

  it('reads e-mail and the limit as typed', () => {
    expect(optionalEmailRule('')).toBeNull();
    expect(optionalEmailRule('a@b.co')).toBeNull();
    expect(optionalEmailRule('a@')).toEqual({ key: 'validation.emailErrorMessage' });
    expect(creditLimitRule('၅၀,၀၀၀')).toBeNull();
    expect(creditLimitRule('1.5')).toEqual({ key: 'validation.wholeNumberErrorMessage' });
    expect(creditLimitRule('abc')).not.toBeNull();
    expect(formatAmountInput('50000', 'mm')).toBe('၅၀,၀၀၀');
    expect(formatAmountInput('5x', 'en')).toBe('5x');
  });

  it('opens a merchant as it stands', () => {
    const merchant = {
      id: 3,
      name: 'Shwe',
      merchant_type: 'existing',
      home_branch: { id: 1, code: 'YGN', name_en: 'YGN', name_mm: 'ရန်ကုန်' },
      phone: '09421234567',
      email: null,
      township: { id: 'MMR013016', name_en: 'Pazundaung', name_mm: 'ပုဇွန်တောင်' },
      district: { id: 'MMR013D002', name_en: 'Yangon (East)', name_mm: 'ရန်ကုန်(အရှေ့ပိုင်း)' },
      region: { id: 'MM-06', name_en: 'Yangon Region', name_mm: 'ရန်ကုန်တိုင်းဒေသကြီး' },
      address: null,
      bank: { name: 'KBZ', account_name: 'Shwe', account_number: '01' },
      bank_updated_at: null,
      cod_fee_version: 2,
      credit_limit: 50_000,
      credit_balance: 0,
      logo_url: null,
      receiver_messages: 'none',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    } satisfies MerchantItem;
    expect(merchantFormValuesOf(merchant, 'mm')).toMatchObject({
      home_branch_id: 1,
      region: 'MM-06',
      district: 'MMR013D002',
      township_id: 'MMR013016',
      email: undefined,
      bank_name: 'KBZ',
      credit_limit: '၅၀,၀၀၀',
      receiver_messages: 'none',
    });
  });
});
