import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default (one less than the cores) is a single worker on a two-core machine, while
    // test files spend much of their time waiting: on the database, on timers, on the browser-like
    // environment's start. Two or more workers keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism()),
    // Test files share their worker's loaded modules (`isolate: false`, set on each project, as
    // projects do not inherit it): importing the same modules afresh for every file was most of
    // the unit and API tests' time. No file may leave a module mock, a stubbed global or other
    // process-wide state behind it; shuffled runs (`--sequence.shuffle.files`) check this.
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'server-unit',
          root: 'apps/server',
          isolate: false,
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
          // Each file starts its own server on its own database.
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
