import { loadConfig } from '../../src/service/config/env';
import { importAddresses, type ImportSummary } from '../../src/service/address/import/import-addresses';
import type { FileResult } from '../../src/service/address/import/import-file';
import { planImport, type ImportOptions } from '../../src/service/address/import/import-plan';
import { progressOn } from '../../src/service/address/import/import-progress';
import { migrateToLatest, openStore } from '../../src/service/storage/database';

export interface ImportRequest {
  file: string;
  fixed?: ImportOptions['fixed'];
}

/**
 * Imports the files into the SQLite store of `dataDir` through the import module, exactly as `npm run
 * import:addresses -- <file> --country … --city …` does, and answers each file's figures and the time spent
 * building indexes after them.
 */
export async function importIntoStore(
  dataDir: string,
  requests: readonly ImportRequest[],
): Promise<ImportSummary> {
  const plans = [];
  for (const request of requests)
    plans.push(await planImport(request.file, { map: {}, fixed: request.fixed ?? {} }));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const store = openStore(config.database);
  try {
    await migrateToLatest(store);
    return await importAddresses(store, plans, progressOn(process.stderr));
  } finally {
    await store.close();
  }
}

/** Rows read per second over several files, and the indexes built after them when given. */
export const importRate = (results: readonly FileResult[], indexSeconds = 0) =>
  results.reduce((rows, result) => rows + result.rowsRead, 0) /
  results.reduce((seconds, result) => seconds + result.seconds, indexSeconds);
