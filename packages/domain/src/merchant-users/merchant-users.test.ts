import { describe, expect, it } from 'vitest';
import { isAuthenticatorCode, normalizeTwoStepCode, twoStepCode } from '../auth/two-step-schemas.js';
import { inviteAcceptRequest, merchantUserInviteRequest } from './merchant-user-schemas.js';

describe('2-step codes', () => {
  it('reads a typed code as compared: spaces dropped, Myanmar digits as Latin, letters lower-case', () => {
    expect(normalizeTwoStepCode(' ၁၂၃ ၄၅၆ ')).toBe('123456');
    expect(normalizeTwoStepCode('ABCDE-12345')).toBe('abcde-12345');
    expect(isAuthenticatorCode('123456')).toBe(true);
    expect(isAuthenticatorCode('12345')).toBe(false);
  });

  it('takes an authenticator code or a recovery code, nothing else', () => {
    expect(twoStepCode.parse('123 456')).toBe('123456');
    expect(twoStepCode.parse('Abcde-12345')).toBe('abcde-12345');
    expect(twoStepCode.safeParse('').error?.issues[0]?.message).toBe('validation.emptyErrorMessage');
    expect(twoStepCode.safeParse('12ab').error?.issues[0]?.message).toBe('twoStep.wrongCode');
  });
});

describe('merchant accounts', () => {
  it('invites an owner or a clerk, never a staff role', () => {
    const invite = { name: 'Daw Khin', user_name: 'shwe.owner', phone: '09421234567', role: 'merchant-owner' };
    expect(merchantUserInviteRequest.parse(invite)).toMatchObject({ role: 'merchant-owner', email: null });
    expect(merchantUserInviteRequest.safeParse({ ...invite, role: 'owner' }).success).toBe(false);
  });

  it('sets a password with a matching confirmation, or none sent', () => {
    expect(inviteAcceptRequest.safeParse({ password: 'secret1' }).success).toBe(true);
    expect(inviteAcceptRequest.safeParse({ password: 'secret1', confirm_password: 'secret1' }).success).toBe(true);
    const mismatch = inviteAcceptRequest.safeParse({ password: 'secret1', confirm_password: 'secret2' });
    expect(mismatch.error?.issues[0]?.path).toEqual(['confirm_password']);
  });
});
