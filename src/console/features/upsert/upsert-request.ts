import { checkFieldValue } from '../../../contract/field-values';
import type { FieldValue } from '../../../contract/records';
import type { UpsertRequest } from '../../../contract/upsert';
import type { EditableField } from './editable-fields';
import { parseDuplicateScore } from './field-checks';
import type { DuplicateCheckValues, FieldEntries, UpsertFormValues } from './upsert-form-values';

/** The fields a related entry's editor offers: all but the lookup the service fills with the parent's id. */
export const relatedRowFields = (fields: readonly EditableField[], referenceField: string) =>
  fields.filter((field) => field.name !== referenceField);

/**
 * The record values to send: only the fields given (an absent field is kept on update), cleared ones as null,
 * each in the stored form the shared rules answer (numbers and booleans as such, a lookup as its id). Entries of
 * fields the type does not offer, left over from another type, are dropped.
 */
export function toObjectData(
  fields: readonly EditableField[],
  entries: Readonly<FieldEntries>,
): Record<string, FieldValue> {
  const data: Record<string, FieldValue> = {};
  for (const field of fields) {
    const entry = entries[field.name];
    if (entry === null) {
      data[field.name] = null;
      continue;
    }
    if (entry === undefined || entry.trim() === '') continue;
    const checked = checkFieldValue(field.rule, entry);
    data[field.name] = checked.ok ? checked.value : entry.trim();
  }
  return data;
}

/** The duplicate check, and its score only while the check is on: the form keeps a score typed before it went off. */
function duplicateOptions(values: DuplicateCheckValues) {
  const score = values.duplicateCheck ? parseDuplicateScore(values.duplicateScore) : undefined;
  return { duplicateCheck: values.duplicateCheck, ...(score === undefined ? {} : { duplicateScore: score }) };
}

/** The upsert request for the form: the record, its duplicate-check options and the related list in row order. */
export function toUpsertRequest(
  objectType: string,
  form: UpsertFormValues,
  fields: readonly EditableField[],
  fieldsOf: (objectType: string) => readonly EditableField[],
): UpsertRequest {
  const input: UpsertRequest['input'] = {
    objectType,
    objectData: toObjectData(fields, form.values),
    ...duplicateOptions(form),
    allOrNone: form.allOrNone,
  };
  if (form.scenarioIds.length > 0) input.scenarioIds = [...form.scenarioIds];
  if (form.related.length > 0) {
    input.relatedList = form.related.map((row) => ({
      objectType: row.objectType,
      referenceField: row.referenceField,
      objectData: toObjectData(relatedRowFields(fieldsOf(row.objectType), row.referenceField), row.values),
      ...duplicateOptions(row),
    }));
  }
  return { input };
}
