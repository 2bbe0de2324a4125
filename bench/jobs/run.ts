import os from 'node:os';
import type { ServiceProcess } from '../../src/service/testing/service-process';
import { startBuiltService } from '../built-service';
import { runLine, writeDocsSection } from '../docs-section';
import { sqliteStore, withCopy, withPostgresStore } from '../leads/stores';
import { groupQuality, type GroupQuality } from './group-quality';
import { timeLeadJob, timeReadingEveryLead, type JobRun } from './job-timing';

/**
 * npm run bench:jobs — a duplicate job over every lead of the generated stores (bench/leads, as bench:search's),
 * through the service as `npm start` runs it: SQLite at each of BENCH_JOB_SIZES (default 100,000 and 1,000,000)
 * with the default processes and with one, and PostgreSQL at BENCH_PG_RECORDS (100,000; 0 skips) with one instance
 * and then two sharing the job. Each time stands beside the floor measured on the same store in the same run:
 * reading every lead once, in id order, 500 at a time, as a job reads them. Then the groups a job makes of FEBRL3,
 * against its labels.
 */
function counts(name: string, fallback: string): number[] {
  const text = process.env[name] ?? fallback;
  const values = text.split(',').map((part) => Number(part.trim()));
  if (values.some((value) => !Number.isInteger(value) || value < 0))
    throw new Error(`${name}: expected whole numbers separated by commas, got "${text}"`);
  return values.filter((value) => value > 0);
}

const SIZES = counts('BENCH_JOB_SIZES', '100000,1000000');
const [PG_RECORDS = 0] = counts('BENCH_PG_RECORDS', '100000');
const PROCESSES = Math.min(os.availableParallelism(), 4);

interface Row {
  store: string;
  leads: number;
  serving: string;
  run: JobRun;
  floorSeconds: number;
}

async function timed(start: () => Promise<ServiceProcess[]>, env: Record<string, string>): Promise<JobRun> {
  const services = await start();
  try {
    return await timeLeadJob(services[0]!.baseUrl, env);
  } finally {
    await Promise.all(services.map((service) => service.close()));
  }
}

const rows: Row[] = [];
for (const leads of SIZES) {
  const store = await sqliteStore(leads);
  for (const processes of [...new Set([PROCESSES, 1])]) {
    await withCopy(store, async (dir) => {
      const env = { DATA_DIR: dir, SERVICE_PROCESSES: String(processes), ADDRESS_WARMUP: 'false' };
      const floorSeconds = await timeReadingEveryLead(env);
      const run = await timed(async () => [await startBuiltService(env)], env);
      const serving = `${processes} process${processes === 1 ? '' : 'es'}`;
      rows.push({ store: 'SQLite', leads, serving, run, floorSeconds });
      process.stdout.write(`SQLite ${leads}, ${serving}: ${run.seconds.toFixed(1)} s\n`);
    });
  }
}
if (PG_RECORDS > 0) {
  await withPostgresStore(PG_RECORDS, async (url) => {
    const env = { DATABASE_URL: url, SERVICE_PROCESSES: '1', ADDRESS_WARMUP: 'false' };
    const floorSeconds = await timeReadingEveryLead(env);
    for (const instances of [1, 2]) {
      const run = await timed(async () => {
        const started = [await startBuiltService(env)];
        for (let n = 1; n < instances; n++) started.push(await startBuiltService(env));
        return started;
      }, env);
      const serving = `${instances} instance${instances === 1 ? '' : 's'} of 1 process`;
      rows.push({ store: 'PostgreSQL', leads: PG_RECORDS, serving, run, floorSeconds });
      process.stdout.write(`PostgreSQL ${PG_RECORDS}, ${serving}: ${run.seconds.toFixed(1)} s\n`);
    }
  });
}
const quality: GroupQuality = await groupQuality('FEBRL3 (dedupe)');

const number = (value: number) => value.toLocaleString('en');
const pgRows = rows.filter((row) => row.store === 'PostgreSQL');
const speedUp =
  pgRows.length === 2
    ? `: two instances took ${(pgRows[1]!.run.seconds / pgRows[0]!.run.seconds).toFixed(2)}× the time of one`
    : '';
const table = [
  runLine(`${os.availableParallelism()} cores`),
  '',
  '| store | leads | served by | job (s) | leads/s | floor: read every lead (s) | job ÷ floor | pairs | groups | workers that took chunks |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (row) =>
      `| ${row.store} | ${number(row.leads)} | ${row.serving} | **${row.run.seconds.toFixed(1)}** | ${number(Math.round(row.run.records / row.run.seconds))} | ${row.floorSeconds.toFixed(1)} | ${(row.run.seconds / row.floorSeconds).toFixed(1)}× | ${number(row.run.pairs)} | ${number(row.run.groups)} | ${row.run.workers} |`,
  ),
  '',
  `PostgreSQL${speedUp || ': not measured (BENCH_PG_RECORDS=0)'}.`,
  '',
  `Groups of ${quality.dataset} (${number(quality.groups)} groups) against its labels: pairwise precision ${quality.pairwise.precision.toFixed(4)}, recall ${quality.pairwise.recall.toFixed(4)}, **F1 ${quality.pairwise.f1.toFixed(4)}**; B-cubed precision ${quality.bcubed.precision.toFixed(4)}, recall ${quality.bcubed.recall.toFixed(4)}, F1 ${quality.bcubed.f1.toFixed(4)}.`,
].join('\n');
process.stdout.write(`\n${table}\n`);
await writeDocsSection('jobs', table);
