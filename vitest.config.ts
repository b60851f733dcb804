import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { domainMessagesByLanguage } from './apps/web/domain-messages.js';

// Tests import the domain from source so they never run against a stale build.
const domainSource = fileURLToPath(new URL('./packages/domain/src/index.ts', import.meta.url));
const alias = {
  '@waypost/domain': domainSource,
  // The web's `@/…` (apps/web/tsconfig.json, vite.config.ts).
  '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)),
};

// Test files share their worker's loaded modules (isolate: false) instead of importing the app anew each (≈ 2 s a file
// on a 2-core machine, most of the unit step's time): every test file leaves no global state behind (timers, stubbed
// globals and environment are put back in its own hooks), and the API tests' state lives in a database of their own.

/**
 * The API files that take longest (npm test lists the slowest), started first. Without a results cache (a fresh clone,
 * as on CI) vitest starts large files first, and these are small files that walk much (the bad-input parts) or start
 * servers: started last, they ran alone at the end on one core each while everything else had finished.
 */
const longFiles = [
  /app\.bad-input\.part-\d+\.test\.ts$/,
  /cluster-server\.test\.ts$/,
  /db\/client\.test\.ts$/,
  /start-server\.test\.ts$/,
];

class LongFilesFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projectOrder = new Map<string, number>();
    for (const file of sorted)
      if (!projectOrder.has(file.project.name)) projectOrder.set(file.project.name, projectOrder.size);
    const rank = (file: TestSpecification) => {
      const long = longFiles.findIndex((pattern) => pattern.test(file.moduleId));
      return long === -1 ? longFiles.length : long;
    };
    // Array sort is stable: within a project the long files move to the front, the rest keep vitest's order.
    return [...sorted].sort(
      (a, b) => (projectOrder.get(a.project.name) ?? 0) - (projectOrder.get(b.project.name) ?? 0) || rank(a) - rank(b),
    );
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongFilesFirstSequencer },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // A ceiling for a starved machine, not an expected duration (speed lives in bench/): the property tests run
          // hundreds of generated cases each and passed vitest's 5 s default only while the cores were free — under
          // coverage with both cores busy, two took longer (CI check 2026-11-28).
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        plugins: [domainMessagesByLanguage()],
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test-setup.ts'],
          environment: 'node',
          isolate: false,
          // As the domain's: a ceiling for a starved machine.
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./src/test/global-setup.ts'],
          // Each test app has a database of its own (src/test/test-databases.ts), so files run side by side: one worker
          // per core (vitest's default leaves one core free, which on 2 cores is half the machine).
          maxWorkers: Math.max(2, os.availableParallelism()),
          isolate: false,
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
