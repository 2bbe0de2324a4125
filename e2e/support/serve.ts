/**
 * Starts the real Steward service for the e2e run on a fresh temporary data folder, and deletes that folder when
 * the service exits. Playwright's webServer runs it; it also works by hand: `npx tsx e2e/support/serve.ts`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = process.env.PORT ?? '8181';
const dataDir = mkdtempSync(join(tmpdir(), 'steward-e2e-'));

if (!existsSync('dist/index.html')) {
  console.warn(
    '[serve] dist/index.html is missing: run `npm run build:console` first, or the console will not load.',
  );
}

const child = spawn('npx', ['tsx', 'src/service/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: port, HOST: 'localhost', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});

let forceKill: NodeJS.Timeout | undefined;
const stop = (signal: NodeJS.Signals) => {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  // A service that ignores the signal must not keep the temporary folder (or the port) forever.
  forceKill ??= setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

child.on('exit', (code, signal) => {
  if (forceKill) clearTimeout(forceKill);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
