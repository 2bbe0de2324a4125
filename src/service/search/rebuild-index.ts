import type { Kysely, Transaction } from 'kysely';
import { fromJson } from '../storage/json-column';
import type { RecordValues } from '../records/record-store';
import type { Database } from '../storage/schema';
import type { MatchingConfiguration } from './matching-configuration';
import { writeMatchKeys } from './record-index';

const READ_CHUNK = 2000;

/** The records of a type, in id order, a chunk at a time. */
async function* recordChunks(db: Kysely<Database>, recordType: string) {
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('records')
      .select(['id', 'data'])
      .where('record_type', '=', recordType)
      .where('id', '>', after)
      .orderBy('id')
      .limit(READ_CHUNK)
      .execute();
    if (rows.length === 0) return;
    yield rows.map((row) => ({ id: row.id, values: fromJson<RecordValues>(row.data, 'records.data') }));
    after = rows.at(-1)!.id;
  }
}

/** Indexes every record of the given types, one chunk per transaction. */
export async function rebuildMatchKeys(
  db: Kysely<Database>,
  matching: MatchingConfiguration,
  recordTypes: string[],
) {
  for (const recordType of recordTypes) {
    for await (const records of recordChunks(db, recordType)) {
      await db
        .transaction()
        .execute((trx) => writeMatchKeys(trx, recordType, records, matching.scenariosOf(recordType)));
    }
  }
}

/**
 * Re-indexes every record of the given types inside the caller's transaction: a configuration change and the
 * keys it implies commit together, so no search ever meets keys of another configuration.
 */
export async function rebuildMatchKeysWithin(
  trx: Transaction<Database>,
  matching: MatchingConfiguration,
  recordTypes: string[],
) {
  for (const recordType of recordTypes) {
    for await (const records of recordChunks(trx, recordType)) {
      await writeMatchKeys(trx, recordType, records, matching.scenariosOf(recordType));
    }
  }
}

/** A database written before the blocking index existed has records but no keys: build them once. */
export async function rebuildMatchKeysIfMissing(
  db: Kysely<Database>,
  matching: MatchingConfiguration,
  recordTypes: string[],
) {
  const anyKey = await db.selectFrom('match_keys').select('key').limit(1).executeTakeFirst();
  const anyRecord = await db.selectFrom('records').select('id').limit(1).executeTakeFirst();
  if (!anyKey && anyRecord) await rebuildMatchKeys(db, matching, recordTypes);
}
