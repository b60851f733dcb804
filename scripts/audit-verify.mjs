// `npm run audit:verify`: build the server if it is stale, then check the audit log's hash chain
// (DATABASE_URL, else the embedded database in DATA_DIR). Exit 0 intact, 1 broken, 2 unreadable.
import { run, tscBin } from './build.mjs';

try {
  run(process.execPath, [tscBin(), '-b', 'packages/domain', 'apps/server']);
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
await import('../apps/server/dist/audit-verify.js');
