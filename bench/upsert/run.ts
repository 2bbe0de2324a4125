import os from 'node:os';
import { apiPaths } from '../../src/contract/api-paths';
import type { UpsertDataOutput } from '../../src/contract/upsert';
import type { RecordValues } from '../../src/service/records/record-store';
import type { ServiceProcess } from '../../src/service/testing/service-process';
import { clientCredentialsToken } from '../../src/service/testing/tokens';
import { startBuiltService } from '../built-service';
import { runLine, writeDocsSection } from '../docs-section';
import { httpClient } from '../http-client';
import { LEAD_SEED } from '../leads/lead-data';
import { sqliteStore, withCopy, withPostgresStore } from '../leads/stores';
import { workload, type Job } from '../leads/workload';
import { percentile } from '../match-quality/metrics';
import { treeResidentMb } from '../process-tree';

/**
 * npm run bench:upsert — upserts with duplicate check over HTTP against a large store, as integrations send them:
 * the service runs as `npm start` runs it, on SQLite (the embedded default, one process per core and one process)
 * and on PostgreSQL (one instance, then two instances of one process each on the same database, requests spread
 * over both as a load balancer would); a client sends `UPSERTS` requests, `CONCURRENCY` at a time. Half are varied
 * copies of stored leads (a typo, the e-mail's case, the phone's format) that should update them, half are new
 * people that should be created. Each service then inserts as many other new leads without a duplicate check, the
 * floor a check is measured against (issue #31: with the check at least 0.8× of it).
 *
 * BENCH_SQLITE_RECORDS (default 1,000,000), BENCH_PG_RECORDS (100,000) and BENCH_UPSERTS (10,000) change the
 * sizes. The SQLite store is bench:search's, built once into the temp folder and copied for each run.
 */
const SQLITE_RECORDS = Number(process.env['BENCH_SQLITE_RECORDS'] ?? 1_000_000);
const PG_RECORDS = Number(process.env['BENCH_PG_RECORDS'] ?? 100_000);
const UPSERTS = Number(process.env['BENCH_UPSERTS'] ?? 10_000);
const CONCURRENCY = 8;
const WARM_UP = 300;
/** The service's default: a process per core, up to 4. */
const PROCESSES = Math.min(os.availableParallelism(), 4);

interface Run {
  store: string;
  records: number;
  service: string;
  upserts: number;
  perSecond: number;
  p50: number;
  p99: number;
  matchedCopies: number;
  matchedNew: number;
  failures: number;
  rssMb: number;
  /** Inserts without a duplicate check per second, on the same service in the same run. */
  noCheckPerSecond: number;
}

/**
 * Every run gets jobs of its own: its new people must be new to a store an earlier run already wrote to. Copies
 * of the store's samples are updates in every run, each varied from what the store holds for its sample: `written`
 * is per store (a copy of a SQLite store, or the PostgreSQL store its runs share).
 */
let runs = 0;
const jobsFor = (samples: RecordValues[], written: Map<RecordValues, RecordValues>) =>
  workload(samples, UPSERTS + WARM_UP, LEAD_SEED + 100 * ++runs, written);
/** As many leads, all new people: what the no-check floor inserts. */
const newPeople = (samples: RecordValues[]) => {
  const jobs = () => jobsFor(samples, new Map()).filter((job) => !job.isCopy);
  return [...jobs(), ...jobs()].slice(0, UPSERTS + WARM_UP);
};

/** Sends the jobs with CONCURRENCY in flight, spread over the instances; answers the figures of the measured part. */
async function drive(instances: ServiceProcess[], jobs: Job[], duplicateCheck = true) {
  const token = await clientCredentialsToken(`${instances[0]!.baseUrl}/oidc`);
  const clients = instances.map((instance) => httpClient(instance.baseUrl, CONCURRENCY));
  const send = async (job: Job, index: number): Promise<UpsertDataOutput | undefined> => {
    const response = await clients[index % clients.length]!.request(
      'POST',
      apiPaths.upsert,
      { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      JSON.stringify({
        input: { allOrNone: true, duplicateCheck, objectType: 'Lead', objectData: job.objectData },
      }),
    );
    const output = JSON.parse(response.body) as UpsertDataOutput;
    return response.status === 200 && output.isSuccess ? output : undefined;
  };
  const run = async (batch: Job[]) => {
    const latencies: number[] = [];
    const outcomes: (UpsertDataOutput | undefined)[] = new Array(batch.length);
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < batch.length) {
          const index = next++;
          const start = performance.now();
          outcomes[index] = await send(batch[index]!, index);
          latencies.push(performance.now() - start);
        }
      }),
    );
    return { seconds: (performance.now() - started) / 1000, latencies, outcomes };
  };
  try {
    await run(jobs.slice(0, WARM_UP));
    const measured = jobs.slice(WARM_UP);
    const { seconds, latencies, outcomes } = await run(measured);
    latencies.sort((a, b) => a - b);
    const share = (isCopy: boolean) => {
      const of = measured.filter((job) => job.isCopy === isCopy);
      const matched = measured.filter(
        (job, index) => job.isCopy === isCopy && outcomes[index]?.isCreated === false,
      );
      return matched.length / of.length;
    };
    return {
      upserts: measured.length,
      perSecond: measured.length / seconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      matchedCopies: share(true),
      matchedNew: share(false),
      failures: outcomes.filter((outcome) => !outcome).length,
      rssMb: instances.reduce((sum, instance) => sum + treeResidentMb(instance.pid), 0),
    };
  } finally {
    for (const client of clients) client.close();
  }
}

async function sqliteRun(processes: number): Promise<Run> {
  const store = await sqliteStore(SQLITE_RECORDS);
  return withCopy(store, async (dataDir) => {
    const service = await startBuiltService({ DATA_DIR: dataDir, SERVICE_PROCESSES: String(processes) });
    try {
      const label = processes === 1 ? '1 process' : `${processes} processes`;
      process.stdout.write(`SQLite, ${label}: ${UPSERTS.toLocaleString('en')} upserts\n`);
      const figures = await drive([service], jobsFor(store.samples, new Map()));
      const noCheck = await drive([service], newPeople(store.samples), false);
      return {
        store: 'SQLite',
        records: SQLITE_RECORDS,
        service: label,
        ...figures,
        noCheckPerSecond: noCheck.perSecond,
      };
    } finally {
      await service.close();
    }
  });
}

/** One instance, then two on the same database, each of one process: what adding an instance buys. */
async function postgresRuns(): Promise<Run[]> {
  return withPostgresStore(PG_RECORDS, async (url, samples) => {
    const written = new Map<RecordValues, RecordValues>();
    const runOn = async (service: string, instances: ServiceProcess[]): Promise<Run> => {
      process.stdout.write(`PostgreSQL, ${service}: ${UPSERTS.toLocaleString('en')} upserts\n`);
      const figures = await drive(instances, jobsFor(samples, written));
      const noCheck = await drive(instances, newPeople(samples), false);
      return {
        store: 'PostgreSQL 15',
        records: PG_RECORDS,
        service,
        ...figures,
        noCheckPerSecond: noCheck.perSecond,
      };
    };
    const first = await startBuiltService({ DATABASE_URL: url, SERVICE_PROCESSES: '1' });
    try {
      const one = await runOn('1 instance', [first]);
      // The second trusts the first's embedded provider as its issuer, so one token serves both.
      const second = await startBuiltService({
        DATABASE_URL: url,
        SERVICE_PROCESSES: '1',
        OIDC_ISSUER: `${first.baseUrl}/oidc`,
      });
      try {
        return [one, await runOn('2 instances', [first, second])];
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });
}

const pct = (value: number) => `${(value * 100).toFixed(1)} %`;

function table(results: Run[]): string {
  const pgOne = results.find((run) => run.service === '1 instance');
  const pgTwo = results.find((run) => run.service === '2 instances');
  const rows = results.map((run) =>
    [
      run.store,
      run.records.toLocaleString('en'),
      run.service,
      run.upserts.toLocaleString('en'),
      `**${Math.round(run.perSecond)}**`,
      run.p50.toFixed(2),
      run.p99.toFixed(2),
      pct(run.matchedCopies),
      pct(run.matchedNew),
      String(run.failures),
      String(run.rssMb),
      String(Math.round(run.noCheckPerSecond)),
      `${(run.perSecond / run.noCheckPerSecond).toFixed(2)}×`,
    ].join(' | '),
  );
  return [
    runLine(`${os.availableParallelism()} cores, concurrency ${CONCURRENCY}`),
    '',
    '| store | leads | service | upserts | upserts/s | p50 (ms) | p99 (ms) | copies updated | new people matched | failures | service RSS (MB) | no-check inserts/s | check ÷ no-check |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
    ...(pgOne && pgTwo
      ? [
          '',
          `PostgreSQL, two instances ÷ one: **${(pgTwo.perSecond / pgOne.perSecond).toFixed(2)}×** (target ≥ 1.7×).`,
        ]
      : []),
  ].join('\n');
}

const results: Run[] = [];
if (SQLITE_RECORDS > 0) {
  results.push(await sqliteRun(PROCESSES));
  if (PROCESSES > 1) results.push(await sqliteRun(1));
}
if (PG_RECORDS > 0) results.push(...(await postgresRuns()));
const text = table(results);
process.stdout.write(`\n${text}\n`);
await writeDocsSection('upsert', text);
