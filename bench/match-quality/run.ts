import { loadDatasetSpec, SpecError } from './dataset-spec';
import { DEFAULT_PATIENCE } from '../../src/service/match-index/find-duplicates';
import { writeDocsSection } from '../docs-section';
import { HOUSEHOLD_SET, loadDatasets, type Dataset, type Relation } from './datasets';
import { householdUpserts, type UpsertOutcome } from './household-upserts';
import { Engine, type ScoredCandidate } from './engine';
import { PairScores, percentile, truePairs, type Quality } from './metrics';

/**
 * npm run bench:match — match quality on labelled data through the product's own index and scoring: precision,
 * recall and F1 at the scenarios' thresholds and at the best thresholds, blocking recall (the true pairs a search
 * compares at all), recall against the candidate cap and against the patience (misses in a row after which a search
 * stops), and the same figures for an exhaustive comparison (no blocking) on a sample, so the index's recall loss is
 * visible.
 */
const CAPS = [25, 50, 100, 200, 500, 1000];
const PATIENCES = [5, 10, 20, 30, 50, Infinity];
/** The service's defaults (SEARCH_CANDIDATE_CAP, DEFAULT_PATIENCE). */
const PRODUCT_CAP = 500;
const PRODUCT = { cap: PRODUCT_CAP, patience: DEFAULT_PATIENCE };
const EXHAUSTIVE_SAMPLE = 500;
const TIMED_QUERIES = 1000;

const pct = (value: number) => `${(value * 100).toFixed(2)} %`;
const f3 = (value: number) => value.toFixed(4);

/** The thresholds of a data set's scenarios moved by an offset (Quality.offset), as a steward would set them. */
const thresholds = (dataset: Dataset, offset: number) =>
  dataset.scenarios.map((scenario) => scenario.threshold + offset).join(' / ');

/** Look-alike entities of a business set, by the column that counts the pairs of them matched. */
const COMPANY_RELATIONS: readonly (readonly [Relation, string])[] = [
  ['chain', 'branches of one chain, other cities'],
  ['corporateGroup', 'parent and subsidiary'],
  ['agency', 'sites of one agency (one switchboard)'],
];

interface DatasetReport {
  dataset: Dataset;
  atThreshold: Quality;
  /** Pairs of two look-alike entities at the thresholds, for the relations the data set knows. */
  relatedPairs: Partial<Record<Relation, number>>;
  best: Quality;
  /** The share of true pairs a search compares at all under the product's limits. */
  blockingRecall: number;
  capRecall: { cap: number; recall: number; f1: number }[];
  patienceRecall: { patience: number; recall: number; scored: number }[];
  sample: { size: number; blocked: Quality; exhaustive: Quality; exhaustiveBest: Quality };
  p50: number;
  p99: number;
  perSecond: number;
  loadSeconds: number;
}

async function measure(dataset: Dataset): Promise<DatasetReport> {
  const loadStart = performance.now();
  const engine = await Engine.load(dataset);
  const loadSeconds = (performance.now() - loadStart) / 1000;
  const truth = truePairs(dataset, dataset.queries);
  const lowestThreshold = Math.min(...dataset.scenarios.map((scenario) => scenario.threshold));
  // A smaller cap only cuts the same ranked list shorter: one search at the largest cap serves every cap.
  const blocked = new Map<string, ScoredCandidate[]>();
  for (const query of dataset.queries)
    blocked.set(query.key, engine.search(query, { ...PRODUCT, cap: Math.max(...CAPS) }));
  const scoresWithCap = (cap: number, queries = dataset.queries) => {
    const scores = new PairScores();
    for (const query of queries) scores.add(query, blocked.get(query.key)!.slice(0, cap));
    return scores;
  };
  const product = scoresWithCap(PRODUCT_CAP);
  const capRecall = CAPS.map((cap) => {
    const quality = scoresWithCap(cap).quality(truth);
    return { cap, recall: quality.recall, f1: quality.f1 };
  });
  const patienceRecall = PATIENCES.map((patience) => {
    const scores = new PairScores();
    let scored = 0;
    for (const query of dataset.queries) {
      const candidates = engine.search(query, { cap: PRODUCT_CAP, patience });
      scored += candidates.length;
      scores.add(query, candidates);
    }
    return {
      patience,
      recall: scores.quality(truth).recall,
      scored: scored / dataset.queries.length,
    };
  });

  const step = Math.max(1, Math.floor(dataset.queries.length / EXHAUSTIVE_SAMPLE));
  const sample = dataset.queries.filter((_, index) => index % step === 0);
  const sampleTruth = truePairs(dataset, sample);
  const exhaustive = new PairScores();
  for (const query of sample) exhaustive.add(query, engine.exhaustive(query));
  const blockedSample = scoresWithCap(PRODUCT_CAP, sample);

  const latencies: number[] = [];
  const timed = dataset.queries.slice(0, TIMED_QUERIES);
  const timedStart = performance.now();
  for (const query of timed) {
    const start = performance.now();
    engine.duplicates(query, PRODUCT);
    latencies.push(performance.now() - start);
  }
  const perSecond = timed.length / ((performance.now() - timedStart) / 1000);
  latencies.sort((a, b) => a - b);

  const everyRecord = [...dataset.records, ...dataset.queries];
  const known = new Set(everyRecord.flatMap((record) => Object.keys(record.related ?? {}) as Relation[]));
  return {
    dataset,
    atThreshold: product.quality(truth),
    relatedPairs: Object.fromEntries(
      [...known].map((relation) => [relation, product.relatedPairs(everyRecord, relation)]),
    ),
    best: product.best(truth, lowestThreshold),
    blockingRecall: product.compared(truth),
    capRecall,
    patienceRecall,
    sample: {
      size: sample.length,
      blocked: blockedSample.quality(sampleTruth),
      exhaustive: exhaustive.quality(sampleTruth),
      exhaustiveBest: exhaustive.best(sampleTruth, lowestThreshold),
    },
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    perSecond,
    loadSeconds,
  };
}

function upsertTable(outcome: UpsertOutcome): string {
  return [
    'Upsert with duplicate check through the demo Lead scenarios, every household record in turn, as the upsert endpoint decides (data API scenarios update; the search API’s others and guarded pairs are logged for review):',
    '',
    '| upserts | created | updated the same person | updated another person | created beside the same person (logged for review) | pairs held apart by a guard |',
    '|---|---|---|---|---|---|',
    `| ${outcome.upserts} | ${outcome.created} | ${outcome.updatedSame} | **${outcome.updatedOther}** | ${outcome.createdBeside} (${outcome.createdBesideLogged}) | ${outcome.heldApart} |`,
  ].join('\n');
}

/** Pairs of different companies that look alike matched at the thresholds, for the sets that know such companies. */
function companyTable(reports: DatasetReport[]): string[] {
  const known = reports.filter((r) => COMPANY_RELATIONS.some(([relation]) => relation in r.relatedPairs));
  if (known.length === 0) return [];
  return [
    '',
    'Different companies that look alike, matched at the thresholds (pairs; none is a duplicate):',
    '',
    `| data set | ${COMPANY_RELATIONS.map(([, label]) => label).join(' | ')} |`,
    `|---|${COMPANY_RELATIONS.map(() => '---').join('|')}|`,
    ...known.map(
      (r) =>
        `| ${r.dataset.name} | ${COMPANY_RELATIONS.map(([relation]) => r.relatedPairs[relation] ?? '—').join(' | ')} |`,
    ),
  ];
}

function markdown(reports: DatasetReport[]): string {
  const lines = [
    `Run ${new Date().toISOString().slice(0, 10)} on ${process.platform}, Node ${process.version}, candidate cap ${PRODUCT_CAP}, patience ${DEFAULT_PATIENCE}.`,
    '',
    'Several thresholds are those of the scenarios scored together, as a duplicate job runs them (a pair matches when any scenario does); the best-F1 thresholds move them together. Blocking recall is the share of true pairs a search compares at all.',
    '',
    '| data set | records | queries | threshold | precision | recall | F1 | best-F1 threshold | best F1 | blocking recall | family pairs matched |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...reports.map(
      (r) =>
        `| ${r.dataset.name} | ${r.dataset.records.length} | ${r.dataset.queries.length} | ${thresholds(r.dataset, 0)} | ${f3(r.atThreshold.precision)} | ${f3(r.atThreshold.recall)} | **${f3(r.atThreshold.f1)}** | ${thresholds(r.dataset, r.best.offset)} | ${f3(r.best.f1)} | ${f3(r.blockingRecall)} | ${r.relatedPairs.household ?? '—'} |`,
    ),
    ...companyTable(reports),
    '',
    'Index recall loss: the same sample of queries scored against every record (exhaustive) and through the blocking index.',
    '',
    '| data set | sample queries | exhaustive recall | exhaustive F1 | blocked recall | blocked F1 | exhaustive best F1 (threshold) |',
    '|---|---|---|---|---|---|---|',
    ...reports.map(
      (r) =>
        `| ${r.dataset.name} | ${r.sample.size} | ${f3(r.sample.exhaustive.recall)} | ${f3(r.sample.exhaustive.f1)} | ${f3(r.sample.blocked.recall)} | ${f3(r.sample.blocked.f1)} | ${f3(r.sample.exhaustiveBest.f1)} (${thresholds(r.dataset, r.sample.exhaustiveBest.offset)}) |`,
    ),
    '',
    'Recall at the threshold against the candidate cap (most candidates scored per search):',
    '',
    `| data set | ${CAPS.map((cap) => `cap ${cap}`).join(' | ')} |`,
    `|---|${CAPS.map(() => '---').join('|')}|`,
    ...reports.map((r) => `| ${r.dataset.name} | ${r.capRecall.map((c) => f3(c.recall)).join(' | ')} |`),
    '',
    `Recall at the threshold against the patience (misses in a row after which a search stops; cap ${PRODUCT_CAP}), and the candidates scored per search:`,
    '',
    `| data set | ${PATIENCES.map((patience) => `patience ${patience === Infinity ? 'none' : patience}`).join(' | ')} |`,
    `|---|${PATIENCES.map(() => '---').join('|')}|`,
    ...reports.map(
      (r) =>
        `| ${r.dataset.name} | ${r.patienceRecall.map((p) => `${f3(p.recall)} (${p.scored.toFixed(1)})`).join(' | ')} |`,
    ),
    '',
    'Speed of one search through the match index in memory (scoring and ranking; no HTTP, no database), first 1,000 queries; load is computing every entry and building the index:',
    '',
    '| data set | load + index (s) | searches/s | p50 (ms) | p99 (ms) |',
    '|---|---|---|---|---|',
    ...reports.map(
      (r) =>
        `| ${r.dataset.name} | ${r.loadSeconds.toFixed(1)} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} |`,
    ),
  ];
  return lines.join('\n');
}

interface Arguments {
  /** `--dataset <spec.json>`, as often as wanted: those data sets instead of the built-in ones. */
  specs: string[];
  /** `--set <name>`, as often as wanted: only the built-in sets whose name starts so, both scoring methods. */
  sets: string[];
}

function parseArguments(args: readonly string[]): Arguments {
  const parsed: Arguments = { specs: [], sets: [] };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const [flag, inline] = arg.split(/=(.*)/s);
    const value = inline ?? args[++i];
    if (flag === '--dataset' && value) parsed.specs.push(value);
    else if (flag === '--set' && value) parsed.sets.push(value.toLowerCase());
    else
      throw new SpecError(
        `unknown argument "${arg}": expected --dataset <spec.json> or --set <data set name>`,
      );
  }
  return parsed;
}

function chosenDatasets({ specs, sets }: Arguments): Dataset[] {
  if (specs.length > 0) return specs.flatMap((file) => loadDatasetSpec(file));
  const builtIn = loadDatasets();
  if (sets.length === 0) return builtIn;
  const chosen = builtIn.filter((dataset) => sets.some((set) => dataset.name.toLowerCase().startsWith(set)));
  if (chosen.length === 0)
    throw new SpecError(
      `no data set is named so: ${sets.join(', ')} (the sets: ${builtIn.map(({ name }) => name).join('; ')})`,
    );
  return chosen;
}

async function main() {
  const args = parseArguments(process.argv.slice(2));
  const datasets = chosenDatasets(args);
  const reports: DatasetReport[] = [];
  for (const dataset of datasets) {
    process.stdout.write(`${dataset.name} …\n`);
    const report = await measure(dataset);
    reports.push(report);
    process.stdout.write(
      `  F1 ${f3(report.atThreshold.f1)} (P ${pct(report.atThreshold.precision)}, R ${pct(report.atThreshold.recall)}) at ${thresholds(dataset, 0)}; ` +
        `best F1 ${f3(report.best.f1)} at ${thresholds(dataset, report.best.offset)}; blocking recall ${pct(report.blockingRecall)}; ` +
        `exhaustive sample F1 ${f3(report.sample.exhaustive.f1)}; ` +
        `${report.perSecond.toFixed(0)} searches/s, p99 ${report.p99.toFixed(1)} ms\n`,
    );
  }
  const table = markdown(reports);
  console.log(`\n${table}`);
  // The docs show every built-in set; a customer's own sample, or a few sets tried, are printed only.
  if (args.specs.length > 0 || args.sets.length > 0) return;
  const households = datasets.find((dataset) => dataset.name === HOUSEHOLD_SET)!;
  const upserts = upsertTable(await householdUpserts(households.records));
  console.log(`\n${upserts}`);
  await writeDocsSection('match', `${table}\n\n${upserts}`);
}

try {
  await main();
} catch (error) {
  if (!(error instanceof SpecError)) throw error;
  process.stderr.write(`bench:match: ${error.message}\n`);
  process.exitCode = 2;
}
