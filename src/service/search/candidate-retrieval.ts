import { sql, type Kysely } from 'kysely';
import type { Database } from '../storage/schema';

/**
 * Records of a type that share at least one blocking key with the input, those sharing the most keys first, at
 * most `cap` of them.
 */
export async function findCandidates(
  db: Kysely<Database>,
  recordType: string,
  keys: readonly string[],
  cap: number,
): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('match_keys')
    .select(['record_id', sql<number>`count(*)`.as('shared')])
    .where('record_type', '=', recordType)
    .where('key', 'in', keys)
    .groupBy('record_id')
    .orderBy('shared', 'desc')
    .orderBy('record_id')
    .limit(cap)
    .execute();
  return rows.map((row) => row.record_id);
}
