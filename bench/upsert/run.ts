import { writeDocsSection } from '../docs-section';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { apiPaths } from '../../src/contract/api-paths';
import type { UpsertDataOutput } from '../../src/contract/upsert';
import type { RecordValues } from '../../src/service/records/record-store';
import { startPostgres } from '../../src/service/testing/postgres-server';
import type { ServiceProcess } from '../../src/service/testing/service-process';
import { startBuiltService } from '../built-service';
import { clientCredentialsToken } from '../../src/service/testing/tokens';
import { buildStore } from './build-store';
import { workload, type Job } from './workload';

/**
 * npm run bench:upsert — upserts with duplicate check over HTTP against a large store, as integrations send them:
 * the service runs in its own process on its embedded defaults (SQLite) and on PostgreSQL; a client sends
 * `UPSERTS` requests, `CONCURRENCY` at a time. Half are varied copies of stored leads (a typo, the e-mail's case,
 * the phone's format) that should update them, half are new people that should be created.
 *
 * BENCH_SQLITE_RECORDS (default 1,000,000), BENCH_PG_RECORDS (100,000) and BENCH_UPSERTS (10,000) change the
 * sizes. The SQLite store is built once into the system's temp folder and copied for each run.
 */
const SQLITE_RECORDS = Number(process.env['BENCH_SQLITE_RECORDS'] ?? 1_000_000);
const PG_RECORDS = Number(process.env['BENCH_PG_RECORDS'] ?? 100_000);
const UPSERTS = Number(process.env['BENCH_UPSERTS'] ?? 10_000);
const CONCURRENCY = 8;
const WARM_UP = 300;
const SEED = 20261122;
const CACHE = path.join(os.tmpdir(), 'steward-bench-upsert');

interface Run {
  backend: string;
  records: number;
  buildSeconds: number;
  cached: boolean;
  upserts: number;
  perSecond: number;
  p50: number;
  p99: number;
  matchedCopies: number;
  matchedNew: number;
  failures: number;
  rssMb: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function drive(service: ServiceProcess, jobs: Job[]) {
  const token = await clientCredentialsToken(`${service.baseUrl}/oidc`);
  const send = async (job: Job) => {
    const response = await fetch(`${service.baseUrl}${apiPaths.upsert}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        input: { allOrNone: true, duplicateCheck: true, objectType: 'Lead', objectData: job.objectData },
      }),
    });
    const output = (await response.json()) as UpsertDataOutput;
    return response.ok && output.isSuccess ? output : undefined;
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
          outcomes[index] = await send(batch[index]!);
          latencies.push(performance.now() - start);
        }
      }),
    );
    return { seconds: (performance.now() - started) / 1000, latencies, outcomes };
  };
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
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    matchedCopies: share(true),
    matchedNew: share(false),
    failures: outcomes.filter((outcome) => !outcome).length,
    rssMb: residentMb(service.pid),
  };
}

async function sqliteRun(): Promise<Run> {
  const base = path.join(CACHE, `sqlite-${SQLITE_RECORDS}`);
  const samplesFile = path.join(base, 'samples.json');
  let buildSeconds = 0;
  const cached = fs.existsSync(samplesFile);
  if (!cached) {
    process.stdout.write(
      `SQLite: building a store of ${SQLITE_RECORDS.toLocaleString('en')} leads in ${base}\n`,
    );
    const built = await buildStore({ DATA_DIR: base }, SQLITE_RECORDS, SEED);
    fs.writeFileSync(samplesFile, JSON.stringify(built.samples));
    buildSeconds = built.seconds;
  }
  const samples = JSON.parse(fs.readFileSync(samplesFile, 'utf8')) as RecordValues[];
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'steward-bench-run-'));
  try {
    fs.copyFileSync(path.join(base, 'steward.sqlite'), path.join(work, 'steward.sqlite'));
    const service = await startBuiltService({ DATA_DIR: work });
    try {
      process.stdout.write(`SQLite: ${UPSERTS.toLocaleString('en')} upserts at concurrency ${CONCURRENCY}\n`);
      const figures = await drive(service, workload(samples, UPSERTS + WARM_UP, SEED));
      return { backend: 'SQLite (embedded)', records: SQLITE_RECORDS, buildSeconds, cached, ...figures };
    } finally {
      await service.close();
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

async function postgresRun(): Promise<Run> {
  const server = await startPostgres();
  try {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query('create database steward_bench');
    await admin.end();
    const url = server.url.replace(/\/postgres$/, '/steward_bench');
    process.stdout.write(`PostgreSQL: building a store of ${PG_RECORDS.toLocaleString('en')} leads\n`);
    const built = await buildStore({ DATABASE_URL: url }, PG_RECORDS, SEED);
    const service = await startBuiltService({ DATABASE_URL: url });
    try {
      process.stdout.write(
        `PostgreSQL: ${UPSERTS.toLocaleString('en')} upserts at concurrency ${CONCURRENCY}\n`,
      );
      const figures = await drive(service, workload(built.samples, UPSERTS + WARM_UP, SEED));
      return {
        backend: 'PostgreSQL 15',
        records: PG_RECORDS,
        buildSeconds: built.seconds,
        cached: false,
        ...figures,
      };
    } finally {
      await service.close();
    }
  } finally {
    server.stop();
  }
}

const pct = (value: number) => `${(value * 100).toFixed(1)} %`;

function table(runs: Run[]): string {
  const rows = runs.map((run) =>
    [
      run.backend,
      run.records.toLocaleString('en'),
      run.upserts.toLocaleString('en'),
      `**${Math.round(run.perSecond)}**`,
      run.p50.toFixed(2),
      run.p99.toFixed(2),
      pct(run.matchedCopies),
      pct(run.matchedNew),
      String(run.failures),
      String(run.rssMb),
      run.cached ? 'cached' : run.buildSeconds.toFixed(0),
    ].join(' | '),
  );
  return [
    `Run ${new Date().toISOString().slice(0, 10)} on ${os.platform()}, Node ${process.version}, ${os.cpus().length} cores, concurrency ${CONCURRENCY}.`,
    '',
    '| store | leads | upserts | upserts/s | p50 (ms) | p99 (ms) | copies updated | new people matched | failures | service RSS (MB) | build (s) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}

const runs: Run[] = [];
if (SQLITE_RECORDS > 0) runs.push(await sqliteRun());
if (PG_RECORDS > 0) runs.push(await postgresRun());
const text = table(runs);
process.stdout.write(`\n${text}\n`);
await writeDocsSection('upsert', text);
