import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { PATIENCE_MS } from './src/service/testing/until';

/** Service integration suites (`*.int.test.ts`) run twice: once on SQLite, once on a throwaway PostgreSQL. */
const integration = ['src/service/**/*.int.test.ts'];
/**
 * Tests that read files but need no database (`*.files.test.ts`: the bundled address reference data, sample CSVs
 * from `../shared`, temporary files) run once, apart from the unit tests, which do no I/O.
 */
const files = ['src/**/*.files.test.ts'];
/** Prepares a run of an integration project: the service bundled, a folder for its SQLite databases. */
const INTEGRATION_SETUP = 'scripts/integration-global-setup.ts';
/**
 * An integration test waits up to PATIENCE_MS for background work (a job, a batch) before its assertion shows what it
 * saw, so its limit lies beyond that wait.
 */
const INTEGRATION_TEST_TIMEOUT_MS = PATIENCE_MS + 30_000;
/**
 * Where a run of an integration project keeps what its setup prepares (the bundle inside the project, where Node finds
 * its packages), named after the run, so that two runs side by side share neither.
 */
const runPaths = (project: string) => ({
  STEWARD_SERVICE_BUNDLE: `test-results/service-${project}-${process.pid}/main.js`,
  STEWARD_TEST_FOLDER: path.join(os.tmpdir(), `steward-${project}-${process.pid}`),
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, which is one on a two-core machine: at least two, so that a
    // suite run on its own keeps both cores busy. scripts/test-all.ts asks for fewer while the end-to-end suite runs.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // The seeded model-checking tests take about a second alone; beside the integration and end-to-end lanes on
          // two saturated cores one took 3.7 s and another over 5 s, Vitest's default limit.
          testTimeout: 20_000,
          include: ['src/**/*.test.ts'],
          exclude: [...integration, ...files],
        },
      },
      {
        test: {
          name: 'files',
          environment: 'node',
          include: files,
          // Reading the bundled data takes seconds on a busy machine; each file does it once, in a beforeAll.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'sqlite',
          environment: 'node',
          include: integration,
          env: { STEWARD_TEST_DATABASE: 'sqlite', ...runPaths('sqlite') },
          globalSetup: [INTEGRATION_SETUP],
          // Each file starts services of its own and the code keeps no state between them: files that share a worker
          // share its loaded modules too, rather than each importing the whole service again (a second a file).
          isolate: false,
          // Integration tests run beside the browser tests and each other (scripts/test-all.ts): a limit that holds on
          // a busy machine, never a measure of speed: on a busy CI machine a test running two duplicate jobs took over
          // 60 s.
          testTimeout: INTEGRATION_TEST_TIMEOUT_MS,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'postgres',
          environment: 'node',
          include: integration,
          env: { STEWARD_TEST_DATABASE: 'postgres', ...runPaths('postgres') },
          isolate: false,
          globalSetup: ['src/service/testing/postgres-global-setup.ts', INTEGRATION_SETUP],
          testTimeout: INTEGRATION_TEST_TIMEOUT_MS,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
