import os from 'node:os';
import type { RecordValues } from '../../src/service/records/record-store';
import type { ServiceProcess } from '../../src/service/testing/service-process';
import { startBuiltService } from '../built-service';
import { runLine, writeDocsSection } from '../docs-section';
import { sqliteStore, withCopy, withPostgresStore } from '../leads/stores';
import { CONCURRENCY, drive, upsertJobs } from './upsert-driver';

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

const { jobsFor, newPeople } = upsertJobs(UPSERTS);

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
