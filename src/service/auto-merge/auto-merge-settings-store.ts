import type { Kysely } from 'kysely';
import { DEFAULT_MINIMUM_PRECISION } from '../../contract/auto-merge-rehearsal';
import type { Database } from '../storage/schema';

const KEY = 'auto_merge_minimum_precision';

/** The admin's least rehearsed precision for an auto-merge saved without a confirmation. */
export async function minimumPrecision(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirst();
  const value = row ? Number(row.value) : Number.NaN;
  return Number.isFinite(value) ? value : DEFAULT_MINIMUM_PRECISION;
}

export async function setMinimumPrecision(db: Kysely<Database>, value: number): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key: KEY, value: String(value) })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: String(value) }))
    .execute();
}
