import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { migrateToLatest, openStore, type Store } from '../storage/database';
import { migrations } from '../storage/migrations';
import { createTestDatabase, type TestDatabase } from '../testing/test-service';
import { readUsage } from './usage-store';

let database: TestDatabase;
let store: Store;

beforeAll(async () => {
  database = await createTestDatabase();
  store = openStore(loadConfig({ ...database.env, LOG_LEVEL: 'silent' }).database);
});
afterAll(async () => {
  await store.close();
  await database.drop();
});

it('keeps the counts stored while API calls and validation credits were kept in two tables', async () => {
  const names = Object.keys(migrations);
  const migrator = new Migrator({ db: store.db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(names[names.indexOf('0019-usage-counts') - 1]!);
  expect(error).toBeUndefined();
  await sql`insert into address_usage (principal, operation, day, calls, credits)
    values ('ann', 'validate', '2026-11-20', 3, 11)`.execute(store.db);
  await sql`insert into api_usage (principal, day, operation, calls)
    values ('ann', '2026-11-20', 'GET /dc3Api/scenarios', 7)`.execute(store.db);

  await migrateToLatest(store);

  expect(await readUsage(store.db, 'validation', {})).toEqual([
    { principal: 'ann', day: '2026-11-20', operation: 'validate', calls: 3, credits: 11 },
  ]);
  expect(await readUsage(store.db, 'api', {})).toEqual([
    { principal: 'ann', day: '2026-11-20', operation: 'GET /dc3Api/scenarios', calls: 7, credits: 0 },
  ]);
});
