import type { Store } from '../../storage/database';
import { addressPointWriter, type AddressPointWriter } from '../store/address-point-writer';
import { bumpAddressDataVersion } from '../store/address-data-version';
import { importFile, type FileResult } from './import-file';
import type { ImportPlan } from './import-plan';
import type { ImportProgress } from './import-progress';
import { startReadingWorker } from './reading-worker';

/**
 * Where files are read and their rows built. 'auto' is a worker thread, so that reading and writing use a core
 * each, and this thread when no worker can start.
 */
export type ReadingThread = 'auto' | 'worker' | 'main';

export interface ImportSummary {
  files: FileResult[];
  /** The address data version after the import; undefined when nothing new was stored and it stayed as it was. */
  version?: number;
}

/**
 * Imports planned files one after the other. When any point was new the address data version goes up, also when
 * a file failed half-way, so running services rebuild their street index; a re-import that adds nothing leaves it.
 */
export async function importAddresses(
  store: Store,
  plans: readonly ImportPlan[],
  progress: ImportProgress,
  thread: ReadingThread = 'auto',
): Promise<ImportSummary> {
  const writer = addressPointWriter(store);
  let stored = 0;
  const counting: AddressPointWriter = {
    async write(rows) {
      const inserted = await writer.write(rows);
      stored += inserted;
      return inserted;
    },
  };
  const reader = thread === 'main' ? undefined : await startReadingWorker();
  if (thread === 'worker' && !reader) throw new Error('the reading thread could not start');
  const files: FileResult[] = [];
  try {
    for (const plan of plans) {
      progress.start(plan.file, plan.bytes);
      try {
        const onProgress = (rows: number, bytesRead: number) => progress.update(rows, bytesRead);
        files.push(await importFile(plan, counting, onProgress, reader));
      } finally {
        progress.stop();
      }
    }
  } catch (error) {
    // The failure is what the user must hear about; a version bump that fails as well adds nothing to it.
    if (stored > 0) await bumpAddressDataVersion(store.db).catch(() => undefined);
    throw error;
  } finally {
    await reader?.close();
  }
  if (stored === 0) return { files };
  return { files, version: await bumpAddressDataVersion(store.db) };
}
