import os from 'node:os';
import { apiPaths } from '../../src/contract/api-paths';
import type { UpsertDataInput, UpsertDataOutput } from '../../src/contract/upsert';
import type { RecordValues } from '../../src/service/records/record-store';
import { clientCredentialsToken } from '../../src/service/testing/tokens';
import { startBuiltService } from '../built-service';
import { runLine, writeDocsSection } from '../docs-section';
import { httpClient } from '../http-client';
import { LEAD_SEED, leadGenerator, varyLead, workloadFaker } from '../leads/lead-data';
import { sqliteStore, withCopy } from '../leads/stores';

/**
 * npm run bench:upsert:batch — one batch upsert (`POST …/dc3DataApi/batch`) of 200 inputs against 200 single upserts
 * (`POST …/dc3DataApi`), side by side on one running service (the bundle `npm start` runs, on SQLite, the embedded
 * default) over bench:search's generated store of leads, with duplicate check on as integrations send it. Each round
 * runs, in this order, on fresh inputs of the same mix (80 % new people, 20 % varied copies of stored leads, each
 * stored lead copied once in the whole run): (a) 200 single upserts one after another, (b) one batch of 200 with
 * allOrNone false, (c) one batch of 200 with allOrNone true, (d) 200 single upserts with 8 in flight. A first round
 * warms up and is not counted. The figures are records per second of each, the medians over the rounds, the ratios
 * of the medians, and what each created and updated, so that a fast batch that saves nothing shows.
 *
 * BENCH_BATCH_RECORDS (default 100,000) is the store's size, BENCH_BATCH_ROUNDS (default 11) the measured rounds.
 * Profiling: BENCH_CPU_PROF=<folder> runs the service with `--cpu-prof` into that folder, and BENCH_BATCH_ONLY=true
 * then runs only the batch phases; either leaves docs/benchmarks.md as it is.
 */
const RECORDS = Number(process.env['BENCH_BATCH_RECORDS'] ?? 100_000);
const ROUNDS = Number(process.env['BENCH_BATCH_ROUNDS'] ?? 11);
const CPU_PROF = process.env['BENCH_CPU_PROF'];
const BATCH_ONLY = process.env['BENCH_BATCH_ONLY'] === 'true';
const SIZE = 200;
/** One in five inputs is a varied copy of a stored lead. */
const COPY_EVERY = 5;
const CONCURRENCY = 8;
/** The service's default: a process per core, up to 4. */
const PROCESSES = Math.min(os.availableParallelism(), 4);
/** The target of the issue: a batch of 200 at least this many times the records per second of 200 singles. */
const TARGET = 5;

type PhaseName = 'singles' | 'batch' | 'batchAllOrNone' | 'singlesC8';

const PHASES: { name: PhaseName; label: string }[] = [
  { name: 'singles', label: '(a) 200 single upserts, one after another' },
  { name: 'batch', label: '(b) 1 batch of 200, allOrNone false' },
  { name: 'batchAllOrNone', label: '(c) 1 batch of 200, allOrNone true' },
  { name: 'singlesC8', label: `(d) 200 single upserts, ${CONCURRENCY} in flight` },
];

interface Input {
  objectData: RecordValues;
  isCopy: boolean;
}

interface Tally {
  copies: number;
  copiesUpdated: number;
  fresh: number;
  freshCreated: number;
  failures: number;
}

/**
 * Inputs of the mix, fresh for every phase of every round: new people from a generator of their own seed, and
 * copies of stored leads handed out once each, so every copy meets a stored lead no earlier input touched.
 */
function inputSource(samples: RecordValues[]) {
  const faker = workloadFaker(LEAD_SEED + 7001);
  const unused = faker.helpers.shuffle([...samples]);
  let batches = 0;
  return (): Input[] => {
    batches += 1;
    const newLead = leadGenerator(LEAD_SEED + 7000 + 10 * batches);
    return Array.from({ length: SIZE }, (_, index): Input => {
      if (index % COPY_EVERY !== COPY_EVERY - 1) return { objectData: newLead(), isCopy: false };
      const source = unused.pop();
      if (!source)
        throw new Error('Not enough stored samples for the copies: use a bigger store or fewer rounds');
      return { objectData: varyLead(faker, source), isCopy: true };
    });
  };
}

const upsertInput = (input: Input): UpsertDataInput => ({
  allOrNone: true,
  duplicateCheck: true,
  objectType: 'Lead',
  objectData: input.objectData,
});

function tally(inputs: Input[], outputs: (UpsertDataOutput | undefined)[]): Tally {
  const counts: Tally = { copies: 0, copiesUpdated: 0, fresh: 0, freshCreated: 0, failures: 0 };
  inputs.forEach((input, index) => {
    const output = outputs[index];
    const saved = output?.isSuccess === true;
    if (!saved) counts.failures += 1;
    if (input.isCopy) {
      counts.copies += 1;
      if (saved && output.isCreated === false) counts.copiesUpdated += 1;
    } else {
      counts.fresh += 1;
      if (saved && output.isCreated === true) counts.freshCreated += 1;
    }
  });
  return counts;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function measure(baseUrl: string, samples: RecordValues[]) {
  const token = await clientCredentialsToken(`${baseUrl}/oidc`);
  const client = httpClient(baseUrl, CONCURRENCY);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const single = async (input: Input): Promise<UpsertDataOutput | undefined> => {
    const answer = await client.request(
      'POST',
      apiPaths.upsert,
      headers,
      JSON.stringify({ input: upsertInput(input) }),
    );
    return answer.status === 200 ? (JSON.parse(answer.body) as UpsertDataOutput) : undefined;
  };
  const singles = async (inputs: Input[], inFlight: number) => {
    const outputs: (UpsertDataOutput | undefined)[] = new Array(inputs.length);
    let next = 0;
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (next < inputs.length) {
          const index = next++;
          outputs[index] = await single(inputs[index]!);
        }
      }),
    );
    return outputs;
  };
  const batch = async (inputs: Input[], allOrNone: boolean) => {
    const answer = await client.request(
      'POST',
      apiPaths.batchUpsert,
      headers,
      JSON.stringify({ allOrNone, records: inputs.map(upsertInput) }),
    );
    if (answer.status !== 200) {
      throw new Error(`The batch answered ${answer.status}: ${answer.body.slice(0, 500)}`);
    }
    return JSON.parse(answer.body) as UpsertDataOutput[];
  };
  const runPhase: Record<PhaseName, (inputs: Input[]) => Promise<(UpsertDataOutput | undefined)[]>> = {
    singles: (inputs) => singles(inputs, 1),
    batch: (inputs) => batch(inputs, false),
    batchAllOrNone: (inputs) => batch(inputs, true),
    singlesC8: (inputs) => singles(inputs, CONCURRENCY),
  };

  const nextInputs = inputSource(samples);
  const phases = PHASES.filter(({ name }) => !BATCH_ONLY || name.startsWith('batch'));
  const rates = new Map<PhaseName, number[]>(phases.map(({ name }) => [name, []]));
  const totals = new Map<PhaseName, Tally>(
    phases.map(({ name }) => [name, { copies: 0, copiesUpdated: 0, fresh: 0, freshCreated: 0, failures: 0 }]),
  );
  try {
    for (let round = 0; round <= ROUNDS; round += 1) {
      const line: string[] = [];
      for (const { name } of phases) {
        const inputs = nextInputs();
        const started = performance.now();
        const outputs = await runPhase[name](inputs);
        const seconds = (performance.now() - started) / 1000;
        if (round === 0) continue;
        const perSecond = inputs.length / seconds;
        rates.get(name)!.push(perSecond);
        const counts = tally(inputs, outputs);
        const total = totals.get(name)!;
        for (const key of Object.keys(counts) as (keyof Tally)[]) total[key] += counts[key];
        line.push(`${name} ${Math.round(perSecond)}/s`);
      }
      process.stdout.write(round === 0 ? '  warm-up round done\n' : `  round ${round}: ${line.join(', ')}\n`);
    }
  } finally {
    client.close();
  }
  return { phases, rates, totals };
}

function table({ phases, rates, totals }: Awaited<ReturnType<typeof measure>>): string {
  const medians = new Map(phases.map(({ name }) => [name, median(rates.get(name)!)]));
  const rows = phases.map(({ name, label }) => {
    const values = rates.get(name)!;
    const total = totals.get(name)!;
    return [
      label,
      `**${Math.round(medians.get(name)!)}**`,
      `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`,
      `${total.freshCreated} / ${total.fresh}`,
      `${total.copiesUpdated} / ${total.copies}`,
      String(total.failures),
    ];
  });
  const ratio = (of: PhaseName, to: PhaseName) => {
    const top = medians.get(of);
    const bottom = medians.get(to);
    if (top === undefined || bottom === undefined) return undefined;
    const perRound = rates.get(of)!.map((rate, round) => rate / rates.get(to)![round]!);
    return {
      value: top / bottom,
      median: median(perRound),
      low: Math.min(...perRound),
      high: Math.max(...perRound),
    };
  };
  const ratioLines = (
    [
      ['batch', 'singles', 'batch (allOrNone false) ÷ singles one after another'],
      ['batchAllOrNone', 'singles', 'batch (allOrNone true) ÷ singles one after another'],
      ['batch', 'singlesC8', `batch (allOrNone false) ÷ singles ${CONCURRENCY} in flight`],
      ['batchAllOrNone', 'singlesC8', `batch (allOrNone true) ÷ singles ${CONCURRENCY} in flight`],
    ] as const
  ).flatMap(([of, to, label]) => {
    const figures = ratio(of, to);
    if (!figures) return [];
    const met = figures.value >= TARGET ? 'met' : 'not met';
    return [
      `| ${label} | **${figures.value.toFixed(2)}×** | ${figures.median.toFixed(2)}× (${figures.low.toFixed(2)}–${figures.high.toFixed(2)}×) | ${met} |`,
    ];
  });
  const sameOutcomes = phases.every(({ name }) => {
    const total = totals.get(name)!;
    const first = totals.get(phases[0]!.name)!;
    return (
      total.failures === 0 &&
      total.freshCreated === first.freshCreated &&
      total.copiesUpdated === first.copiesUpdated
    );
  });
  return [
    runLine(
      `${os.availableParallelism()} cores, SQLite store of ${RECORDS.toLocaleString('en')} leads, service of ` +
        `${PROCESSES} process${PROCESSES === 1 ? '' : 'es'}, ${ROUNDS} rounds after a warm-up round, ${SIZE} inputs ` +
        `per phase (${100 - 100 / COPY_EVERY} % new people, ${100 / COPY_EVERY} % varied copies of stored leads), ` +
        'duplicate check on',
    ),
    '',
    '| phase of each round | records/s (median) | records/s (min–max) | new people created | copies updated | failures |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    ...(ratioLines.length > 0
      ? [
          '',
          `| records/s of | ratio of the medians | ratio per round: median (min–max) | target ≥ ${TARGET}× |`,
          '| --- | --- | --- | --- |',
          ...ratioLines,
        ]
      : []),
    '',
    sameOutcomes
      ? 'Every phase created and updated the same: the batches did the work the singles did.'
      : '**The phases did not create and update the same:** see the counts above.',
  ].join('\n');
}

const store = await sqliteStore(RECORDS);
const text = await withCopy(store, async (dataDir) => {
  const env: Record<string, string> = { DATA_DIR: dataDir, SERVICE_PROCESSES: String(PROCESSES) };
  const service = await startBuiltService(env, { profile: CPU_PROF });
  try {
    process.stdout.write(
      `SQLite ${RECORDS.toLocaleString('en')} leads, ${PROCESSES} process(es): ${ROUNDS} rounds of ` +
        `${BATCH_ONLY ? 'batches' : 'singles and batches'} of ${SIZE}\n`,
    );
    return table(await measure(service.baseUrl, store.samples));
  } finally {
    await service.close();
  }
});
process.stdout.write(`\n${text}\n`);
if (!CPU_PROF && !BATCH_ONLY) await writeDocsSection('upsert-batch', text);
