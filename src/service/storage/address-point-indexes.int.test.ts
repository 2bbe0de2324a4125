import { beforeAll, describe, expect, it } from 'vitest';
import { addressPointIndexes, type IndexDefinition } from '../testing/address-point-index-listing';
import { migratedStoreForTests } from '../testing/test-service';
import { createAddressPointIndexes, dropAddressPointIndexes } from './address-point-indexes';
import { migrateToLatest } from './database';

const testing = migratedStoreForTests();

let migrated: IndexDefinition[];
beforeAll(async () => {
  migrated = await addressPointIndexes(testing.store);
});

describe(`address point indexes on ${process.env['STEWARD_TEST_DATABASE']}`, () => {
  it('are built again exactly as the migrations made them', async () => {
    expect(migrated.map((index) => index.name)).toEqual([
      'address_points_by_postcode',
      'address_points_by_street',
      'address_points_ranges',
    ]);
    await dropAddressPointIndexes(testing.store.db);
    expect(await addressPointIndexes(testing.store)).toEqual([]);

    await createAddressPointIndexes(testing.store.db);
    expect(await addressPointIndexes(testing.store)).toEqual(migrated);
  });

  it('come back when the store is next migrated after an import stopped before building them', async () => {
    await dropAddressPointIndexes(testing.store.db);
    await migrateToLatest(testing.store);
    expect(await addressPointIndexes(testing.store)).toEqual(migrated);
  });
});
