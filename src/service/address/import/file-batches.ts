import fs from 'node:fs';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import type { AddressPointRow } from '../store/address-point';
import type { BadRow } from './bad-rows';
import type { ImportPlan } from './import-plan';
import { pointReader } from './point-reader';

/** What reading a file found since the batch before: plain data, so that it can be posted between threads. */
export interface RecordBatch<Row> {
  rows: Row[];
  bad: BadRow[];
  /** Data rows read so far, the header and blank lines not counted. */
  rowsRead: number;
  bytesRead: number;
}

export type FileBatch = RecordBatch<AddressPointRow>;

/**
 * Hears each batch; reading goes on when the answer resolves, so that the reader is never far ahead of the
 * writer.
 */
export type BatchHandler<Row = AddressPointRow> = (batch: RecordBatch<Row>) => Promise<void>;

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

/** How the records of a file are laid out. */
export interface RecordLayout {
  delimiter: string;
  /** Whether the first line names the columns rather than holding data. */
  header: boolean;
  /** Fields every record has; `columnsOf` says whose count it is in the problem of a row that differs. */
  columns: number;
  columnsOf: string;
  /** Whether `"` quotes a field; GeoNames' tab-separated dumps write quotes as text. */
  quotes: boolean;
}

/** Turns one record into the rows it stores, or says why it cannot be stored. */
export type RecordReader<Row> = (record: string[]) => Iterable<{ row: Row } | { problem: string }>;

/**
 * Streams one file and turns its records into rows to store, handing them on in batches. Rows that cannot be
 * stored travel with their line and problem; they never stop the reading. The last batch may hold no rows.
 */
export async function readRecordBatches<Row>(
  file: string,
  layout: RecordLayout,
  toRows: RecordReader<Row>,
  onBatch: BatchHandler<Row>,
): Promise<void> {
  const { columns } = layout;
  const firstDataLine = layout.header ? 2 : 1;
  let rowsRead = 0;
  let nextLine = 1;
  let rows: Row[] = [];
  let bad: BadRow[] = [];

  const input = fs.createReadStream(file, { highWaterMark: 1 << 20 });
  const flush = () => {
    const batch = { rows, bad, rowsRead, bytesRead: input.bytesRead };
    rows = [];
    bad = [];
    return onBatch(batch);
  };
  // csv-parse's own line numbers (its `info` option) would halve its speed, so lines are counted here.
  const take = (record: string[]) => {
    const line = nextLine;
    nextLine += 1 + extraLines(record);
    if (line < firstDataLine || (record.length === 1 && record[0] === '')) return;
    rowsRead++;
    if (record.length !== columns) {
      const problem = `row has ${record.length} field${record.length === 1 ? '' : 's'}, ${layout.columnsOf} ${columns}`;
      bad.push({ line, problem });
      return;
    }
    // PostgreSQL cannot store the character, and one such row must not fail the batch it is in.
    if (record.some((field) => field.includes('\0'))) {
      bad.push({ line, problem: 'row holds a NUL character' });
      return;
    }
    const built: Row[] = [];
    let problem: string | undefined;
    for (const outcome of toRows(record)) {
      if ('problem' in outcome) problem ??= outcome.problem;
      else built.push(outcome.row);
    }
    if (problem) bad.push({ line, problem });
    else rows.push(...built);
  };
  const sink = new Writable({
    objectMode: true,
    highWaterMark: 1024,
    write(record: string[], _encoding, done) {
      take(record);
      if (rows.length < BATCH_ROWS) return done();
      flush().then(() => done(), done);
    },
  });
  // Stray quotes are read as text. What is left to go wrong is a quote that is never closed: it swallows the
  // rest of the file into one field, which the parser then skips at the end of the input.
  const parser = parse({
    delimiter: layout.delimiter,
    bom: true,
    quote: layout.quotes ? '"' : false,
    relax_quotes: true,
    relax_column_count: true,
    skip_records_with_error: true,
  });
  let unclosedQuote = false;
  parser.on('skip', () => (unclosedQuote = true));
  await pipeline(input, parser, sink);
  if (unclosedQuote) {
    rowsRead++;
    bad.push({
      line: nextLine,
      problem: 'a quote opened on this line is never closed; the rest of the file was not read',
    });
  }
  await flush();
}

/** Reads a planned address file: its header counts the columns, and its rows become address points. */
export function readFileBatches(plan: ImportPlan, onBatch: BatchHandler): Promise<void> {
  const layout: RecordLayout = {
    delimiter: plan.delimiter,
    header: true,
    columns: plan.header.length,
    columnsOf: 'the header',
    quotes: true,
  };
  return readRecordBatches(plan.file, layout, pointReader(plan.mapping, plan.source), onBatch);
}
