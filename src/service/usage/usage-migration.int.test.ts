import { Migrator, sql } from 'kysely';
import { expect, it } from 'vitest';
import { migrateToLatest } from '../storage/database';
import { migrations } from '../storage/migrations';
import { unmigratedStoreForTests } from '../testing/test-service';
import { readUsage } from './usage-store';

const testing = unmigratedStoreForTests();

it('keeps the counts stored while API calls and validation credits were kept in two tables', async () => {
  const names = Object.keys(migrations);
  const migrator = new Migrator({
    db: testing.store.db,
    provider: { getMigrations: async () => migrations },
  });
  const { error } = await migrator.migrateTo(names[names.indexOf('0019-usage-counts') - 1]!);
  expect(error).toBeUndefined();
  await sql`insert into address_usage (principal, operation, day, calls, credits)
    values ('ann', 'validate', '2026-11-20', 3, 11)`.execute(testing.store.db);
  await sql`insert into api_usage (principal, day, operation, calls)
    values ('ann', '2026-11-20', 'GET /dc3Api/scenarios', 7)`.execute(testing.store.db);

  await migrateToLatest(testing.store);

  expect(await readUsage(testing.store.db, 'validation', {})).toEqual([
    { principal: 'ann', day: '2026-11-20', operation: 'validate', calls: 3, credits: 11 },
  ]);
  expect(await readUsage(testing.store.db, 'api', {})).toEqual([
    { principal: 'ann', day: '2026-11-20', operation: 'GET /dc3Api/scenarios', calls: 7, credits: 0 },
  ]);
});
