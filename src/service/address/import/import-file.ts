import type { AddressPointWriter } from '../store/address-point-writer';
import { BadRows } from './bad-rows';
import { readFileBatches, type FileBatch, type RecordBatch } from './file-batches';
import type { ImportPlan } from './import-plan';
import type { ReadingWorker } from './reading-worker';

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

/** Stores a batch of rows and answers how many of them were new. */
export interface RowWriter<Row> {
  write(rows: readonly Row[]): Promise<number>;
}

/** Writes batches one after the other and adds up what became of their rows. */
export function batchSink<Row>(
  writer: RowWriter<Row>,
  onProgress: (rows: number, bytesRead: number) => void,
) {
  const bad = new BadRows();
  let rowsRead = 0;
  let inserted = 0;
  let written = 0;
  let writing: Promise<void> = Promise.resolve();
  return {
    /** Queues the batch behind those before it; resolves when it is written. */
    write(batch: RecordBatch<Row>): Promise<void> {
      for (const row of batch.bad) bad.add(row.line, row.problem);
      rowsRead = batch.rowsRead;
      writing = writing.then(async () => {
        if (batch.rows.length > 0) {
          inserted += await writer.write(batch.rows);
          written += batch.rows.length;
        }
        onProgress(batch.rowsRead, batch.bytesRead);
      });
      // Its failure is reported by whoever waits for it, not as an unhandled rejection meanwhile.
      writing.catch(() => undefined);
      return writing;
    },
    /** Resolves when every batch handed in has been written or has failed. */
    settled: () =>
      writing.then(
        () => undefined,
        () => undefined,
      ),
    result: (file: string, seconds: number): FileResult => ({
      file,
      rowsRead,
      inserted,
      present: written - inserted,
      bad,
      seconds,
    }),
  };
}

/**
 * Hands each batch on to `write` without waiting for it, but for the one before: one batch is written while the
 * next is read, and on PostgreSQL the server stores it meanwhile.
 */
export function writingBehind<Row>(write: (batch: RecordBatch<Row>) => Promise<void>) {
  let previous: Promise<void> = Promise.resolve();
  return {
    onBatch(batch: RecordBatch<Row>): Promise<void> {
      const before = previous;
      previous = write(batch);
      return before;
    },
    done: () => previous,
  };
}

async function readHere(plan: ImportPlan, write: (batch: FileBatch) => Promise<void>): Promise<void> {
  const behind = writingBehind(write);
  await readFileBatches(plan, (batch) => behind.onBatch(batch));
  await behind.done();
}

/**
 * Streams one file into the store in batches. Rows that cannot be stored are counted with their line and
 * problem; they never stop the import. `onProgress` hears the rows and bytes read after every batch. With a
 * `reader` the file is read and its rows built in that worker thread, and only written here.
 */
export async function importFile(
  plan: ImportPlan,
  writer: Pick<AddressPointWriter, 'write' | 'flush'>,
  onProgress: (rows: number, bytesRead: number) => void,
  reader?: ReadingWorker,
): Promise<FileResult> {
  const started = performance.now();
  const sink = batchSink(writer, onProgress);
  const write = (batch: FileBatch) => sink.write(batch);
  try {
    await (reader ? reader.read({ kind: 'addresses', plan }, write) : readHere(plan, write));
  } finally {
    // A batch still queued when reading failed is written before the commit, not left in an open transaction.
    await sink.settled();
    await writer.flush();
  }
  return sink.result(plan.file, (performance.now() - started) / 1000);
}
