import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ColumnMapping, Import, OutcomeCounts } from '../../src/contract/imports';
import type { UpsertDataOutput } from '../../src/contract/upsert';
import type { ServiceProcess } from '../../src/service/testing/service-process';
import { clientCredentialsToken } from '../../src/service/testing/tokens';
import { runLine, writeDocsSection } from '../docs-section';
import { LEAD_SEED } from '../leads/lead-data';
import { withCopy } from '../leads/stores';
import { importClient, type ImportClient, memorySampler, ServiceAnswer, type RowSeen } from './import-client';
import { COLUMNS, copiesNeeded, fileBatches, writeLeadFile, type FileExpectations } from './lead-file';
import { monotonicMicros, startService, summarizeProfiles } from './profile';
import { cachedLeadStore, pickStoredLeads } from './stored-leads';

/**
 * npm run bench:import — the file import (`…/dc3Api/imports`) of a generated CSV export of leads into bench:search's
 * SQLite store of 1,000,000 leads, on the service as `npm start` runs it (one process per core up to 4), with duplicate
 * check (mode UPDATE). The file (BENCH_IMPORT_ROWS rows, default 100,000, written to the temp folder as a stream)
 * has the columns of a CRM export; 78 % of its rows are new people, 20 % varied copies of distinct stored leads (a
 * typo in a name, the e-mail's case, the phone's format, a new title and address), 2 % repeats of earlier new rows of
 * the file (half exact, half varied). The run, on one copy of the store:
 *
 * 1. uploads a file of the first BENCH_IMPORT_CHECK_ROWS rows (default 20,000) and dry-runs it (never applied);
 * 2. uploads the whole file, dry-runs it, applies it, and reads every row's outcome back to score it against what
 *    each row should do (a copy updates its stored lead, a repeat the record its original row created, a new
 *    person is created, and nothing updates another person's record);
 * 3. sends a fresh file of the same mix as batch upserts (200 per batch, one after another) without duplicate
 *    check: the floor, what writing the rows costs without looking for their duplicates.
 *
 * The service's resident memory (all its processes) is sampled during the upload and dry run of each file, to
 * show whether it grows with the file. BENCH_IMPORT_LEADS (default 1,000,000) is the store's size.
 * BENCH_IMPORT_CHECK_ONLY=1 does step 1 only, and writes its table to a section of its own in docs/benchmarks.md:
 * the dry-run target measured in minutes rather than the whole run's half hour.
 * BENCH_CPU_PROF=<folder> runs the service under `--cpu-prof`, does step 2 only (step 1 with BENCH_IMPORT_CHECK_ONLY)
 * and prints the self time of the functions of the busiest process during the dry run and during the apply; it
 * leaves docs/benchmarks.md as it is.
 */
const LEADS = Number(process.env['BENCH_IMPORT_LEADS'] ?? 1_000_000);
const ROWS = Number(process.env['BENCH_IMPORT_ROWS'] ?? 100_000);
const CHECK_ROWS = Math.min(ROWS, Number(process.env['BENCH_IMPORT_CHECK_ROWS'] ?? 20_000));
const CHECK_ONLY = process.env['BENCH_IMPORT_CHECK_ONLY'] === '1';
const CPU_PROF = process.env['BENCH_CPU_PROF'];
/** The service's default: a process per core, up to 4. */
const PROCESSES = Math.min(os.availableParallelism(), 4);
const FLOOR_BATCH = 200;
const SEED = LEAD_SEED + 9000;
/** Targets of the issue. */
const TARGET_RATE = 1000;
const TARGET_COPIES = 0.95;
const TARGET_CHECK_SECONDS = 20;
/** Memory counts as flat when 5× the rows peak at most this much above the smaller file's peak. */
const FLAT_MEMORY = 1.15;

interface Timed {
  seconds: number;
}

interface FileRun {
  rows: number;
  bytes: number;
  upload: Timed;
  check: Timed;
  memory: { startMb: number; peakMb: number; endMb: number };
  checked: OutcomeCounts | null;
  imported: Import;
  /** When the dry run ran, on the profiler's clock. */
  checkWindow: [number, number];
}

const elapsed = (started: number) => (performance.now() - started) / 1000;

async function timed<T>(run: () => Promise<T>): Promise<[T, Timed]> {
  const started = performance.now();
  const result = await run();
  return [result, { seconds: elapsed(started) }];
}

/** The mapping the upload proposed, checked against the export's columns: every one mapped as a steward would. */
function proposedMapping(imported: Import): ColumnMapping[] {
  const proposed = imported.settings.mapping;
  const wrong = COLUMNS.filter(
    ({ column, field }) => proposed.find((entry) => entry.column === column)?.field !== field,
  );
  if (wrong.length > 0) {
    throw new ServiceAnswer(
      `The proposed mapping differs from the export's fields for ${wrong.map(({ column }) => column).join(', ')}: ` +
        JSON.stringify(proposed),
    );
  }
  return proposed;
}

/** Uploads a file and dry-runs it, sampling the service's memory meanwhile. */
async function uploadAndCheck(
  client: ImportClient,
  service: ServiceProcess,
  file: string,
  expectations: FileExpectations,
): Promise<FileRun> {
  const memory = memorySampler(service.pid);
  let sampled: FileRun['memory'] | undefined;
  try {
    const [uploaded, upload] = await timed(() => client.upload(file, path.basename(file)));
    if (uploaded.rowCount !== expectations.rows) {
      throw new ServiceAnswer(
        `The upload counted ${uploaded.rowCount} rows, the file has ${expectations.rows}`,
      );
    }
    process.stdout.write(
      `  ${path.basename(file)}: uploaded ${expectations.rows.toLocaleString('en')} rows in ${upload.seconds.toFixed(1)} s\n`,
    );
    const checkFrom = monotonicMicros();
    const [checked, check] = await timed(async () => {
      await client.check(uploaded.id, proposedMapping(uploaded));
      return client.until(uploaded.id, 'CHECKED');
    });
    process.stdout.write(
      `  ${path.basename(file)}: dry run in ${check.seconds.toFixed(1)} s ${JSON.stringify(checked.checked)}\n`,
    );
    return {
      rows: expectations.rows,
      bytes: expectations.bytes,
      upload,
      check,
      memory: (sampled = memory.stop()),
      checked: checked.checked,
      imported: checked,
      checkWindow: [checkFrom, monotonicMicros()],
    };
  } finally {
    if (!sampled) memory.stop();
  }
}

interface Quality {
  copies: number;
  copiesRight: number;
  copiesCreated: number;
  copiesOther: number;
  repeats: number;
  exactRepeats: number;
  repeatsRight: number;
  repeatsCreated: number;
  repeatsOther: number;
  fresh: number;
  freshCreated: number;
  freshUpdated: number;
  errors: number;
  /** Rows that updated a record other than the one they should have: another person's. */
  wrongRecord: number;
  examples: string[];
}

/** Scores every applied row against what it should have done. */
function quality(rows: readonly RowSeen[], expectations: FileExpectations): Quality {
  const byRow = new Map(rows.map((row) => [row.rowNumber, row]));
  const counts: Quality = {
    copies: expectations.copies.size,
    copiesRight: 0,
    copiesCreated: 0,
    copiesOther: 0,
    repeats: expectations.repeats.size,
    exactRepeats: expectations.exactRepeats,
    repeatsRight: 0,
    repeatsCreated: 0,
    repeatsOther: 0,
    fresh: 0,
    freshCreated: 0,
    freshUpdated: 0,
    errors: 0,
    wrongRecord: 0,
    examples: [],
  };
  const example = (text: string) => {
    if (counts.examples.length < 10) counts.examples.push(text);
  };
  for (let rowNumber = 2; rowNumber < expectations.rows + 2; rowNumber++) {
    const row = byRow.get(rowNumber);
    if (!row) {
      counts.errors++;
      example(`row ${rowNumber}: not listed among the applied rows`);
      continue;
    }
    if (row.outcome === 'ERROR') {
      counts.errors++;
      example(`row ${rowNumber}: ERROR ${row.errors.join('; ')}`);
    }
    const storedId = expectations.copies.get(rowNumber);
    const original = expectations.repeats.get(rowNumber);
    if (storedId !== undefined) {
      if (row.outcome === 'UPDATE' && row.recordId15 === storedId) counts.copiesRight++;
      else if (row.outcome === 'CREATE') counts.copiesCreated++;
      else if (row.outcome === 'UPDATE') {
        counts.copiesOther++;
        counts.wrongRecord++;
        example(`row ${rowNumber} (copy of ${storedId}): updated ${row.recordId15}`);
      }
    } else if (original !== undefined) {
      const created = byRow.get(original);
      const originalRecord = created?.outcome === 'CREATE' ? created.recordId15 : undefined;
      if (row.outcome === 'UPDATE' && row.sameAsRow === original && row.recordId15 === originalRecord) {
        counts.repeatsRight++;
      } else if (row.outcome === 'CREATE') counts.repeatsCreated++;
      else if (row.outcome === 'UPDATE') {
        counts.repeatsOther++;
        if (row.recordId15 !== originalRecord) counts.wrongRecord++;
        example(
          `row ${rowNumber} (repeat of row ${original}, record ${originalRecord ?? 'none'}): updated ` +
            `${row.recordId15}, sameAsRow ${row.sameAsRow}`,
        );
      }
    } else {
      counts.fresh++;
      if (row.outcome === 'CREATE') counts.freshCreated++;
      else if (row.outcome === 'UPDATE') {
        counts.freshUpdated++;
        counts.wrongRecord++;
        example(`row ${rowNumber} (new person): updated ${row.recordId15}, sameAsRow ${row.sameAsRow}`);
      }
    }
  }
  return counts;
}

/** The fresh file's rows as batch upserts without duplicate check, one batch after another: rows per second. */
async function floor(client: ImportClient, file: string) {
  let rows = 0;
  let failures = 0;
  let firstFailure: string | undefined;
  const started = performance.now();
  for await (const batch of fileBatches(file, FLOOR_BATCH)) {
    const answer = await client.batch({
      allOrNone: false,
      records: batch.map((objectData) => ({ objectType: 'Lead', objectData, duplicateCheck: false })),
    });
    if (answer.status !== 200) {
      throw new ServiceAnswer(`A batch upsert answered ${answer.status}: ${answer.body.slice(0, 1000)}`);
    }
    const outputs = JSON.parse(answer.body) as UpsertDataOutput[];
    outputs.forEach((output, index) => {
      if (output.isSuccess && output.isCreated) return;
      failures++;
      firstFailure ??= `row ${rows + index + 2}: ${JSON.stringify(output)}`;
    });
    rows += batch.length;
  }
  return { rows, seconds: elapsed(started), failures, firstFailure };
}

const pct = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`);
const int = (value: number) => Math.round(value).toLocaleString('en');
const rate = (rows: number, seconds: number) => rows / seconds;
const met = (ok: boolean) => (ok ? 'met' : '**not met**');
const counts = (of: OutcomeCounts | null) =>
  of ? `${int(of.CREATE)} / ${int(of.UPDATE)} / ${int(of.SKIP)} / ${int(of.REVIEW)} / ${int(of.ERROR)}` : '–';

type SpeedRow = [step: string, rows: number, seconds: number];

const speedTable = (speed: readonly SpeedRow[]) => [
  '| step | rows | seconds | rows/s |',
  '| --- | --- | --- | --- |',
  ...speed.map(
    ([step, rows, seconds]) =>
      `| ${step} | ${int(rows)} | ${seconds.toFixed(1)} | **${int(rate(rows, seconds))}** |`,
  ),
];

const checkSteps = (small: FileRun): SpeedRow[] =>
  (
    [
      ['upload', small.upload.seconds],
      ['dry run (duplicate check, mode UPDATE)', small.check.seconds],
    ] as const
  ).map(([phase, seconds]) => [`${int(small.rows)}-row file: ${phase}`, small.rows, seconds]);

const checkFigure = (small: FileRun) =>
  `| dry run of ${int(small.rows)} rows | **${small.check.seconds.toFixed(1)} s** | ≤ ${TARGET_CHECK_SECONDS} s | ${met(small.rows < 20_000 || small.check.seconds <= TARGET_CHECK_SECONDS)} |`;

/** The dry run of the smaller file alone (BENCH_IMPORT_CHECK_ONLY). */
const checkTable = (small: FileRun) =>
  [
    runLine(
      `${os.availableParallelism()} cores, SQLite store of ${int(LEADS)} generated leads, service of ${PROCESSES} ` +
        `process${PROCESSES === 1 ? '' : 'es'}; the first ${int(small.rows)} rows of the export above ` +
        `(${(small.bytes / 1024 / 1024).toFixed(1)} MB), uploaded and dry-run only`,
    ),
    '',
    ...speedTable(checkSteps(small)),
    '',
    '| figure | value | target | |',
    '| --- | --- | --- | --- |',
    checkFigure(small),
    '',
    '| outcomes: CREATE / UPDATE / SKIP / REVIEW / ERROR | rows |',
    '| --- | --- |',
    `| dry run, ${int(small.rows)}-row file | ${counts(small.checked)} |`,
  ].join('\n');

interface Results {
  small?: FileRun;
  whole: FileRun;
  apply: Timed;
  applied: Import;
  quality: Quality;
  floor?: Awaited<ReturnType<typeof floor>>;
}

function tables({ small, whole, apply, applied, quality: q, floor: base }: Results): string {
  const applyRate = rate(whole.rows, apply.seconds);
  const floorRate = base ? rate(base.rows, base.seconds) : undefined;
  const speed = [
    ...(small ? checkSteps(small) : []),
    [`${int(whole.rows)}-row file: upload`, whole.rows, whole.upload.seconds],
    [`${int(whole.rows)}-row file: dry run (duplicate check, mode UPDATE)`, whole.rows, whole.check.seconds],
    [`${int(whole.rows)}-row file: **apply** (duplicate check, mode UPDATE)`, whole.rows, apply.seconds],
    ...(base
      ? [
          [
            `floor: a fresh ${int(base.rows)}-row file as batch upserts of ${FLOOR_BATCH}, no duplicate check`,
            base.rows,
            base.seconds,
          ],
        ]
      : []),
  ] as SpeedRow[];
  const lines = [
    runLine(
      `${os.availableParallelism()} cores, SQLite store of ${int(LEADS)} generated leads, service of ${PROCESSES} ` +
        `process${PROCESSES === 1 ? '' : 'es'}; a CSV export of ${int(whole.rows)} leads (${(whole.bytes / 1024 / 1024).toFixed(1)} MB, ` +
        `${COLUMNS.length} columns): ${pct(q.fresh, whole.rows)} new people, ${pct(q.copies, whole.rows)} varied copies of ` +
        `distinct stored leads, ${pct(q.repeats, whole.rows)} repeats of earlier rows (${q.exactRepeats} exact)`,
    ),
    '',
    ...speedTable(speed),
    '',
    '| figure | value | target | |',
    '| --- | --- | --- | --- |',
    `| apply, rows/s | **${int(applyRate)}** | ≥ ${int(TARGET_RATE)} | ${met(applyRate >= TARGET_RATE)} |`,
    ...(floorRate ? [`| apply ÷ floor (rows/s) | **${(applyRate / floorRate).toFixed(2)}×** | | |`] : []),
    ...(small ? [checkFigure(small)] : []),
    `| dry run of ${int(whole.rows)} rows | ${whole.check.seconds.toFixed(1)} s | | |`,
    `| varied copies updating their stored lead | **${pct(q.copiesRight, q.copies)}** (${int(q.copiesRight)} / ${int(q.copies)}) | ≥ ${100 * TARGET_COPIES} % | ${met(q.copiesRight >= TARGET_COPIES * q.copies)} |`,
    `| rows updating another person's record | **${int(q.wrongRecord)}** | 0 | ${met(q.wrongRecord === 0)} |`,
    `| repeats within the file made one record with their original row | **${pct(q.repeatsRight, q.repeats)}** (${int(q.repeatsRight)} / ${int(q.repeats)}) | all | ${met(q.repeatsRight === q.repeats)} |`,
    '',
    '| rows of the file | rows | as expected | created | updated another record | errors |',
    '| --- | --- | --- | --- | --- | --- |',
    `| varied copies of stored leads (expected: UPDATE of that lead) | ${int(q.copies)} | ${int(q.copiesRight)} (${pct(q.copiesRight, q.copies)}) | ${int(q.copiesCreated)} | ${int(q.copiesOther)} | |`,
    `| repeats of earlier new rows (expected: UPDATE of the record the original created, sameAsRow = original) | ${int(q.repeats)} | ${int(q.repeatsRight)} (${pct(q.repeatsRight, q.repeats)}) | ${int(q.repeatsCreated)} | ${int(q.repeatsOther)} | |`,
    `| new people (expected: CREATE) | ${int(q.fresh)} | ${int(q.freshCreated)} (${pct(q.freshCreated, q.fresh)}) | ${int(q.freshCreated)} | ${int(q.freshUpdated)} | |`,
    `| all rows | ${int(whole.rows)} | | | | ${int(q.errors)} |`,
    '',
    '| outcomes: CREATE / UPDATE / SKIP / REVIEW / ERROR | rows |',
    '| --- | --- |',
    ...(small ? [`| dry run, ${int(small.rows)}-row file | ${counts(small.checked)} |`] : []),
    `| dry run, ${int(whole.rows)}-row file | ${counts(whole.checked)} |`,
    `| apply, ${int(whole.rows)}-row file | ${counts(applied.applied)} |`,
    ...(base ? [`| floor: failures | ${int(base.failures)} |`] : []),
  ];
  if (small) {
    const flat = whole.memory.peakMb <= FLAT_MEMORY * small.memory.peakMb;
    lines.push(
      '',
      '| file | rows | MB | service RSS before (MB) | peak during upload + dry run (MB) | peak − before (MB) | after (MB) |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...[small, whole].map(
        (run) =>
          `| ${int(run.rows)} rows | ${int(run.rows)} | ${(run.bytes / 1024 / 1024).toFixed(1)} | ${int(run.memory.startMb)} | **${int(run.memory.peakMb)}** | ${int(run.memory.peakMb - run.memory.startMb)} | ${int(run.memory.endMb)} |`,
      ),
      '',
      `Peak service memory, ${int(whole.rows)} rows ÷ ${int(small.rows)}: **${(whole.memory.peakMb / small.memory.peakMb).toFixed(2)}×** ` +
        `for ${(whole.rows / small.rows).toFixed(0)}× the rows (flat: ≤ ${FLAT_MEMORY}×) — ${met(flat)}. The RSS of all the service's processes, ` +
        'sampled every 100 ms; the larger file runs second, on processes that already ran the smaller one.',
    );
  }
  if (q.examples.length > 0)
    lines.push('', `Rows not as expected (first ${q.examples.length}): ${q.examples.join('; ')}.`);
  if (base?.firstFailure) lines.push('', `First floor failure: ${base.firstFailure}`);
  return lines.join('\n');
}

async function importWhole(
  client: ImportClient,
  service: ServiceProcess,
  file: string,
  expectations: FileExpectations,
): Promise<{ whole: FileRun; apply: Timed; applied: Import; quality: Quality; window: [number, number] }> {
  const whole = await uploadAndCheck(client, service, file, expectations);
  const from = monotonicMicros();
  const [applied, apply] = await timed(async () => {
    await client.apply(whole.imported.id);
    return client.until(whole.imported.id, 'DONE');
  });
  const to = monotonicMicros();
  process.stdout.write(
    `  applied in ${apply.seconds.toFixed(1)} s (${int(rate(whole.rows, apply.seconds))} rows/s) ${JSON.stringify(applied.applied)}\n`,
  );
  const [rows, listing] = await timed(() => client.rows(whole.imported.id, 'apply'));
  process.stdout.write(`  ${int(rows.length)} applied rows read back in ${listing.seconds.toFixed(1)} s\n`);
  return { whole, apply, applied, quality: quality(rows, expectations), window: [from, to] };
}

const store = await cachedLeadStore(LEADS);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'steward-bench-import-'));
try {
  const text = await withCopy(store, async (dataDir) => {
    const copies = copiesNeeded(ROWS);
    const stored = pickStoredLeads(dataDir, 2 * copies, SEED);
    const files = {
      small: path.join(work, `leads-${CHECK_ROWS}.csv`),
      whole: path.join(work, `leads-${ROWS}.csv`),
      floor: path.join(work, `leads-${ROWS}-floor.csv`),
    };
    const [expected, generating] = await timed(async () => ({
      // The smaller file is the first rows of the whole one: the same rows, dry-run only.
      small:
        CPU_PROF && !CHECK_ONLY
          ? undefined
          : await writeLeadFile(files.small, CHECK_ROWS, stored.slice(0, copies), SEED),
      whole: CHECK_ONLY ? undefined : await writeLeadFile(files.whole, ROWS, stored.slice(0, copies), SEED),
      floor:
        CPU_PROF || CHECK_ONLY
          ? undefined
          : await writeLeadFile(files.floor, ROWS, stored.slice(copies), SEED + 500),
    }));
    process.stdout.write(`Files written to ${work} in ${generating.seconds.toFixed(0)} s\n`);

    const env = { DATA_DIR: dataDir, SERVICE_PROCESSES: String(PROCESSES) };
    // The service's warnings and errors, kept after the run: what to read when it misbehaves.
    const log = path.join(os.tmpdir(), 'steward-bench-import-service.log');
    fs.writeFileSync(log, '');
    const [service, starting] = await timed(() => startService(env, { log, profile: CPU_PROF }));
    process.stdout.write(
      `Service of ${PROCESSES} process(es) ready in ${starting.seconds.toFixed(0)} s, its log in ${log}\n`,
    );
    const windows: [string, [number, number]][] = [];
    try {
      const client = await importClient(service.baseUrl, () =>
        clientCredentialsToken(`${service.baseUrl}/oidc`),
      );
      try {
        const small = expected.small && (await uploadAndCheck(client, service, files.small, expected.small));
        if (!expected.whole) {
          windows.push(['dry run', small!.checkWindow]);
          return checkTable(small!);
        }
        const whole = await importWhole(client, service, files.whole, expected.whole);
        windows.push(['dry run', whole.whole.checkWindow], ['apply', whole.window]);
        let base: Awaited<ReturnType<typeof floor>> | undefined;
        if (expected.floor) {
          base = await floor(client, files.floor);
          process.stdout.write(
            `  floor: ${int(base.rows)} rows in ${base.seconds.toFixed(1)} s (${int(rate(base.rows, base.seconds))} rows/s)\n`,
          );
        }
        return tables({ ...whole, ...(small ? { small } : {}), ...(base ? { floor: base } : {}) });
      } finally {
        client.close();
      }
    } finally {
      await service.close();
      for (const [phase, [from, to]] of CPU_PROF ? windows : []) {
        process.stdout.write(
          `\n### CPU profile of the ${phase}\n\n${summarizeProfiles(CPU_PROF!, from, to)}\n`,
        );
      }
    }
  });
  process.stdout.write(`\n${text}\n`);
  if (!CPU_PROF) await writeDocsSection(CHECK_ONLY ? 'import-check' : 'import', text);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
