import os from 'node:os';
import type { RecordValues } from '../../src/service/records/record-store';
import { runLine, writeDocsSection } from '../docs-section';
import { benchService, type ServiceRun } from './service-bench';
import { sqliteStore, withCopy, withPostgresStore } from '../leads/stores';
import { report } from './tables';
import { trgmBaselines } from './trgm-baseline';
import { searchJobs, WARM_UP, type Jobs } from './workload';

/**
 * npm run bench:search — the duplicate search endpoint over HTTP, as integrations call it, against stores of
 * generated leads: SQLite at each of BENCH_SIZES (default 10,000, 100,000 and 1,000,000; built once into the temp
 * folder and copied for each run) and PostgreSQL at BENCH_PG_RECORDS (100,000; 0 skips). BENCH_SEARCHES (4,000)
 * searches per phase, alternately varied copies of stored leads and new people, at concurrency 1 and 8.
 *
 * Shared machines are noisy, so every figure stands beside one measured in the same run: the floor (the scenarios
 * endpoint through the same HTTP, auth and driver) and a plain PostgreSQL pg_trgm query over the same leads with the
 * same jobs (BENCH_TRGM=0 skips it, for a quicker run). BENCH_SERVICE_ENV (`KEY=VALUE,…`) passes settings to the
 * service.
 */
function counts(name: string, fallback: string): number[] {
  const text = process.env[name] ?? fallback;
  const values = text.split(',').map((part) => Number(part.trim()));
  if (values.some((value) => !Number.isInteger(value) || value < 0))
    throw new Error(`${name}: expected whole numbers separated by commas, got "${text}"`);
  return values;
}

const SIZES = counts('BENCH_SIZES', '10000,100000,1000000')
  .filter((size) => size > 0)
  .sort((a, b) => a - b);
const [PG_RECORDS = 0] = counts('BENCH_PG_RECORDS', '100000');
const [SEARCHES = 0] = counts('BENCH_SEARCHES', '4000');
if (SIZES.length === 0 || SEARCHES === 0)
  throw new Error('BENCH_SIZES and BENCH_SEARCHES must not be empty or 0');

const jobsByLeads = new Map<number, Jobs>();
/** Stores of one size hold the same leads, so they get the same jobs, and so does the baseline. */
function jobsFor(leads: number, samples: RecordValues[]): Jobs {
  if (!jobsByLeads.has(leads)) jobsByLeads.set(leads, searchJobs(samples, SEARCHES));
  return jobsByLeads.get(leads)!;
}

/** The service's default: a process per core (up to 4); the largest store is also served by one, to compare. */
const PROCESSES = Math.min(os.availableParallelism(), 4);
const processes = (count: number) => ({ SERVICE_PROCESSES: String(count) });
const label = (backend: string, count: number) => `${backend}, ${count} process${count === 1 ? '' : 'es'}`;

const sqlite: ServiceRun[] = [];
for (const leads of SIZES) {
  const store = await sqliteStore(leads);
  sqlite.push(
    await withCopy(store, (dataDir) =>
      benchService(
        label('SQLite', PROCESSES),
        leads,
        { DATA_DIR: dataDir, ...processes(PROCESSES) },
        jobsFor(leads, store.samples),
      ),
    ),
  );
}
const singleProcess: ServiceRun[] = [];
if (PROCESSES > 1) {
  const leads = SIZES.at(-1)!;
  const store = await sqliteStore(leads);
  singleProcess.push(
    await withCopy(store, (dataDir) =>
      benchService(
        label('SQLite', 1),
        leads,
        { DATA_DIR: dataDir, ...processes(1) },
        jobsFor(leads, store.samples),
      ),
    ),
  );
}
const postgres: ServiceRun[] = [];
if (PG_RECORDS > 0) {
  postgres.push(
    await withPostgresStore(PG_RECORDS, (url, samples) =>
      benchService(
        label('PostgreSQL', PROCESSES),
        PG_RECORDS,
        { DATABASE_URL: url, ...processes(PROCESSES) },
        jobsFor(PG_RECORDS, samples),
      ),
    ),
  );
}
const baselines = process.env['BENCH_TRGM'] === '0' ? [] : await trgmBaselines(jobsByLeads);

const serviceEnv = process.env['BENCH_SERVICE_ENV']
  ? `, service env ${process.env['BENCH_SERVICE_ENV']}`
  : '';
const text = report(
  runLine(
    `${os.cpus().length} cores, ${SEARCHES.toLocaleString('en')} searches per phase after ${WARM_UP} to warm up${serviceEnv}`,
  ),
  sqlite,
  [...singleProcess, ...postgres],
  baselines,
);
process.stdout.write(`\n${text}\n`);
await writeDocsSection('search', text);
