import { randomInt } from 'node:crypto';
import { isAuthenticatorCode, normalizeTwoStepCode } from '@waypost/domain';
import { Secret, TOTP } from 'otpauth';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { openSecret, secretBoxKey } from '../../lib/secret-box.js';
import { hashToken } from '../../lib/tokens.js';
import { twoStepRepository } from './two-step.repository.js';

/** RFC 6238 defaults every authenticator app reads: SHA-1, 6 digits, 30 s; one step either side for a slow clock. */
const period = 30;
const window = 1;
const recoveryAlphabet = 'abcdefghijkmnpqrstuvwxyz23456789';

export function totpOf(secret: string, label: string, issuer: string): TOTP {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period });
}

export function newRecoveryCode(): string {
  const pick = () => recoveryAlphabet[randomInt(recoveryAlphabet.length)];
  return `${Array.from({ length: 5 }, pick).join('')}-${Array.from({ length: 5 }, pick).join('')}`;
}

export const recoveryHashOf = (userId: number, code: string) => hashToken(`${userId}:${code}`);

/**
 * Checks a code against the account's secret at `now` and takes its time step, so the same code never works twice.
 * A recovery code is used up. Returns whether it was good.
 */
export async function acceptCode(
  db: Database,
  deps: { config: Config },
  { userId, sealedSecret, code, now }: { userId: number; sealedSecret: string; code: string; now: Date },
): Promise<boolean> {
  if (!isAuthenticatorCode(code)) {
    return twoStepRepository.useRecoveryCode(db, { userId, codeHash: recoveryHashOf(userId, code), now });
  }
  const secret = openSecret(await secretBoxKey(db, deps.config.twoStepKey), sealedSecret);
  const timestamp = now.getTime();
  const delta = totpOf(secret, '', '').validate({ token: code, timestamp, window });
  if (delta === null) return false;
  return twoStepRepository.takeStep(db, { userId, step: Math.floor(timestamp / 1000 / period) + delta });
}

/**
 * At sign-in, once the password is right: an account with 2-step on needs a good code (`totp_code`). None sent is a
 * field error asking for it; a wrong one a field error that stays counted against the sign-in limits.
 */
export async function checkSignInCode(
  deps: { db: Database; config: Config; clock: Clock },
  { userId, code }: { userId: number; code: string | undefined },
): Promise<'not-needed' | 'accepted' | 'missing' | 'wrong'> {
  const twoStep = await twoStepRepository.find(deps.db, userId);
  if (!twoStep?.enabledAt) return 'not-needed';
  const typed = normalizeTwoStepCode(code ?? '');
  if (typed === '') return 'missing';
  const accepted = await acceptCode(deps.db, deps, {
    userId,
    sealedSecret: twoStep.sealedSecret,
    code: typed,
    now: deps.clock.now(),
  });
  return accepted ? 'accepted' : 'wrong';
}
