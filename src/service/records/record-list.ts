import { sql, type Kysely } from 'kysely';
import { DEFAULT_PAGE_SIZE } from '../../contract/audit';
import type { RecordList, RecordListQuery } from '../../contract/record-list';
import type { Database } from '../storage/schema';
import { RecordRefs } from './record-refs';
import { toStoredRecord } from './record-store';
import type { RecordTypeDefinition } from './record-type';
import type { RecordTypeStore } from './record-type-store';
import { relatedRecordsOf } from './related-records';
import { toSObject } from './sobject-serializer';

/** A search is counted this far: counting every match of a common word among a million records is not worth it. */
const COUNT_LIMIT = 10_000;

/** `text` as a LIKE pattern that matches it anywhere, its own wildcards taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * One page of a type's records in id order (which follows creation), each named, optionally only those holding a
 * text in any field. Pages by the type's id index; a search reads records until the page is full and counts up to
 * COUNT_LIMIT.
 */
export async function listRecords(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  type: RecordTypeDefinition,
  query: RecordListQuery,
): Promise<RecordList> {
  const matching = db
    .selectFrom('records')
    .where('record_type', '=', type.name)
    .$if(query.q !== undefined, (q) =>
      q.where(sql<boolean>`lower(data) like ${containing(query.q!)} escape '\\'`),
    );
  const rows = await matching
    .selectAll()
    .orderBy('id', query.order === 'asc' ? 'asc' : 'desc')
    .limit(query.limit === undefined ? DEFAULT_PAGE_SIZE : Number(query.limit))
    .offset(query.offset === undefined ? 0 : Number(query.offset))
    .execute();
  const counted = await db
    .selectFrom(
      matching
        .select('id')
        .$if(query.q !== undefined, (q) => q.limit(COUNT_LIMIT + 1))
        .as('matching'),
    )
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.total);
  const records = rows.map(toStoredRecord);
  const refs = await RecordRefs.load(
    db,
    recordTypes,
    records.map((record) => record.id),
  );
  const related = await relatedRecordsOf(db, recordTypes, type, records);
  return {
    records: records.map((record) => ({
      ref: refs.ref(record.id),
      record: toSObject(type, record, related),
    })),
    total: Math.min(total, COUNT_LIMIT),
    totalIsLowerBound: total > COUNT_LIMIT,
  };
}
