import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '../../src/contract/api-paths';
import type { Scenario, ScenariosOutput } from '../../src/contract/scenarios';
import type { SearchOutput } from '../../src/contract/search';
import type { ServiceProcess } from '../../src/service/testing/service-process';
import { startBuiltService } from '../built-service';
import { clientCredentialsToken, userToken } from '../../src/service/testing/tokens';
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
      const training = performance.now();
      const boundaries = await trainLeadScenarios(service);
      const seconds = ((performance.now() - training) / 1000).toFixed(1);
      process.stdout.write(
        `${label}: Lead scenarios trained in ${seconds} s, SEARCH boundaries ${boundaries}\n`,
      );
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
  return { search, scenarios };
}

/**
 * Trains the Lead scenarios as the admin, as the service does by itself in its first minutes (the benches start it
 * without, so that no training runs beside what is measured): the figures are those of the trained service a
 * customer runs, whose SEARCH scores are calibrated. Answers each SEARCH scenario's boundary, or "none", with what placing it saw.
 */
async function trainLeadScenarios(service: ServiceProcess): Promise<string> {
  const token = await userToken(`${service.baseUrl}/oidc`, 'admin');
  const call = async <T>(method: 'GET' | 'POST', url: string): Promise<T> => {
    const response = await fetch(`${service.baseUrl}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok)
      throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  const { scenarios } = await call<ScenariosOutput>('GET', `${apiPaths.scenarios}?objectName=Lead`);
  const trained: Scenario[] = [];
  for (const { scenarioId } of scenarios)
    trained.push(await call<Scenario>('POST', apiPaths.scenarioTraining(scenarioId)));
  return trained
    .filter((scenario) => scenario.scoreMethod !== 'PROBABILISTIC')
    .map(({ scenarioName, model }) => {
      const figures = model?.searchCalibration;
      const seen = figures
        ? ` (pairs alike ${figures.pairsAlike}, apart ${figures.pairsApart}, best mean ${figures.bestMean} at F1 ${figures.agreement.toFixed(2)})`
        : '';
      return `${scenarioName} ${model?.searchBoundary ?? 'none'}${seen}`;
    })
    .join('; ');
}
