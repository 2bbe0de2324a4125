import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';

const DOCS = path.resolve(import.meta.dirname, '../docs/benchmarks.md');

/**
 * Replaces what stands between `<!-- bench:<name>:start -->` and `<!-- bench:<name>:end -->` in docs/benchmarks.md,
 * then formats the page as the project's Prettier does, so a benchmark run leaves `npm run lint` green.
 */
export async function writeDocsSection(name: string, text: string): Promise<void> {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const current = fs.readFileSync(DOCS, 'utf8');
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  if (from < 0 || to < 0) throw new Error(`docs/benchmarks.md lacks the ${start} … ${end} markers`);
  const updated = `${current.slice(0, from + start.length)}\n\n${text}\n\n${current.slice(to)}`;
  const options = await prettier.resolveConfig(DOCS);
  fs.writeFileSync(DOCS, await prettier.format(updated, { ...options, filepath: DOCS }));
}

/** Other work on the machine skews timings; the line says how busy it was when the benchmark started. */
const LOAD_AT_START = os.loadavg()[0]!;

export const runLine = (extra: string) =>
  `Run ${new Date().toISOString().slice(0, 10)} on ${process.platform}, Node ${process.version}, ${extra}; ` +
  `load average ${LOAD_AT_START.toFixed(1)} at start.`;
