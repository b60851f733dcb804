import type { Locale, SessionUser } from '@waypost/domain';
import Sqids from 'sqids';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords.js';
import { hashToken, newSessionToken } from '../../lib/tokens.js';
import type { Actor, RequestClient } from '../../plugins/request-context.js';
import { authRepository, type BranchRow } from './auth.repository.js';

export interface AuthDeps {
  db: Database;
  config: Config;
  clock: Clock;
}

const minute = 60_000;
const hour = 60 * minute;
/** A session's expiry is written at most this often, not on every request (it costs throughput). */
const touchInterval = minute;
const expiredChallenge = { 'www-authenticate': 'Bearer error="invalid_token", error_description="session expired"' };

let sqids: Sqids | undefined;
function hashidOf(config: Config, id: number): string {
  sqids ??= new Sqids({ minLength: 8, ...(config.hashidAlphabet ? { alphabet: config.hashidAlphabet } : {}) });
  return sqids.encode([id]);
}

function branchSummary(branch: BranchRow) {
  return {
    id: branch.id,
    code: branch.code,
    name_en: branch.nameEn,
    name_mm: branch.nameMm,
    town: branch.town,
    international_mail: branch.internationalMail,
  };
}

/** The spec's User shape (§3) for the account, with the role name in the request's locale. */
async function loadSessionUser(db: Database, config: Config, userId: number, locale: Locale): Promise<SessionUser> {
  const account = await authRepository.findAccount(db, userId);
  if (!account) throw new AppError('UNAUTHORIZED');
  const [branch, jointed] = await Promise.all([
    account.branchId === null ? null : authRepository.findBranch(db, account.branchId),
    authRepository.listJointedBranches(db, userId),
  ]);
  const roleName = { en: account.role.nameEn, mm: account.role.nameMm, zh: account.role.nameZh }[locale];
  return {
    id: account.id,
    name: account.name,
    user_name: account.userName,
    hashid: hashidOf(config, account.id),
    role: {
      id: account.role.id,
      slug: account.role.slug,
      name: roleName,
      level: account.role.level,
      permissions: account.role.permissions,
    },
    business_name: account.businessName,
    branch: branch ? branchSummary(branch) : null,
    branch_collection_id: account.branchCollectionId,
    all_branches: account.allBranches,
    jointed_branches: jointed.map((b) => ({ id: b.id, name_en: b.nameEn, name_mm: b.nameMm })),
    locale: account.locale,
  };
}

export async function loginUser({
  db,
  config,
  clock,
  userName,
  password,
  ip,
  userAgent,
  locale,
}: AuthDeps & { userName: string; password: string; ip: string; userAgent: string | null; locale: Locale }) {
  const now = clock.now();
  const attempt = await reserveLoginAttempt({ db, config, now, userName, ip });

  const credentials = await authRepository.findCredentials(db, userName);
  const valid = await verifyPassword(credentials?.passwordHash ?? (await dummyPasswordHash()), password);
  // A failed attempt stays counted (it was counted before hashing).
  if (!credentials || !valid) throw new AppError('INVALID_CREDENTIAL');
  // Status is told only to someone who knows the password.
  if (credentials.status === 'suspend' || credentials.status === 'ban') {
    await authRepository.releaseLoginAttempts(db, attempt);
    throw new AppError(credentials.status === 'suspend' ? 'ACCOUNT_SUSPENDED' : 'ACCOUNT_BANNED');
  }

  const token = newSessionToken();
  const absoluteExpiresAt = new Date(now.getTime() + config.tokenMaxAgeDays * 24 * hour);
  await db.transaction(async (tx) => {
    await authRepository.releaseLoginAttempts(tx, attempt);
    await authRepository.insertSession(tx, {
      userId: credentials.id,
      tokenHash: hashToken(token),
      now,
      idleExpiresAt: idleExpiry(config, now, absoluteExpiresAt),
      absoluteExpiresAt,
      ip,
      userAgent: userAgent?.slice(0, 300) ?? null,
    });
  });
  return { token, user: await loadSessionUser(db, config, credentials.id, locale) };
}

/**
 * Counts the attempt against the account at this address (the tight limit), the account from anywhere (a far higher
 * ceiling) and the address, before any hashing, and refuses it when a count goes over its limit. Counting first
 * and in one atomic step is what keeps parallel guesses from all being checked; a refused attempt is rolled back so
 * it counts nowhere, which is why guessing from one address locks only that address out of the account. Returns what
 * a correct password gives back: the pair's count is cleared, the others return this one attempt.
 */
async function reserveLoginAttempt({
  db,
  config,
  now,
  userName,
  ip,
}: Pick<AuthDeps, 'db' | 'config'> & { now: Date; userName: string; ip: string }) {
  const account = userName.toLowerCase();
  const pairKey = `account-ip:${account}:${ip}`;
  const limits = new Map([
    [pairKey, config.loginMaxFailuresPerAccountAndIp],
    [`account:${account}`, config.loginMaxFailuresPerAccount],
    [`ip:${ip}`, config.loginMaxFailuresPerIp],
  ]);
  const windowMs = config.loginWindowMinutes * minute;
  return db.transaction(async (tx) => {
    const counts = await authRepository.countLoginAttempt(
      tx,
      [...limits.keys()],
      now,
      new Date(now.getTime() - windowMs),
    );
    const over = counts.filter((row) => row.failures > (limits.get(row.key) ?? 0));
    if (over.length > 0) {
      const freeAt = Math.max(...over.map((row) => row.windowStartedAt.getTime())) + windowMs;
      const minutes = Math.max(1, Math.ceil((freeAt - now.getTime()) / minute));
      throw new AppError('TOO_MANY_LOGIN_ATTEMPTS', {
        params: { minutes },
        headers: { 'retry-after': String(minutes * 60) },
      });
    }
    return counts.map((row) => ({
      key: row.key,
      windowStartedAt: row.windowStartedAt,
      clear: row.key === pairKey,
    }));
  });
}

function idleExpiry(config: Config, now: Date, absoluteExpiresAt: Date): Date {
  return new Date(Math.min(now.getTime() + config.tokenTtlHours * hour, absoluteExpiresAt.getTime()));
}

/** Resolves a bearer token to its actor (with the request's client), refreshing the idle expiry at most once a minute. */
export async function authenticateToken({
  db,
  config,
  clock,
  token,
  client,
}: AuthDeps & { token: string; client: RequestClient }): Promise<Actor> {
  const session = await authRepository.findSession(db, hashToken(token));
  const now = clock.now();
  if (!session || session.revokedAt || session.user.status !== 'active') throw new AppError('UNAUTHORIZED');
  if (session.idleExpiresAt <= now || session.absoluteExpiresAt <= now) {
    throw new AppError('UNAUTHORIZED', { headers: expiredChallenge });
  }
  if (now.getTime() - session.lastUsedAt.getTime() >= touchInterval) {
    await authRepository.touchSession(db, session.sessionId, now, idleExpiry(config, now, session.absoluteExpiresAt));
  }
  return {
    id: session.user.id,
    sessionId: session.sessionId,
    companyId: session.user.companyId,
    name: session.user.name,
    userName: session.user.userName,
    allBranches: session.user.allBranches,
    branchCollectionId: session.user.branchCollectionId,
    role: session.role,
    branch: session.branch ? { id: session.branch.id, international_mail: session.branch.internationalMail } : null,
    client,
  };
}

export async function logoutSession({ db, clock, actor }: AuthDeps & { actor: Actor }): Promise<void> {
  await authRepository.revokeSession(db, actor.sessionId, clock.now());
}

export async function getActiveAccount({ db, config, actor, locale }: AuthDeps & { actor: Actor; locale: Locale }) {
  return { user: await loadSessionUser(db, config, actor.id, locale) };
}

/** Moves the user's current branch to one of their jointed branches (spec §7 switch_branch). */
export async function switchUserBranch({
  db,
  config,
  clock,
  actor,
  userId,
  branchId,
  locale,
}: AuthDeps & { actor: Actor; userId: number; branchId: number; locale: Locale }) {
  if (userId !== actor.id) throw new AppError('FORBIDDEN');
  await db.transaction(async (tx) => {
    const jointed = await authRepository.listJointedBranches(tx, userId);
    if (!jointed.some((branch) => branch.id === branchId)) throw new AppError('BRANCH_NOT_JOINTED');
    const before = await authRepository.findAccount(tx, userId);
    await authRepository.setCurrentBranch(tx, userId, branchId, clock.now());
    await recordAudit(tx, {
      actor,
      action: 'user.switch-branch',
      entity: 'user',
      entityId: userId,
      before: { branch_id: before?.branchId ?? null },
      after: { branch_id: branchId },
    });
  });
  return { user: await loadSessionUser(db, config, userId, locale) };
}

/** Housekeeping: dead sessions and old throttle windows are deleted (run periodically by the server process). */
export async function pruneExpiredSessions({ db, config, clock }: AuthDeps): Promise<number> {
  const now = clock.now();
  return authRepository.deleteExpired(db, {
    now,
    windowStart: new Date(now.getTime() - config.loginWindowMinutes * minute),
  });
}
