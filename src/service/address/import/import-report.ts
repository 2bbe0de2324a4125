import type { FileResult } from './import-file';
import type { ImportSummary } from './import-addresses';

const count = (value: number) => Math.round(value).toLocaleString('en-US');

const sum = (files: readonly FileResult[], pick: (result: FileResult) => number) =>
  files.reduce((total, result) => total + pick(result), 0);

function figures(
  result: Pick<FileResult, 'rowsRead' | 'inserted' | 'present' | 'seconds'>,
  bad: number,
): string {
  const rate = result.seconds > 0 ? count(result.rowsRead / result.seconds) : '–';
  return (
    `${count(result.rowsRead)} rows read, ${count(result.inserted)} inserted, ${count(result.present)} already ` +
    `present, ${count(bad)} bad; ${result.seconds.toFixed(2)} s, ${rate} rows/s`
  );
}

function fileReport(result: FileResult): string[] {
  const lines = [`${result.file}: ${figures(result, result.bad.total)}`];
  if (result.bad.total === 0) return lines;
  const kinds = [...result.bad.byKind].sort((a, b) => b[1] - a[1]);
  lines.push(
    '  bad rows by problem:',
    ...kinds.map(([kind, total]) => `    ${count(total).padStart(9)}  ${kind}`),
  );
  const listed = result.bad.listed;
  lines.push(
    listed.length < result.bad.total ? `  the first ${listed.length} bad rows:` : '  bad rows:',
    ...listed.map(({ line, problem }) => `    line ${line}: ${problem}`),
  );
  return lines;
}

/** Each file's figures and bad rows, and their total when there are several. */
export function fileLines(files: readonly FileResult[]): string[] {
  const lines = files.flatMap(fileReport);
  if (files.length > 1) {
    const total = {
      rowsRead: sum(files, (result) => result.rowsRead),
      inserted: sum(files, (result) => result.inserted),
      present: sum(files, (result) => result.present),
      seconds: sum(files, (result) => result.seconds),
    };
    lines.push(
      `total, ${files.length} files: ${figures(
        total,
        sum(files, (result) => result.bad.total),
      )}`,
    );
  }
  return lines;
}

/** The closing report: each file's figures and bad rows, the total, and what became of the data version. */
export function formatSummary(summary: ImportSummary): string {
  const lines = fileLines(summary.files);
  if (summary.indexSeconds !== undefined) {
    const rows = sum(summary.files, (result) => result.rowsRead);
    const seconds = sum(summary.files, (result) => result.seconds) + summary.indexSeconds;
    lines.push(
      `address indexes built in ${summary.indexSeconds.toFixed(2)} s (put off while the empty table was written); ` +
        `whole import ${seconds.toFixed(2)} s, ${count(rows / seconds)} rows/s`,
    );
  }
  lines.push(
    summary.version === undefined
      ? 'nothing new stored; address data version unchanged'
      : `address data version ${summary.version}: running services rebuild their street index`,
  );
  return `${lines.join('\n')}\n`;
}
