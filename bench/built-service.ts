import fs from 'node:fs';
import path from 'node:path';
import {
  BUILT_SERVICE,
  startServiceProcess,
  type ServiceProcess,
} from '../src/service/testing/service-process';
import { buildServiceBundle } from '../scripts/service-bundle';

/** The bundle's build, once per benchmark run, however many services start at once. */
let building: Promise<void> | undefined;

/**
 * The service as `npm start` runs it, from the bundle built once per benchmark run: benchmarks measure what ships,
 * not the sources run through tsx. With `profile`, every process of it runs under `--cpu-prof` and writes its
 * profile into that folder when it exits; with `logFile`, its log is appended there.
 */
export async function startBuiltService(
  env: Record<string, string>,
  { profile, logFile }: { profile?: string | undefined; logFile?: string } = {},
): Promise<ServiceProcess> {
  if (profile !== undefined) fs.mkdirSync(profile, { recursive: true });
  await (building ??= buildServiceBundle(path.dirname(BUILT_SERVICE)));
  return startServiceProcess(
    {
      // One client stands for many here: a benchmark measures capacity, not a principal's allowance.
      API_RATE_LIMIT: '0',
      // Training the demo's PROBABILISTIC scenario on a bench store's leads would take the processor from what is
      // measured, at a moment that differs from run to run.
      SCENARIO_AUTO_TRAIN: 'false',
      ...env,
    },
    // The first start on a copy of a bench store reads a million entries: minutes on a busy machine.
    {
      built: true,
      readyWithinMs: 600_000,
      nodeFlags: profile === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`],
      ...(logFile === undefined ? {} : { logFile }),
    },
  );
}
