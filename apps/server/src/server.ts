import { readConfig } from './config.js';
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { demoPassword, demoUsers } from './db/seed/demo-data.js';
import { seedDatabase } from './db/seed/seed.js';
import { systemClock } from './lib/clock.js';
import { hashPassword } from './lib/passwords.js';
import { pruneExpiredSessions } from './modules/auth/auth.service.js';

/** The process: open the database, migrate, seed on first start, serve the API and the web app on one port. */
async function main(): Promise<void> {
  const config = readConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  await handle.migrate();
  const { seeded } = await seedDatabase({ db: handle.db, hashPassword, demoLabels: handle.kind === 'pglite' });
  const { app } = await buildApp({ db: handle.db, config, logger: { level: config.logLevel } });

  const prune = () =>
    pruneExpiredSessions({ db: handle.db, config, clock: systemClock }).catch((error: unknown) =>
      app.log.warn({ err: error }, 'session pruning failed'),
    );
  const pruneTimer = setInterval(() => void prune(), 60 * 60_000);
  pruneTimer.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    clearInterval(pruneTimer);
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
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
  void prune();
  const where = handle.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const accounts = demoUsers.map(
    (user) => `  ${user.userName.padEnd(11)} ${user.role}${user.status === 'active' ? '' : ` (${user.status})`}`,
  );
  console.log(
    [
      '',
      `Waypost is running at http://localhost:${config.port}`,
      `Database: ${where}${seeded ? ' — demo data seeded' : ''}`,
      `Demo accounts (password ${demoPassword}):`,
      ...accounts,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (process.env.LOG_LEVEL === 'debug') console.error(error);
  process.exit(1);
});
