import type { BaselinePhase, BaselineRun } from './trgm-baseline';
import type { FloorPhase, SearchPhase, ServiceRun } from './service-bench';

const int = (value: number) => Math.round(value).toLocaleString('en');
const ms = (value: number) => value.toFixed(2);
const pct = (share: number) => `${(share * 100).toFixed(1)} %`;
const times = (ratio: number) => `${ratio.toFixed(2)}×`;
const leadCount = (leads: number) => `${leads.toLocaleString('en')} leads`;
const met = (ok: boolean) => (ok ? 'yes' : '**no**');

function table(header: string[], rows: string[][]): string {
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

interface Row {
  run: ServiceRun;
  search: SearchPhase;
  floor: FloorPhase;
  baseline: BaselinePhase | undefined;
}

/** One row per store and concurrency, with the floor and the baseline measured at the same concurrency. */
function rows(runs: ServiceRun[], baselines: BaselineRun[]): Row[] {
  return runs.flatMap((run) =>
    run.search.map((search, index) => ({
      run,
      search,
      floor: run.floor[index]!,
      baseline: baselines.find((baseline) => baseline.leads === run.leads)?.phases[index],
    })),
  );
}

function results(all: Row[]): string {
  return table(
    [
      'store',
      'leads',
      'concurrency',
      'searches/s',
      'p50 (ms)',
      'p99 (ms)',
      'copies found',
      'new people matched',
      'failures',
      'loop delay p99 (ms)',
      'loop delay max (ms)',
      'service memory, PSS (MB)',
      'ready (s)',
      'floor req/s',
      'search % of floor',
      'pg_trgm queries/s',
      'pg_trgm copies found',
      'service ÷ pg_trgm',
    ],
    all.map(({ run, search, floor, baseline }) => [
      run.backend,
      run.leads.toLocaleString('en'),
      String(search.concurrency),
      `**${int(search.perSecond)}**`,
      ms(search.p50),
      ms(search.p99),
      pct(search.recall),
      pct(search.newMatched),
      String(search.failures),
      search.loop ? ms(search.loop.p99Ms) : '–',
      search.loop ? ms(search.loop.maxMs) : '–',
      String(search.memoryMb),
      run.readySeconds.toFixed(1),
      int(floor.perSecond),
      pct(search.perSecond / floor.perSecond),
      baseline ? int(baseline.perSecond) : '–',
      baseline ? pct(baseline.recall) : '–',
      baseline ? times(search.perSecond / baseline.perSecond) : '–',
    ]),
  );
}

function references(all: Row[], baselines: BaselineRun[]): string {
  const floor = table(
    ['store', 'leads', 'concurrency', 'requests/s', 'p50 (ms)', 'p99 (ms)', 'failures'],
    all.map(({ run, floor }) => [
      run.backend,
      run.leads.toLocaleString('en'),
      String(floor.concurrency),
      int(floor.perSecond),
      ms(floor.p50),
      ms(floor.p99),
      String(floor.failures),
    ]),
  );
  const trgm = table(
    ['leads', 'concurrency', 'queries/s', 'p50 (ms)', 'p99 (ms)', 'copies found', 'new people matched'],
    baselines.flatMap(({ leads, phases }) =>
      phases.map((phase) => [
        leads.toLocaleString('en'),
        String(phase.concurrency),
        int(phase.perSecond),
        ms(phase.p50),
        ms(phase.p99),
        pct(phase.recall),
        pct(phase.newMatched),
      ]),
    ),
  );
  return `Floor (scenarios of Lead, same token, same driver):\n\n${floor}\n\npg_trgm baseline (same leads, same jobs, pool of 8):\n\n${trgm}`;
}

/** The SQLite stores from smallest to largest: how the cost of a search grows with the store. */
function cost(sqlite: ServiceRun[]): string {
  const smallest = sqlite[0]!;
  const largest = sqlite.at(-1)!;
  const vs = `${largest.leads.toLocaleString('en')} ÷ ${smallest.leads.toLocaleString('en')}`;
  return table(
    [
      'concurrency',
      ...sqlite.flatMap((run) => [
        `${leadCount(run.leads)}: searches/s`,
        `${leadCount(run.leads)}: p99 (ms)`,
      ]),
      `p50 ${vs}`,
      `cost per search ${vs}`,
    ],
    smallest.search.map((phase, index) => [
      String(phase.concurrency),
      ...sqlite.flatMap((run) => [int(run.search[index]!.perSecond), ms(run.search[index]!.p99)]),
      times(largest.search[index]!.p50 / phase.p50),
      times(phase.perSecond / largest.search[index]!.perSecond),
    ]),
  );
}

/** The targets, read at the largest SQLite store (1,000,000 leads by default). */
function targets(runs: ServiceRun[], sqlite: ServiceRun[], all: Row[]): string {
  const smallest = sqlite[0]!;
  const largest = sqlite.at(-1)!;
  const at = leadCount(largest.leads);
  const phase = (concurrency: number) => largest.search.find((search) => search.concurrency === concurrency)!;
  const one = phase(1);
  const eight = phase(8);
  const floorEight = largest.floor.find((floor) => floor.concurrency === 8)!;
  const versusTrgm = all
    .filter((row) => row.run === largest && row.baseline)
    .map(({ search, baseline }) => ({
      concurrency: search.concurrency,
      ratio: search.perSecond / baseline!.perSecond,
      recall: search.recall,
      baselineRecall: baseline!.recall,
    }));
  const costs = smallest.search.map((search, index) => ({
    concurrency: search.concurrency,
    ratio: search.perSecond / largest.search[index]!.perSecond,
  }));
  const bytesPerLead =
    (Math.max(...largest.search.map((search) => search.memoryMb)) * 2 ** 20) / largest.leads;
  const slowest = runs.reduce((worst, next) => (next.readySeconds > worst.readySeconds ? next : worst));
  const named = (run: ServiceRun) => `${run.backend}, ${leadCount(run.leads)}`;
  return table(
    ['target', 'measured', 'met'],
    [
      ['p99 ≤ 5 ms at 1,000,000 leads, concurrency 1', `${ms(one.p99)} ms at ${at}`, met(one.p99 <= 5)],
      [
        '≥ 2,000 searches/s at concurrency 8, ≥ 50 % of the floor',
        `${int(eight.perSecond)}/s, ${pct(eight.perSecond / floorEight.perSecond)} of the floor, at ${at}`,
        met(eight.perSecond >= 2000 && eight.perSecond >= 0.5 * floorEight.perSecond),
      ],
      [
        '≥ 10× pg_trgm at equal or better recall',
        versusTrgm.length === 0
          ? 'not measured in this run (BENCH_TRGM=0)'
          : versusTrgm
              .map(
                (entry) =>
                  `concurrency ${entry.concurrency}: ${times(entry.ratio)}, copies found ${pct(entry.recall)} vs ${pct(entry.baselineRecall)}`,
              )
              .join('; ') + ` (${at})`,
        versusTrgm.length === 0
          ? '–'
          : met(versusTrgm.every((entry) => entry.ratio >= 10 && entry.recall >= entry.baselineRecall)),
      ],
      [
        '1,000,000 leads cost within 2× of 10,000',
        costs.map((entry) => `concurrency ${entry.concurrency}: ${times(entry.ratio)}`).join('; ') +
          ` (${largest.leads.toLocaleString('en')} ÷ ${smallest.leads.toLocaleString('en')})`,
        met(costs.every((entry) => entry.ratio <= 2)),
      ],
      [
        'service memory ≤ 400 B a lead (PSS of all its processes)',
        `${int(bytesPerLead)} B a lead at ${at}`,
        met(bytesPerLead <= 400),
      ],
      [
        'ready ≤ 30 s',
        `${slowest.readySeconds.toFixed(1)} s at most (${named(slowest)})`,
        met(slowest.readySeconds <= 30),
      ],
    ],
  );
}

/**
 * The section for docs/benchmarks.md; `sqlite` from the smallest store to the largest, `others` (other backends or
 * process counts) beside them in the results.
 */
export function report(
  runLine: string,
  sqlite: ServiceRun[],
  others: ServiceRun[],
  baselines: BaselineRun[],
): string {
  const runs = [...sqlite, ...others];
  const all = rows(runs, baselines);
  return [
    runLine,
    results(all),
    'Cost versus store size (SQLite):',
    cost(sqlite),
    'Targets (issue; read at the largest SQLite store):',
    targets(runs, sqlite, all),
    references(all, baselines),
  ].join('\n\n');
}
