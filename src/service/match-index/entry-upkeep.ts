import type { Kysely } from 'kysely';
import type { MatchingConfiguration } from '../matching-config/matching-configuration';
import type { RecordValues } from '../records/record-store';
import { fromJson } from '../storage/json-column';
import type { Database } from '../storage/schema';
import { dropOtherLayouts, writeEntries, type EntryWrite } from './entry-store';
import { indexLayout, type IndexLayout } from './index-layout';
import { recordEntry } from './record-entry';
import { recordsInChunks } from '../records/record-store';

/** Records read and indexed per transaction when entries are built in bulk. */
export const CHUNK = 2000;
/** Entries looked at per statement when those of replaced layouts are deleted. */
export const DROP_CHUNK = 5000;
/** Entries compared with freshly computed ones at start, to notice code that now computes them differently. */
const SAMPLE = 200;

/** `settings` key naming the layout under which every entry of a record type was last built. */
const builtKey = (recordType: string) => `match_index.layout.${recordType}`;

export const layoutOf = (matching: MatchingConfiguration, recordType: string): IndexLayout =>
  indexLayout(
    recordType,
    matching.scenariosOf(recordType).map(({ plan }) => plan),
  );

/** The entries of records of one type, as written with them. */
export const entryWrites = (
  layout: IndexLayout,
  records: readonly { id: string; values: RecordValues }[],
): EntryWrite[] =>
  records.map(({ id, values }) => ({
    recordId: id,
    recordType: layout.recordType,
    layout: layout.signature,
    entry: recordEntry(layout, values),
  }));

/** Records that every record of the layout's type has an entry built under it: a loader of records says so last. */
export async function markBuilt(db: Kysely<Database>, layout: IndexLayout): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key: builtKey(layout.recordType), value: layout.signature })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: layout.signature }))
    .execute();
}

/**
 * Computes the entry of every record of the given types again inside the caller's transaction: a configuration
 * change and the entries it implies commit together, so no reader meets entries of another configuration.
 */
export async function rebuildEntriesWithin(
  trx: Kysely<Database>,
  matching: MatchingConfiguration,
  recordTypes: readonly string[],
): Promise<void> {
  for (const recordType of recordTypes) {
    const layout = layoutOf(matching, recordType);
    for await (const records of recordsInChunks(trx, recordType, CHUNK))
      await writeEntries(trx, entryWrites(layout, records));
    await markBuilt(trx, layout);
    await dropOtherLayouts(trx, recordType, [layout.signature], DROP_CHUNK);
  }
}

/**
 * Makes sure every record has an entry computed by this version of the code under the configuration in force:
 * after an upgrade, for a database from before the index, or when a sample of stored entries no longer matches
 * what the code computes (a change to a method that forgot to raise the entry format). One transaction a chunk.
 * A type whose index is being built towards another layout (`buildingTowards`) keeps the entries made for it so
 * far. Answers the record types whose entries were built.
 */
export async function ensureEntries(
  db: Kysely<Database>,
  matching: MatchingConfiguration,
  recordTypes: readonly string[],
  buildingTowards: ReadonlyMap<string, string>,
): Promise<string[]> {
  const built: string[] = [];
  for (const recordType of recordTypes) {
    const layout = layoutOf(matching, recordType);
    const marker = await db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', builtKey(recordType))
      .executeTakeFirst();
    if (marker?.value === layout.signature && (await sampleIsCurrent(db, layout))) continue;
    for await (const records of recordsInChunks(db, recordType, CHUNK)) {
      await db.transaction().execute((trx) => writeEntries(trx, entryWrites(layout, records)));
    }
    await markBuilt(db, layout);
    const target = buildingTowards.get(recordType);
    const keep = target === undefined ? [layout.signature] : [layout.signature, target];
    await dropOtherLayouts(db, recordType, keep, DROP_CHUNK);
    built.push(recordType);
  }
  return built;
}

/** Whether stored entries of a sample of records equal what this code computes for them now. */
async function sampleIsCurrent(db: Kysely<Database>, layout: IndexLayout): Promise<boolean> {
  const rows = await db
    .selectFrom('records')
    .leftJoin('match_entries', (join) =>
      join
        .onRef('match_entries.record_id', '=', 'records.id')
        .on('match_entries.layout', '=', layout.signature),
    )
    .select([
      'records.id',
      'records.data',
      'match_entries.layout',
      'match_entries.forms',
      'match_entries.keys',
    ])
    .where('records.record_type', '=', layout.recordType)
    .orderBy('records.id', 'desc')
    .limit(SAMPLE)
    .execute();
  return rows.every((row) => {
    if (!row.forms || !row.keys) return false;
    const fresh = recordEntry(layout, fromJson<RecordValues>(row.data, 'records.data'));
    return (
      Buffer.compare(Buffer.from(fresh.forms), Buffer.from(row.forms)) === 0 &&
      Buffer.compare(
        Buffer.from(fresh.keys.buffer, fresh.keys.byteOffset, fresh.keys.byteLength),
        Buffer.from(row.keys),
      ) === 0
    );
  });
}
