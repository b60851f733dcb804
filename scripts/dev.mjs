// `npm run dev`: the API with reload on change (tsx watch) and Vite's dev server with hot reload, which proxies
// /api to the API. Open the URL Vite prints (http://localhost:5173).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, tscBin } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));
run(process.execPath, [tscBin(), '-b', 'packages/domain']);

const children = [
  ['domain', [tscBin(), '-b', 'packages/domain', '--watch', '--preserveWatchOutput'], root],
  ['api', [require.resolve('tsx/cli'), 'watch', '--clear-screen=false', 'apps/server/src/server.ts'], root],
  ['web', [path.join(path.dirname(require.resolve('vite/package.json')), 'bin/vite.js')], path.join(root, 'apps/web')],
].map(([name, args, cwd]) => {
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, WEB_DIST_DIR: '' },
  });
  const prefix = (chunk) => chunk.toString().replace(/^(?=.)/gm, `[${name}] `);
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code) => {
    console.log(`[${name}] exited (${code})`);
    stop();
  });
  return child;
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 500);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
