import { reauthFreshMinutes, type Locale, type SessionUser } from '@waypost/domain';
import Sqids from 'sqids';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords.js';
import { hashToken, newSessionToken } from '../../lib/tokens.js';
import type { Actor, RequestClient, SignedInAccount } from '../../plugins/request-context.js';
import { authRepository } from './auth.repository.js';
import { checkSignInCode } from './two-step-codes.js';

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
/** Encoding checks a blocklist each time (a few per cent of a request's CPU): each user's hashid is kept. */
const hashids = new Map<number, string>();
function hashidOf(config: Config, id: number): string {
  let hashid = hashids.get(id);
  if (hashid === undefined) {
    sqids ??= new Sqids({ minLength: 8, ...(config.hashidAlphabet ? { alphabet: config.hashidAlphabet } : {}) });
    hashid = sqids.encode([id]);
    if (hashids.size >= 10_000) hashids.clear();
    hashids.set(id, hashid);
  }
  return hashid;
}

/** The spec's User shape (§3) of a signed-in account, with the role name in the request's locale. */
function sessionUserOf(config: Config, account: SignedInAccount, locale: Locale): SessionUser {
  const { branch } = account;
  return {
    id: account.id,
    name: account.name,
    user_name: account.userName,
    hashid: hashidOf(config, account.id),
    role: {
      id: account.role.id,
      slug: account.role.slug,
      name: account.role.names[locale],
      level: account.role.level,
      permissions: account.role.permissions,
    },
    business_name: account.businessName,
    branch: branch
      ? {
          id: branch.id,
          code: branch.code,
          name_en: branch.nameEn,
          name_mm: branch.nameMm,
          town: branch.town,
          international_mail: branch.internationalMail,
          type: branch.type,
        }
      : null,
    branch_collection_id: account.branchCollectionId,
    all_branches: account.allBranches,
    jointed_branches: account.jointedBranches,
    locale: account.locale,
    merchant: account.merchant,
    two_step: {
      enabled: account.twoStepEnabled,
      required: config.twoStepRequiredRoles.includes(account.role.slug),
    },
  };
}

async function loadSessionUser(db: Database, config: Config, userId: number, locale: Locale): Promise<SessionUser> {
  const account = await authRepository.findSessionAccount(db, userId);
  if (!account) throw new AppError('UNAUTHORIZED');
  return sessionUserOf(config, account, locale);
}

/** The cookie that marks a browser which signed in to an account before (issue 26 §4). */
export const deviceCookie = { name: 'wp_device', maxAgeSeconds: 400 * 24 * 3600 } as const;

export async function loginUser({
  db,
  config,
  clock,
  userName,
  password,
  ip,
  userAgent,
  locale,
  deviceToken,
  twoStepCode,
}: AuthDeps & {
  userName: string;
  password: string;
  /** The 2-step code, for an account that has it on. */
  twoStepCode?: string | undefined;
  ip: string;
  userAgent: string | null;
  locale: Locale;
  /** The device cookie the browser sent, if any. */
  deviceToken?: string | undefined;
}) {
  const now = clock.now();
  const device = deviceToken ? await authRepository.findLoginDevice(db, hashToken(deviceToken), userName) : null;
  const attempt = await reserveLoginAttempt({ db, config, now, userName, ip, deviceId: device?.id ?? null });
  // Unknown sources wait longer the more the account has been guessed at: guessing stays expensive, with no lock.
  if (attempt.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, attempt.delayMs));

  const credentials = await authRepository.findCredentials(db, userName);
  const valid = await verifyPassword(credentials?.passwordHash ?? (await dummyPasswordHash()), password);
  // A failed attempt stays counted (it was counted before hashing).
  if (!credentials || !valid) throw new AppError('INVALID_CREDENTIAL');
  // Status is told only to someone who knows the password.
  if (credentials.status === 'suspend' || credentials.status === 'ban') {
    await authRepository.releaseLoginAttempts(db, attempt.releases);
    throw new AppError(credentials.status === 'suspend' ? 'ACCOUNT_SUSPENDED' : 'ACCOUNT_BANNED');
  }
  // The second step (issue 30 §1): asked for only once the password is right. Asking gives the attempt back; a wrong
  // code keeps it counted, so codes are guessed no faster than passwords.
  const second = await checkSignInCode({ db, config, clock }, { userId: credentials.id, code: twoStepCode });
  if (second === 'missing') {
    await authRepository.releaseLoginAttempts(db, attempt.releases);
    throw fieldError('totp_code', 'twoStep.codeRequired');
  }
  if (second === 'wrong') throw fieldError('totp_code', 'twoStep.wrongCode');

  const token = newSessionToken();
  const absoluteExpiresAt = new Date(now.getTime() + config.tokenMaxAgeDays * 24 * hour);
  // A browser new to the account is given its device cookie now (its hash kept): next time it is a known device.
  const newDeviceToken = device ? null : newSessionToken();
  await db.transaction(async (tx) => {
    await authRepository.releaseLoginAttempts(tx, attempt.releases);
    if (device) await authRepository.touchLoginDevice(tx, device.id, now);
    else
      await authRepository.insertLoginDevice(tx, {
        userId: credentials.id,
        tokenHash: hashToken(newDeviceToken!),
        now,
      });
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
  return {
    body: { token, user: await loadSessionUser(db, config, credentials.id, locale) },
    deviceToken: newDeviceToken,
    /** How long a cookie holding the session may live: its absolute expiry. */
    maxAgeSeconds: config.tokenMaxAgeDays * 24 * 3600,
  };
}

/** How long an attempt from an unknown source waits, by the account's failures in the window (this one counted). */
function loginDelayMs(config: Config, accountFailures: number): number {
  const over = accountFailures - config.loginMaxFailuresPerAccountAndIp;
  return over <= 0 ? 0 : Math.min(config.loginDelayMaxMs, config.loginDelayBaseMs * 2 ** (over - 1));
}

/**
 * Counts the attempt before any hashing, and refuses it when a count goes over its limit. Counting first and in one
 * atomic step is what keeps parallel guesses from all being checked; a refused attempt is rolled back so it counts
 * nowhere. A known device (issue 26 §4) is counted on its own — a handful of typos — and nothing else can lock it
 * out. An unknown source is counted against the account at this address (the tight limit), the account from anywhere
 * (a far higher ceiling, and growing delays before it) and the address (high enough for an office behind one
 * address). Returns what a correct password gives back (the pair's or the device's count cleared, the others return
 * this one attempt) and how long to wait first.
 */
async function reserveLoginAttempt({
  db,
  config,
  now,
  userName,
  ip,
  deviceId = null,
}: Pick<AuthDeps, 'db' | 'config'> & { now: Date; userName: string; ip: string; deviceId?: number | null }) {
  const account = userName.toLowerCase();
  const ownKey = deviceId === null ? `account-ip:${account}:${ip}` : `device:${deviceId}`;
  const accountKey = `account:${account}`;
  const limits = new Map(
    deviceId === null
      ? [
          [ownKey, config.loginMaxFailuresPerAccountAndIp],
          [accountKey, config.loginMaxFailuresPerAccount],
          [`ip:${ip}`, config.loginMaxFailuresPerIp],
        ]
      : [[ownKey, config.loginMaxFailuresPerAccountAndIp]],
  );
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
    const accountFailures = counts.find((row) => row.key === accountKey)?.failures ?? 0;
    return {
      releases: counts.map((row) => ({
        key: row.key,
        windowStartedAt: row.windowStartedAt,
        clear: row.key === ownKey,
      })),
      delayMs: deviceId === null ? loginDelayMs(config, accountFailures) : 0,
    };
  });
}

function idleExpiry(config: Config, now: Date, absoluteExpiresAt: Date): Date {
  return new Date(Math.min(now.getTime() + config.tokenTtlHours * hour, absoluteExpiresAt.getTime()));
}

/** An account as last read for a session, with the account data version it was read at. */
interface KeptAccount {
  version: number;
  account: SignedInAccount;
}

/**
 * Accounts kept per database and session token hash. Only the account's make-up (role, permissions, branches) is
 * kept: the statement that checks the session reads the user's status and the account data version every time,
 * so a copy is used only while nothing it was built from has changed, and never for a revoked or suspended session.
 */
const keptAccounts = new WeakMap<Database, Map<string, KeptAccount>>();
/** Sessions used within the process's lifetime beyond this are forgotten all at once (they are read again). */
const maxKeptAccounts = 10_000;

function keptAccountsOf(db: Database): Map<string, KeptAccount> {
  let kept = keptAccounts.get(db);
  if (!kept) {
    kept = new Map();
    keptAccounts.set(db, kept);
  }
  return kept;
}

/**
 * Resolves a bearer token to its actor (with the request's client) in one statement. The session and the user's
 * status are read every time: a revoked session or a suspended user fails on the next request. The account's make-up
 * is read again only when its data changed. At most once a minute a second, unawaited write slides the idle expiry.
 */
export async function authenticateToken({
  db,
  config,
  clock,
  token,
  client,
}: AuthDeps & { token: string; client: RequestClient }): Promise<Actor> {
  const now = clock.now();
  const tokenHash = hashToken(token);
  const kept = keptAccountsOf(db);
  const known = kept.get(tokenHash);
  const session = await authRepository.authenticateSession(db, { tokenHash, knownVersion: known?.version ?? -1 });
  if (!session || session.revokedAt || session.status !== 'active') throw new AppError('UNAUTHORIZED');
  if (session.idleExpiresAt <= now || session.absoluteExpiresAt <= now) {
    throw new AppError('UNAUTHORIZED', { headers: expiredChallenge });
  }
  const touchBefore = new Date(now.getTime() - touchInterval);
  if (session.lastUsedAt <= touchBefore) {
    // Off the request's path: the answer does not wait for this write. One that fails leaves the expiry where it
    // was, and a request a minute on tries again.
    authRepository
      .touchSession(db, { sessionId: session.sessionId, now, touchBefore, ttlHours: config.tokenTtlHours })
      .catch(() => {});
  }
  let account = session.account;
  if (account) {
    if (kept.size >= maxKeptAccounts) kept.clear();
    kept.set(tokenHash, { version: session.accountVersion, account });
  } else if (known) {
    account = known.account;
  } else {
    throw new Error('authenticateSession left out an account this process does not hold');
  }
  return {
    id: account.id,
    sessionId: session.sessionId,
    companyId: account.companyId,
    name: account.name,
    userName: account.userName,
    allBranches: account.allBranches,
    branchCollectionId: account.branchCollectionId,
    role: account.role,
    branch: account.branch
      ? { id: account.branch.id, international_mail: account.branch.internationalMail, type: account.branch.type }
      : null,
    client,
    recentlyReauthenticated:
      session.reauthenticatedAt !== null &&
      now.getTime() - session.reauthenticatedAt.getTime() <= reauthFreshMinutes * minute,
    account,
  };
}

/**
 * Checks the signed-in user's own password (typed again, or the current one on a password change), counted against
 * the same limits as sign-in — a stolen token cannot guess it any faster; a wrong one is a field error on `field`,
 * not a sign-out. Returns the attempt, to give back (releaseLoginAttempts) in the transaction that acts on it.
 */
export async function checkOwnPassword({
  db,
  config,
  clock,
  actor,
  password,
  ip,
  field = 'password',
}: AuthDeps & { actor: Actor; password: string; ip: string; field?: string }) {
  const attempt = await reserveLoginAttempt({ db, config, now: clock.now(), userName: actor.userName, ip });
  const passwordHash = await authRepository.findPasswordHash(db, actor.id);
  const valid = await verifyPassword(passwordHash ?? (await dummyPasswordHash()), password);
  if (!passwordHash || !valid) {
    throw fieldError(field, 'validation.wrongPassword');
  }
  return attempt.releases;
}

/** POST /api/reauth: the password typed again marks this session fresh for sensitive actions for reauthFreshMinutes. */
export async function reauthenticateSession(deps: AuthDeps & { actor: Actor; password: string; ip: string }) {
  const attempt = await checkOwnPassword(deps);
  await deps.db.transaction(async (tx) => {
    await authRepository.releaseLoginAttempts(tx, attempt);
    await authRepository.markSessionReauthenticated(tx, deps.actor.sessionId, deps.clock.now());
  });
}

export async function logoutSession({ db, clock, actor }: AuthDeps & { actor: Actor }): Promise<void> {
  await authRepository.revokeSession(db, actor.sessionId, clock.now());
}

/** GET /api/active_account: the account the authenticating statement already read; no query of its own. */
export function getActiveAccount({
  config,
  actor,
  locale,
}: Pick<AuthDeps, 'config'> & { actor: Actor; locale: Locale }) {
  return { user: sessionUserOf(config, actor.account, locale) };
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
    // A device cookie lives 400 days: a device unseen that long holds none any more.
    devicesUnusedSince: new Date(now.getTime() - deviceCookie.maxAgeSeconds * 1_000),
  });
}
