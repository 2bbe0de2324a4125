import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import { findRecords, type StoredRecord } from './record-store';
import type { RecordTypeDefinition } from './record-type';
import type { RecordTypeStore } from './record-type-store';
import type { RelatedRecord } from './sobject-serializer';

/** The records the lookups of these records point to, read in one query, for serialising the lookups' names. */
export async function relatedRecordsOf(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  type: RecordTypeDefinition,
  records: readonly StoredRecord[],
): Promise<(id15: string) => RelatedRecord | undefined> {
  const referenceFields = type.fields.filter((field) => field.type === 'reference');
  const ids = new Set<string>();
  for (const record of records) {
    for (const field of referenceFields) {
      const value = record.values[field.name];
      if (typeof value === 'string') ids.add(value);
    }
  }
  const related = new Map<string, RelatedRecord>();
  for (const record of await findRecords(db, [...ids])) {
    const relatedType = recordTypes.byApiName(record.type);
    if (relatedType) related.set(record.id, { type: relatedType, record });
  }
  return (id15: string) => related.get(id15);
}
