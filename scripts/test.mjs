// `npm test`: every check — lint and format, typecheck, unit tests with domain coverage, API tests (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set), end-to-end tests in Chromium. Runs them all and fails if any failed.
// Lint, typecheck, unit tests and the web build each use one core at a time and need nothing of each other: they run
// side by side (each one's output is printed whole when it ends). Then the API and e2e steps run side by side too: the
// API tests keep both cores busy, while the e2e run leaves about half of them idle (the browser waits on timers,
// animations frames and the server), and the API tests fill those gaps (README, Tests: measured). The end prints each
// step's time and the ten slowest files of the API and e2e steps.
//   node scripts/test.mjs [step…]     e.g. node scripts/test.mjs api e2e
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const skippedCode = 78;
const reports = path.join(root, 'test-results');
const apiReport = path.join(reports, 'api.json');
const e2eReport = path.join(reports, 'e2e.json');

/** Groups run in order; the steps of one group run at once. */
const groups = [
  [
    ['lint', 'npm run lint'],
    ['typecheck', 'npm run typecheck'],
    ['unit', 'npx vitest run --project domain --project web --coverage'],
    // The e2e step's web build, done here while a core is free (the e2e step skips what is built already; the
    // typecheck builds the server).
    ['build', 'node scripts/build.mjs --web'],
  ],
  [
    ['api', `npm run test:api -- --reporter=default --reporter=json --outputFile.json=${apiReport}`],
    ['e2e', 'npm run test:e2e'],
  ],
];

const only = process.argv.slice(2);
const env = { ...process.env, WAYPOST_E2E_SKIPPED_CODE: String(skippedCode), E2E_JSON_REPORT: e2eReport };
fs.rmSync(apiReport, { force: true });
fs.rmSync(e2eReport, { force: true });

/** Runs one step; alone it prints as it goes, beside others its output is kept and printed whole at its end. */
function runStep([name, command], alone) {
  const started = Date.now();
  console.log(
    `\n▶ ${name}: ${command}${name === 'api' && !process.env.TEST_DATABASE_URL ? '  (PGlite only: set TEST_DATABASE_URL for PostgreSQL too)' : ''}`,
  );
  return new Promise((resolve) => {
    const child = spawn(command, {
      cwd: root,
      shell: true,
      env,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const outcome = status === 0 ? 'passed' : status === skippedCode ? 'skipped' : 'failed';
      if (!alone) process.stdout.write(`\n━━━ ${name} (${outcome}, ${seconds} s) ━━━\n${Buffer.concat(output)}`);
      resolve({ name, outcome, seconds });
    });
  });
}

const started = Date.now();
const results = [];
for (const group of groups) {
  const steps = group.filter(([name]) => !only.length || only.includes(name));
  results.push(...(await Promise.all(steps.map((step) => runStep(step, steps.length === 1)))));
}

/** The ten slowest test files of a step, from its JSON report: seconds per file, slowest first. */
function slowestFiles(file, read) {
  if (!fs.existsSync(file)) return [];
  try {
    return [...read(JSON.parse(fs.readFileSync(file, 'utf8')))].sort((a, b) => b.seconds - a.seconds).slice(0, 10);
  } catch {
    return [];
  }
}
const apiFiles = slowestFiles(apiReport, (report) =>
  report.testResults.map((result) => ({
    file: path.relative(root, result.name),
    seconds: (result.endTime - result.startTime) / 1000,
    tests: result.assertionResults.length,
  })),
);
const e2eFiles = slowestFiles(e2eReport, (report) => {
  const files = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) {
          const entry = files.get(spec.file) ?? { file: `e2e/${spec.file}`, seconds: 0, tests: 0 };
          entry.seconds += result.duration / 1000;
          entry.tests += 1;
          files.set(spec.file, entry);
        }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) visit(suite);
  return files.values();
});

console.log('\nSummary');
for (const { name, outcome, seconds } of results) console.log(`  ${outcome.padEnd(8)} ${name} (${seconds} s)`);
console.log(`  all steps: ${Math.round((Date.now() - started) / 1000)} s`);
for (const [step, files] of [
  ['API', apiFiles],
  ['e2e', e2eFiles],
]) {
  if (!files.length) continue;
  console.log(`\nSlowest ${step} test files (seconds, tests)`);
  for (const { file, seconds, tests } of files)
    console.log(`  ${seconds.toFixed(1).padStart(6)}  ${String(tests).padStart(3)}  ${file}`);
}
const count = (outcome) => results.filter((result) => result.outcome === outcome).length;
console.log(`\nsteps: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`);
process.exit(count('failed') > 0 ? 1 : 0);
