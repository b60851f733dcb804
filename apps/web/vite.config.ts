import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { domainMessagesByLanguage } from './domain-messages.js';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text assets worth compressing; fonts (woff2) and images are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const minBytes = 1024;

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) next to every text asset of the build, once, at
 * build time, so the server sends them as they are (@fastify/static `preCompressed`) instead of compressing on each
 * request. A copy that is not smaller than its original is not written.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'waypost-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((file) => compressible.test(file) && !file.startsWith('.vite/'))
        .map((file) => path.join(outDir, file));
      await Promise.all(
        files.map(async (file) => {
          const source = await fs.promises.readFile(file);
          if (source.length < minBytes) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < source.length) await fs.promises.writeFile(`${file}.br`, br);
          if (gz.length < source.length) await fs.promises.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

// The web bundles the domain from source, so it never runs against a stale domain build.
const domainSource = fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url));

export default defineConfig({
  plugins: [react(), precompress(), domainMessagesByLanguage()],
  // `@/lib/…`: the app's shared parts by one name from anywhere (a feature's own files import each other relatively).
  resolve: { alias: { '@waypost/domain': domainSource, '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Lists every chunk and which are loaded lazily (bench/login-page-weight.ts reads it); not served.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // React and the router are needed by every page and change less often than our code: their own chunk stays
        // cached across deploys. Everything else (Ant Design included) is split by what each route imports, so the
        // login page loads only the components it draws (README, Benchmarks: login page weight).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // Barcodes (≈ 65 KB gzip) are drawn only on the print screen: a library chunk of their own.
            { name: 'barcode', test: /node_modules[\\/]bwip-js[\\/]/ },
          ],
        },
      },
    },
  },
});
