import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServiceBundle } from './service-bundle';

/**
 * Builds the service once for a test project, into the file its STEWARD_SERVICE_BUNDLE names, for the tests that
 * start the service as processes of its own (src/service/testing/service-process.ts). Run through tsx, each process
 * would compile the sources again: seconds of processor a start, and a full run starts dozens. Each project has its
 * own folder, since the projects run side by side (scripts/test-all.ts).
 */
export default async function setup(project: TestProject) {
  const bundle = project.config.env['STEWARD_SERVICE_BUNDLE'];
  if (!bundle) throw new Error(`The ${project.name} project names no STEWARD_SERVICE_BUNDLE to build`);
  const folder = path.dirname(path.resolve(bundle));
  fs.rmSync(folder, { recursive: true, force: true });
  await buildServiceBundle(folder);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
