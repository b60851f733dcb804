import { randomInt } from 'node:crypto';
import {
  isAuthenticatorCode,
  normalizeTwoStepCode,
  recoveryCodeCount,
  roleRequiresTwoStep,
  type TwoStepSetupResponse,
} from '@waypost/domain';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../../db/client.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { openSecret, sealSecret, secretBoxKey } from '../../lib/secret-box.js';
import { hashToken } from '../../lib/tokens.js';
import type { Actor } from '../../plugins/request-context.js';
import type { AuthDeps } from './auth.service.js';
import { checkOwnPassword } from './auth.service.js';
import { authRepository } from './auth.repository.js';
import { twoStepRepository } from './two-step.repository.js';

/** RFC 6238 defaults every authenticator app reads: SHA-1, 6 digits, 30 s; one step either side for a slow clock. */
const period = 30;
const window = 1;
const recoveryAlphabet = 'abcdefghijkmnpqrstuvwxyz23456789';

function totpOf(secret: string, label: string, issuer: string): TOTP {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period });
}

function newRecoveryCode(): string {
  const pick = () => recoveryAlphabet[randomInt(recoveryAlphabet.length)];
  return `${Array.from({ length: 5 }, pick).join('')}-${Array.from({ length: 5 }, pick).join('')}`;
}

const recoveryHashOf = (userId: number, code: string) => hashToken(`${userId}:${code}`);

/**
 * Checks a code against the account's secret at `now` and takes its time step, so the same code never works twice.
 * A recovery code is used up. Returns whether it was good.
 */
async function acceptCode(
  db: Database,
  deps: Pick<AuthDeps, 'config'>,
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
  deps: AuthDeps,
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

/** POST /api/auth/totp/setup: a new secret for the app to scan; not in force until a code from it is verified. */
export async function startTwoStepSetup({
  db,
  config,
  clock,
  actor,
}: AuthDeps & { actor: Actor }): Promise<TwoStepSetupResponse> {
  const secret = new Secret({ size: 20 }).base32;
  const sealed = sealSecret(await secretBoxKey(db, config.twoStepKey), secret);
  if (!(await twoStepRepository.startSetup(db, { userId: actor.id, sealedSecret: sealed, now: clock.now() }))) {
    throw new AppError('TWO_STEP_ALREADY_ON');
  }
  const totp = totpOf(secret, actor.userName, actor.account.businessName);
  return { secret, otpauth_url: totp.toString() };
}

/** POST /api/auth/totp/verify: the first code from the app turns 2-step on; ten recovery codes are shown once. */
export async function verifyTwoStepSetup({
  db,
  config,
  clock,
  actor,
  code,
}: AuthDeps & { actor: Actor; code: string }) {
  const twoStep = await twoStepRepository.find(db, actor.id);
  if (!twoStep) throw new AppError('TWO_STEP_NOT_STARTED');
  if (twoStep.enabledAt) throw new AppError('TWO_STEP_ALREADY_ON');
  const now = clock.now();
  if (!isAuthenticatorCode(code)) throw fieldError('code', 'twoStep.wrongCode');
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await db.transaction(async (tx) => {
    if (!(await acceptCode(tx, { config }, { userId: actor.id, sealedSecret: twoStep.sealedSecret, code, now }))) {
      throw fieldError('code', 'twoStep.wrongCode');
    }
    if (!(await twoStepRepository.enable(tx, { userId: actor.id, now }))) throw new AppError('TWO_STEP_ALREADY_ON');
    await twoStepRepository.replaceRecoveryCodes(tx, {
      userId: actor.id,
      hashes: codes.map((recovery) => recoveryHashOf(actor.id, recovery)),
      now,
    });
    await recordAudit(tx, { actor, action: 'two-step.enable', entity: 'user', entityId: actor.id });
  });
  return { recovery_codes: codes };
}

/**
 * POST /api/auth/totp/disable: with the password and a code; refused where the role requires 2-step. The account's
 * other sessions end (whoever held them signed in with the second step the owner now turns off).
 */
export async function disableTwoStep(
  deps: AuthDeps & { actor: Actor; password: string; code: string; ip: string },
): Promise<void> {
  const { db, config, clock, actor } = deps;
  if (roleRequiresTwoStep(actor.role.slug) && config.twoStepRequiredRoles.includes(actor.role.slug)) {
    throw new AppError('TWO_STEP_REQUIRED_BY_ROLE');
  }
  const attempt = await checkOwnPassword({ ...deps, field: 'password' });
  const twoStep = await twoStepRepository.find(db, actor.id);
  if (!twoStep?.enabledAt) throw new AppError('TWO_STEP_NOT_STARTED');
  const now = clock.now();
  await db.transaction(async (tx) => {
    if (
      !(await acceptCode(
        tx,
        { config },
        { userId: actor.id, sealedSecret: twoStep.sealedSecret, code: deps.code, now },
      ))
    ) {
      throw fieldError('code', 'twoStep.wrongCode');
    }
    await authRepository.releaseLoginAttempts(tx, attempt);
    await twoStepRepository.remove(tx, actor.id);
    await authRepository.revokeOtherSessions(tx, { userId: actor.id, keepSessionId: actor.sessionId, now });
    await recordAudit(tx, { actor, action: 'two-step.disable', entity: 'user', entityId: actor.id });
  });
}
