import cluster, { type Worker } from 'node:cluster';
import { readConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase, printBanner, startHousekeeping } from './start-server.js';

export interface RunningCluster {
  /** Stops every API process and the primary's database connection. */
  close(): Promise<void>;
}

/** The primary's own share: one connection for migrations, the banner and the hourly housekeeping. */
const primaryConnections = 1;

/**
 * `npm start` on PostgreSQL with API_PROCESSES > 1: this (primary) process migrates and seeds once, then forks one
 * API process per core, which share the port (Node's cluster hands connections round robin) and split the
 * connection budget DATABASE_POOL_SIZE between them. The API keeps no state in memory, so any process serves any
 * request. A process that ends unexpectedly is replaced; one that cannot start stops the whole server.
 */
export async function startCluster({
  env = process.env,
  print = console.log,
}: { env?: NodeJS.ProcessEnv; print?: (text: string) => void } = {}): Promise<RunningCluster> {
  const config = readConfig(env);
  const processes = config.apiProcesses;
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    migrationUrl: config.databaseMigrationUrl,
    poolSize: primaryConnections,
  });
  let stopHousekeeping = async () => {};
  const workers = new Set<Worker>();
  let closing = false;
  try {
    const seeded = await prepareDatabase({ handle, config, print });
    const poolSize = Math.max(2, Math.floor((config.databasePoolSize - primaryConnections) / processes));
    const fork = () => {
      const worker = cluster.fork({ ...env, WAYPOST_API_POOL_SIZE: String(poolSize) });
      workers.add(worker);
      worker.once('exit', (code, signal) => {
        workers.delete(worker);
        if (closing) return;
        console.error(`API process ${worker.process.pid} ended (${signal ?? code}); starting another.`);
        fork();
      });
      return worker;
    };
    const ports = await Promise.all(
      Array.from({ length: processes }, () => {
        const worker = fork();
        return new Promise<number>((resolve, reject) => {
          worker.once('listening', (address) => resolve(address.port));
          worker.once('exit', (code) => reject(new Error(`an API process could not start (exit code ${code})`)));
        });
      }),
    );
    stopHousekeeping = startHousekeeping(handle, config, { warn: (object, message) => console.warn(message, object) });
    await printBanner({ handle, config, port: ports[0]!, seeded, print, processes });
  } catch (error) {
    closing = true;
    for (const worker of workers) worker.kill();
    await handle.close();
    throw error;
  }

  let closed: Promise<void> | undefined;
  return {
    close() {
      closed ??= (async () => {
        closing = true;
        await stopHousekeeping();
        await Promise.all(
          [...workers].map(
            (worker) =>
              new Promise<void>((resolve) => {
                worker.once('exit', () => resolve());
                worker.process.kill('SIGTERM');
              }),
          ),
        );
        await handle.close();
      })();
      return closed;
    },
  };
}
