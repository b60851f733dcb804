// `npm run rollups:repair [-- --check]`: build the server if it is stale, then recompute the report rollups from the
// labels (DATABASE_URL, else the embedded database in DATA_DIR) and say what differed. Exit 0 agreed or repaired,
// 1 a check found differences, 2 unreadable.
import { run, tscBin } from './build.mjs';

try {
  run(process.execPath, [tscBin(), '-b', 'packages/domain', 'apps/server']);
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
await import('../apps/server/dist/repair-rollups.js');
