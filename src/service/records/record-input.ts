import { checkFieldValue, requiredProblem } from '../../contract/field-values';
import { toId18 } from '../../contract/record-id';
import type { FieldValue } from '../../contract/records';
import type { Kysely } from 'kysely';
import { InputProblem } from '../input/input-problem';
import type { Database } from '../storage/schema';
import { fieldRuleOf } from './field-rules';
import { findRecords, type RecordValues } from './record-store';
import { SYSTEM_FIELDS, type RecordTypeDefinition } from './record-type';

export type RecordTypeLookup = (name: string) => RecordTypeDefinition | undefined;

const SYSTEM_FIELD_NAMES = new Set(SYSTEM_FIELDS.map((field) => field.name));

/**
 * The given field values in stored form (see checkFieldValue), only those given: an absent field stays absent, a
 * given null or blank is kept as null. Unknown, read-only and malformed values are refused, first one first.
 */
export function readRecordInput(
  type: RecordTypeDefinition,
  objectData: Readonly<Record<string, FieldValue>>,
  typeNamed: RecordTypeLookup,
): RecordValues {
  const values: RecordValues = {};
  for (const [name, value] of Object.entries(objectData)) {
    if (SYSTEM_FIELD_NAMES.has(name)) throw new InputProblem(name, 'is read-only; Steward sets it');
    const field = type.fields.find((candidate) => candidate.name === name);
    if (!field) throw new InputProblem(name, `${type.name} has no field ${name}`);
    if (field.readOnly) throw new InputProblem(name, 'is read-only');
    const checked = checkFieldValue(fieldRuleOf(field, typeNamed), value);
    if (!checked.ok) throw new InputProblem(name, checked.problem);
    values[name] = checked.value;
  }
  return values;
}

/** Refuses a record that leaves a required field empty. */
export function checkRequiredFields(type: RecordTypeDefinition, values: RecordValues): void {
  for (const field of type.fields) {
    const value = values[field.name];
    if (field.required && (value === null || value === undefined)) {
      throw new InputProblem(field.name, requiredProblem(type.label));
    }
  }
}

/** Refuses lookups to records that do not exist (the id's prefix was checked with the value). */
export async function checkReferences(
  db: Kysely<Database>,
  type: RecordTypeDefinition,
  values: RecordValues,
): Promise<void> {
  const lookups = type.fields.filter(
    (field) => field.type === 'reference' && typeof values[field.name] === 'string',
  );
  if (lookups.length === 0) return;
  const found = new Set(
    (
      await findRecords(
        db,
        lookups.map((field) => values[field.name] as string),
      )
    ).map((record) => record.id),
  );
  for (const field of lookups) {
    const id15 = values[field.name] as string;
    if (!found.has(id15)) {
      throw new InputProblem(field.name, `no ${field.referenceTo ?? 'record'} has the id '${toId18(id15)}'`);
    }
  }
}
