import { defineConfig } from 'vitest/config';

/** Service integration suites (`*.int.test.ts`) run twice: once on SQLite, once on a throwaway PostgreSQL. */
const integration = ['src/service/**/*.int.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: integration,
        },
      },
      {
        test: {
          name: 'sqlite',
          environment: 'node',
          include: integration,
          env: { STEWARD_TEST_DATABASE: 'sqlite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'postgres',
          environment: 'node',
          include: integration,
          env: { STEWARD_TEST_DATABASE: 'postgres' },
          globalSetup: ['src/service/testing/postgres-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
