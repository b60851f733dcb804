import { describe, expect, it } from 'vitest';
import { merchantFields } from './merchant-schemas.js';

const valid = {
  name: 'Shwe Online Shop',
  merchant_type: 'existing',
  home_branch_id: '1',
  phone: '+95 9 421 234 567',
  township_id: 'MMR013016',
};

describe('merchant fields (multipart text)', () => {
  it('reads the form as typed: ids, phones and amounts from text, empty fields absent', () => {
    const parsed = merchantFields.parse({
      ...valid,
      email: '',
      address: '  ',
      cod_fee_version: '2',
      credit_limit: '၅၀,၀၀၀',
    });
    expect(parsed).toMatchObject({ home_branch_id: 1, phone: '09421234567', cod_fee_version: 2, credit_limit: 50_000 });
    expect(parsed.email).toBeUndefined();
    expect(parsed.address).toBeUndefined();
  });

  it('takes bank details whole or not at all, and gives a new merchant no credit', () => {
    const partialBank = merchantFields.safeParse({ ...valid, bank_name: 'KBZ' });
    expect(partialBank.success).toBe(false);
    expect(partialBank.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'bank_account_name',
      'bank_account_number',
    ]);
    expect(
      merchantFields.safeParse({ ...valid, bank_name: 'KBZ', bank_account_name: 'U Ba', bank_account_number: '0123' })
        .success,
    ).toBe(true);
    const newWithCredit = merchantFields.safeParse({ ...valid, merchant_type: 'new', credit_limit: '1000' });
    expect(newWithCredit.error?.issues[0]).toMatchObject({
      path: ['credit_limit'],
      message: 'merchant.newMerchantNoCredit',
    });
  });

  it('refuses a bad e-mail, an unreadable number and a COD fee version that does not exist', () => {
    const result = merchantFields.safeParse({ ...valid, email: 'nobody', credit_limit: '1,5,0', cod_fee_version: '3' });
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'cod_fee_version',
      'credit_limit',
      'email',
    ]);
    expect(merchantFields.safeParse({ ...valid, credit_limit: 7 }).success).toBe(true);
  });
});
