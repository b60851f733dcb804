import { describe, expect, it } from 'vitest';
import { passwordChangeRequest, profileUpdateRequest } from './profile-schemas.js';

describe('profile contracts', () => {
  it('stores a phone as typed in Myanmar digits, and no phone as none', () => {
    expect(profileUpdateRequest.parse({ name: ' Ma Hla ', phone: '၀၉၄၂၁၂၃၄၅၆၇', locale: 'mm' })).toEqual({
      name: 'Ma Hla',
      phone: '09421234567',
      locale: 'mm',
    });
    expect(profileUpdateRequest.parse({ name: 'Ma Hla', phone: '', locale: 'en' }).phone).toBeNull();
    expect(
      profileUpdateRequest.safeParse({ name: 'Ma Hla', phone: '123', locale: 'en' }).error?.issues[0]?.message,
    ).toBe('validation.phoneErrorMessage');
  });

  it('wants the new password twice, at least 6 characters', () => {
    const change = { current_password: 'old', password: 'newpass', confirm_password: 'newpass' };
    expect(passwordChangeRequest.safeParse(change).success).toBe(true);
    const messages = (value: object) =>
      passwordChangeRequest.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages({ ...change, confirm_password: 'other' })).toEqual([
      'validation.passwordconfirmInvalidErrorMessage',
    ]);
    expect(messages({ ...change, password: '12345', confirm_password: '12345' })).toEqual([
      'validation.lengthInsufficentErrorMessage6',
    ]);
  });
});
