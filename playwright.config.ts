import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const BASE_URL = `http://localhost:${PORT}`;

/**
 * End-to-end tests against the real service (API, embedded OpenID Connect provider and the built console in
 * dist/), started fresh on its own port with a throw-away data folder. Build the console first: `vite build`.
 */
export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
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
  webServer: {
    command: 'npx tsx e2e/support/serve.ts',
    url: `${BASE_URL}/readyz`,
    env: { PORT: String(PORT) },
    reuseExistingServer: false,
    // The first start seeds the demo database, which takes a few seconds on two cores.
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM (not the default SIGKILL) lets serve.ts stop the service and delete its temporary data folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
