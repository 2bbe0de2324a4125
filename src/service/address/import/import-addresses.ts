import type { Store } from '../../storage/database';
import { addressPointWriter, type AddressPointWriter } from '../store/address-point-writer';
import { bumpAddressDataVersion } from '../store/address-data-version';
import { importFile, type FileResult } from './import-file';
import type { ImportPlan } from './import-plan';
import type { ImportProgress } from './import-progress';
import { importEachFile, type ReadingThread } from './each-file';

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
    flush: () => writer.flush(),
  };
  const files = await importEachFile(
    plans,
    progress,
    thread,
    (plan, onProgress, reader) => importFile(plan, counting, onProgress, reader),
    async () => stored > 0 && (await bumpAddressDataVersion(store.db)),
  );
  if (stored === 0) return { files };
  return { files, version: await bumpAddressDataVersion(store.db) };
}
