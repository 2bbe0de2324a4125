import { sql } from 'kysely';
import type { Store } from '../storage/database';

export interface IndexDefinition {
  name: string;
  definition: string;
}

/** Each index of the address table besides its key, as the database itself writes its definition. */
export async function addressPointIndexes(store: Store): Promise<IndexDefinition[]> {
  const query =
    store.dialect === 'sqlite'
      ? sql<IndexDefinition>`select name, sql as definition from sqlite_master
          where type = 'index' and tbl_name = 'address_points' and sql is not null order by name`
      : sql<IndexDefinition>`select indexname as name, indexdef as definition
          from pg_indexes where tablename = 'address_points' and indexname <> 'address_points_pkey'
          order by indexname`;
  return (await query.execute(store.db)).rows;
}
