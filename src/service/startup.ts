import path from 'node:path';
import type { ServiceConfig } from './config/env';
import { seedDemoIfEmpty } from './demo/seed-demo';
import { seedDemoAddressesOnce } from './demo/seed-demo-addresses';
import { seedDemoFiltersOnce } from './demo/seed-demo-filters';
import { runningBuildTargets } from './index-builds/index-build-store';
import { ensureEntries } from './match-index/entry-upkeep';
import { LiveIndex } from './match-index/live-index';
import { MatchingConfiguration } from './matching-config/matching-configuration';
import { ensureMatchingVersion } from './matching-config/matching-version';
import { RecordTypeStore } from './records/record-type-store';
import { migrateToLatest, type Store } from './storage/database';
import { refreshBuiltInLists } from './word-list-admin/word-list-admin';

/**
 * Brings a database up to what this version of the service needs before it serves: schema, built-in word lists
 * (re-indexing the records whose scenarios use one that changed), the demo (in demo mode, into an empty database;
 * its filters and Boston's street addresses once, also into a demo database from before them) and a match index
 * entry computed by this version of the code for every record. Answers the number of demo records loaded.
 */
export async function prepareStore(store: Store, config: ServiceConfig): Promise<number> {
  await migrateToLatest(store);
  await ensureMatchingVersion(store.db);
  await refreshBuiltInLists({
    db: store.db,
    defaultCountry: config.defaultCountry,
    inlineReindexRecords: config.inlineReindexRecords,
  });
  const seeded = config.demoMode ? await seedDemoIfEmpty(store, config) : 0;
  if (config.demoMode) await seedDemoFiltersOnce(store);
  if (config.demoMode && config.demoAddresses) await seedDemoAddressesOnce(store);
  const recordTypes = new RecordTypeStore(store.db);
  await recordTypes.load();
  const names = recordTypes.all().map((type) => type.name);
  await ensureEntries(
    store.db,
    await MatchingConfiguration.load(store.db, names, config.defaultCountry),
    names,
    await runningBuildTargets(store.db),
  );
  return seeded;
}

/**
 * The match index of this process: read from the snapshot in the data folder and caught up, or built from the stored
 * entries (and saved as the snapshot) when there is none to use.
 */
export function startMatchIndex(
  store: Store,
  config: ServiceConfig,
  recordTypes: RecordTypeStore,
): Promise<LiveIndex> {
  return LiveIndex.start({
    db: store.db,
    // Record types change through the configuration too (created, edited, mapped): read again with it, so that a
    // type created on any process has an index here from the next catch-up.
    loadMatching: async (db) => {
      await recordTypes.load();
      const names = recordTypes.all().map((type) => type.name);
      return MatchingConfiguration.load(db, names, config.defaultCountry);
    },
    changes: store.changes,
    snapshotFile: path.join(config.dataDir, 'match-index.snapshot'),
  });
}
