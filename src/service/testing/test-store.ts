import { loadConfig, type ServiceConfig } from '../config/env';
import { LiveIndex } from '../match-index/live-index';
import { MatchingConfiguration } from '../matching-config/matching-configuration';
import { RecordTypeStore } from '../records/record-type-store';
import { prepareStore } from '../startup';
import { openStore, type Store } from '../storage/database';
import { createTestDatabase } from './test-service';

/** A prepared store of its own (the demo's data), its record types and a live match index, without a service. */
export interface TestStore {
  config: ServiceConfig;
  store: Store;
  recordTypes: RecordTypeStore;
  index: LiveIndex;
  close(): Promise<void>;
}

/** Opens a fresh test database as a service would, with `env` over the quiet test settings. */
export async function openTestStore(env: Record<string, string> = {}): Promise<TestStore> {
  const database = await createTestDatabase();
  const config = loadConfig({ ...database.env, LOG_LEVEL: 'silent', ...env });
  const store = openStore(config.database);
  await prepareStore(store, config);
  const recordTypes = new RecordTypeStore(store.db);
  await recordTypes.load();
  const names = recordTypes.all().map((type) => type.name);
  const index = await LiveIndex.start({
    db: store.db,
    loadMatching: (db) => MatchingConfiguration.load(db, names, config.defaultCountry),
  });
  return {
    config,
    store,
    recordTypes,
    index,
    async close() {
      await store.close();
      await database.drop();
    },
  };
}
