import fs from 'node:fs';
import { readConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { describeRepairReport, repairLabelRollups } from './modules/reports/repair-label-rollups.js';

/**
 * `npm run rollups:repair [-- --check]`: recomputes the report rollups from the labels in PostgreSQL (DATABASE_URL) or
 * the embedded database (DATA_DIR, ./data — stop the server first, PGlite allows one process) and says what differed;
 * `--check` only says. Exit 0 when they agreed (or were put right), 1 when a check found differences, 2 unreadable.
 */
async function main(): Promise<number> {
  const config = readConfig();
  const check = process.argv.includes('--check');
  if (!config.databaseUrl && !fs.existsSync(config.dataDir)) {
    console.error(`No database in ${config.dataDir}: set DATA_DIR, or DATABASE_URL for PostgreSQL.`);
    return 2;
  }
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    const report = await repairLabelRollups({ db: handle.db, check });
    for (const line of describeRepairReport(report)) console.log(line);
    const differed = report.eventTimesDiffering > 0 || report.keysDiffering > 0;
    return check && differed ? 1 : 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    console.error(`Cannot repair the rollups: ${cause instanceof Error ? cause.message : String(cause)}`);
    process.exit(2);
  },
);
