import type { Store } from '../../storage/database';
import { addressPointWriter, type AddressPointWriter } from '../store/address-point-writer';
import { bumpAddressDataVersion } from '../store/address-data-version';
import { importFile, type FileResult } from './import-file';
import type { ImportPlan } from './import-plan';
import type { ImportProgress } from './import-progress';
import { importEachFile, type ReadingThread } from './each-file';

export interface ImportSummary {
  files: FileResult[];
  /** Seconds spent building the indexes put off while the files were written into an empty table. */
  indexSeconds?: number;
  /** The address data version after the import; undefined when nothing new was stored and it stayed as it was. */
  version?: number;
}

/**
 * Imports planned files one after the other. When any point was new the address data version goes up, also when
 * a file failed half-way, so running services rebuild their street index; a re-import that adds nothing leaves it.
 * The version goes up after the indexes put off are built, so that no service reads the new points without them.
 */
export async function importAddresses(
  store: Store,
  plans: readonly ImportPlan[],
  progress: ImportProgress,
  thread: ReadingThread = 'auto',
): Promise<ImportSummary> {
  const writer = addressPointWriter(store);
  let stored = 0;
  const counting: Pick<AddressPointWriter, 'write' | 'flush'> = {
    async write(rows) {
      const inserted = await writer.write(rows);
      stored += inserted;
      return inserted;
    },
    flush: () => writer.flush(),
  };
  let indexSeconds: number | undefined;
  const complete = async () => {
    if (!writer.indexesPutOff()) return;
    const started = performance.now();
    progress.step('building the address indexes put off while the empty table was written');
    await writer.complete();
    indexSeconds = (performance.now() - started) / 1000;
  };
  const files = await importEachFile(
    plans,
    progress,
    thread,
    (plan, onProgress, reader) => importFile(plan, counting, onProgress, reader),
    async () => {
      await complete();
      if (stored > 0) await bumpAddressDataVersion(store.db);
    },
  );
  await complete();
  const summary: ImportSummary = { files, ...(indexSeconds === undefined ? {} : { indexSeconds }) };
  if (stored === 0) return summary;
  return { ...summary, version: await bumpAddressDataVersion(store.db) };
}
