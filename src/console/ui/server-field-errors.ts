import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/api-error';

/** A problem the service found with what one field of a form holds, to be shown at that field. */
export interface ServerFieldError<Values extends FieldValues> {
  path: FieldPath<Values>;
  message: string;
}

/** A refused request split for a form: what it shows at its fields, and the rest, which the page shows. */
export interface MappedServerErrors<Values extends FieldValues> {
  fields: ServerFieldError<Values>[];
  other: string[];
}

/** "Email: not an e-mail address" shown at the Email field reads "not an e-mail address". */
export const withoutFieldPrefix = (message: string, field: string): string =>
  message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;

/** Where `field: ` starts a problem in the message, from `from` on: at the start or after a space. */
function problemStart(message: string, field: string, from: number): number | undefined {
  const prefix = `${field}: `;
  for (let at = message.indexOf(prefix, from); at >= 0; at = message.indexOf(prefix, at + 1)) {
    if (at === 0 || message[at - 1] === ' ') return at;
  }
  return undefined;
}

/**
 * The part of a refusal about each field it names. The service writes the problems of several fields into one
 * message, in the order of its fields (`label: must not be blank; conditions.0.value: must be a number`); a
 * message that does not read so is the whole problem of each field.
 */
export function splitFieldProblems(
  message: string,
  fields: readonly string[],
): { field: string; problem: string }[] {
  const starts: number[] = [];
  for (const field of fields) {
    const from = starts.length === 0 ? 0 : starts.at(-1)! + 1;
    const start = problemStart(message, field, from);
    if (start === undefined) return fields.map((each) => ({ field: each, problem: message }));
    starts.push(start);
  }
  return fields.map((field, index) => ({
    field,
    problem: message.slice(starts[index], starts[index + 1]).replace(/;\s*$/, ''),
  }));
}

/**
 * Splits a refused request (400 INVALID_INPUT) into errors a form shows at its fields, where `pathOf` knows the
 * form's field for the service's, and the rest. Answers undefined for any other failure (licence, access,
 * conflict, network), which the page reports as a whole. A form field named twice shows the first problem.
 */
export function mapServerErrors<Values extends FieldValues>(
  error: unknown,
  pathOf: (serverField: string) => FieldPath<Values> | undefined,
): MappedServerErrors<Values> | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const entries = error.errors.length > 0 ? error.errors : [{ message: error.message, fields: error.fields }];
  const mapped: MappedServerErrors<Values> = { fields: [], other: [] };
  for (const entry of entries) {
    const fields = entry.fields ?? [];
    if (fields.length === 0) mapped.other.push(entry.message);
    for (const { field, problem } of splitFieldProblems(entry.message, fields)) {
      const path = pathOf(field);
      if (path === undefined) {
        if (!mapped.other.includes(problem)) mapped.other.push(problem);
      } else if (!mapped.fields.some((known) => known.path === path)) {
        mapped.fields.push({ path, message: withoutFieldPrefix(problem, field) });
      }
    }
  }
  return mapped;
}

/**
 * Puts each error at its field as the form's own errors are shown, and moves the focus to the first, so the
 * steward lands where the service's refusal needs a change. Typing in the field clears it as any other error.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  errors: readonly ServerFieldError<Values>[],
): void {
  errors.forEach(({ path, message }, index) => {
    setError(path, { type: 'server', message }, { shouldFocus: index === 0 });
  });
}

/** Shows at its fields what a refused save says about them; the rest is left to `SaveFailureAlert`. */
export function showRefusedFields<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: unknown,
  pathOf: (serverField: string) => FieldPath<Values> | undefined,
): void {
  showServerFieldErrors(setError, mapServerErrors(error, pathOf)?.fields ?? []);
}
