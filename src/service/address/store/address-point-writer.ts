import { sql, type Kysely } from 'kysely';
import { createAddressPointIndexes, dropAddressPointIndexes } from '../../storage/address-point-indexes';
import type { Store } from '../../storage/database';
import type { Database } from '../../storage/schema';
import type { AddressPointRow } from './address-point';

/** Stores batches of points, keeping those already stored as they are. */
export interface AddressPointWriter {
  /** Answers how many of the rows were new. They may wait in an open transaction until `flush`. */
  write(rows: readonly AddressPointRow[]): Promise<number>;
  /** Commits every row written so far; call it when a file ends, failed or not, and before other queries. */
  flush(): Promise<void>;
  /** Whether it began on an empty table and put off its indexes. */
  indexesPutOff(): boolean;
  /**
   * Builds the indexes it put off; call it once when the import ends, failed or not, after the last flush.
   */
  complete(): Promise<void>;
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
 * Rows per SQLite commit. Each commit writes every page it dirtied to the WAL, and rows keyed by a random hash
 * dirty pages all over the primary key: at 1 M rows, commits of 50,000 rows took half the time of 10,000.
 */
const COMMIT_ROWS = 50_000;

/**
 * WAL pages (4 KB) before SQLite copies them into the database while rows are written, instead of its default
 * 1,000: copying and syncing every 4 MB took a fifth of a large import. It is set back when the writer flushes.
 */
const BULK_WAL_PAGES = 100_000;

/**
 * SQLite: one statement prepared once and run per row. Kysely would compile a statement anew for every batch;
 * a multi-row statement measured a third slower than single rows (and again 1.6 times slower at 1 M rows).
 * Batches share a transaction until it holds COMMIT_ROWS rows. A batch that fails must leave none of its rows and
 * keep those before it: the transaction is rolled back and the batches before it written again. A savepoint per
 * batch would do the same without the second writing, but costs every batch: SQLite copies each page a savepoint
 * changes for the first time, and at 850,000 rows that was a sixth of the writer's time.
 */
function sqliteWriter(connection: NonNullable<Store['sqlite']>, db: Kysely<Database>): AddressPointWriter {
  const insert = connection.prepare(SQLITE_INSERT);
  const tableIsEmpty = connection.prepare('select not exists (select 1 from address_points)').pluck();
  const begin = connection.prepare('begin immediate');
  const commit = connection.prepare('commit');
  const rollback = connection.prepare('rollback');
  const parameters: unknown[] = new Array(COLUMNS.length);
  const insertAll = (rows: readonly AddressPointRow[]) => {
    let inserted = 0;
    for (const row of rows) {
      for (let column = 0; column < COLUMNS.length; column++) parameters[column] = row[COLUMNS[column]!];
      inserted += insert.run(parameters).changes;
    }
    return inserted;
  };
  const walPages = connection.pragma('wal_autocheckpoint', { simple: true }) as number;
  /** The batches of the open transaction. */
  let uncommitted: (readonly AddressPointRow[])[] = [];
  let bulk = false;
  let started = false;
  let putOff = false;
  const commitOpen = () => {
    if (connection.inTransaction) commit.run();
    uncommitted = [];
  };
  const writeAgain = (batches: readonly (readonly AddressPointRow[])[]) => {
    if (connection.inTransaction) rollback.run();
    begin.run();
    for (const rows of batches) insertAll(rows);
  };
  return {
    async write(rows) {
      if (!started && tableIsEmpty.get()) {
        await dropAddressPointIndexes(db);
        putOff = true;
      }
      started = true;
      if (!bulk) connection.pragma(`wal_autocheckpoint = ${BULK_WAL_PAGES}`);
      bulk = true;
      if (!connection.inTransaction) begin.run();
      let inserted: number;
      try {
        inserted = insertAll(rows);
      } catch (error) {
        writeAgain(uncommitted);
        throw error;
      }
      uncommitted.push(rows);
      if (uncommitted.reduce((total, batch) => total + batch.length, 0) >= COMMIT_ROWS) commitOpen();
      return inserted;
    },
    async flush() {
      commitOpen();
      bulk = false;
      connection.pragma(`wal_autocheckpoint = ${walPages}`);
      // Without a reader in the way the WAL is emptied; with one, it is left to the next automatic checkpoint.
      connection.pragma('wal_checkpoint(TRUNCATE)');
    },
    indexesPutOff: () => putOff,
    async complete() {
      if (!putOff) return;
      await createAddressPointIndexes(db);
      putOff = false;
      connection.pragma('wal_checkpoint(TRUNCATE)');
    },
  };
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
    // Each batch is its own statement, committed as it runs.
    flush: async () => undefined,
    indexesPutOff: () => false,
    complete: async () => undefined,
  };
}

/** The bulk writer for the store's dialect; a point whose id is stored already is left alone (re-imports). */
export function addressPointWriter(store: Store): AddressPointWriter {
  if (store.dialect === 'sqlite') {
    if (!store.sqlite) throw new Error('The SQLite store has no connection for bulk writes');
    return sqliteWriter(store.sqlite, store.db);
  }
  return postgresWriter(store.db);
}
