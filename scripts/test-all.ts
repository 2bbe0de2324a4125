import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromiumPath, postgresBin } from './prerequisites';

/**
 * `npm test`: every suite — unit, files (tests that read the bundled data or other files, no database), service
 * integration on SQLite and on PostgreSQL, end-to-end in Chromium — then one closing line with the totals over all
 * of them. Exits non-zero when anything failed or could not run.
 */
interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
}

const RESULTS = path.resolve('test-results');
fs.mkdirSync(RESULTS, { recursive: true });

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function vitestSuite(project: string): SuiteResult {
  const output = path.join(RESULTS, `vitest-${project}.json`);
  fs.rmSync(output, { force: true });
  const status = run('npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ]);
  if (!fs.existsSync(output)) return { name: project, passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(fs.readFileSync(output, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numFailedTestSuites: number;
  };
  // A file that fails to load counts as a failure even though none of its tests ran.
  const brokenFiles =
    status !== 0 && report.numFailedTests === 0 ? Math.max(1, report.numFailedTestSuites) : 0;
  return {
    name: project,
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function e2eSuite(): SuiteResult {
  const output = path.join(RESULTS, 'e2e-results.json');
  fs.rmSync(output, { force: true });
  const build = run('npx', ['vite', 'build', '--logLevel', 'warn']);
  if (build !== 0) return { name: 'e2e', passed: 0, failed: 1, skipped: 0 };
  const status = run('npx', ['playwright', 'test'], { CHROMIUM_PATH: chromiumPath() });
  if (!fs.existsSync(output)) return { name: 'e2e', passed: 0, failed: 1, skipped: 0 };
  const { stats } = JSON.parse(fs.readFileSync(output, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  const failed = stats.unexpected + (status !== 0 && stats.unexpected === 0 ? 1 : 0);
  return { name: 'e2e', passed: stats.expected + stats.flaky, failed, skipped: stats.skipped };
}

function main() {
  const only = process.argv.slice(2);
  const wanted = (name: string) => only.length === 0 || only.includes(name);
  if (wanted('postgres')) postgresBin();
  if (wanted('e2e')) chromiumPath();

  const results: SuiteResult[] = [];
  for (const project of ['unit', 'files', 'sqlite', 'postgres'])
    if (wanted(project)) results.push(vitestSuite(project));
  if (wanted('e2e')) results.push(e2eSuite());

  console.log('\nSuites:');
  for (const { name, passed, failed, skipped } of results) {
    console.log(
      `  ${name.padEnd(9)} ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
    );
  }
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  console.log('0 passed, 1 failed');
  process.exit(1);
}
