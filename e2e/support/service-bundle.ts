import fs from 'node:fs';
import path from 'node:path';
import { buildServiceBundle } from '../../scripts/service-bundle';

/** Beside Playwright's output folder (test-results/e2e), which it empties at start. */
const FOLDER = 'test-results/service-e2e';

/**
 * Playwright's global setup: the service bundled once for the run, which every worker's service starts from
 * (e2e/support/serve.ts, through STEWARD_SERVICE_BUNDLE, which the workers inherit), rather than from the sources
 * through tsx, which compiles them in each of the service's processes.
 */
export default async function bundleService(): Promise<() => void> {
  fs.rmSync(FOLDER, { recursive: true, force: true });
  await buildServiceBundle(FOLDER);
  process.env['STEWARD_SERVICE_BUNDLE'] = path.resolve(FOLDER, 'main.js');
  return () => fs.rmSync(FOLDER, { recursive: true, force: true });
}
