import type { Kysely } from 'kysely';
import { findFilter, saveFilter } from '../filters/filter-store';
import type { Store } from '../storage/database';
import type { Database } from '../storage/schema';
import { takeStartupLock } from '../storage/startup-lock';
import { DEMO_FILTERS } from './demo-filters';
import { SEEDED_BY } from './seed-demo';

/** Set once the demo filters were loaded, so a filter an admin deletes stays deleted. */
const SEEDED_MARK = 'demo.filters.seeded';

async function holdsDemoData(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('records')
    .select('id')
    .where('created_by', '=', SEEDED_BY)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Loads the demo filters once into a database that holds the demo data: right after the demo is seeded, and on
 * the first start of a demo database made before filters existed. A filter an admin already made under a demo
 * filter's name is kept. Answers the number of filters added.
 */
export async function seedDemoFiltersOnce(store: Store): Promise<number> {
  return store.db.transaction().execute(async (trx) => {
    await takeStartupLock(trx, store.dialect);
    const mark = await trx
      .selectFrom('settings')
      .select('key')
      .where('key', '=', SEEDED_MARK)
      .executeTakeFirst();
    if (mark || !(await holdsDemoData(trx))) return 0;
    const types = new Set(
      (await trx.selectFrom('record_types').select('api_name').execute()).map((row) => row.api_name),
    );
    let added = 0;
    for (const filter of DEMO_FILTERS) {
      if (!types.has(filter.recordType)) continue;
      if (await findFilter(trx, filter.recordType, filter.developerName)) continue;
      await saveFilter(trx, filter);
      added++;
    }
    await trx.insertInto('settings').values({ key: SEEDED_MARK, value: new Date().toISOString() }).execute();
    return added;
  });
}
