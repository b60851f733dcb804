// `npm run test:e2e`: builds the app, starts the real server on a free port with a fresh embedded database, and
// runs the Playwright tests in the system's Chromium. No browser download: Chromium comes from the OS
// (Debian: apt-get install -y chromium). Without one the run says so loudly and counts as skipped — or fails when
// E2E_REQUIRED=1 (CI).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));
const candidates = [
  process.env.CHROMIUM_PATH,
  // Chromium's headless shell (Debian: chromium-headless-shell), the build Playwright itself runs headless tests in:
  // no browser UI behind the page, and the suite takes about a third less time than in the full browser.
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
].filter(Boolean);
const chromium = candidates.find((candidate) => fs.existsSync(candidate));

if (!chromium) {
  const banner = '!'.repeat(78);
  console.error(
    `\n${banner}\n  E2E TESTS SKIPPED: no Chromium or Chrome found (looked at ${candidates.join(', ')}).\n  Install one (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.\n${banner}\n`,
  );
  process.exit(process.env.E2E_REQUIRED === '1' ? 1 : Number(process.env.WAYPOST_E2E_SKIPPED_CODE ?? 0));
}

build();

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * A failed run on CI leaves only its printed log: print what the page showed at each failure (Playwright's
 * error-context.md, the page's accessibility snapshot: field errors, alerts, toasts) and the server's last lines.
 */
function reportFailureContext(log) {
  const results = path.join(root, 'e2e/artifacts/results');
  const contexts = fs.existsSync(results)
    ? fs.readdirSync(results, { recursive: true }).filter((file) => String(file).endsWith('error-context.md'))
    : [];
  for (const file of contexts) {
    const text = fs.readFileSync(path.join(results, String(file)), 'utf8');
    console.log(`\n--- ${file} ---\n${text.length > 6000 ? `${text.slice(0, 6000)}\n…` : text}`);
  }
  const lines = log
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(-80);
  console.log(`\n--- server log (last ${lines.length} lines, level warn) ---\n${lines.join('\n')}`);
}

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'waypost-e2e-'));
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    // Test-only routes (apps/server/src/modules/test-hooks), e.g. to change reference data from a browser test.
    WAYPOST_TEST_HOOKS: '1',
    // Webhook tests receive on 127.0.0.1 (refused in production) and need not wait a second for the worker.
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_POLL_MS: '200',
    // 2-step verification is required of merchant owners only: the other specs sign in as the demo's finance and
    // head-office accounts with their password (the merchant-portal spec sets 2-step up; the API tests cover the rest).
    TWO_STEP_REQUIRED_ROLES: 'merchant-owner',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let serverLog = '';
server.stdout.on('data', (chunk) => (serverLog += chunk));
server.stderr.on('data', (chunk) => (serverLog += chunk));

let status = 1;
try {
  // Generous on purpose: a first start opens a fresh embedded database, migrates and seeds it (demo accounts and
  // labels), which on a busy 2-core machine has taken close to a minute. This only bounds a server that never comes up.
  const startBudgetSeconds = 300;
  const deadline = Date.now() + startBudgetSeconds * 1000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited:\n${serverLog}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`the server did not answer within ${startBudgetSeconds} s:\n${serverLog}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(`e2e: server at ${baseUrl}, Chromium at ${chromium}`);
  const result = spawnSync(
    process.execPath,
    [require.resolve('@playwright/test/cli'), 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: baseUrl, CHROMIUM_PATH: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    },
  );
  status = result.status ?? 1;
  if (status !== 0) reportFailureContext(serverLog);
} catch (error) {
  console.error(error.message);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
