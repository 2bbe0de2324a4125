import os from 'node:os';
import { apiPaths } from '../../src/contract/api-paths';
import type { Job } from '../../src/contract/jobs';
import type { Schedule, ScheduleRun } from '../../src/contract/schedules';
import type { UpsertDataInput } from '../../src/contract/upsert';
import { clientCredentialsToken, userToken } from '../../src/service/testing/tokens';
import { startBuiltService } from '../built-service';
import { runLine, writeDocsSection } from '../docs-section';
import { httpClient } from '../http-client';
import { LEAD_SEED, leadGenerator, varyLead, workloadFaker } from '../leads/lead-data';
import { sqliteStore, withCopy } from '../leads/stores';

/**
 * npm run bench:jobs:incremental — a nightly schedule's run over the leads that came in since the last one, against
 * a full run over every lead, on the same store in the same run. The service (as `npm start` runs it) serves
 * bench:search's generated store of BENCH_INCREMENTAL_STORE leads (default 1,000,000); a schedule's first run
 * searches every lead; then BENCH_INCREMENTAL_NEW leads (default 10,000) arrive through batch upserts, one in five
 * a varied copy of a stored lead saved without a duplicate check (a feed that checks nothing), and the schedule's
 * next run searches those against the whole store. Target (issue #47): the incremental run takes ≤ 10 % of the full
 * run's time.
 */
const count = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name}: expected a whole number above 0`);
  return value;
};
const STORED = count('BENCH_INCREMENTAL_STORE', 1_000_000);
const NEW = count('BENCH_INCREMENTAL_NEW', 10_000);
const BATCH = 200;
const COPY_EVERY = 5;
const TARGET = 0.1;

const store = await sqliteStore(STORED);
const result = await withCopy(store, async (dir) => {
  const env = { DATA_DIR: dir, ADDRESS_WARMUP: 'false' };
  const service = await startBuiltService(env);
  try {
    const steward = await userToken(`${service.baseUrl}/oidc`, 'steward', 'steward');
    const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${service.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${steward}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    };
    const schedule = await call<Schedule>('POST', apiPaths.schedules, {
      name: 'Nightly leads',
      cron: '0 2 * * *',
      timeZone: 'UTC',
      job: { objectType: 'Lead' },
    });
    /** Runs the schedule now and answers its job once done, with the seconds from the request to the end. */
    const timedRun = async () => {
      const started = performance.now();
      const run = await call<ScheduleRun>('POST', `${apiPaths.schedule(schedule.id)}/runs`);
      if (!run.jobId) throw new Error(`the run started no job: ${run.reason}`);
      let job = await call<Job>('GET', apiPaths.job(run.jobId));
      while (job.status === 'QUEUED' || job.status === 'RUNNING') {
        await new Promise((resolve) => setTimeout(resolve, 100));
        job = await call<Job>('GET', apiPaths.job(run.jobId));
      }
      if (job.status !== 'DONE') throw new Error(`the job ended ${job.status}: ${job.errorMessage}`);
      return { job, seconds: (performance.now() - started) / 1000 };
    };
    const full = await timedRun();
    process.stdout.write(`full run over ${STORED.toLocaleString('en')}: ${full.seconds.toFixed(1)} s\n`);

    const integration = await clientCredentialsToken(`${service.baseUrl}/oidc`);
    const client = httpClient(service.baseUrl, 1);
    const faker = workloadFaker(LEAD_SEED + 4701);
    const newLead = leadGenerator(LEAD_SEED + 4700);
    const copies = faker.helpers.shuffle([...store.samples]);
    for (let sent = 0; sent < NEW; sent += BATCH) {
      const records = Array.from({ length: Math.min(BATCH, NEW - sent) }, (_, index): UpsertDataInput => {
        const source = (sent + index) % COPY_EVERY === COPY_EVERY - 1 ? copies.pop() : undefined;
        const objectData = source ? varyLead(faker, source) : newLead();
        return { objectType: 'Lead', duplicateCheck: false, objectData };
      });
      const answer = await client.request(
        'POST',
        apiPaths.batchUpsert,
        { authorization: `Bearer ${integration}`, 'content-type': 'application/json' },
        JSON.stringify({ allOrNone: true, records }),
      );
      if (answer.status !== 200)
        throw new Error(`a batch answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    }
    client.close();

    const incremental = await timedRun();
    process.stdout.write(
      `incremental run over ${NEW.toLocaleString('en')} new: ${incremental.seconds.toFixed(1)} s\n`,
    );
    return { full, incremental };
  } finally {
    await service.close();
  }
});

const number = (value: number) => value.toLocaleString('en');
const ratio = result.incremental.seconds / result.full.seconds;
const row = (name: string, { job, seconds }: typeof result.full) =>
  `| ${name} | ${number(job.progress.recordsTotal)} | ${job.changedSince ? 'changed since the last run' : 'every lead'} | **${seconds.toFixed(1)}** | ${number(job.groupCount ?? 0)} |`;
const table = [
  runLine(`${os.availableParallelism()} cores, SQLite, ${number(STORED)} leads stored, ${number(NEW)} new`),
  '',
  '| run | records searched | over | job (s) | groups |',
  '|---|---|---|---|---|',
  row('first run (full)', result.full),
  row('next run (incremental)', result.incremental),
  '',
  `The incremental run took **${(ratio * 100).toFixed(1)} %** of the full run's time (target ≤ ${TARGET * 100} %: ` +
    `${ratio <= TARGET ? 'met' : 'missed'}).`,
].join('\n');
process.stdout.write(`\n${table}\n`);
await writeDocsSection('jobs-incremental', table);
