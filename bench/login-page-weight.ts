// What a cold visit to /login costs on the wire, measured in the real browser against the real server: the built web
// app served by the API process (precompressed assets), an empty browser cache, the default language (Burmese).
// Prints a Markdown table and writes bench/results/login-page-weight.json. Build first (npm run bench:web does).
//   npx tsx bench/login-page-weight.ts [--locale en]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Request } from 'playwright-core';
import { buildApp } from '../apps/server/src/app.js';
import { readConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { argument } from './bench-database.js';

const webDist = path.resolve('apps/web/dist');
const locale = argument('locale', 'mm');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

type Kind = 'js' | 'css' | 'font' | 'html' | 'api' | 'other';
function kindOf(url: string): Kind {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/api/')) return 'api';
  if (pathname.endsWith('.js')) return 'js';
  if (pathname.endsWith('.css')) return 'css';
  if (/\.(woff2?|ttf|otf)$/.test(pathname)) return 'font';
  if (pathname === '/login' || pathname.endsWith('.html')) return 'html';
  return 'other';
}

/** Every lazily loaded chunk (a screen, the shell, a library only some screens use) and its gzip size. */
function lazyChunks(): { file: string; gzip: number }[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isDynamicEntry?: boolean }
  >;
  return Object.values(manifest)
    .filter((entry) => entry.isDynamicEntry)
    .map(({ file }) => ({ file, gzip: zlib.gzipSync(fs.readFileSync(path.join(webDist, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
}

/** The largest JavaScript file of the build, any kind (shared library chunks included), by gzip size. */
function largestChunk(): { file: string; gzip: number } {
  const assets = path.join(webDist, 'assets');
  return fs
    .readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({
      file: `assets/${file}`,
      gzip: zlib.gzipSync(fs.readFileSync(path.join(assets, file)), { level: 9 }).length,
    }))
    .reduce((largest, chunk) => (chunk.gzip > largest.gzip ? chunk : largest), { file: '-', gzip: 0 });
}

if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error('No web build: run `npm run build` first.');
const handle = await openDatabase({});
await handle.migrate();
const { app } = await buildApp({ db: handle.db, config: { ...readConfig({}), webDistDir: webDist } });
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const totals: Record<Kind, { requests: number; bytes: number }> = {
  js: { requests: 0, bytes: 0 },
  css: { requests: 0, bytes: 0 },
  font: { requests: 0, bytes: 0 },
  html: { requests: 0, bytes: 0 },
  api: { requests: 0, bytes: 0 },
  other: { requests: 0, bytes: 0 },
};
const encodings = new Map<string, number>();
const files: { path: string; bytes: number }[] = [];
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  await context.addInitScript(`localStorage.setItem('locale', ${JSON.stringify(locale)})`);
  const page = await context.newPage();
  const finished: Promise<void>[] = [];
  page.on('requestfinished', (request: Request) => {
    finished.push(
      (async () => {
        // Bytes on the wire for the body (compressed as sent) plus the response headers.
        const sizes = await request.sizes();
        const kind = kindOf(request.url());
        totals[kind].requests += 1;
        totals[kind].bytes += sizes.responseBodySize + sizes.responseHeadersSize;
        files.push({ path: new URL(request.url()).pathname, bytes: sizes.responseBodySize });
        const encoding = (await request.response())?.headers()['content-encoding'] ?? 'identity';
        if (kind === 'js' || kind === 'css') encodings.set(encoding, (encodings.get(encoding) ?? 0) + 1);
      })(),
    );
  });
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
  await page.locator('#login_user_name').waitFor();
  await page.evaluate('document.fonts.ready');
  await page.waitForLoadState('networkidle');
  await Promise.all(finished);
  await context.close();
} finally {
  await browser.close();
  await app.close();
  await handle.close();
}

const chunks = lazyChunks();
const largest = largestChunk();
const jsCss = totals.js.bytes + totals.css.bytes;
const all = Object.values(totals).reduce((sum, item) => sum + item.bytes, 0);
const rows: [string, string][] = [
  ['JS', `${kb(totals.js.bytes)} KB (${totals.js.requests} files)`],
  ['CSS', `${kb(totals.css.bytes)} KB (${totals.css.requests} files)`],
  ['fonts', `${kb(totals.font.bytes)} KB (${totals.font.requests} files)`],
  ['HTML, API, other', `${kb(totals.html.bytes + totals.api.bytes + totals.other.bytes)} KB`],
  ['**JS + CSS**', `**${kb(jsCss)} KB**`],
  ['everything', `${kb(all)} KB`],
  ['largest lazily loaded chunk (screen, shell …), gzip', `${chunks[0]?.file ?? '-'}: ${kb(chunks[0]?.gzip ?? 0)} KB`],
  ['largest chunk of any kind, gzip', `${largest.file}: ${kb(largest.gzip)} KB`],
  ['JS/CSS encodings', [...encodings].map(([name, count]) => `${name} ×${count}`).join(', ')],
];
console.log(`\nCold /login (locale ${locale}), bytes transferred:\n`);
console.log('| what | transferred |\n|---|---|');
for (const [what, value] of rows) console.log(`| ${what} | ${value} |`);
console.log('\nFiles of the cold /login, body bytes as sent:');
for (const file of files.sort((a, b) => b.bytes - a.bytes))
  console.log(`  ${kb(file.bytes).padStart(6)} KB  ${file.path}`);
console.log('\nLazy chunks by gzip size (top 8):');
for (const chunk of chunks.slice(0, 8)) console.log(`  ${kb(chunk.gzip).padStart(6)} KB  ${chunk.file}`);

fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync(
  'bench/results/login-page-weight.json',
  `${JSON.stringify({ measuredAt: new Date().toISOString(), locale, totals, jsCss, all, largest, lazyChunks: chunks }, null, 2)}\n`,
);
