import { beforeAll, describe, expect, it } from 'vitest';
import { addressPointIndexes, type IndexDefinition } from '../../testing/address-point-index-listing';
import { migratedStoreForTests } from '../../testing/test-service';
import { toPointRow, type AddressPointRow } from './address-point';
import { addressPointWriter } from './address-point-writer';

const testing = migratedStoreForTests();
const onSqlite = process.env['STEWARD_TEST_DATABASE'] === 'sqlite';

function point(number: string): AddressPointRow {
  const outcome = toPointRow({
    country: 'DE',
    city: 'Potsdam',
    street: 'Hauptstraße',
    number,
    source: 'test',
  });
  if ('problem' in outcome) throw new Error(outcome.problem);
  return outcome.row;
}

const storedNumbers = async () =>
  (await testing.store.db.selectFrom('address_points').select('number').orderBy('number').execute()).map(
    (row) => row.number,
  );

let migrated: IndexDefinition[];
beforeAll(async () => {
  migrated = await addressPointIndexes(testing.store);
});

describe(`address point writer on ${process.env['STEWARD_TEST_DATABASE']}`, () => {
  it('keeps the batches before one that fails, stores none of its rows, and commits on flush', async () => {
    const writer = addressPointWriter(testing.store);
    expect(await writer.write([point('1'), point('2')])).toBe(2);
    // A column the table requires is missing: the statement fails for this batch only.
    const broken = { ...point('4'), country: null } as unknown as AddressPointRow;
    await expect(writer.write([point('3'), broken])).rejects.toThrow();
    expect(await writer.write([point('2'), point('5')])).toBe(1);
    await writer.flush();
    await writer.complete();

    expect(await storedNumbers()).toEqual(['1', '2', '5']);
    expect(await addressPointIndexes(testing.store)).toEqual(migrated);
  });

  it('puts off the indexes of an empty table on SQLite and builds them as the migrations made them', async () => {
    await testing.store.db.deleteFrom('address_points').execute();
    const first = addressPointWriter(testing.store);
    expect(await first.write([point('1'), point('2')])).toBe(2);
    expect(first.indexesPutOff()).toBe(onSqlite);
    expect(await addressPointIndexes(testing.store)).toEqual(onSqlite ? [] : migrated);
    await first.flush();

    // A second import meanwhile finds rows and writes through the indexes as they are.
    const second = addressPointWriter(testing.store);
    expect(await second.write([point('3')])).toBe(1);
    await second.flush();
    expect(second.indexesPutOff()).toBe(false);

    await first.complete();
    expect(await addressPointIndexes(testing.store)).toEqual(migrated);
    expect(await storedNumbers()).toEqual(['1', '2', '3']);
  });
});
