import type { FieldPath } from 'react-hook-form';
import type { UpsertDataOutput } from '../../../contract/upsert';
import { withoutFieldPrefix, type ServerFieldError } from '../../ui/server-field-errors';
import type { EditableField } from './editable-fields';
import { fieldMessage } from './field-checks';
import type { UpsertFormValues } from './upsert-form-values';
import { relatedRowFields } from './upsert-request';

type Failure = Pick<UpsertDataOutput, 'isSuccess' | 'errorMessage' | 'errorField'>;

function fieldError(
  failure: Failure | undefined,
  fields: readonly EditableField[],
  pathOf: (name: string) => FieldPath<UpsertFormValues>,
): ServerFieldError<UpsertFormValues> | undefined {
  if (!failure || failure.isSuccess || !failure.errorField) return undefined;
  const field = fields.find((candidate) => candidate.name === failure.errorField);
  if (!field) return undefined;
  const problem = withoutFieldPrefix(failure.errorMessage ?? 'was refused', field.name);
  return { path: pathOf(field.name), message: fieldMessage(field.label, problem) };
}

/**
 * The failures of an upsert that concern a field the form shows, at that field: the record's at its input, a
 * related entry's at the input of its row. A failure naming no field, or one the form does not offer (the lookup
 * the service fills), is left to the outcome's summary.
 */
export function outcomeFieldErrors(
  output: UpsertDataOutput,
  form: UpsertFormValues,
  fields: readonly EditableField[],
  fieldsOf: (objectType: string) => readonly EditableField[],
): ServerFieldError<UpsertFormValues>[] {
  const errors = [fieldError(output, fields, (name) => `values.${name}`)];
  form.related.forEach((row, index) => {
    const rowFields = relatedRowFields(fieldsOf(row.objectType), row.referenceField);
    errors.push(
      fieldError(output.relatedList[index], rowFields, (name) => `related.${index}.values.${name}`),
    );
  });
  return errors.filter((error) => error !== undefined);
}
