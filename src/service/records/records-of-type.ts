import type { Kysely } from 'kysely';
import { parseRecordId } from '../../contract/record-id';
import { ApiError } from '../http/api-error';
import { InputProblem } from '../input/input-problem';
import { findRecords, type StoredRecord } from './record-store';
import type { RecordTypeDefinition } from './record-type';
import type { RecordTypeStore } from './record-type-store';
import type { Database } from '../storage/schema';

/** The record type a request's body or query names in `field` (any case), or that field's input problem (400). */
export function recordTypeNamed(
  recordTypes: RecordTypeStore,
  name: string,
  field = 'objectType',
): RecordTypeDefinition {
  const type = recordTypes.byApiName(name);
  if (!type) throw new InputProblem(field, `no record type is named '${name}'`);
  return type;
}

/** The record type a request's path names (any case): an unknown one is a resource that does not exist (404). */
export function recordTypeInPath(recordTypes: RecordTypeStore, name: string): RecordTypeDefinition {
  const type = recordTypes.byApiName(name);
  if (!type) throw new ApiError(404, 'NOT_FOUND', `No record type is named '${name}'`);
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
