import { sql } from 'kysely';
import type { RecordList, RecordListQuery } from '../../contract/record-list';
import { InputProblem } from '../input/input-problem';
import type { Store } from '../storage/database';
import { jsonFieldText } from '../storage/json-field';
import { countRows, pageRows } from '../storage/offset-page';
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

/** A field the query names, checked against the type: a field it does not have is the caller's mistake. */
function knownField(
  type: RecordTypeDefinition,
  parameter: string,
  name: string | undefined,
): string | undefined {
  if (name === undefined || name === 'Id') return undefined;
  const field = type.fields.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase());
  if (!field) throw new InputProblem(parameter, `${type.name} has no field '${name}'`);
  return field.name;
}

/**
 * One page of a type's records, each named: in id order (which follows creation) or by a field, optionally only
 * those holding a text in any field (`q`) or in one field (`field` and `contains`). Pages by the type's id index; a
 * search reads records until the page is full and counts up to COUNT_LIMIT. No field but the id is indexed, so a
 * sort by another field is refused unless a search or filter leaves at most COUNT_LIMIT records to sort.
 */
export async function listRecords(
  store: Pick<Store, 'db' | 'dialect'>,
  recordTypes: RecordTypeStore,
  type: RecordTypeDefinition,
  query: RecordListQuery,
): Promise<RecordList> {
  const { db } = store;
  if ((query.field === undefined) !== (query.contains === undefined))
    throw new InputProblem(
      query.field === undefined ? 'field' : 'contains',
      'field and contains go together',
    );
  const sortField = knownField(type, 'sort', query.sort);
  const searched = query.q !== undefined || query.contains !== undefined;
  const fieldText = (field: string) => jsonFieldText(store.dialect, 'data', field);
  const filterField = knownField(type, 'field', query.field);
  const holding = (text: string) => sql<boolean>`lower(data) like ${containing(text)} escape '\\'`;
  const matching = db
    .selectFrom('records')
    .where('record_type', '=', type.name)
    .$if(query.q !== undefined, (q) => q.where(holding(query.q!)))
    .$if(query.contains !== undefined && filterField === undefined, (q) =>
      // An id names one record (its case matters), stored as the first 15 of the 18 characters a steward sees.
      q.where('id', '=', query.contains!.slice(0, 15)),
    )
    .$if(filterField !== undefined, (q) =>
      q
        // The whole text first, which is cheap, then the field itself.
        .where(holding(query.contains!))
        .where(
          sql<boolean>`lower(${fieldText(filterField!)}) like ${containing(query.contains!)} escape '\\'`,
        ),
    );
  const total = await countRows(db, matching, searched ? COUNT_LIMIT : undefined);
  if (sortField !== undefined && total > COUNT_LIMIT)
    throw new InputProblem(
      'sort',
      `sorting by ${sortField} takes a search or filter that leaves at most ${COUNT_LIMIT.toLocaleString('en')} records`,
    );
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  const rows = await pageRows(
    matching
      .selectAll()
      .$if(sortField !== undefined, (q) => q.orderBy(sql`lower(${fieldText(sortField!)})`, direction))
      .orderBy('id', direction),
    query,
  );
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
