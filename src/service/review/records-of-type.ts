import type { Kysely } from 'kysely';
import { parseRecordId } from '../../contract/record-id';
import { InputProblem } from '../input/input-problem';
import { findRecords, type StoredRecord } from '../records/record-store';
import type { RecordTypeDefinition } from '../records/record-type';
import type { RecordTypeStore } from '../records/record-type-store';
import type { Database } from '../storage/schema';

/** The record type a steward's request names, or the input problem of `field`. */
export function recordTypeNamed(
  recordTypes: RecordTypeStore,
  name: string,
  field = 'objectType',
): RecordTypeDefinition {
  const type = recordTypes.byApiName(name);
  if (!type) throw new InputProblem(field, `there is no record type '${name}'`);
  return type;
}

/**
 * The stored records a steward's request names, in the order given, each of the type: a malformed id, one that
 * is no stored record of the type, or one named twice is the input problem of `field.N`.
 */
export async function recordsOfType(
  db: Kysely<Database>,
  type: RecordTypeDefinition,
  given: readonly string[],
  field: string,
): Promise<StoredRecord[]> {
  const ids15 = given.map((id, index) => {
    const id15 = parseRecordId(id);
    if (!id15)
      throw new InputProblem(`${field}.${index}`, `'${id}' is not a record id (15 or 18 characters)`);
    if (given.slice(0, index).some((earlier) => parseRecordId(earlier) === id15)) {
      throw new InputProblem(`${field}.${index}`, `'${id}' is named twice`);
    }
    return id15;
  });
  const found = new Map((await findRecords(db, ids15)).map((record) => [record.id, record]));
  return ids15.map((id15, index) => {
    const record = found.get(id15);
    if (!record || record.type !== type.name) {
      throw new InputProblem(`${field}.${index}`, `there is no ${type.name} with the id '${given[index]}'`);
    }
    return record;
  });
}
