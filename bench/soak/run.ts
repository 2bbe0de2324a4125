import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiPaths } from '../../src/contract/api-paths';
import type { RecordValues } from '../../src/service/records/record-store';
import { clientCredentialsToken } from '../../src/service/testing/tokens';
import { startBuiltService } from '../built-service';
import { runLine, writeDocsSection } from '../docs-section';
import { httpClient } from '../http-client';
import { leadGenerator, LEAD_SEED, varyLead, workloadFaker } from '../leads/lead-data';
import { percentile } from '../match-quality/metrics';
import { treeResidentMb } from '../process-tree';

/**
 * npm run bench:soak — the service as `npm start` runs it on a fresh SQLite store with the demo data, under a
 * steady mixed load for BENCH_SOAK_MINUTES (default 60) at BENCH_SOAK_RATE requests a second (default 50):
 * searches, upserts with duplicate check (creating PEOPLE leads, then updating them), address validations and
 * type-ahead finds, over CONCURRENCY connections. Every minute: requests, errors (any answer but 200 or
 * 201), p50 and p99 latency, and the resident memory of the service's processes. The baseline is the run's own
 * start: p99 and memory of the last minutes beside the first, and memory's slope over the second half, which is
 * flat when nothing creeps.
 */
const MINUTES = Number(process.env['BENCH_SOAK_MINUTES'] ?? 60);
/** Requests per second over all connections: a busy office, not a load test. */
const RATE = Number(process.env['BENCH_SOAK_RATE'] ?? 50);
const CONCURRENCY = 4;
/**
 * People the upserts create before they only update them: the store stops growing early, so memory that still
 * grows is held by something other than records.
 */
const PEOPLE = 500;

const ADDRESSES = [
  { street: 'Tremont Street', housenumber: '120', city: 'Boston', postalcode: '02108', country: 'US' },
  { street: 'Unter den Linden', housenumber: '77', city: 'Berlin', postalcode: '10117', country: 'DE' },
  { street: 'Damrak', housenumber: '1', city: 'Amsterdam', postalcode: '1012LG', country: 'NL' },
  { street: 'Baker Street', housenumber: '221B', city: 'London', postalcode: 'NW1 6XE', country: 'GB' },
];
const FINDS = ['Bos', 'Berl', 'Amster', 'Lond', 'Baker St', '10117'];

interface Minute {
  minute: number;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  rssMb: number;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steward-soak-'));
const service = await startBuiltService({ DATA_DIR: dataDir, ACCESS_TOKEN_TTL: '86400' });
const token = await clientCredentialsToken(`${service.baseUrl}/oidc`);
const client = httpClient(service.baseUrl, CONCURRENCY);
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

const faker = workloadFaker(LEAD_SEED + 7);
const newLead = leadGenerator(LEAD_SEED + 8);
const written: RecordValues[] = [];

/** The n-th request of the mix: a search, an upsert, a validation or a find, in turn. */
function request(n: number): { path: string; body: unknown } {
  switch (n % 4) {
    case 0: {
      const lead = written.length > 0 ? varyLead(faker, faker.helpers.arrayElement(written)) : newLead();
      return { path: apiPaths.search, body: { objectPrefix: '00Q', objectData: lead } };
    }
    case 1: {
      const creating = written.length < PEOPLE;
      const lead = creating ? newLead() : varyLead(faker, written[n % written.length]!);
      if (creating) written.push(lead);
      return {
        path: apiPaths.upsert,
        body: { input: { objectType: 'Lead', duplicateCheck: true, objectData: lead } },
      };
    }
    case 2:
      return { path: apiPaths.addressValidate, body: ADDRESSES[n % ADDRESSES.length] };
    default:
      return { path: apiPaths.addressFind, body: { address: FINDS[n % FINDS.length] } };
  }
}

const minutes: Minute[] = [];
let sent = 0;
try {
  for (let minute = 1; minute <= MINUTES; minute++) {
    const latencies: number[] = [];
    let errors = 0;
    const ends = performance.now() + 60_000;
    const interval = (1000 * CONCURRENCY) / RATE;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, connection) => {
        let due = performance.now() + (interval * connection) / CONCURRENCY;
        while (due < ends) {
          await sleep(Math.max(0, due - performance.now()));
          due += interval;
          const { path: target, body } = request(sent++);
          const start = performance.now();
          const answer = await client
            .request('POST', target, headers, JSON.stringify(body))
            .catch(() => undefined);
          latencies.push(performance.now() - start);
          if (!answer || (answer.status !== 200 && answer.status !== 201)) errors++;
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const row = {
      minute,
      requests: latencies.length,
      errors,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      rssMb: treeResidentMb(service.pid),
    };
    minutes.push(row);
    process.stdout.write(
      `minute ${minute}: ${row.requests} requests, ${errors} errors, p99 ${row.p99.toFixed(1)} ms, ` +
        `RSS ${row.rssMb.toFixed(0)} MB\n`,
    );
  }
} finally {
  await service.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Least-squares slope of memory over the minutes given, MB per minute. */
function slope(rows: Minute[]): number {
  const n = rows.length;
  if (n < 2) return 0;
  const meanX = rows.reduce((sum, row) => sum + row.minute, 0) / n;
  const meanY = rows.reduce((sum, row) => sum + row.rssMb, 0) / n;
  const covariance = rows.reduce((sum, row) => sum + (row.minute - meanX) * (row.rssMb - meanY), 0);
  const variance = rows.reduce((sum, row) => sum + (row.minute - meanX) ** 2, 0);
  return covariance / variance;
}

const half = minutes.slice(Math.floor(minutes.length / 2));
const first = minutes[0]!;
const last = minutes.at(-1)!;
const errors = minutes.reduce((sum, row) => sum + row.errors, 0);
const requests = minutes.reduce((sum, row) => sum + row.requests, 0);
const table = [
  '| minute | requests | errors | p50 (ms) | p99 (ms) | RSS (MB) |',
  '|---|---|---|---|---|---|',
  ...minutes
    .filter((row, index) => index < 3 || row.minute % 5 === 0 || row === last)
    .map(
      (row) =>
        `| ${row.minute} | ${row.requests.toLocaleString('en')} | ${row.errors} | ${row.p50.toFixed(1)} | ` +
        `${row.p99.toFixed(1)} | ${row.rssMb.toFixed(0)} |`,
    ),
].join('\n');
const summary =
  `${requests.toLocaleString('en')} requests over ${MINUTES} minutes at ${RATE} a second (search, upsert, ` +
  `validate, find in turn, ${CONCURRENCY} connections), **${errors} errors**. Memory over the second half: **${slope(half).toFixed(2)} MB ` +
  `per minute** (the first half: ${slope(minutes.slice(0, half.length)).toFixed(2)}); last minute ` +
  `${last.rssMb.toFixed(0)} MB, ${(last.rssMb / first.rssMb).toFixed(2)}× the first. p99 in the last minute ` +
  `${(last.p99 / first.p99).toFixed(2)}× the first.`;
const cores = os.availableParallelism();
await writeDocsSection('soak', [runLine(`${cores} cores`), table, summary].join('\n\n'));
process.stdout.write(`\n${table}\n\n${summary}\n`);
