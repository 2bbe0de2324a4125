import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../storage/schema';
import { fromJson, toJson } from '../storage/json-column';
import { allocateIds } from './id-allocator';
import type { RecordTypeDefinition } from './record-type';

export type StoredValue = string | number | boolean | null;
export type RecordValues = Record<string, StoredValue>;

/** Which source wrote each field's stored value and when (docs/survivorship.md), by field name. */
export type FieldSources = Readonly<Record<string, readonly [source: string, at: string]>>;

/** Where a write comes from and the time its values count as changed: the input's own, else the write's. */
export interface WriteOrigin {
  source: string;
  at: string;
}

export interface StoredRecord {
  id: string;
  type: string;
  values: RecordValues;
  createdAt: string;
  updatedAt: string;
  /** Empty for a record written before sources were kept, or by Steward itself (the demo's records). */
  sources: FieldSources;
}

/** The sources of a record's values as one origin wrote them all: every value but the empty ones. */
export function sourcesOf(values: RecordValues, origin: WriteOrigin): FieldSources {
  const sources: Record<string, readonly [string, string]> = {};
  for (const [field, value] of Object.entries(values)) {
    if (value !== null && value !== '') sources[field] = [origin.source, origin.at];
  }
  return sources;
}

const sourcesColumn = (sources: FieldSources | undefined) => (sources === undefined ? null : toJson(sources));

/** The sources a record row keeps: none for a row written before sources were kept. */
export const sourcesOfColumn = (column: string | null): FieldSources =>
  column ? fromJson<FieldSources>(column, 'records.field_sources') : {};

/** Rows per INSERT statement: well under SQLite's bound-variable limit, large enough to amortise round trips. */
const INSERT_CHUNK = 500;

/**
 * Creates records of one type (inside the caller's transaction) and answers their 15-character ids in order: those
 * `reserved` (one per row, taken from an IdReservation), or new ones.
 */
export async function insertRecords(
  db: Kysely<Database>,
  type: RecordTypeDefinition,
  rows: RecordValues[],
  principal: string,
  now = new Date().toISOString(),
  reserved?: readonly string[],
  origin?: WriteOrigin,
): Promise<string[]> {
  const ids = reserved ? [...reserved] : await allocateIds(db, type.keyPrefix, rows.length);
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await db
      .insertInto('records')
      .values(
        rows.slice(start, start + INSERT_CHUNK).map((values, offset) => ({
          id: ids[start + offset]!,
          record_type: type.name,
          data: toJson(values),
          created_at: now,
          created_by: principal,
          updated_at: now,
          updated_by: principal,
          field_sources: origin ? toJson(sourcesOf(values, origin)) : null,
        })),
      )
      .execute();
  }
  return ids;
}

/** Replaces a record's values (inside the caller's transaction). */
export async function updateRecord(
  db: Kysely<Database>,
  id15: string,
  values: RecordValues,
  principal: string,
  now = new Date().toISOString(),
  sources?: FieldSources,
): Promise<void> {
  await db
    .updateTable('records')
    .set({
      data: toJson(values),
      updated_at: now,
      updated_by: principal,
      // A write that says nothing of sources leaves them as they were.
      ...(sources === undefined ? {} : { field_sources: sourcesColumn(sources) }),
    })
    .where('id', '=', id15)
    .execute();
}

export const toStoredRecord = (row: Selectable<Database['records']>): StoredRecord => ({
  id: row.id,
  type: row.record_type,
  values: fromJson<RecordValues>(row.data, 'records.data'),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  sources: sourcesOfColumn(row.field_sources),
});

export async function findRecord(db: Kysely<Database>, id15: string): Promise<StoredRecord | undefined> {
  const row = await db.selectFrom('records').selectAll().where('id', '=', id15).executeTakeFirst();
  return row && toStoredRecord(row);
}

/** The records with these ids that exist, in no particular order. */
export async function findRecords(db: Kysely<Database>, ids15: readonly string[]): Promise<StoredRecord[]> {
  if (ids15.length === 0) return [];
  const rows = await db.selectFrom('records').selectAll().where('id', 'in', ids15).execute();
  return rows.map(toStoredRecord);
}

/** Up to `size` records of a type with ids after `after`, in id order: one page of a scan that can resume. */
export async function recordsAfter(
  db: Kysely<Database>,
  recordType: string,
  after: string,
  size: number,
): Promise<{ id: string; values: RecordValues }[]> {
  const rows = await db
    .selectFrom('records')
    .select(['id', 'data'])
    .where('record_type', '=', recordType)
    .where('id', '>', after)
    .orderBy('id')
    .limit(size)
    .execute();
  return rows.map((row) => ({ id: row.id, values: fromJson<RecordValues>(row.data, 'records.data') }));
}

/** The records of a type in id order, `size` at a time: a scan of millions that never holds them all. */
export async function* recordsInChunks(
  db: Kysely<Database>,
  recordType: string,
  size: number,
): AsyncGenerator<{ id: string; values: RecordValues }[]> {
  let after = '';
  for (;;) {
    const records = await recordsAfter(db, recordType, after, size);
    if (records.length === 0) return;
    yield records;
    after = records.at(-1)!.id;
  }
}
