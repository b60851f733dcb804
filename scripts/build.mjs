// Builds what is missing or stale: the domain and server with TypeScript's incremental build, the web app with Vite
// when its sources changed since the last build (content hash). `--force` rebuilds the web app regardless; `--web`
// builds the web app alone (npm test builds it while the typecheck builds the rest).
//   node scripts/build.mjs [--force] [--web]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));
const webDir = path.join(root, 'apps/web');
const stampFile = path.join(webDir, 'dist/.build-stamp');
const webInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
];

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) throw new Error(`${path.basename(args[0] ?? command)} ${args.slice(1).join(' ')} failed`);
}

export const tscBin = () => require.resolve('typescript/bin/tsc');

function listFiles(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((item) => !item.name.endsWith('.test.ts') && !item.name.endsWith('.test.tsx'))
    .flatMap((item) => listFiles(path.join(entry, item.name)))
    .sort();
}

function webSourceHash() {
  const hash = createHash('sha256');
  for (const file of webInputs.flatMap(listFiles))
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

/** Runs one build step, saying what it does and how long it took (a first start builds for about a minute). */
function step(title, work) {
  const started = Date.now();
  process.stdout.write(`${title}… `);
  work();
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export function build({ force = false, web = false } = {}) {
  const serverBuilt = fs.existsSync(path.join(root, 'apps/server/dist/server.js'));
  if (!web) {
    // TypeScript's incremental build: a second start checks in a second or two, a first one compiles everything.
    step(serverBuilt ? 'Checking the server build' : 'Building the server (first start: about half a minute)', () =>
      run(process.execPath, [tscBin(), '-b', 'packages/domain', 'apps/server']),
    );
  }
  const hash = webSourceHash();
  const current = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
  if (!force && current === hash && fs.existsSync(path.join(webDir, 'dist/index.html'))) return;
  step('Building the web app (about half a minute)', () =>
    run(
      process.execPath,
      [path.join(path.dirname(require.resolve('vite/package.json')), 'bin/vite.js'), 'build', '--logLevel', 'warn'],
      { cwd: webDir },
    ),
  );
  fs.writeFileSync(stampFile, hash);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    build({ force: process.argv.includes('--force'), web: process.argv.includes('--web') });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
