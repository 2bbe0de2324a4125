/**
 * Starts the real Steward service for the e2e run on a fresh temporary data folder, and deletes that folder when
 * the service exits. Each Playwright worker runs one on a port of its own (e2e/support/fixtures.ts); it also works by
 * hand: `npx tsx e2e/support/serve.ts`.
 *
 * Data dependency: the address tests (e2e/address.spec.ts) need street-level addresses, which come only from an
 * import. Before the service starts, the Bath extract of ../shared/data/address/osm-city-addresses-addressdata
 * (3,951 OpenStreetMap address points, ODbL; see its SOURCE.md) is imported into the data folder, read in place
 * from the shared data folder beside the repository. Without that folder the service still starts, for the other
 * tests, and the address tests fail.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runImportCommand } from '../../src/service/address/import/import-command';
import { serviceEntry } from '../../src/service/testing/service-process';
import { BATH_ADDRESSES } from './address-data';

const port = process.env.PORT ?? '8181';
const dataDir = mkdtempSync(join(tmpdir(), 'steward-e2e-'));

if (!existsSync('dist/index.html')) {
  console.warn(
    '[serve] dist/index.html is missing: run `npm run build:console` first, or the console will not load.',
  );
}

// The address tests read the Bath extract imported below; the shipped Boston streets are tested on their own.
const serviceEnv = {
  ...process.env,
  PORT: port,
  HOST: 'localhost',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  DEMO_ADDRESSES: 'false',
  // The scenarios page is tested with the demo's PROBABILISTIC scenario untrained, as the demo ships it.
  SCENARIO_AUTO_TRAIN: 'false',
};

/** Imports the Bath address points into the data folder, quietly unless it fails (which stops the run). */
async function importBathAddresses(): Promise<void> {
  if (!existsSync(BATH_ADDRESSES)) {
    console.warn(`[serve] ${BATH_ADDRESSES} is missing: the address tests will fail without its addresses.`);
    return;
  }
  let report = '';
  const output = { write: (text: string) => (report += text) };
  const status = await runImportCommand([BATH_ADDRESSES, '--city', 'Bath', '--country', 'GB'], {
    env: serviceEnv,
    stdout: output,
    stderr: output,
  });
  if (status !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`[serve] importing ${BATH_ADDRESSES} failed (exit status ${status}):\n${report}`);
  }
}

await importBathAddresses();

// Node itself (not `npx tsx`, two more processes): the signals below reach the service directly.
const child = spawn(process.execPath, serviceEntry(), {
  stdio: 'inherit',
  env: serviceEnv,
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
