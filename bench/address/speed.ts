import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { base, en, Faker } from '@faker-js/faker';
import { sql } from 'kysely';
import type { AddressValidationInput } from '../../src/contract/address';
import { toPointRow } from '../../src/service/address/store/address-point';
import { openStore } from '../../src/service/storage/database';
import { percentile } from '../match-quality/metrics';
import { asGiven, postcodeMissing, streetTypo } from './address-cases';
import { inParallel, startAddressService, type AddressClient } from './address-client';
import { treeResidentMb } from '../process-tree';
import { runLine, writeDocsSection } from '../docs-section';
import { writeGeneratedAddresses } from './generated-addresses';
import { importIntoStore, importRate } from './import-store';
import {
  EXTRACTS,
  extractImportValues,
  extractPath,
  readExtract,
  streetLine,
  type TruePoint,
} from './osm-extracts';

/**
 * npm run bench:address:speed — address validate and find over HTTP against a store of a million addresses: the
 * five OpenStreetMap extracts plus generated addresses in real towns (a CSV in the temp folder, imported with the
 * import module so the import rate is measured at that size). The store is built once into
 * <tmp>/steward-bench-address and copied for each run. The service runs in its own process; the client keeps
 * `CONCURRENCY` requests in flight: validations of real addresses (as given, with a street typo, without the
 * postcode), then typing sessions of real street lines, one find per character.
 *
 * BENCH_ADDRESS_GENERATED (default 850,000) sets the generated addresses; delete the cache folder after changing it.
 * The cache is rebuilt by itself when the import's key rules have changed since it was built.
 */
const GENERATED = Number(process.env['BENCH_ADDRESS_GENERATED'] ?? 850_000);
const VALIDATIONS = Number(process.env['BENCH_ADDRESS_VALIDATIONS'] ?? 6000);
const SESSIONS = Number(process.env['BENCH_ADDRESS_SESSIONS'] ?? 400);
const CONCURRENCY = 8;
const WARM_UP = 300;
/**
 * A service that has run for a while: V8 compiles a path only after it has run it many times, and with two
 * processes sharing the requests, 300 requests left each half warm. These are measured and reported apart.
 */
const SERVICE_WARM_UP = { validations: 3000, sessions: 40 };
const SEED = 20261124;
const CACHE = path.join(os.tmpdir(), 'steward-bench-address');
const BUILD_FILE = path.join(CACHE, 'build.json');
/** Issue #16: validate p99 one request at a time, validations a second with 8 in flight; find per keystroke. */
const TARGETS = {
  validateAlone: { p99: 5 },
  validateLoaded: { perSecond: 2000 },
  findLoaded: { p99: 10 },
} satisfies Record<string, Target>;

interface Build {
  date: string;
  addresses: number;
  /** Rows a second over the whole import: every file and the indexes built after them. */
  wholeRate: number;
  extractRows: number;
  extractRate: number;
  generatedRows: number;
  generatedRate: number;
  seconds: number;
}

async function buildStore(): Promise<Build> {
  fs.rmSync(CACHE, { recursive: true, force: true });
  fs.mkdirSync(CACHE, { recursive: true });
  const csv = path.join(CACHE, 'generated.csv');
  process.stdout.write(`Generating ${GENERATED.toLocaleString('en')} addresses into ${csv}\n`);
  writeGeneratedAddresses(csv, GENERATED, SEED);
  process.stdout.write(`Importing the five extracts and the generated addresses into ${CACHE}\n`);
  const { files: results, indexSeconds } = await importIntoStore(CACHE, [
    ...EXTRACTS.map((extract) => ({ file: extractPath(extract), fixed: extractImportValues(extract) })),
    { file: csv },
  ]);
  const extracts = results.slice(0, EXTRACTS.length);
  const generated = results.at(-1)!;
  const build: Build = {
    date: new Date().toISOString().slice(0, 10),
    addresses: results.reduce((sum, result) => sum + result.inserted, 0),
    wholeRate: importRate(results, indexSeconds),
    extractRows: extracts.reduce((sum, result) => sum + result.rowsRead, 0),
    extractRate: importRate(extracts),
    generatedRows: generated.rowsRead,
    generatedRate: importRate([generated]),
    seconds: results.reduce((sum, result) => sum + result.seconds, indexSeconds ?? 0),
  };
  fs.writeFileSync(BUILD_FILE, JSON.stringify(build));
  return build;
}

/**
 * The cached store is only good while an import would still write the same rows: the key rules change as the
 * engine improves, and a lookup by a key written under older rules misses. A sample of stored rows is re-keyed.
 */
async function cachedStoreIsCurrent(): Promise<boolean> {
  const store = openStore({ kind: 'sqlite', file: path.join(CACHE, 'steward.sqlite') });
  try {
    const rows = await store.db
      .selectFrom('address_points')
      .selectAll()
      .orderBy(sql`random()`)
      .limit(2000)
      .execute();
    return rows.every((row) => {
      const outcome = toPointRow({
        country: row.country,
        regionCode: row.region_code,
        region: row.region,
        city: row.city,
        postcode: row.postcode,
        street: row.street,
        number: row.number,
        unit: row.unit,
        ...(row.latitude !== null && row.longitude !== null
          ? { latitude: row.latitude, longitude: row.longitude }
          : {}),
        source: row.source,
      });
      if (!('row' in outcome)) return false;
      const { id, city_key, street_key, postcode_key } = outcome.row;
      return (
        id === row.id &&
        city_key === row.city_key &&
        street_key === row.street_key &&
        postcode_key === row.postcode_key
      );
    });
  } finally {
    await store.close();
  }
}

/** What a row of the table is held to: its p99 (ms), its requests a second, or both. */
interface Target {
  p99?: number;
  perSecond?: number;
}

interface Latencies {
  label: string;
  requests: number;
  /** Undefined for a part of a run: its requests shared the time with the others. */
  perSecond?: number;
  p50: number;
  p99: number;
  target?: Target;
}

function latencies(label: string, timings: number[], seconds?: number, target?: Target): Latencies {
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    label,
    requests: sorted.length,
    ...(seconds !== undefined ? { perSecond: sorted.length / seconds } : {}),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    ...(target !== undefined ? { target } : {}),
  };
}

type Kind = 'as given' | 'street typo' | 'postcode missing';

function validations(faker: Faker, points: TruePoint[], count: number) {
  const kinds: Kind[] = ['as given', 'street typo', 'postcode missing'];
  return Array.from({ length: count }, (_, index) => {
    const point = faker.helpers.arrayElement(points);
    const kind = kinds[index % kinds.length]!;
    const input: AddressValidationInput =
      kind === 'street typo'
        ? (streetTypo(faker, point) ?? asGiven(point))
        : kind === 'postcode missing'
          ? postcodeMissing(point)
          : asGiven(point);
    return { kind, input };
  });
}

async function measureValidate(
  client: AddressClient,
  faker: Faker,
  points: TruePoint[],
  concurrency: number,
  requests: number,
): Promise<Latencies[]> {
  await inParallel(validations(faker, points, WARM_UP), concurrency, (job) => client.validate(job.input));
  const jobs = validations(faker, points, requests);
  const started = performance.now();
  const timings = await inParallel(jobs, concurrency, async (job) => (await client.validate(job.input)).ms);
  const seconds = (performance.now() - started) / 1000;
  const target = concurrency === CONCURRENCY ? TARGETS.validateLoaded : TARGETS.validateAlone;
  const all = latencies(`validate, concurrency ${concurrency}`, timings, seconds, target);
  if (concurrency !== CONCURRENCY) return [all];
  const kinds = [...new Set(jobs.map((job) => job.kind))];
  return [
    all,
    ...kinds.map((kind) =>
      latencies(
        `– of which ${kind}`,
        timings.filter((_, index) => jobs[index]!.kind === kind),
      ),
    ),
  ];
}

/** The first requests after start, validations and typed street lines as the measured ones, timed on their own. */
async function measureWarmUp(client: AddressClient, faker: Faker, points: TruePoint[]): Promise<Latencies> {
  const jobs = validations(faker, points, SERVICE_WARM_UP.validations);
  const started = performance.now();
  const timings = await inParallel(jobs, CONCURRENCY, async (job) => (await client.validate(job.input)).ms);
  const seconds = (performance.now() - started) / 1000;
  await typeSessions(client, faker.helpers.arrayElements(points, SERVICE_WARM_UP.sessions), CONCURRENCY);
  return latencies(`validate, concurrency ${CONCURRENCY}, the first after start`, timings, seconds);
}

/** One find per character typed; the sessions run `concurrency` at a time, each waiting for its answers. */
async function typeSessions(
  client: AddressClient,
  points: TruePoint[],
  concurrency: number,
): Promise<number[]> {
  const perSession = await inParallel(points, concurrency, async (point) => {
    const characters = Array.from(streetLine(point));
    const timings: number[] = [];
    for (let typed = 1; typed <= characters.length; typed++) {
      const address = characters.slice(0, typed).join('');
      timings.push((await client.find({ address, country: point.row.country })).ms);
    }
    return timings;
  });
  return perSession.flat();
}

async function measureFind(
  client: AddressClient,
  faker: Faker,
  points: TruePoint[],
  concurrency: number,
  sessions: number,
): Promise<Latencies> {
  await typeSessions(client, faker.helpers.arrayElements(points, 20), concurrency);
  const typed = faker.helpers.arrayElements(points, sessions);
  const started = performance.now();
  const timings = await typeSessions(client, typed, concurrency);
  const seconds = (performance.now() - started) / 1000;
  const target = concurrency === CONCURRENCY ? TARGETS.findLoaded : undefined;
  return latencies(`find per keystroke, concurrency ${concurrency}`, timings, seconds, target);
}

/**
 * What a request costs before any address work: a find with nothing typed goes through HTTP, the token check,
 * the schema and JSON, and answers at once.
 */
async function measureFloor(
  client: AddressClient,
  concurrency: number,
  requests: number,
): Promise<Latencies> {
  const empty = Array.from({ length: requests }, () => ({ address: '', country: 'US' }));
  await inParallel(empty.slice(0, WARM_UP), concurrency, (input) => client.find(input));
  const started = performance.now();
  const timings = await inParallel(empty, concurrency, async (input) => (await client.find(input)).ms);
  const seconds = (performance.now() - started) / 1000;
  return latencies(`floor (find with nothing typed), concurrency ${concurrency}`, timings, seconds);
}

const count = (value: number) => Math.round(value).toLocaleString('en');
const ms = (value: number) => value.toFixed(2);
/** A figure held to a target is bold. */
const held = (text: string, target: number | undefined) => (target === undefined ? text : `**${text}**`);

function targetText(target: Target | undefined): string {
  if (!target) return '';
  return [
    ...(target.perSecond !== undefined ? [`≥ ${count(target.perSecond)}/s`] : []),
    ...(target.p99 !== undefined ? [`p99 ≤ ${target.p99} ms`] : []),
  ].join(', ');
}

interface Start {
  startSeconds: number;
  /** The first validate after /readyz, warm-up on (the default). */
  first: number;
  /** The first validate with ADDRESS_WARMUP=false: it waits for the street index to be built. */
  coldFirst: number;
  rssMb: number;
}

function report(build: Build, cached: boolean, figures: Latencies[], start: Start) {
  const built = cached ? `cached, built ${build.date}` : `built now in ${Math.round(build.seconds)} s`;
  return [
    runLine(`${os.cpus().length} cores, concurrency ${CONCURRENCY}`),
    '',
    '| store | addresses | first import, whole (rows/s) | of it: extracts (rows/s) | of it: generated at 0.2–1 M (rows/s) | store |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    `| SQLite (embedded) | ${count(build.addresses)} | **${count(build.wholeRate)}** | ${count(build.extractRate)} (${count(build.extractRows)} rows) | ${count(build.generatedRate)} (${count(build.generatedRows)} rows) | ${built} |`,
    '',
    "The whole import counts every file and the indexes built after them; a file's rate counts its own reading and writing.",
    '',
    '| requests | count | per second | p50 (ms) | p99 (ms) | target |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...figures.map(
      (figure) =>
        `| ${figure.label} | ${count(figure.requests)} | ${figure.perSecond === undefined ? '' : held(count(figure.perSecond), figure.target?.perSecond)} | ${ms(figure.p50)} | ${held(ms(figure.p99), figure.target?.p99)} | ${targetText(figure.target)} |`,
    ),
    '',
    `Service start to ready: ${start.startSeconds.toFixed(1)} s. First validate after ready: ${ms(start.first)} ms ` +
      `(the street index is built in the background when the service listens). With ADDRESS_WARMUP=false the ` +
      `first validate builds it: **${count(start.coldFirst)} ms**. Service RSS after the run (all its processes): **${start.rssMb} MB**.`,
  ].join('\n');
}

async function main() {
  // A cache built before the whole import was measured is built again, so that the table has every figure.
  let cached = fs.existsSync(BUILD_FILE) && 'wholeRate' in JSON.parse(fs.readFileSync(BUILD_FILE, 'utf8'));
  if (cached && !(await cachedStoreIsCurrent())) {
    process.stdout.write(`The store in ${CACHE} was keyed under older rules; building it anew\n`);
    cached = false;
  }
  const build = cached ? (JSON.parse(fs.readFileSync(BUILD_FILE, 'utf8')) as Build) : await buildStore();
  if (cached) process.stdout.write(`Reusing the store of ${count(build.addresses)} addresses in ${CACHE}\n`);

  const faker = new Faker({ locale: [en, base], seed: SEED });
  const extracted: TruePoint[] = [];
  for (const extract of EXTRACTS) extracted.push(...(await readExtract(extract)));
  const points = extracted.filter((point) => point.row.number_value !== null);

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'steward-bench-address-run-'));
  try {
    fs.copyFileSync(path.join(CACHE, 'steward.sqlite'), path.join(work, 'steward.sqlite'));
    const client = await startAddressService(work);
    let text: string;
    try {
      const sample = faker.helpers.arrayElement(points);
      const first = (await client.validate(asGiven(sample))).ms;
      process.stdout.write(
        `Warming up: ${count(SERVICE_WARM_UP.validations)} validations and ${SERVICE_WARM_UP.sessions} typed street lines\n`,
      );
      const warmUp = await measureWarmUp(client, faker, points);
      process.stdout.write(`Validating ${count(VALIDATIONS)} addresses at concurrency ${CONCURRENCY}\n`);
      const validate = await measureValidate(client, faker, points, CONCURRENCY, VALIDATIONS);
      process.stdout.write(
        `Typing ${count(SESSIONS)} street lines into find at concurrency ${CONCURRENCY}\n`,
      );
      const find = await measureFind(client, faker, points, CONCURRENCY, SESSIONS);
      process.stdout.write('The same one request at a time, for the time a request takes without queueing\n');
      const validateAlone = await measureValidate(client, faker, points, 1, VALIDATIONS / 6);
      const findAlone = await measureFind(client, faker, points, 1, SESSIONS / 8);
      const floor = [await measureFloor(client, CONCURRENCY, 3000), await measureFloor(client, 1, 1000)];
      const rssMb = treeResidentMb(client.service.pid);
      await client.service.close();
      process.stdout.write('Restarting without warm-up: the first validate builds the street index\n');
      const cold = await startAddressService(work, { ADDRESS_WARMUP: 'false' });
      const coldFirst = await cold.validate(asGiven(sample)).finally(() => cold.service.close());
      text = report(build, cached, [warmUp, ...validate, find, ...validateAlone, findAlone, ...floor], {
        startSeconds: client.startSeconds,
        first,
        coldFirst: coldFirst.ms,
        rssMb,
      });
    } finally {
      await client.service.close();
    }
    process.stdout.write(`\n${text}\n`);
    await writeDocsSection('address-speed', text);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
