import os from 'node:os';
import pg from 'pg';
import { apiPaths } from '../../src/contract/api-paths';
import type { UpsertDataOutput } from '../../src/contract/upsert';
import type { RecordValues } from '../../src/service/records/record-store';
import type { ServiceProcess } from '../../src/service/testing/service-process';
import { clientCredentialsToken } from '../../src/service/testing/tokens';
import { startBuiltService } from '../built-service';
import { runLine, writeDocsSection } from '../docs-section';
import { LEAD_SEED, leadGenerator } from '../leads/lead-data';
import { withPostgresStore } from '../leads/stores';

/**
 * npm run bench:upsert:concurrent — batch upserts sent all at once over two service instances on one PostgreSQL
 * database, as an integration syncing in parallel sends them: BENCH_CONCURRENT_BATCHES (default 100) batches of 40
 * new leads, allOrNone true, duplicate check on, over a store of BENCH_CONCURRENT_RECORDS (default 10,000) generated
 * leads. Three phases of fresh people each: (a) the batches one after another (the baseline: no batch waits for
 * another), (b) all at once, each person in one batch only, (c) all at once, each batch sharing a quarter of its
 * people with other batches (a shared pool of BENCH_CONCURRENT_SHARED people). Per phase: answers other than 200,
 * the slowest answer and the p50/p99 of the answers' times from the start of the phase, records per second beside
 * the baseline's, and the people stored more than once or missing (a shared person is one record, however many
 * batches named it).
 */
const BATCHES = Number(process.env['BENCH_CONCURRENT_BATCHES'] ?? 100);
const RECORDS = Number(process.env['BENCH_CONCURRENT_RECORDS'] ?? 10_000);
const SHARED_POOL = Number(process.env['BENCH_CONCURRENT_SHARED'] ?? 100);
const SIZE = 40;
/** Of each overlapping batch's people, these come from the shared pool. */
const SHARED_PER_BATCH = 10;
/** The issue's target: every batch answered within this. */
const TARGET_SECONDS = 10;

type Person = RecordValues & { Email: string };

interface Phase {
  label: string;
  batches: Person[][];
  concurrent: boolean;
}

interface PhaseResult {
  label: string;
  statuses: Map<number, number>;
  answerSeconds: number[];
  seconds: number;
  inputs: number;
  storedTwice: number;
  missing: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

function phases(): Phase[] {
  const newLead = leadGenerator(LEAD_SEED + 9100);
  const person = (): Person => newLead() as Person;
  const fresh = () => Array.from({ length: BATCHES }, () => Array.from({ length: SIZE }, person));
  const shared = Array.from({ length: SHARED_POOL }, person);
  const overlapping = Array.from({ length: BATCHES }, (_, n) => [
    ...Array.from({ length: SIZE - SHARED_PER_BATCH }, person),
    ...Array.from({ length: SHARED_PER_BATCH }, (_, i) => shared[(n * 7 + i * 13) % SHARED_POOL]!),
  ]);
  return [
    { label: '(a) one after another (baseline)', batches: fresh(), concurrent: false },
    { label: '(b) all at once, no person shared', batches: fresh(), concurrent: true },
    {
      label: `(c) all at once, ${SHARED_PER_BATCH} of ${SIZE} people from a pool of ${SHARED_POOL} shared`,
      batches: overlapping,
      concurrent: true,
    },
  ];
}

async function storedCounts(url: string, emails: Set<string>): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string; n: string }>(
      `select data::json->>'Email' as email, count(*) as n from records where record_type = 'Lead' and data::json->>'Email' = any($1) group by 1`,
      [[...emails]],
    );
    return new Map(rows.map((row) => [row.email, Number(row.n)]));
  } finally {
    await client.end();
  }
}

async function run(url: string, instances: ServiceProcess[], phase: Phase): Promise<PhaseResult> {
  const token = await clientCredentialsToken(`${instances[0]!.baseUrl}/oidc`);
  const send = async (people: Person[], n: number) => {
    const response = await fetch(`${instances[n % instances.length]!.baseUrl}${apiPaths.batchUpsert}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        allOrNone: true,
        records: people.map((objectData) => ({ duplicateCheck: true, objectType: 'Lead', objectData })),
      }),
    });
    const body = (await response.json()) as UpsertDataOutput[];
    return { status: response.status, saved: response.ok && body.every((output) => output.isSuccess) };
  };
  process.stdout.write(`  ${phase.label}\n`);
  const started = performance.now();
  const answers: { status: number; seconds: number }[] = [];
  const answer = async (people: Person[], n: number) => {
    const { status, saved } = await send(people, n);
    answers.push({ status: saved ? status : -status, seconds: (performance.now() - started) / 1000 });
  };
  if (phase.concurrent) await Promise.all(phase.batches.map(answer));
  else for (const [n, people] of phase.batches.entries()) await answer(people, n);
  const seconds = (performance.now() - started) / 1000;

  const emails = new Set(phase.batches.flat().map((person) => person.Email));
  const counts = await storedCounts(url, emails);
  const statuses = new Map<number, number>();
  for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  return {
    label: phase.label,
    statuses,
    answerSeconds: answers.map((a) => a.seconds).sort((a, b) => a - b),
    seconds,
    inputs: phase.batches.flat().length,
    storedTwice: [...counts.values()].filter((n) => n > 1).length,
    missing: [...emails].filter((email) => !counts.has(email)).length,
  };
}

function table(results: PhaseResult[]): string {
  const baseline = results[0]!;
  const rate = (result: PhaseResult) => result.inputs / result.seconds;
  const rows = results.map((result) => {
    const ok = result.statuses.get(200) ?? 0;
    const others = [...result.statuses]
      .filter(([status]) => status !== 200)
      .map(([status, n]) => `${n} × ${status < 0 ? `${-status} not saved` : status}`);
    const slowest = result.answerSeconds.at(-1)!;
    return [
      result.label,
      `${ok} of ${BATCHES}${others.length > 0 ? ` (${others.join(', ')})` : ''}`,
      percentile(result.answerSeconds, 50).toFixed(2),
      percentile(result.answerSeconds, 99).toFixed(2),
      `**${slowest.toFixed(2)}**${result === baseline ? '' : slowest <= TARGET_SECONDS ? ' (met)' : ' (not met)'}`,
      String(Math.round(rate(result))),
      `${(rate(result) / rate(baseline)).toFixed(2)}×`,
      String(result.storedTwice),
      String(result.missing),
    ];
  });
  return [
    runLine(
      `${os.availableParallelism()} cores, PostgreSQL 15 store of ${RECORDS.toLocaleString('en')} leads, two service ` +
        `instances of one process each, ${BATCHES} batches of ${SIZE} new leads per phase (allOrNone true, ` +
        'duplicate check on), sent to the instances in turn',
    ),
    '',
    `| phase | answered 200, all saved | p50 answer (s) | p99 answer (s) | slowest answer (s), target ≤ ${TARGET_SECONDS} | records/s | ÷ baseline | people stored twice | people missing |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

const text = await withPostgresStore(RECORDS, async (url) => {
  const first = await startBuiltService({ DATABASE_URL: url, SERVICE_PROCESSES: '1' });
  try {
    // The second trusts the first's embedded provider as its issuer, so one token serves both.
    const second = await startBuiltService({
      DATABASE_URL: url,
      SERVICE_PROCESSES: '1',
      OIDC_ISSUER: `${first.baseUrl}/oidc`,
    });
    try {
      const results: PhaseResult[] = [];
      for (const phase of phases()) results.push(await run(url, [first, second], phase));
      return table(results);
    } finally {
      await second.close();
    }
  } finally {
    await first.close();
  }
});
process.stdout.write(`\n${text}\n`);
await writeDocsSection('upsert-concurrent', text);
