import { apiClientHeader, defaultApiClientId } from '@waypost/domain';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildAppOptions, type BuiltApp } from '../app.js';
import { readConfig, type Config } from '../config.js';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { assertBooksBalance } from './books-balance.js';
import { createPostgresCopy, openPgliteCopy, postgresAvailable } from './test-databases.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = postgresAvailable ? ['pglite', 'postgres'] : ['pglite'];

/** A clock tests can move forward. */
export class TestClock implements Clock {
  private current = new Date();
  now(): Date {
    return new Date(this.current);
  }
  advance(milliseconds: number): void {
    this.current = new Date(this.current.getTime() + milliseconds);
  }
}

/** The header every session call of the web carries (spec §7): for tests that call fetch themselves. */
export const webClient: Readonly<Record<string, string>> = { [apiClientHeader]: defaultApiClientId };

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface ApiRequest {
  token?: string;
  body?: unknown;
  /** Raw body text, for malformed input. */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface TestApp extends BuiltApp {
  db: Database;
  /** The PostgreSQL database's URL (for a second process on it); undefined on PGlite. */
  databaseUrl: string | undefined;
  clock: TestClock;
  config: Config;
  baseUrl: string;
  /** A real HTTP request to the listening app. */
  request<T = any>(method: string, url: string, options?: ApiRequest): Promise<ApiResponse<T>>;
}

/**
 * A fresh app on a database of its own: a copy of the run's migrated and seeded PGlite directory or PostgreSQL
 * template (test-databases.ts), so test files never see each other's records and run side by side. Two apps of one
 * test share a database when the second names the first (`sameDatabaseAs`): two API processes on one PostgreSQL.
 */
export function useTestApp(
  kind: DatabaseKind,
  overrides: Partial<Config> = {},
  {
    logger = false,
    onQuery,
    sameDatabaseAs,
    postalPartner,
    notificationProviders,
  }: Pick<BuildAppOptions, 'logger' | 'postalPartner' | 'notificationProviders'> & {
    /** Called with the SQL of every statement the app sends (to count a request's statements). */
    onQuery?: (query: string) => void;
    /** Another app of the test (built first) whose PostgreSQL database this one opens too. */
    sameDatabaseAs?: () => TestApp;
  } = {},
): () => TestApp {
  let handle: DatabaseHandle | undefined;
  let dropDatabase = async () => {};
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    const queryLogger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
    let databaseUrl: string | undefined;
    if (kind === 'pglite') {
      if (sameDatabaseAs) throw new Error('useTestApp: PGlite has one connection; only PostgreSQL is shared');
      handle = await openPgliteCopy(queryLogger);
    } else {
      if (sameDatabaseAs) {
        databaseUrl = sameDatabaseAs().databaseUrl;
      } else {
        const copy = await createPostgresCopy();
        databaseUrl = copy.url;
        dropDatabase = copy.drop;
      }
      handle = await openDatabase({ databaseUrl, poolSize: 20, logger: queryLogger });
    }
    // No webhook worker unless the test asks: its deliveries would be sent before the test looks at them.
    // Sign-in delays (issue 26 §4) at a tenth of their length: the throttle tests wait through several.
    const config = {
      ...readConfig({}),
      webDistDir: undefined,
      webhookConcurrency: 0,
      // Nor a notification worker: tests send the outbox's messages when they choose (notificationQueue).
      notificationConcurrency: 0,
      loginDelayBaseMs: 25,
      loginDelayMaxMs: 1_000,
      // 2-step verification is required only where a test asks (merchant-users tests): the others sign in as the
      // accountant or the super-admin with a password, as they did before issue 30.
      twoStepRequiredRoles: [],
      ...overrides,
    };
    const clock = new TestClock();
    const built = await buildApp({
      db: handle.db,
      config,
      clock,
      logger,
      ...(postalPartner ? { postalPartner } : {}),
      ...(notificationProviders ? { notificationProviders } : {}),
    });
    const baseUrl = await built.app.listen({ port: 0, host: '127.0.0.1' });
    testApp = {
      ...built,
      db: handle.db,
      databaseUrl,
      clock,
      config,
      baseUrl,
      request: (method, url, options) => apiRequest(baseUrl, method, url, options),
    };
  });
  afterAll(async () => {
    try {
      // Only the app that made the database checks it: a second app on it (sameDatabaseAs) may close first.
      if (handle && !sameDatabaseAs) await assertBooksBalance(handle.db);
    } finally {
      await testApp?.app.close();
      await handle?.close();
      await dropDatabase();
    }
  });
  return () => {
    if (!testApp) throw new Error('useTestApp: the app is built in beforeAll');
    return testApp;
  };
}

async function apiRequest(
  baseUrl: string,
  method: string,
  url: string,
  options: ApiRequest = {},
): Promise<ApiResponse> {
  // The web's client id (spec §7), as every session call carries it; a test replaces it to see a call without it.
  const headers: Record<string, string> = {
    'accept-language': 'en',
    ...webClient,
    ...options.headers,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(baseUrl + url, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json') && text.length > 0;
  return { status: response.status, headers: response.headers, body: isJson ? JSON.parse(text) : text };
}

export const demoPassword = 'Waypost#2026';

/** Signs in through the API and returns the bearer token. */
export async function signIn(testApp: TestApp, userName: string, password = demoPassword): Promise<string> {
  const response = await testApp.request('POST', '/api/login', { body: { user_name: userName, password } });
  if (response.status !== 200)
    throw new Error(`sign-in as ${userName} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.token as string;
}
