import { sql, type Kysely } from 'kysely';
import type { Store } from '../../storage/database';
import type { Database } from '../../storage/schema';
import type { PostalPlaceRow } from './postal-place';

/**
 * Stores batches of postal places for one import run: a row stored already is only marked as held by this run.
 * `write` answers how many rows were new; `removeNotHeld` then drops the rows of the run's countries it did not
 * hold, so that re-importing a country replaces its postal places.
 */
export interface PostalPlaceWriter {
  write(rows: readonly PostalPlaceRow[]): Promise<number>;
  removeNotHeld(countries: readonly string[]): Promise<number>;
}

const COLUMN_SET: Record<keyof PostalPlaceRow, true> = {
  id: true,
  country: true,
  postcode: true,
  postcode_key: true,
  place: true,
  place_key: true,
  region_code: true,
  region: true,
  latitude: true,
  longitude: true,
};
const ROW_COLUMNS = Object.keys(COLUMN_SET) as (keyof PostalPlaceRow)[];
const COLUMNS = [...ROW_COLUMNS, 'import_run'];

/** GeoNames repeats some rows word for word; PostgreSQL refuses to touch one row twice in a statement. */
function distinct(rows: readonly PostalPlaceRow[]): PostalPlaceRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.id) && seen.add(row.id));
}

function sqliteWriter(connection: NonNullable<Store['sqlite']>, run: string) {
  const insert = connection.prepare(
    `insert into postal_places (${COLUMNS.join(',')}) values (${COLUMNS.map(() => '?').join(',')}) ` +
      'on conflict (id) do nothing',
  );
  const hold = connection.prepare('update postal_places set import_run = ? where id = ?');
  const parameters: unknown[] = new Array(COLUMNS.length);
  return connection.transaction((rows: readonly PostalPlaceRow[]) => {
    let inserted = 0;
    for (const row of rows) {
      for (let column = 0; column < ROW_COLUMNS.length; column++)
        parameters[column] = row[ROW_COLUMNS[column]!];
      parameters[ROW_COLUMNS.length] = run;
      const changes = insert.run(parameters).changes;
      if (changes === 0) hold.run(run, row.id);
      inserted += changes;
    }
    return inserted;
  });
}

async function postgresWrite(db: Kysely<Database>, run: string, rows: readonly PostalPlaceRow[]) {
  const columnList = sql.join(COLUMNS.map((column) => sql.ref(column)));
  const document = JSON.stringify(rows.map((row) => ({ ...row, import_run: run })));
  // xmax is 0 on a row this statement inserted, and set on one it updated.
  const result = await sql<{ inserted: string }>`with written as (
      insert into postal_places (${columnList})
      select ${columnList} from json_populate_recordset(null::postal_places, ${document})
      on conflict (id) do update set import_run = excluded.import_run
      returning (xmax = 0) as inserted
    ) select count(*) filter (where inserted) as inserted from written`.execute(db);
  return Number(result.rows[0]?.inserted ?? 0);
}

/** The writer of one import run, identified by `run`, for the store's dialect. */
export function postalPlaceWriter(store: Store, run: string): PostalPlaceWriter {
  let writeAll: (rows: PostalPlaceRow[]) => Promise<number>;
  if (store.dialect === 'sqlite') {
    if (!store.sqlite) throw new Error('The SQLite store has no connection for bulk writes');
    const write = sqliteWriter(store.sqlite, run);
    writeAll = async (rows) => write(rows);
  } else {
    writeAll = (rows) => postgresWrite(store.db, run, rows);
  }
  return {
    write: async (rows) => (rows.length === 0 ? 0 : writeAll(distinct(rows))),
    async removeNotHeld(countries) {
      if (countries.length === 0) return 0;
      const result = await store.db
        .deleteFrom('postal_places')
        .where('country', 'in', countries)
        .where('import_run', '<>', run)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
