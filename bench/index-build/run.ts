import os from 'node:os';
import { apiPaths } from '../../src/contract/api-paths';
import type { IndexBuildList, IndexBuildReport } from '../../src/contract/index-builds';
import type { AdminScenario, AdminScenarioList, ScenarioInput } from '../../src/contract/scenario-admin';
import type { ServiceProcess } from '../../src/service/testing/service-process';
import { clientCredentialsToken, userToken } from '../../src/service/testing/tokens';
import { startBuiltService } from '../built-service';
import { runLine, writeDocsSection } from '../docs-section';
import { httpClient } from '../http-client';
import { sqliteStore, withCopy, type CachedStore } from '../leads/stores';
import { percentile } from '../match-quality/metrics';
import { searchInput, searchJobs } from '../search/workload';

/**
 * npm run bench:index-build — a scenario change that alters the Lead index keys, saved through the admin API of the
 * service as `npm start` runs it, on bench:search's SQLite stores of generated leads (BENCH_SIZES, default
 * 100,000; 1,000,000 takes minutes). Searches run one at a time throughout. Two ways on a fresh copy each:
 * - background (the default for a type over INDEX_INLINE_RECORDS): the save answers at once, the build runs beside
 *   the searches, which keep the old scenarios until it completes;
 * - inline (INDEX_INLINE_RECORDS above the store's size, as every change was before): the save rebuilds every entry
 *   in its own transaction and answers when done.
 * Each phase's search latency stands beside the same store's idle searches, measured in the same run.
 */
const SIZES = (process.env['BENCH_SIZES'] ?? '100000')
  .split(',')
  .map((part) => Number(part.trim()))
  .filter((size) => Number.isInteger(size) && size > 0);
const IDLE_SEARCHES = 1000;

interface Latencies {
  count: number;
  p50: number;
  p99: number;
  max: number;
  failures: number;
}

interface Row {
  leads: number;
  mode: 'background' | 'inline';
  idle: Latencies;
  saveMs: number;
  during: Latencies;
  /** From the save to the change serving searches. */
  appliedSeconds: number;
  after: Latencies;
}

const summarise = (latencies: number[], failures: number): Latencies => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    failures,
  };
};

async function runMode(store: CachedStore, leads: number, mode: Row['mode']): Promise<Row> {
  return withCopy(store, async (dir) => {
    const service = await startBuiltService({
      DATA_DIR: dir,
      ADDRESS_WARMUP: 'false',
      ACCESS_TOKEN_TTL: '86400',
      INDEX_INLINE_RECORDS: mode === 'inline' ? String(leads * 2) : '10000',
    });
    try {
      return await measureChange(service, leads, mode, store);
    } finally {
      await service.close();
    }
  });
}

async function measureChange(
  service: ServiceProcess,
  leads: number,
  mode: Row['mode'],
  store: CachedStore,
): Promise<Row> {
  const issuer = `${service.baseUrl}/oidc`;
  const admin = `Bearer ${await userToken(issuer, 'admin')}`;
  const integration = `Bearer ${await clientCredentialsToken(issuer)}`;
  const http = httpClient(service.baseUrl, 4);
  const jobs = searchJobs(store.samples, IDLE_SEARCHES);
  let next = 0;
  const search = async (job = jobs.measured[next++ % jobs.measured.length]!): Promise<number | undefined> => {
    const start = performance.now();
    const response = await http.request(
      'POST',
      apiPaths.search,
      { authorization: integration, 'content-type': 'application/json' },
      JSON.stringify(searchInput(job)),
    );
    return response.status === 200 ? performance.now() - start : undefined;
  };
  const searchWhile = async (going: () => boolean, atLeast = 0) => {
    const latencies: number[] = [];
    let failures = 0;
    while (going() || latencies.length + failures < atLeast) {
      const latency = await search();
      if (latency === undefined) failures++;
      else latencies.push(latency);
    }
    return summarise(latencies, failures);
  };
  const adminCall = async <T>(method: 'GET' | 'PUT', path: string, body?: unknown): Promise<T> => {
    const response = await http.request(
      method,
      path,
      { authorization: admin, 'content-type': 'application/json' },
      body === undefined ? undefined : JSON.stringify(body),
    );
    if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${response.body}`);
    return JSON.parse(response.body) as T;
  };
  try {
    for (const job of jobs.warmUp) await search(job);
    const idle = await searchWhile(() => false, IDLE_SEARCHES);

    const { scenarios } = await adminCall<AdminScenarioList>(
      'GET',
      `${apiPaths.adminScenarios}?objectName=Lead`,
    );
    const first = scenarios[0]!;
    // Phone as typed, compared equal: a stored form no generated-lead scenario has, so every entry changes.
    const input: ScenarioInput = {
      objectName: 'Lead',
      scenarioName: first.scenarioName,
      threshold: first.threshold,
      scoreMethod: first.scoreMethod,
      onApi: first.onApi,
      onDataApi: first.onDataApi,
      onBatch: first.onBatch,
      onSearch: first.onSearch,
      onInsert: first.onInsert,
      isHidden: first.isHidden,
      minimumEvidence: first.minimumEvidence,
      scenarioFields: [
        ...first.scenarioFields.map(({ scenarioFieldId: _, matchMethod, ...field }) => ({
          ...field,
          matchMethod: matchMethod ?? 'FUZZY',
        })),
        { field: 'Phone', matchMethod: 'EQUAL', weight: 10 },
      ],
    };
    let saving = true;
    const changed = performance.now();
    const during = searchWhile(() => saving);
    await adminCall<AdminScenario>('PUT', apiPaths.adminScenario(first.scenarioId), input);
    const saveMs = performance.now() - changed;
    if (mode === 'background') {
      let build: IndexBuildReport | undefined;
      do {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const list = await adminCall<IndexBuildList>('GET', apiPaths.adminIndexBuilds);
        build = list.indexBuilds.find((candidate) => candidate.objectName === 'Lead');
        if (build?.error) throw new Error(`index build: ${build.error}`);
      } while (build?.status !== 'COMPLETED');
    }
    saving = false;
    const appliedSeconds = (performance.now() - changed) / 1000;
    const duringFigures = await during;
    const after = await searchWhile(() => false, IDLE_SEARCHES);
    return { leads, mode, idle, saveMs, during: duringFigures, appliedSeconds, after };
  } finally {
    http.close();
  }
}

const rows: Row[] = [];
for (const leads of SIZES) {
  const store = await sqliteStore(leads);
  for (const mode of ['background', 'inline'] as const) {
    process.stdout.write(`SQLite ${leads.toLocaleString('en')}, ${mode}: measuring\n`);
    const row = await runMode(store, leads, mode);
    rows.push(row);
    process.stdout.write(
      `  save ${row.saveMs.toFixed(0)} ms, applied after ${row.appliedSeconds.toFixed(1)} s, search p99 during ${row.during.p99.toFixed(1)} ms (idle ${row.idle.p99.toFixed(1)} ms)\n`,
    );
  }
}

const ms = (value: number) => value.toFixed(1);
const ratio = (value: number, base: number) => `${(value / base).toFixed(1)}×`;
const table = [
  '| leads | change indexed | save answered in | applies after (s) | searches meanwhile | p50 (ms) | p99 (ms) | p99 ÷ idle p99 | slowest (ms) | failed | idle p50 / p99 (ms) | after p50 / p99 (ms) |',
  '| ----- | -------------- | ---------------- | ----------------- | ------------------ | -------- | -------- | -------------- | ------------ | ------ | ------------------- | -------------------- |',
  ...rows.map(
    (row) =>
      `| ${row.leads.toLocaleString('en')} | ${row.mode} | **${row.saveMs < 1000 ? `${row.saveMs.toFixed(0)} ms` : `${(row.saveMs / 1000).toFixed(1)} s`}** | ${row.appliedSeconds.toFixed(1)} | ${row.during.count.toLocaleString('en')} | ${ms(row.during.p50)} | ${ms(row.during.p99)} | ${ratio(row.during.p99, row.idle.p99)} | ${ms(row.during.max)} | ${row.during.failures} | ${ms(row.idle.p50)} / ${ms(row.idle.p99)} | ${ms(row.after.p50)} / ${ms(row.after.p99)} |`,
  ),
];
const text = [runLine(`${os.availableParallelism()} cores`), '', ...table].join('\n');
process.stdout.write(`\n${text}\n`);
await writeDocsSection('index-build', text);
