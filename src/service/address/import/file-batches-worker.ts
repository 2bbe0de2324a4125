import { parentPort } from 'node:worker_threads';
import { readFileBatches, type FileBatch } from './file-batches';
import type { ImportPlan } from './import-plan';

/** What the writing thread tells the reading one: a file to read, or that one more batch was written. */
export type WriterMessage = { type: 'read'; plan: ImportPlan } | { type: 'written' };
/** What the reading thread tells the writing one. */
export type ReaderMessage = { type: 'ready' } | { type: 'batch'; batch: FileBatch } | { type: 'end' };

/**
 * Batches posted and not yet written. Two keep the writer busy (one written while the next waits) and the memory
 * of rows read ahead small.
 */
const IN_FLIGHT = 2;

const port = parentPort!;
const post = (message: ReaderMessage) => port.postMessage(message);
let inFlight = 0;
let written: (() => void) | undefined;

async function read(plan: ImportPlan) {
  await readFileBatches(plan, async (batch) => {
    post({ type: 'batch', batch });
    inFlight++;
    while (inFlight >= IN_FLIGHT) await new Promise<void>((resolve) => (written = resolve));
  });
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
  void read(message.plan);
});
post({ type: 'ready' });
