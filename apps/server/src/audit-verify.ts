import fs from 'node:fs';
import { readConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { describeAuditReport, verifyAuditChain } from './lib/audit-chain.js';

/**
 * `npm run audit:verify`: checks the audit log's hash chain in PostgreSQL (DATABASE_URL) or the embedded database
 * (DATA_DIR, ./data — stop the server first, PGlite allows one process). Exit 0 intact, 1 broken, 2 unreadable.
 */
async function main(): Promise<number> {
  const config = readConfig();
  if (!config.databaseUrl && !fs.existsSync(config.dataDir)) {
    console.error(`No database in ${config.dataDir}: set DATA_DIR, or DATABASE_URL for PostgreSQL.`);
    return 2;
  }
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    const report = await verifyAuditChain({ db: handle.db });
    for (const line of describeAuditReport(report)) console.log(line);
    return report.break ? 1 : 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // Drizzle wraps the driver's error in one that quotes the query; the driver's says what is wrong.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    console.error(`Cannot read the audit log: ${cause instanceof Error ? cause.message : String(cause)}`);
    process.exit(2);
  },
);
