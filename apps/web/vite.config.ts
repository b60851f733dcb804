import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress-plugin';

// The web bundles the domain from source, so it never runs against a stale domain build.
const domainSource = fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url));

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: { '@waypost/domain': domainSource } },
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
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
