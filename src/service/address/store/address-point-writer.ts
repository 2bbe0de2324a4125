import { sql, type Kysely } from 'kysely';
import type { Store } from '../../storage/database';
import type { Database } from '../../storage/schema';
import type { AddressPointRow } from './address-point';

/** Stores a batch of points, keeping those already stored as they are; answers how many rows were new. */
export interface AddressPointWriter {
  write(rows: readonly AddressPointRow[]): Promise<number>;
}

/** Every column; a Record so that a column added to the table cannot be forgotten here. */
const COLUMN_SET: Record<keyof AddressPointRow, true> = {
  id: true,
  country: true,
  region_code: true,
  region: true,
  city: true,
  city_key: true,
  postcode: true,
  postcode_key: true,
  street: true,
  street_key: true,
  number: true,
  number_value: true,
  number_to: true,
  addition: true,
  unit: true,
  latitude: true,
  longitude: true,
  source: true,
};
const COLUMNS = Object.keys(COLUMN_SET) as (keyof AddressPointRow)[];

const SQLITE_INSERT =
  `insert into address_points (${COLUMNS.join(',')}) values (${COLUMNS.map(() => '?').join(',')}) ` +
  'on conflict (id) do nothing';

/**
 * SQLite: one statement prepared once and run per row, the whole batch in one transaction. Kysely would compile
 * a statement anew for every batch; a multi-row statement measured a third slower than single rows.
 */
function sqliteWriter(connection: NonNullable<Store['sqlite']>): AddressPointWriter {
  const insert = connection.prepare(SQLITE_INSERT);
  const parameters: unknown[] = new Array(COLUMNS.length);
  const writeAll = connection.transaction((rows: readonly AddressPointRow[]) => {
    let inserted = 0;
    for (const row of rows) {
      for (let column = 0; column < COLUMNS.length; column++) parameters[column] = row[COLUMNS[column]!];
      inserted += insert.run(parameters).changes;
    }
    return inserted;
  });
  return { write: async (rows) => writeAll(rows) };
}

/**
 * PostgreSQL: one statement per batch whose rows travel as one JSON document, unpacked by the server into the
 * table's row type. JSON.stringify is native: 1.1 µs a row, where binding each column as an array took 2.5 µs.
 */
function postgresWriter(db: Kysely<Database>): AddressPointWriter {
  const columnList = sql.join(COLUMNS.map((column) => sql.ref(column)));
  return {
    async write(rows) {
      if (rows.length === 0) return 0;
      const result = await sql`insert into address_points (${columnList})
        select ${columnList} from json_populate_recordset(null::address_points, ${JSON.stringify(rows)})
        on conflict (id) do nothing`.execute(db);
      return Number(result.numAffectedRows ?? 0);
    },
  };
}

/** The bulk writer for the store's dialect; a point whose id is stored already is left alone (re-imports). */
export function addressPointWriter(store: Store): AddressPointWriter {
  if (store.dialect === 'sqlite') {
    if (!store.sqlite) throw new Error('The SQLite store has no connection for bulk writes');
    return sqliteWriter(store.sqlite);
  }
  return postgresWriter(store.db);
}
