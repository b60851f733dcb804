import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultApiClientId, isRoleSlug, twoStepRequiredRoles } from '@waypost/domain';
import { readNotifyConfig, type NotifyConfig } from './modules/notifications/notify-config.js';

/** Everything the server can be told, read once from the environment (documented in the README). */
export interface Config {
  port: number;
  host: string;
  /** PGlite data directory, used when `databaseUrl` is unset. */
  dataDir: string;
  /** PostgreSQL connection string; when set, the server uses it instead of PGlite. */
  databaseUrl: string | undefined;
  /** PostgreSQL connection string of the schema owner, used only for migrations (default: databaseUrl). */
  databaseMigrationUrl: string | undefined;
  /** PostgreSQL connections of this instance, all its API processes together. */
  databasePoolSize: number;
  /** API processes (Node's cluster, sharing the port): one per core on PostgreSQL; always one on PGlite. */
  apiProcesses: number;
  /** Idle lifetime of a session token, refreshed by use. */
  tokenTtlHours: number;
  /** Absolute lifetime of a session token, whatever its use. */
  tokenMaxAgeDays: number;
  logLevel: string;
  /**
   * Failed logins allowed within the window: per account from one client IP (the tight limit), per account across
   * all IPs (a far higher ceiling, so one guesser cannot lock a clerk out everywhere), and per client IP.
   */
  loginMaxFailuresPerAccountAndIp: number;
  loginMaxFailuresPerAccount: number;
  loginMaxFailuresPerIp: number;
  loginWindowMinutes: number;
  /** An unknown source's sign-in waits this long once the account is past the per-address limit, doubling after. */
  loginDelayBaseMs: number;
  /** The longest such wait. */
  loginDelayMaxMs: number;
  /** Seed demo accounts and content on the first start (default: only on the embedded database). */
  seedDemo: boolean;
  /** The first super-admin, created on a first start without demo data; no password = a random one shown once. */
  adminUserName: string;
  adminPassword: string | undefined;
  /** Trust X-Forwarded-For from a load balancer in front. */
  trustProxy: boolean;
  /** Public tracking (GET /api/track/{code}) per client address: sustained requests per minute (0 = off), burst. */
  trackRateLimitPerMinute: number;
  trackRateLimitBurst: number;
  /** Requests one API key may make per minute on /api/v1 (shared by every API instance; 0 = no limit). */
  apiKeyRateLimitPerMinute: number;
  /**
   * Roles whose accounts must use 2-step verification (issue 30 §1; TWO_STEP_REQUIRED_ROLES, comma-separated; default:
   * merchant owners, finance roles and super-admins; empty: none, e.g. to try the demo without a phone).
   */
  twoStepRequiredRoles: readonly string[];
  /**
   * The key that seals authenticator secrets (TWO_STEP_KEY: 64 hex characters). Unset: one made at first start and
   * kept in the database (app_secrets) — then a database copy holds both; set it in production and back it up apart.
   */
  twoStepKey: Buffer | undefined;
  /**
   * The client id every session call sends in X-Api-Token (spec §7). Not a secret: it names the client (the web is
   * built with the same value, VITE_API_CLIENT_ID).
   */
  apiClientId: string;
  /** Built web app served at `/`; absent in API-only runs. */
  webDistDir: string | undefined;
  /** Alphabet for user hashids (a shuffled alphabet makes ids less guessable). */
  hashidAlphabet: string | undefined;
  /** Test-only routes under /api/test-hooks (the e2e run sets WAYPOST_TEST_HOOKS=1); never in production. */
  testHooks: boolean;
  /** A clearance batch paying out at least this many kyat needs a second finance-manager's approval. */
  clearanceApprovalThreshold: number;
  /** Export jobs each API process writes at once (0: this process writes none, others do). */
  exportWorkers: number;
  /** How long a finished export may be downloaded. */
  exportTtlHours: number;
  /** Webhook deliveries each API process sends at once (0: this process sends none, others do). */
  webhookConcurrency: number;
  /** How often an idle webhook worker looks for due deliveries. */
  webhookPollMs: number;
  /** Receiver and sender messages each API process sends at once (0: this process sends none, others do). */
  notificationConcurrency: number;
  /** How often an idle notification worker looks for due messages. */
  notificationPollMs: number;
  /** Providers, receipts, quiet hours and limits of receiver messages (issue 29; NOTIFY_*, SMSPOH_*, PUBLIC_URL). */
  notify: NotifyConfig;
  /** How long a merchant's endpoint may take to answer a delivery. */
  webhookTimeoutSeconds: number;
  /** Webhooks may target private, loopback and link-local addresses and plain http (local tests only). */
  webhookAllowPrivate: boolean;
}

const defaultHashidAlphabet = 'k3G7QAe51FCsPW92uEOyq4Bg6Sp8YzVTmnU0liwDdHXLajZrfxNhobJIRcMvKt';

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

/** Bounds the login form accepts, so the first administrator can always sign in. */
const adminPasswordLength = { min: 12, max: 200 };
const adminUserNameMaxLength = 100;

function adminPassword(env: NodeJS.ProcessEnv): string | undefined {
  const password = env.ADMIN_PASSWORD;
  if (password === undefined || password === '') return undefined;
  if (password.length < adminPasswordLength.min || password.length > adminPasswordLength.max) {
    throw new Error(
      `ADMIN_PASSWORD must be ${adminPasswordLength.min} to ${adminPasswordLength.max} characters long ` +
        `(it has ${password.length}). Choose a longer one, or leave it unset to have one made up and shown once.`,
    );
  }
  return password;
}

function twoStepRoles(env: NodeJS.ProcessEnv): readonly string[] {
  const value = env.TWO_STEP_REQUIRED_ROLES;
  if (value === undefined) return twoStepRequiredRoles;
  const slugs = value
    .split(',')
    .map((slug) => slug.trim())
    .filter((slug) => slug !== '');
  const unknown = slugs.filter((slug) => !isRoleSlug(slug));
  if (unknown.length > 0) throw new Error(`TWO_STEP_REQUIRED_ROLES names unknown roles: ${unknown.join(', ')}`);
  return slugs;
}

function twoStepKey(env: NodeJS.ProcessEnv): Buffer | undefined {
  const value = env.TWO_STEP_KEY;
  if (!value) return undefined;
  if (!/^[0-9a-fA-F]{64}$/.test(value)) throw new Error('TWO_STEP_KEY must be 64 hex characters (32 bytes)');
  return Buffer.from(value, 'hex');
}

function adminUserName(env: NodeJS.ProcessEnv): string {
  const userName = env.ADMIN_USER_NAME?.trim() || 'admin';
  if (userName.length > adminUserNameMaxLength) {
    throw new Error(`ADMIN_USER_NAME must be at most ${adminUserNameMaxLength} characters long`);
  }
  return userName;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = process.cwd();
  const config: Config = {
    port: integer(env, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(root, env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseMigrationUrl: env.DATABASE_MIGRATION_URL || undefined,
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 1),
    // The embedded database lives in this one process; PostgreSQL can serve one API process per core.
    apiProcesses: env.DATABASE_URL ? integer(env, 'API_PROCESSES', os.availableParallelism(), 1) : 1,
    tokenTtlHours: integer(env, 'TOKEN_TTL_HOURS', 12, 1),
    tokenMaxAgeDays: integer(env, 'TOKEN_MAX_AGE_DAYS', 7, 1),
    logLevel: env.LOG_LEVEL || 'info',
    loginMaxFailuresPerAccountAndIp: integer(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP', 5, 1),
    loginMaxFailuresPerAccount: integer(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 50, 1),
    // An office's staff share one address: its limit is for a machine guessing many accounts, not for them.
    loginMaxFailuresPerIp: integer(env, 'LOGIN_MAX_FAILURES_PER_IP', 300, 1),
    loginWindowMinutes: integer(env, 'LOGIN_WINDOW_MINUTES', 15, 1),
    loginDelayBaseMs: integer(env, 'LOGIN_DELAY_BASE_MS', 250, 0),
    loginDelayMaxMs: integer(env, 'LOGIN_DELAY_MAX_MS', 10_000, 0),
    // Demo accounts have a published password: only the embedded database gets them unless asked.
    seedDemo: flag(env, 'SEED_DEMO', !env.DATABASE_URL),
    adminUserName: adminUserName(env),
    adminPassword: adminPassword(env),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    trackRateLimitPerMinute: integer(env, 'TRACK_RATE_LIMIT_PER_MINUTE', 30),
    trackRateLimitBurst: integer(env, 'TRACK_RATE_LIMIT_BURST', 10, 1),
    apiKeyRateLimitPerMinute: integer(env, 'API_KEY_RATE_LIMIT_PER_MINUTE', 120),
    twoStepRequiredRoles: twoStepRoles(env),
    twoStepKey: twoStepKey(env),
    apiClientId: env.API_CLIENT_ID?.trim() || defaultApiClientId,
    webDistDir:
      env.WEB_DIST_DIR === ''
        ? undefined
        : env.WEB_DIST_DIR
          ? path.resolve(root, env.WEB_DIST_DIR)
          : fileURLToPath(new URL('../../web/dist', import.meta.url)),
    hashidAlphabet: env.HASHID_ALPHABET || defaultHashidAlphabet,
    testHooks: env.WAYPOST_TEST_HOOKS === '1',
    clearanceApprovalThreshold: integer(env, 'CLEARANCE_APPROVAL_THRESHOLD', 5_000_000, 1),
    exportWorkers: integer(env, 'EXPORT_WORKERS', 1, 0),
    exportTtlHours: integer(env, 'EXPORT_TTL_HOURS', 24, 1),
    webhookConcurrency: integer(env, 'WEBHOOK_CONCURRENCY', 16, 0),
    webhookPollMs: integer(env, 'WEBHOOK_POLL_MS', 1_000, 10),
    notificationConcurrency: integer(env, 'NOTIFY_CONCURRENCY', 32, 0),
    notificationPollMs: integer(env, 'NOTIFY_POLL_MS', 1_000, 10),
    notify: readNotifyConfig(env),
    webhookTimeoutSeconds: integer(env, 'WEBHOOK_TIMEOUT_SECONDS', 10, 1),
    webhookAllowPrivate: flag(env, 'WEBHOOK_ALLOW_PRIVATE', false),
  };
  if (!config.databaseUrl && integer(env, 'API_PROCESSES', 1, 1) > 1) {
    throw new Error('API_PROCESSES above 1 needs PostgreSQL (DATABASE_URL): the embedded database serves one process');
  }
  // Housekeeping forgets rate-limit buckets idle for an hour, which must be full by then.
  if (config.trackRateLimitPerMinute > 0 && config.trackRateLimitBurst > config.trackRateLimitPerMinute * 60) {
    throw new Error(
      'TRACK_RATE_LIMIT_BURST must be at most 60 × TRACK_RATE_LIMIT_PER_MINUTE (refilled within an hour)',
    );
  }
  return config;
}
