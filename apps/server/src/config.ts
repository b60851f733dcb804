import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the server can be told, read once from the environment (documented in the README). */
export interface Config {
  port: number;
  host: string;
  /** PGlite data directory, used when `databaseUrl` is unset. */
  dataDir: string;
  /** PostgreSQL connection string; when set, the server uses it instead of PGlite. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Idle lifetime of a session token, refreshed by use. */
  tokenTtlHours: number;
  /** Absolute lifetime of a session token, whatever its use. */
  tokenMaxAgeDays: number;
  logLevel: string;
  /** Failed logins allowed per account, and per client IP, within the window. */
  loginMaxFailuresPerAccount: number;
  loginMaxFailuresPerIp: number;
  loginWindowMinutes: number;
  /** Trust X-Forwarded-For from a load balancer in front. */
  trustProxy: boolean;
  /** Built web app served at `/`; absent in API-only runs. */
  webDistDir: string | undefined;
  /** Alphabet for user hashids (a shuffled alphabet makes ids less guessable). */
  hashidAlphabet: string | undefined;
  /** Test-only routes under /api/test-hooks (the e2e run sets WAYPOST_TEST_HOOKS=1); never in production. */
  testHooks: boolean;
}

const defaultHashidAlphabet = 'k3G7QAe51FCsPW92uEOyq4Bg6Sp8YzVTmnU0liwDdHXLajZrfxNhobJIRcMvKt';

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = process.cwd();
  return {
    port: integer(env, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(root, env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 1),
    tokenTtlHours: integer(env, 'TOKEN_TTL_HOURS', 12, 1),
    tokenMaxAgeDays: integer(env, 'TOKEN_MAX_AGE_DAYS', 7, 1),
    logLevel: env.LOG_LEVEL || 'info',
    loginMaxFailuresPerAccount: integer(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 5, 1),
    loginMaxFailuresPerIp: integer(env, 'LOGIN_MAX_FAILURES_PER_IP', 30, 1),
    loginWindowMinutes: integer(env, 'LOGIN_WINDOW_MINUTES', 15, 1),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    webDistDir:
      env.WEB_DIST_DIR === ''
        ? undefined
        : env.WEB_DIST_DIR
          ? path.resolve(root, env.WEB_DIST_DIR)
          : fileURLToPath(new URL('../../web/dist', import.meta.url)),
    hashidAlphabet: env.HASHID_ALPHABET || defaultHashidAlphabet,
    testHooks: env.WAYPOST_TEST_HOOKS === '1',
  };
}
