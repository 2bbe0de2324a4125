import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../storage/schema';
import { incrementSettingsCounter } from '../storage/settings-counter';
import type { RecordEntry } from './record-entry';

/** The commit sequence: counted once by every transaction that writes entries, in `settings`. */
const SEQUENCE = 'match_index.seq';
const MATCHING_VERSION = 'matching.version';
/** Rows per INSERT: six parameters each, far below both databases' limits. */
const WRITE_CHUNK = 500;

export interface EntryWrite {
  recordId: string;
  recordType: string;
  layout: string;
  /** null: the record is gone. */
  entry: RecordEntry | null;
}

export interface StoredEntry extends EntryWrite {
  seq: number;
}

/** Where a reader of the entries stands: the matching configuration it holds and the last sequence applied. */
export interface IndexClock {
  matchingVersion: number;
  seq: number;
}

const keysBlob = (keys: Uint32Array) => Buffer.from(keys.buffer, keys.byteOffset, keys.byteLength);

function toStoredEntry(row: Selectable<Database['match_entries']>): StoredEntry {
  const { forms, keys } = row;
  return {
    recordId: row.record_id,
    recordType: row.record_type,
    layout: row.layout,
    seq: Number(row.seq),
    // Copied into a buffer of its own: a blob read from the database need not be aligned for 32-bit words.
    entry:
      forms && keys
        ? {
            forms: Buffer.from(forms.buffer, forms.byteOffset, forms.byteLength),
            keys: new Uint32Array(new Uint8Array(keys).buffer),
          }
        : null,
  };
}

/**
 * Writes entries in the caller's transaction under one new sequence number, and answers it. On PostgreSQL the
 * sequence row stays locked until commit, so transactions that write entries commit in sequence order and a reader
 * that has seen sequence n has seen every entry up to n. Call it last in the transaction: the lock is held until
 * the end.
 */
export async function writeEntries(trx: Kysely<Database>, writes: readonly EntryWrite[]): Promise<number> {
  if (writes.length === 0) return 0;
  const seq = await incrementSettingsCounter(trx, SEQUENCE);
  await storeEntries(trx, writes, seq);
  return seq;
}

/**
 * Writes entries of a layout being built beside the one in force, outside the sequence (as number 0): processes
 * following the sequence never read them, and read them whole when the layout comes into force.
 */
export async function writeEntriesBeside(
  trx: Kysely<Database>,
  writes: readonly EntryWrite[],
): Promise<void> {
  await storeEntries(trx, writes, 0);
}

async function storeEntries(trx: Kysely<Database>, writes: readonly EntryWrite[], seq: number) {
  for (let start = 0; start < writes.length; start += WRITE_CHUNK) {
    await trx
      .insertInto('match_entries')
      .values(
        writes.slice(start, start + WRITE_CHUNK).map(({ recordId, recordType, layout, entry }) => ({
          record_id: recordId,
          record_type: recordType,
          layout,
          seq,
          forms: entry?.forms ?? null,
          keys: entry ? keysBlob(entry.keys) : null,
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(['record_id', 'layout']).doUpdateSet((update) => ({
          record_type: update.ref('excluded.record_type'),
          seq: update.ref('excluded.seq'),
          forms: update.ref('excluded.forms'),
          keys: update.ref('excluded.keys'),
        })),
      )
      .execute();
  }
}

/**
 * Deletes the entries of a record type made under any layout not in `keep`, `chunk` rows of the table looked at a
 * time in key order, so that no statement holds the database long. Nobody reads them: processes load and follow the
 * entries of the layout in force only.
 */
export async function dropOtherLayouts(
  db: Kysely<Database>,
  recordType: string,
  keep: readonly string[],
  chunk: number,
): Promise<void> {
  let after: EntryKey | undefined;
  for (;;) {
    const rows = await entryKeysAfter(db, after, chunk).select(['record_type']).execute();
    const stale = rows.filter((row) => row.record_type === recordType && !keep.includes(row.layout));
    for (let start = 0; start < stale.length; start += WRITE_CHUNK) {
      await db
        .deleteFrom('match_entries')
        .where((where) =>
          where.or(
            stale
              .slice(start, start + WRITE_CHUNK)
              .map((row) =>
                where.and([where('record_id', '=', row.record_id), where('layout', '=', row.layout)]),
              ),
          ),
        )
        .execute();
    }
    if (rows.length < chunk) return;
    const last = rows.at(-1)!;
    after = { recordId: last.record_id, layout: last.layout };
  }
}

/** Where a walk of the entries in key order stands. */
export interface EntryKey {
  recordId: string;
  layout: string;
}

/** Entries after a key in key order, `limit` at most, with their key selected. */
const entryKeysAfter = (db: Kysely<Database>, after: EntryKey | undefined, limit: number) =>
  db
    .selectFrom('match_entries')
    .select(['record_id', 'layout'])
    .$if(after !== undefined, (query) =>
      query.where((where) =>
        where(where.refTuple('record_id', 'layout'), '>', where.tuple(after!.recordId, after!.layout)),
      ),
    )
    .orderBy('record_id')
    .orderBy('layout')
    .limit(limit);

/** The matching configuration version and the entry sequence, in one read. */
export async function readIndexClock(db: Kysely<Database>): Promise<IndexClock> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', [MATCHING_VERSION, SEQUENCE])
    .execute();
  const value = (key: string) => Number(rows.find((row) => row.key === key)?.value ?? 0);
  return { matchingVersion: value(MATCHING_VERSION), seq: value(SEQUENCE) };
}

/**
 * Entries written after a point of the sequence, in sequence order (then by id), `limit` at most. The point is a
 * sequence number, or an entry read last (one transaction may have written many under one number).
 */
export async function readEntriesSince(
  db: Kysely<Database>,
  after: { seq: number; recordId?: string },
  limit: number,
  recordType?: string,
): Promise<StoredEntry[]> {
  const { seq, recordId } = after;
  let query = db
    .selectFrom('match_entries')
    .selectAll()
    // A row-value comparison, not `seq > ? or (seq = ? and record_id > ?)`: SQLite walks the (seq, record_id)
    // index from the position for the former but scans the whole index for the latter.
    .where((where) =>
      recordId === undefined
        ? where('seq', '>', seq)
        : where(where.refTuple('seq', 'record_id'), '>', where.tuple(seq, recordId)),
    );
  if (recordType !== undefined) query = query.where('record_type', '=', recordType);
  const rows = await query.orderBy('seq').orderBy('record_id').limit(limit).execute();
  return rows.map(toStoredEntry);
}

/**
 * Entries of the given layouts in key order (id, then layout) after `after`, `limit` at most: how a process loads
 * whole indexes.
 */
export async function readEntriesByKey(
  db: Kysely<Database>,
  layouts: readonly string[],
  after: EntryKey | undefined,
  limit: number,
): Promise<StoredEntry[]> {
  const rows = await entryKeysAfter(db, after, limit).selectAll().where('layout', 'in', layouts).execute();
  return rows.map(toStoredEntry);
}

/**
 * The entry written last up to a point of the sequence (the highest number, then id), or undefined when none was:
 * where a full load read after that point stands.
 */
export async function newestEntry(
  db: Kysely<Database>,
  upTo: number,
): Promise<{ seq: number; recordId: string } | undefined> {
  const row = await db
    .selectFrom('match_entries')
    .select(['seq', 'record_id'])
    .where('seq', '>', 0)
    .where('seq', '<=', upTo)
    .orderBy('seq', 'desc')
    .orderBy('record_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { seq: Number(row.seq), recordId: row.record_id };
}

/**
 * Whether the entry a reader applied last is still stored under its sequence number or a later one (written again
 * since). Not so in a database restored from a backup older than the reader's position, whose sequence then counts
 * again through numbers the reader has seen.
 */
export async function entryStillAt(
  db: Kysely<Database>,
  { seq, recordId }: { seq: number; recordId: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('match_entries')
    .select('seq')
    .where('record_id', '=', recordId)
    .where('seq', '>=', seq)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

const STORE_ID = 'store.id';

/** A random name the store is given once: a snapshot of the index is used only with the store it was taken of. */
export async function storeIdentity(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto('settings')
    .values({ key: STORE_ID, value: randomUUID() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', STORE_ID)
    .executeTakeFirstOrThrow();
  return row.value;
}
