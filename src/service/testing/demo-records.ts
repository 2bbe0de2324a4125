import type { Kysely } from 'kysely';
import { toId18 } from '../../contract/record-id';
import type { Database } from '../storage/schema';

/** The 18-character ids of the first `count` records of a type in the demo store, in id order. */
export async function demoRecordIds(db: Kysely<Database>, recordType: string, count = 1): Promise<string[]> {
  const rows = await db
    .selectFrom('records')
    .select('id')
    .where('record_type', '=', recordType)
    .orderBy('id')
    .limit(count)
    .execute();
  if (rows.length < count) throw new Error(`the demo store has fewer than ${count} ${recordType} records`);
  return rows.map((row) => toId18(row.id));
}

/** How many records the store holds, of every type: what a write that must leave nothing behind compares. */
export async function recordCount(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('records')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
