import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the real service (API, embedded OpenID Connect provider and the built console in
 * dist/). Build the console first: `vite build`. Each worker starts its own service, fresh, on port E2E_PORT (default
 * 8181) + its index with a throw-away data folder (e2e/support/fixtures.ts, which every spec imports `test` from), so
 * workers share nothing; the files of one worker run one after another on its service. E2E_WORKERS sets how many.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/service-bundle.ts',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two workers, and `npm test` runs the Vitest suites beside them: on a busy two-core machine a test that scans its
  // pages with axe three or four times takes 30 s and more, and a full run saw tests of 40–60 s that take 10 s on
  // their own. Tests that wait on jobs set their own, longer limits.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  // Playwright empties its output folder at start: not test-results/ itself, where the Vitest suites running
  // alongside (scripts/test-all.ts) write their reports.
  outputDir: 'test-results/e2e',
  use: {
    // baseURL comes from the worker's service (e2e/support/fixtures.ts).
    // A trace is recorded on a failed test's retry, not on every test: recording one takes the browser and Playwright
    // about a quarter more processor (the screencast and snapshots), which the suites beside it wait for.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        headless: true,
        // Debian's Chromium; never `npx playwright install` on these machines.
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
});
