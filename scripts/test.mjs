// `npm test`: every check, in order — lint and format, typecheck, unit tests with domain coverage, API tests (PGlite,
// and PostgreSQL when TEST_DATABASE_URL is set), end-to-end tests in Chromium. Runs them all and fails if any failed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const skippedCode = 78;
const steps = [
  ['lint', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  ['unit', 'npx vitest run --project domain --project web --coverage'],
  ['api', 'npm run test:api'],
  ['e2e', 'npm run test:e2e'],
];
const only = process.argv.slice(2);
const results = [];
for (const [name, command] of steps) {
  if (only.length && !only.includes(name)) continue;
  console.log(
    `\n▶ ${name}: ${command}${name === 'api' && !process.env.TEST_DATABASE_URL ? '  (PGlite only: set TEST_DATABASE_URL for PostgreSQL too)' : ''}`,
  );
  const started = Date.now();
  const { status } = spawnSync(command, {
    cwd: root,
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, WAYPOST_E2E_SKIPPED_CODE: String(skippedCode) },
  });
  const outcome = status === 0 ? 'passed' : status === skippedCode ? 'skipped' : 'failed';
  results.push({ name, outcome, seconds: Math.round((Date.now() - started) / 1000) });
}
console.log('\nSummary');
for (const { name, outcome, seconds } of results) console.log(`  ${outcome.padEnd(8)} ${name} (${seconds} s)`);
const count = (outcome) => results.filter((result) => result.outcome === outcome).length;
console.log(`steps: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`);
process.exit(count('failed') > 0 ? 1 : 0);
