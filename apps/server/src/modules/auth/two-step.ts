import {
  isAuthenticatorCode,
  recoveryCodeCount,
  roleRequiresTwoStep,
  type TwoStepSetupResponse,
} from '@waypost/domain';
import { Secret } from 'otpauth';
import { AppError, fieldError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { sealSecret, secretBoxKey } from '../../lib/secret-box.js';
import type { Actor } from '../../plugins/request-context.js';
import type { AuthDeps } from './auth.service.js';
import { checkOwnPassword } from './auth.service.js';
import { authRepository } from './auth.repository.js';
import { acceptCode, newRecoveryCode, recoveryHashOf, totpOf } from './two-step-codes.js';
import { twoStepRepository } from './two-step.repository.js';

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
