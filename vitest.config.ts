import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests import the domain from source so they never run against a stale build.
const domainSource = fileURLToPath(new URL('./packages/domain/src/index.ts', import.meta.url));
const alias = { '@waypost/domain': domainSource };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: { name: 'web', root: './apps/web', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./src/test/global-setup.ts'],
          // A ceiling for a starved machine, not an expected duration: one test walks every option combination of §5
          // serially and took over 30 s with both cores busy.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 100 },
    },
  },
});
