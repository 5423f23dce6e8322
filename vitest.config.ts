import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default (one less than the cores) is a single worker on a two-core machine, while
    // test files spend much of their time waiting: on the database, on timers, on the browser-like
    // environment's start. Two or more workers keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server-unit',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          testTimeout: 30000,
          exclude: ['src/**/*.api.test.ts'],
        },
      },
      {
        test: {
          name: 'server-api',
          root: 'apps/server',
          include: ['src/**/*.api.test.ts'],
          globalSetup: ['src/test/api-global-setup.ts'],
          // Each file starts its own server on its own database and nothing is mocked or stubbed,
          // so files share a worker's loaded modules instead of importing the whole app afresh.
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
