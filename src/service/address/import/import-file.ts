import fs from 'node:fs';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import type { AddressPointRow } from '../store/address-point';
import type { AddressPointWriter } from '../store/address-point-writer';
import { BadRows } from './bad-rows';
import type { ImportPlan } from './import-plan';
import { pointReader } from './point-reader';

export interface FileResult {
  file: string;
  /** Data rows, the header and blank lines not counted. */
  rowsRead: number;
  inserted: number;
  /** Good rows whose address was stored already: by an earlier import, or earlier in this file. */
  present: number;
  bad: BadRows;
  seconds: number;
}

/** Rows per write: one transaction each, large enough that commits cost little, small enough to show progress. */
const BATCH_ROWS = 10_000;

/** Lines a record took beyond its first: quoted fields may hold line breaks. */
function extraLines(record: readonly string[]): number {
  let lines = 0;
  for (const field of record) {
    for (let at = field.indexOf('\n'); at !== -1; at = field.indexOf('\n', at + 1)) lines++;
  }
  return lines;
}

/**
 * Streams one file into the store in batches. Rows that cannot be stored are counted with their line and
 * problem; they never stop the import. `onProgress` hears the rows and bytes read after every batch.
 */
export async function importFile(
  plan: ImportPlan,
  writer: AddressPointWriter,
  onProgress: (rows: number, bytesRead: number) => void,
): Promise<FileResult> {
  const started = performance.now();
  const toPoint = pointReader(plan.mapping, plan.source);
  const columns = plan.header.length;
  const bad = new BadRows();
  let rowsRead = 0;
  let inserted = 0;
  let written = 0;
  let nextLine = 1;
  let batch: AddressPointRow[] = [];

  const input = fs.createReadStream(plan.file, { highWaterMark: 1 << 20 });
  // One batch is written while the next is read: on PostgreSQL the server stores it meanwhile.
  let writing: Promise<void> = Promise.resolve();
  /** Starts writing the batch; resolves when the batch before it is written. */
  const flush = () => {
    const rows = batch;
    batch = [];
    const previous = writing;
    writing = previous.then(async () => {
      inserted += await writer.write(rows);
      written += rows.length;
      onProgress(rowsRead, input.bytesRead);
    });
    // Its failure is reported by whoever waits for it next, not as an unhandled rejection meanwhile.
    writing.catch(() => undefined);
    return previous;
  };
  // csv-parse's own line numbers (its `info` option) would halve its speed, so lines are counted here.
  const take = (record: string[]) => {
    const line = nextLine;
    nextLine += 1 + extraLines(record);
    if (line === 1 || (record.length === 1 && record[0] === '')) return;
    rowsRead++;
    if (record.length !== columns) {
      bad.add(line, `row has ${record.length} field${record.length === 1 ? '' : 's'}, the header ${columns}`);
      return;
    }
    // PostgreSQL cannot store the character, and one such row must not fail the batch it is in.
    if (record.some((field) => field.includes('\0'))) {
      bad.add(line, 'row holds a NUL character');
      return;
    }
    const rows: AddressPointRow[] = [];
    let problem: string | undefined;
    for (const outcome of toPoint(record)) {
      if ('problem' in outcome) problem ??= outcome.problem;
      else rows.push(outcome.row);
    }
    if (problem) bad.add(line, problem);
    else batch.push(...rows);
  };
  const sink = new Writable({
    objectMode: true,
    highWaterMark: 1024,
    write(record: string[], _encoding, done) {
      take(record);
      if (batch.length < BATCH_ROWS) return done();
      flush().then(() => done(), done);
    },
    final(done) {
      void flush();
      writing.then(() => done(), done);
    },
  });
  // Stray quotes are read as text. What is left to go wrong is a quote that is never closed: it swallows the
  // rest of the file into one field, which the parser then skips at the end of the input.
  const parser = parse({
    delimiter: plan.delimiter,
    bom: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_records_with_error: true,
  });
  let unclosedQuote = false;
  parser.on('skip', () => (unclosedQuote = true));
  await pipeline(input, parser, sink);
  if (unclosedQuote) {
    rowsRead++;
    bad.add(nextLine, 'a quote opened on this line is never closed; the rest of the file was not read');
  }
  return {
    file: plan.file,
    rowsRead,
    inserted,
    present: written - inserted,
    bad,
    seconds: (performance.now() - started) / 1000,
  };
}
