import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/** A problem the service found with what one field of a form holds, to be shown at that field. */
export interface ServerFieldError<Values extends FieldValues> {
  path: FieldPath<Values>;
  message: string;
}

/** "Email: not an e-mail address" shown at the Email field reads "not an e-mail address". */
export const withoutFieldPrefix = (message: string, field: string): string =>
  message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;

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
