import cluster from 'node:cluster';
import { startCluster } from './cluster-server.js';
import { readConfig } from './config.js';
import { startServer } from './start-server.js';

/**
 * The process: start Waypost and stop it cleanly on SIGINT or SIGTERM. On PostgreSQL with API_PROCESSES > 1 this is
 * the cluster's primary (cluster-server.ts) and each forked process serves as a worker; otherwise one process does
 * everything (startServer).
 */
async function main(): Promise<void> {
  const workerPoolSize = process.env.WAYPOST_API_POOL_SIZE;
  const isWorker = cluster.isWorker && workerPoolSize !== undefined;
  const starting: Promise<{ close(): Promise<void> }> = isWorker
    ? startServer({ worker: { poolSize: Number(workerPoolSize) } })
    : readConfig().apiProcesses > 1
      ? startCluster()
      : startServer();
  // Listening from the first moment: a SIGTERM while the server still starts (migrating, forking, printing the
  // banner) lets the start finish and then stops cleanly, instead of killing a half-started cluster.
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    const server = await starting.catch(() => undefined);
    await server?.close();
    process.exit(0);
  };
  // Ctrl-C reaches every process of the group: a worker leaves it to the primary, which stops the workers in turn.
  process.on('SIGINT', () => void (isWorker ? undefined : shutdown()));
  process.on('SIGTERM', () => void shutdown());
  await starting;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (process.env.LOG_LEVEL === 'debug') console.error(error);
  process.exit(1);
});
