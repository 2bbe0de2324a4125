import type { FieldPath } from 'react-hook-form';
import type { UpsertDataOutput } from '../../../contract/upsert';
import type { EditableField } from './editable-fields';
import { fieldMessage } from './field-checks';
import type { UpsertFormValues } from './upsert-form-values';
import { relatedRowFields } from './upsert-request';

export interface FormFieldError {
  path: FieldPath<UpsertFormValues>;
  message: string;
}

type Failure = Pick<UpsertDataOutput, 'isSuccess' | 'errorMessage' | 'errorField'>;

/** "Email: 'x' is not a valid e-mail address" at the Email field reads "'x' is not a valid e-mail address". */
function problemOf(message: string, field: string): string {
  return message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
}

function fieldError(
  failure: Failure | undefined,
  fields: readonly EditableField[],
  pathOf: (name: string) => FieldPath<UpsertFormValues>,
): FormFieldError | undefined {
  if (!failure || failure.isSuccess || !failure.errorField) return undefined;
  const field = fields.find((candidate) => candidate.name === failure.errorField);
  if (!field) return undefined;
  const problem = problemOf(failure.errorMessage ?? 'was refused', field.name);
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
): FormFieldError[] {
  const errors = [fieldError(output, fields, (name) => `values.${name}`)];
  form.related.forEach((row, index) => {
    const rowFields = relatedRowFields(fieldsOf(row.objectType), row.referenceField);
    errors.push(
      fieldError(output.relatedList[index], rowFields, (name) => `related.${index}.values.${name}`),
    );
  });
  return errors.filter((error) => error !== undefined);
}
