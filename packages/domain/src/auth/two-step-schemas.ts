import { z } from 'zod';
import { fromMyanmarDigits } from '../format/myanmar-digits.js';
import { singleLineText } from '../common/text-schemas.js';

/**
 * 2-step verification (issue 30 §1): an authenticator app's code (RFC 6238 TOTP, 6 digits, 30 s), or one of the ten
 * recovery codes shown once when it was turned on. Myanmar digits are read as digits.
 */
export const twoStepCodeLength = 6;
export const recoveryCodeCount = 10;
/** A recovery code: two groups of five lower-case letters and digits, `abcde-12345`. */
export const recoveryCodePattern = /^[a-z0-9]{5}-[a-z0-9]{5}$/;

/** A typed code as compared: spaces dropped, Myanmar digits as Latin, letters lower-case. */
export function normalizeTwoStepCode(value: string): string {
  return fromMyanmarDigits(value).replace(/\s+/g, '').toLowerCase();
}

export function isAuthenticatorCode(code: string): boolean {
  return new RegExp(`^\\d{${twoStepCodeLength}}$`).test(code);
}

export const twoStepCode = z
  .string('validation.emptyErrorMessage')
  .max(40, 'twoStep.wrongCode')
  .transform(normalizeTwoStepCode)
  .refine((code) => code.length > 0, 'validation.emptyErrorMessage')
  .refine((code) => isAuthenticatorCode(code) || recoveryCodePattern.test(code), 'twoStep.wrongCode');

/** POST /api/auth/totp/setup: a new secret, not in force until a code from it is verified. */
export const twoStepSetupResponse = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** `otpauth://totp/…`: the QR code the app scans. */
  otpauth_url: z.string(),
});
export type TwoStepSetupResponse = z.infer<typeof twoStepSetupResponse>;

/** POST /api/auth/totp/verify: a code from the app turns it on. */
export const twoStepVerifyRequest = z.object({ code: twoStepCode });
export const twoStepVerifyResponse = z.object({
  /** Shown once: each signs in once instead of a code, when the phone is lost. */
  recovery_codes: z.array(z.string()),
});
export type TwoStepVerifyResponse = z.infer<typeof twoStepVerifyResponse>;

/** POST /api/auth/totp/disable: the password and a code (or a recovery code); refused where the role requires it. */
export const twoStepDisableRequest = z.object({
  password: singleLineText({ min: 1, max: 200, trim: false }),
  code: twoStepCode,
});
