import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '../../src/contract/api-paths';
import type { ScenariosOutput } from '../../src/contract/scenarios';
import type { SearchOutput } from '../../src/contract/search';
import type { ServiceProcess } from '../../src/service/testing/service-process';
import { startBuiltService } from '../built-service';
import { clientCredentialsToken } from '../../src/service/testing/tokens';
import { httpClient } from '../http-client';
import type { Job } from '../leads/workload';
import { measure, type Measured } from './driver';
import { collectLoopDelay, PROBE_IMPORT, type LoopDelay } from './loop-delay';
import { treeProportionalMb } from '../process-tree';
import {
  CONCURRENCIES,
  LEAD_PREFIX,
  quality,
  searchInput,
  type Answer,
  type Jobs,
  type Quality,
} from './workload';

export interface SearchPhase extends Omit<Measured<Answer>, 'outcomes'>, Quality {
  loop: LoopDelay | undefined;
  /** The service's processes' proportional set sizes summed (treeProportionalMb). */
  memoryMb: number;
}

export type FloorPhase = Omit<Measured<unknown>, 'outcomes'>;

export interface ServiceRun {
  backend: string;
  leads: number;
  readySeconds: number;
  search: SearchPhase[];
  floor: FloorPhase[];
}

/** BENCH_SERVICE_ENV, `KEY=VALUE,KEY=VALUE`: settings to try on the service, such as SERVICE_PROCESSES=2. */
function serviceEnvOverrides(): Record<string, string> {
  const text = process.env['BENCH_SERVICE_ENV']?.trim() ?? '';
  if (!text) return {};
  return Object.fromEntries(
    text.split(',').map((pair) => {
      const eq = pair.indexOf('=');
      if (eq <= 0) throw new Error(`BENCH_SERVICE_ENV: expected KEY=VALUE, got "${pair}"`);
      return [pair.slice(0, eq).trim(), pair.slice(eq + 1)];
    }),
  );
}

/**
 * Starts the service on a store (`env`: DATA_DIR or DATABASE_URL) with the event-loop probe in every process, and
 * runs the search workload and the floor at each concurrency, every phase after the same warm-up.
 */
export async function benchService(
  backend: string,
  leads: number,
  env: Record<string, string>,
  jobs: Jobs,
): Promise<ServiceRun> {
  const label = `${backend} ${leads.toLocaleString('en')}`;
  const loopDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steward-bench-loop-'));
  try {
    const overrides = serviceEnvOverrides();
    const nodeOptions = overrides['NODE_OPTIONS'] ?? process.env['NODE_OPTIONS'];
    const starting = performance.now();
    const service = await startBuiltService({
      ...env,
      ADDRESS_WARMUP: 'false',
      // A search phase against a slow store can outlast the default 10-minute token.
      ACCESS_TOKEN_TTL: '86400',
      ...overrides,
      NODE_OPTIONS: [nodeOptions, PROBE_IMPORT].filter(Boolean).join(' '),
      BENCH_LOOP_DIR: loopDir,
    });
    const readySeconds = (performance.now() - starting) / 1000;
    process.stdout.write(`${label}: service ready in ${readySeconds.toFixed(1)} s\n`);
    const http = httpClient(service.baseUrl, Math.max(...CONCURRENCIES));
    try {
      const client = await serviceClient(service, http);
      if (overrides['SCENARIO_AUTO_TRAIN'] !== 'false') {
        const training = performance.now();
        await client.untilTrained();
        const seconds = (performance.now() - training) / 1000;
        process.stdout.write(`${label}: Lead scenarios trained ${seconds.toFixed(1)} s after ready\n`);
      }
      const search: SearchPhase[] = [];
      for (const concurrency of CONCURRENCIES) {
        process.stdout.write(
          `${label}: ${jobs.measured.length.toLocaleString('en')} searches at concurrency ${concurrency}\n`,
        );
        await measure(jobs.warmUp, concurrency, client.search);
        await collectLoopDelay(loopDir, service.pid);
        const { outcomes, ...figures } = await measure(jobs.measured, concurrency, client.search);
        const loop = await collectLoopDelay(loopDir, service.pid);
        const memoryMb = treeProportionalMb(service.pid);
        search.push({ ...figures, ...quality(jobs.measured, outcomes), loop, memoryMb });
      }
      const floor: FloorPhase[] = [];
      for (const concurrency of CONCURRENCIES) {
        process.stdout.write(`${label}: floor (scenarios) at concurrency ${concurrency}\n`);
        await measure(jobs.warmUp, concurrency, client.scenarios);
        const { outcomes: _, ...figures } = await measure(jobs.measured, concurrency, client.scenarios);
        floor.push(figures);
      }
      return { backend, leads, readySeconds, search, floor };
    } finally {
      http.close();
      await service.close();
    }
  } finally {
    fs.rmSync(loopDir, { recursive: true, force: true });
  }
}

/** Search and the floor as an integration calls them; a failure (not 200) answers undefined. */
async function serviceClient(service: ServiceProcess, http: ReturnType<typeof httpClient>) {
  const token = await clientCredentialsToken(`${service.baseUrl}/oidc`);
  const authorization = `Bearer ${token}`;
  const search = async (job: Job): Promise<Answer | undefined> => {
    const response = await http.request(
      'POST',
      apiPaths.search,
      { authorization, 'content-type': 'application/json' },
      JSON.stringify(searchInput(job)),
    );
    if (response.status !== 200) return undefined;
    // Cross-object results (accounts whose website is the lead's e-mail domain) are suggestions, not duplicates.
    const results = (JSON.parse(response.body) as SearchOutput)[LEAD_PREFIX] ?? [];
    const sourceEmail = job.isCopy ? String(job.source['Email']).toLowerCase() : undefined;
    return {
      matches: results.length,
      foundSource:
        sourceEmail !== undefined &&
        results.some((result) => String(result.objectData['Email'] ?? '').toLowerCase() === sourceEmail),
    };
  };
  // A licensed call that does no matching, authenticated like a search: what HTTP, auth and the driver cost alone.
  const scenarios = async (): Promise<true | undefined> => {
    const response = await http.request('GET', `${apiPaths.scenarios}?objectName=Lead`, { authorization });
    return response.status === 200 ? true : undefined;
  };
  /**
   * The service trains the Lead scenarios in the background once it is ready, and a trained SEARCH scenario's scores
   * are calibrated (the threshold is reached at another weighted mean, so a search compares more or less): the
   * figures are those of the trained service a customer runs, not of the minutes before, nor of a training beside.
   */
  const untilTrained = async (): Promise<void> => {
    const deadline = Date.now() + TRAINING_PATIENCE_MS;
    for (;;) {
      const response = await http.request('GET', `${apiPaths.scenarios}?objectName=Lead`, { authorization });
      if (response.status !== 200)
        throw new Error(`GET scenarios answered ${response.status}: ${response.body}`);
      const { scenarios: leadScenarios } = JSON.parse(response.body) as ScenariosOutput;
      if (leadScenarios.every((scenario) => scenario.model !== null)) return;
      if (Date.now() > deadline) throw new Error('The Lead scenarios were not trained in time');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
  return { search, scenarios, untilTrained };
}

/** Training learns from samples of fixed size: a minute or two on a busy machine, whatever the store's size. */
const TRAINING_PATIENCE_MS = 10 * 60_000;
