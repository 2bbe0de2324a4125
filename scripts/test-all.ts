import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';
import { chromiumPath, postgresBin } from './prerequisites';

/**
 * `npm test`: every suite — the checks (types, lint, formatting), unit, files (tests that read the bundled data or
 * other files, no database), service integration on SQLite and on PostgreSQL, end-to-end in Chromium — then one
 * closing line with the totals over all of them. Exits non-zero when anything failed or could not run.
 *
 * The suites run in lanes side by side, since one suite at a time leaves much of a machine idle (the integration and
 * browser tests spend much of their time waiting on services, databases and the browser): the console build and the
 * end-to-end suite (two workers, each with its own service) in one lane, and two lanes that take the other suites
 * longest first, so that the long ones start at once and the short ones fill in at the end. Once the end-to-end suite
 * is done, its lane takes the next suite not yet started too. A Vitest suite that starts while the end-to-end suite
 * runs takes half the cores' worth of workers (one on two cores), so that the lanes together ask for not much more
 * than the cores there are; one that starts after takes Vitest's configured count. While lanes overlap, every line a
 * suite prints starts with its name; `npm run test:<suite>` runs one suite with its output as it is.
 */
interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  /** Each failed test as "file › test: first line of its error", so the summary at the end names them. */
  failures: string[];
}

/** A suite that could not report at all: one failure, named by what went wrong. */
function brokenSuite(name: string, why: string): SuiteResult {
  return { name, passed: 0, failed: 1, skipped: 0, failures: [why] };
}

function firstLine(message: string | undefined): string {
  // Reporters keep the terminal's colours in error messages; the summary is read in a log.
  const plain = stripVTControlCharacters(message ?? '');
  return (
    plain
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 300) ?? ''
  );
}

const SUITES = ['checks', 'unit', 'files', 'sqlite', 'postgres', 'e2e'] as const;
/** The suites other than end-to-end in the order lanes take them: longest first. */
const LONGEST_FIRST: readonly SuiteName[] = ['sqlite', 'postgres', 'checks', 'unit', 'files'];
type SuiteName = (typeof SUITES)[number];

const RESULTS = path.resolve('test-results');
fs.mkdirSync(RESULTS, { recursive: true });

/** Whether lines are prefixed with their suite's name: only when more than one suite may print at once. */
let prefixed = false;
/** Whether the end-to-end lane (console build, then Playwright) is running. */
let e2eRunning = false;

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (prefixed) {
      const tag = `[${label}]`.padEnd(11);
      createInterface({ input: child.stdout! }).on('line', (line) => process.stdout.write(`${tag}${line}\n`));
      createInterface({ input: child.stderr! }).on('line', (line) => process.stderr.write(`${tag}${line}\n`));
    }
    child.on('error', (error) => {
      console.error(`[${label}] ${command} could not start: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function vitestSuite(project: string): Promise<SuiteResult> {
  const output = path.join(RESULTS, `vitest-${project}.json`);
  fs.rmSync(output, { force: true });
  const status = await run(project, 'npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
    ...(e2eRunning ? [`--maxWorkers=${Math.max(1, Math.floor(os.availableParallelism() / 2))}`] : []),
  ]);
  if (!fs.existsSync(output)) return brokenSuite(project, `Vitest wrote no report (exit ${status})`);
  const report = JSON.parse(fs.readFileSync(output, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numFailedTestSuites: number;
    testResults: {
      name: string;
      status: string;
      message?: string;
      assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
    }[];
  };
  const failures = report.testResults.flatMap((file) => {
    const where = path.relative(process.cwd(), file.name);
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    return tests.length === 0 && file.status === 'failed' ? [`${where}: ${firstLine(file.message)}`] : tests;
  });
  // A file that fails to load counts as a failure even though none of its tests ran.
  const brokenFiles =
    status !== 0 && report.numFailedTests === 0 ? Math.max(1, report.numFailedTestSuites) : 0;
  return {
    name: project,
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
    failures,
  };
}

/** What `npm run typecheck` and `npm run lint` check, each a test of the checks suite. */
const CHECKS: readonly { name: string; command: string; args: string[] }[] = [
  { name: 'types (tsc -b)', command: 'npx', args: ['tsc', '-b'] },
  { name: 'lint (eslint)', command: 'npx', args: ['eslint', '.'] },
  { name: 'formatting (prettier)', command: 'npx', args: ['prettier', '--check', '.'] },
];

async function checksSuite(): Promise<SuiteResult> {
  const failures: string[] = [];
  for (const check of CHECKS) {
    const status = await run('checks', check.command, check.args);
    if (status !== 0) failures.push(`${check.name}: exit ${status}, see its output above`);
  }
  return {
    name: 'checks',
    passed: CHECKS.length - failures.length,
    failed: failures.length,
    skipped: 0,
    failures,
  };
}

async function e2eSuite(): Promise<SuiteResult> {
  const output = path.join(RESULTS, 'e2e-results.json');
  fs.rmSync(output, { force: true });
  const build = await run('e2e', 'npx', ['vite', 'build', '--logLevel', 'warn']);
  if (build !== 0) return brokenSuite('e2e', `the console's build failed (exit ${build})`);
  const status = await run('e2e', 'npx', ['playwright', 'test'], { CHROMIUM_PATH: chromiumPath() });
  if (!fs.existsSync(output)) return brokenSuite('e2e', `Playwright wrote no report (exit ${status})`);
  const report = JSON.parse(fs.readFileSync(output, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    suites: PlaywrightSuite[];
    errors?: { message?: string }[];
  };
  const { stats } = report;
  const failures = report.suites.flatMap(failedSpecs);
  for (const error of report.errors ?? []) failures.push(`Playwright: ${firstLine(error.message)}`);
  const failed = stats.unexpected + (status !== 0 && stats.unexpected === 0 ? 1 : 0);
  return { name: 'e2e', passed: stats.expected + stats.flaky, failed, skipped: stats.skipped, failures };
}

interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    ok: boolean;
    tests: { results: { status: string; error?: { message?: string } }[] }[];
  }[];
}

function failedSpecs(suite: PlaywrightSuite): string[] {
  const own = (suite.specs ?? [])
    .filter((spec) => !spec.ok)
    .map((spec) => {
      const error = spec.tests.flatMap((test) => test.results).find((result) => result.error)?.error;
      return `e2e/${spec.file} › ${spec.title}: ${firstLine(error?.message)}`;
    });
  return [...own, ...(suite.suites ?? []).flatMap(failedSpecs)];
}

/** Runs one suite and says how long it took, for the log of a run where lanes overlap. */
async function timed(name: SuiteName): Promise<SuiteResult> {
  const started = Date.now();
  if (prefixed) console.log(`[${name}] started`);
  const result = await (name === 'e2e' ? e2eSuite() : name === 'checks' ? checksSuite() : vitestSuite(name));
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`[${name}] finished in ${seconds} s: ${result.passed} passed, ${result.failed} failed`);
  return result;
}

async function main() {
  const only = process.argv.slice(2);
  const unknown = only.filter((name) => !(SUITES as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`Unknown suite ${unknown.join(', ')}: the suites are ${SUITES.join(', ')}`);
  const wanted = SUITES.filter((name) => only.length === 0 || only.includes(name));
  if (wanted.includes('postgres')) postgresBin();
  if (wanted.includes('e2e')) chromiumPath();

  const queue = LONGEST_FIRST.filter((name) => wanted.includes(name));
  const withE2e = wanted.includes('e2e');
  prefixed = withE2e && queue.length > 0;
  const results: SuiteResult[] = [];
  /** Runs the suites not yet started, one after another, until none is left. */
  const lane = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) results.push(await timed(name));
  };
  const e2eLane = async () => {
    if (!withE2e) return;
    e2eRunning = true;
    try {
      results.push(await timed('e2e'));
    } finally {
      e2eRunning = false;
    }
    await lane();
  };
  await Promise.all([lane(), ...(withE2e ? [lane(), e2eLane()] : [])]);
  results.sort((a, b) => SUITES.indexOf(a.name as SuiteName) - SUITES.indexOf(b.name as SuiteName));

  console.log('\nSuites:');
  for (const { name, passed, failed, skipped } of results) {
    console.log(
      `  ${name.padEnd(9)} ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
    );
  }
  const failures = results.flatMap((result) =>
    result.failures.map((failure) => `  [${result.name}] ${failure}`),
  );
  if (failures.length > 0) console.log(`\nFailed:\n${failures.join('\n')}\n`);
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  console.log('0 passed, 1 failed');
  process.exit(1);
});
