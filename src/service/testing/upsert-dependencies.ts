import { addressData, addressJudges } from '../address/address-data';
import type { ServiceConfig } from '../config/env';
import { IntakeCounter } from '../intake/intake-counter';
import { DEFAULT_PATIENCE } from '../match-index/find-duplicates';
import type { LiveIndex } from '../match-index/live-index';
import type { RecordTypeStore } from '../records/record-type-store';
import type { Store } from '../storage/database';
import type { UpsertDependencies } from '../upsert/upsert-service';

/** What the upserts of a test that runs no service write with: the store's, as the service would set them. */
export const upsertDependencies = (
  store: Store,
  config: ServiceConfig,
  recordTypes: RecordTypeStore,
  index: LiveIndex,
): UpsertDependencies => ({
  db: store.db,
  dialect: store.dialect,
  recordTypes,
  index,
  limits: { cap: config.upsertCandidateCap, patience: DEFAULT_PATIENCE },
  defaultCountry: config.defaultCountry,
  addressJudges: addressJudges(addressData(store, config.defaultCountry)),
  intake: new IntakeCounter(store.db),
});
