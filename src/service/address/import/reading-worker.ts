import { Worker } from 'node:worker_threads';
import type { RecordBatch } from './file-batches';
import type { PackedBatch, ReaderMessage, ReadJob, WriterMessage } from './file-batches-worker';
import { unpackRows } from './packed-rows';

/** A worker thread that reads files and builds their rows while this thread writes them. */
export interface ReadingWorker {
  /**
   * Reads the job's file, handing each batch to `write`; resolves when the last one is written. `Row` is what
   * the job's kind builds: the worker posts plain data, whose type does not cross the thread.
   */
  read<Row>(job: ReadJob, write: (batch: RecordBatch<Row>) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

const unpacked = (batch: PackedBatch): RecordBatch<unknown> => ({ ...batch, rows: unpackRows(batch.rows) });

/**
 * Starts the worker, once for all files of an import since starting one takes about 0.2 s. Resolves undefined
 * when it cannot start: under a test runner whose module loader the worker does not share.
 */
export function startReadingWorker(): Promise<ReadingWorker | undefined> {
  const worker = new Worker(new URL('./file-batches-thread.mjs', import.meta.url));
  const post = (message: WriterMessage) => worker.postMessage(message);
  let failure: unknown;
  let reading: {
    write: (batch: RecordBatch<unknown>) => Promise<void>;
    done: () => void;
    fail: (error: unknown) => void;
  };
  let lastWrite: Promise<void> = Promise.resolve();
  const fail = (error: unknown) => {
    failure ??= error;
    reading?.fail(failure);
  };
  const handle = (message: ReaderMessage) => {
    if (message.type === 'batch') {
      lastWrite = reading.write(unpacked(message.batch));
      lastWrite.then(() => post({ type: 'written' }), fail);
    } else if (message.type === 'end') lastWrite.then(reading.done, fail);
  };
  const reader: ReadingWorker = {
    read<Row>(job: ReadJob, write: (batch: RecordBatch<Row>) => Promise<void>) {
      if (failure) return Promise.reject(failure);
      return new Promise<void>((resolve, reject) => {
        reading = { write: (batch) => write(batch as RecordBatch<Row>), done: resolve, fail: reject };
        lastWrite = Promise.resolve();
        post({ type: 'read', job });
      });
    },
    async close() {
      await worker.terminate();
    },
  };
  return new Promise((resolve) => {
    worker.on('message', (message: ReaderMessage) => {
      if (message.type === 'ready') resolve(reader);
      else handle(message);
    });
    worker.on('error', (error) => {
      resolve(undefined);
      fail(error);
    });
    worker.on('exit', (code) => {
      resolve(undefined);
      fail(new Error(`the reading thread stopped (exit code ${code})`));
    });
  });
}
