import fs from 'node:fs';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import type { AddressPointRow } from '../store/address-point';
import type { BadRow } from './bad-rows';
import type { ImportPlan } from './import-plan';
import { pointReader } from './point-reader';

/** What reading a file found since the batch before: plain data, so that it can be posted between threads. */
export interface FileBatch {
  rows: AddressPointRow[];
  bad: BadRow[];
  /** Data rows read so far, the header and blank lines not counted. */
  rowsRead: number;
  bytesRead: number;
}

/**
 * Hears each batch; reading goes on when the answer resolves, so that the reader is never far ahead of the
 * writer.
 */
export type BatchHandler = (batch: FileBatch) => Promise<void>;

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
 * Streams one file and turns its records into rows to store, handing them on in batches. Rows that cannot be
 * stored travel with their line and problem; they never stop the reading. The last batch may hold no rows.
 */
export async function readFileBatches(plan: ImportPlan, onBatch: BatchHandler): Promise<void> {
  const toPoint = pointReader(plan.mapping, plan.source);
  const columns = plan.header.length;
  let rowsRead = 0;
  let nextLine = 1;
  let rows: AddressPointRow[] = [];
  let bad: BadRow[] = [];

  const input = fs.createReadStream(plan.file, { highWaterMark: 1 << 20 });
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
    if (line === 1 || (record.length === 1 && record[0] === '')) return;
    rowsRead++;
    if (record.length !== columns) {
      const problem = `row has ${record.length} field${record.length === 1 ? '' : 's'}, the header ${columns}`;
      bad.push({ line, problem });
      return;
    }
    // PostgreSQL cannot store the character, and one such row must not fail the batch it is in.
    if (record.some((field) => field.includes('\0'))) {
      bad.push({ line, problem: 'row holds a NUL character' });
      return;
    }
    const points: AddressPointRow[] = [];
    let problem: string | undefined;
    for (const outcome of toPoint(record)) {
      if ('problem' in outcome) problem ??= outcome.problem;
      else points.push(outcome.row);
    }
    if (problem) bad.push({ line, problem });
    else rows.push(...points);
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
    bad.push({
      line: nextLine,
      problem: 'a quote opened on this line is never closed; the rest of the file was not read',
    });
  }
  await flush();
}
