import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { buildApp } from './app.js';
import type { AppInstance } from './app-instance.js';
import { readConfig, type Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { demoPassword } from './seed/demo-data.js';
import { createFirstAdmin } from './seed/first-admin.js';
import { findDemoAccountsInUse } from './seed/seed-demo-data.js';
import { seedDatabase } from './seed/seed.js';
import { systemClock } from './lib/clock.js';
import { hashPassword, verifyPassword } from './lib/passwords.js';
import { pruneIdempotencyKeys } from './lib/idempotency.js';
import { pruneRateLimits } from './lib/rate-limit.js';
import { pruneExpiredSessions } from './modules/auth/auth.service.js';
import { compactLabelTallies, vacuumLabelTallies } from './modules/labels/label-tallies.js';
import {
  compactMerchantLabelTallies,
  vacuumMerchantLabelTallies,
} from './modules/merchant-portal/merchant-label-tallies.js';
import { compactLabelRollups, vacuumLabelRollups } from './modules/reports/label-rollups.js';
import { pruneExpiredExports } from './modules/exports/export-worker.js';
import { pruneWebhookDeliveries } from './modules/webhooks/webhook-worker.js';
import { returnOverdueEmos } from './modules/emo/return-emos.js';
import { terminalLogStream } from './plugins/request-log.js';

export interface RunningServer {
  app: AppInstance;
  config: Config;
  /** Where it listens, e.g. `http://127.0.0.1:3000`. */
  url: string;
  /** Stops serving and closes the database (once, however often it is called). */
  close(): Promise<void>;
}

export interface StartServerOptions {
  env?: NodeJS.ProcessEnv;
  /** Where the operator reads what they must see (the banner, a one-time administrator password). */
  print?: (text: string) => void;
  /**
   * One of several API processes (cluster-server.ts): the primary has migrated and seeded, runs the housekeeping
   * and prints the banner, so the worker only serves, with its share of the connection budget.
   */
  worker?: { poolSize: number };
}

/**
 * What `npm start` does, as one function tests can run: read the configuration, open and migrate the database, seed
 * it by the policy (reference data always, demo data only on the embedded database or with SEED_DEMO=true), create
 * the first administrator on a database without users, serve the API and the web app, and print the banner.
 */
export async function startServer({
  env = process.env,
  print = console.log,
  worker,
}: StartServerOptions = {}): Promise<RunningServer> {
  const config = readConfig(env);
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    migrationUrl: config.databaseMigrationUrl,
    dataDir: config.dataDir,
    poolSize: worker?.poolSize ?? config.databasePoolSize,
  });
  let app: AppInstance;
  let seeded: Awaited<ReturnType<typeof prepareDatabase>> = { seeded: false, demo: false };
  try {
    if (!worker) seeded = await prepareDatabase({ handle, config, print });
    // Not a terminal: JSON lines, written asynchronously — lines that come while a write is under way go out
    // together, so a busy server makes one write per batch rather than per request (flushed on exit).
    const logStream = process.stdout.isTTY ? terminalLogStream() : pino.destination({ dest: 1, sync: false });
    ({ app } = await buildApp({ db: handle.db, config, logger: { level: config.logLevel, stream: logStream } }));
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await handle.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(`Port ${config.port} is already in use. Stop the other program or set PORT to another port.`, {
        cause: error,
      });
    }
    throw error;
  }

  const stopHousekeeping = worker ? async () => {} : startHousekeeping(handle, config, app.log);
  const { port } = app.server.address() as AddressInfo;
  if (!worker) await printBanner({ handle, config, port, seeded, print });

  let closing: Promise<void> | undefined;
  return {
    app,
    config,
    url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`,
    close() {
      closing ??= (async () => {
        await stopHousekeeping();
        await app.close();
        await handle.close();
      })();
      return closing;
    },
  };
}

/**
 * How often the label tallies' and report rollups' change rows are folded, so that a list total or a report sums few
 * rows (see label-tallies.ts, label-rollups.ts).
 */
const tallyCompactionMs = 2_000;
/** Every so many foldings the deleted rows are vacuumed away (about every 30 s), if there were any. */
const tallyVacuumEvery = 15;

/**
 * Deletes dead sessions, idle rate-limit buckets, week-old idempotency keys, expired export files and month-old
 * webhook deliveries now and every hour, and folds the label tallies and report rollups every few seconds; returns
 * what stops it.
 */
export function startHousekeeping(
  handle: DatabaseHandle,
  config: Config,
  log: { warn(object: object, message: string): void },
): () => Promise<void> {
  const prune = () =>
    Promise.all([
      pruneExpiredSessions({ db: handle.db, config, clock: systemClock }),
      pruneRateLimits({ db: handle.db, clock: systemClock }),
      pruneIdempotencyKeys({ db: handle.db, now: systemClock.now() }),
      pruneExpiredExports({ db: handle.db, now: systemClock.now() }),
      pruneWebhookDeliveries({ db: handle.db, now: systemClock.now() }),
      // Issue 28 §3: overdue EMO orders go back to their senders (safe in every process at once).
      returnOverdueEmos({ db: handle.db, now: systemClock.now() }),
    ]).catch((error: unknown) => log.warn({ err: error }, 'housekeeping failed'));
  const pruneTimer = setInterval(() => void prune(), 60 * 60_000);
  pruneTimer.unref();
  void prune();
  let compacting: Promise<unknown> | undefined;
  let compactions = 0;
  let foldedSinceVacuum = 0;
  const compact = async () => {
    foldedSinceVacuum += (await compactLabelTallies({ db: handle.db })).folded;
    foldedSinceVacuum += (await compactLabelRollups({ db: handle.db })).folded;
    foldedSinceVacuum += (await compactMerchantLabelTallies({ db: handle.db })).folded;
    compactions += 1;
    if (compactions % tallyVacuumEvery === 0 && foldedSinceVacuum > 0) {
      foldedSinceVacuum = 0;
      await vacuumLabelTallies({ db: handle.db });
      await vacuumLabelRollups({ db: handle.db });
      await vacuumMerchantLabelTallies({ db: handle.db });
    }
  };
  const compactTimer = setInterval(() => {
    // One at a time: a slow database must not pile them up.
    compacting ??= compact()
      .catch((error: unknown) => log.warn({ err: error }, 'label tally or rollup compaction failed'))
      .finally(() => (compacting = undefined));
  }, tallyCompactionMs);
  compactTimer.unref();
  return async () => {
    clearInterval(pruneTimer);
    clearInterval(compactTimer);
    await compacting;
  };
}

/** What the operator sees once the server listens: the URL, the database and the demo accounts still usable. */
export async function printBanner({
  handle,
  config,
  port,
  seeded,
  print,
  processes = 1,
}: {
  handle: DatabaseHandle;
  config: Config;
  port: number;
  seeded: { seeded: boolean; demo: boolean };
  print: (text: string) => void;
  processes?: number;
}): Promise<void> {
  const demoAccounts = await findDemoAccountsInUse({ db: handle.db, verifyPassword });
  const where = handle.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const firstStart = seeded.seeded ? ` — first start: reference${seeded.demo ? ' and demo' : ''} data seeded` : '';
  const nameWidth = Math.max(0, ...demoAccounts.map((user) => user.userName.length));
  print(
    [
      '',
      `Waypost is running at http://localhost:${port}${processes > 1 ? ` (${processes} API processes)` : ''}`,
      `Database: ${where}${firstStart}`,
      ...(demoAccounts.length > 0
        ? [
            `Demo accounts (password ${demoPassword}):`,
            ...demoAccounts.map(
              (user) =>
                `  ${user.userName.padEnd(nameWidth)} ${user.role}${user.status === 'active' ? '' : ` (${user.status})`}`,
            ),
          ]
        : []),
      '',
    ].join('\n'),
  );
}

/** Migrates, seeds by the policy and creates the first administrator when there is no user yet. */
export async function prepareDatabase({
  handle,
  config,
  print,
}: {
  handle: DatabaseHandle;
  config: Config;
  print: (text: string) => void;
}) {
  await handle.migrate();
  const seeded = await seedDatabase({ db: handle.db, hashPassword, demo: config.seedDemo, demoLabels: true });
  const firstAdmin = await createFirstAdmin({
    db: handle.db,
    hashPassword,
    userName: config.adminUserName,
    password: config.adminPassword,
  });
  if (firstAdmin?.generatedPassword) {
    // Printed at once, before anything else can fail: it is never shown again.
    print(
      [
        '',
        `First administrator created: user name "${firstAdmin.userName}", password "${firstAdmin.generatedPassword}".`,
        'This password is shown only this once: write it down now (or set ADMIN_PASSWORD before the first start).',
      ].join('\n'),
    );
  } else if (firstAdmin) {
    print(`First administrator created: user name "${firstAdmin.userName}", password from ADMIN_PASSWORD.`);
  } else if (config.adminPassword !== undefined) {
    print('ADMIN_PASSWORD is not used: the database already has users (it only sets the first administrator).');
  }
  return seeded;
}
