import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServiceBundle } from './service-bundle';

/**
 * Prepares one run of an integration project (vitest.config.ts names the paths, after the run) and clears it away
 * when the run ends:
 * - the service bundled once, as `npm start` ships it, for the tests that start it as processes of their own
 *   (src/service/testing/service-process.ts): through tsx, each process would compile the sources again, seconds of
 *   processor a start, and a full run starts dozens;
 * - a folder for the SQLite databases the tests make (src/service/testing/test-service.ts), removed with whatever
 *   is left in it: a worker's own cleanup at exit does not run when Vitest stops the worker.
 */
export default async function setup(project: TestProject) {
  const { STEWARD_SERVICE_BUNDLE: bundle, STEWARD_TEST_FOLDER: testFolder } = project.config.env;
  if (!bundle || !testFolder) {
    throw new Error(`The ${project.name} project names no STEWARD_SERVICE_BUNDLE or STEWARD_TEST_FOLDER`);
  }
  const bundleFolder = path.dirname(path.resolve(bundle));
  fs.mkdirSync(testFolder, { recursive: true });
  await buildServiceBundle(bundleFolder);
  return () => {
    fs.rmSync(bundleFolder, { recursive: true, force: true });
    fs.rmSync(testFolder, { recursive: true, force: true });
  };
}
