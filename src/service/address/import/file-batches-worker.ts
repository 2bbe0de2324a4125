import { parentPort } from 'node:worker_threads';
import {
  readFileBatches,
  readRecordBatches,
  type BatchHandler,
  type RecordBatch,
  type RecordLayout,
} from './file-batches';
import { geonamesPostalReader } from './geonames-postal-rows';
import type { ImportPlan } from './import-plan';
import { packedBuffers, packRows, type PackedRows } from './packed-rows';

/** A file to read and what its rows become: address points, or GeoNames postal places. */
export type ReadJob =
  { kind: 'addresses'; plan: ImportPlan } | { kind: 'postal places'; file: string; layout: RecordLayout };

/** What the writing thread tells the reading one: a file to read, or that one more batch was written. */
export type WriterMessage = { type: 'read'; job: ReadJob } | { type: 'written' };
/** What the reading thread tells the writing one. */
export type ReaderMessage = { type: 'ready' } | { type: 'batch'; batch: PackedBatch } | { type: 'end' };

/** A batch as it crosses to the writing thread: its rows packed. */
export type PackedBatch = Omit<RecordBatch<unknown>, 'rows'> & { rows: PackedRows };

/**
 * Batches posted and not yet written. Two keep the writer busy (one written while the next waits) and the memory
 * of rows read ahead small.
 */
const IN_FLIGHT = 2;

const port = parentPort!;
const post = (message: ReaderMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
let inFlight = 0;
let written: (() => void) | undefined;

async function read(job: ReadJob) {
  const onBatch: BatchHandler<object> = async (batch) => {
    const rows = packRows(batch.rows);
    post({ type: 'batch', batch: { ...batch, rows } }, packedBuffers(rows));
    inFlight++;
    while (inFlight >= IN_FLIGHT) await new Promise<void>((resolve) => (written = resolve));
  };
  if (job.kind === 'addresses') await readFileBatches(job.plan, onBatch);
  else await readRecordBatches(job.file, job.layout, geonamesPostalReader(), onBatch);
  post({ type: 'end' });
}

port.on('message', (message: WriterMessage) => {
  if (message.type === 'written') {
    inFlight--;
    written?.();
    written = undefined;
    return;
  }
  // A file that cannot be read ends the thread with the error (an unhandled rejection), which the writing thread
  // reports.
  void read(message.job);
});
post({ type: 'ready' });
