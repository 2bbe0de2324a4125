import type { FieldPath } from 'react-hook-form';
import { isApiError } from '../../api/api-error';
import { withoutFieldPrefix, type ServerFieldError } from '../../ui/server-field-errors';
import type { SearchFormValues } from './search-form-values';

export type SearchFormPath = FieldPath<SearchFormValues>;

export interface MappedServerError {
  /** Errors the form shows at a field. */
  fields: ServerFieldError<SearchFormValues>[];
  /** Messages that concern no field of the form; the page shows them above the results. */
  other: string[];
}

/** The form field a server error path (`objectData.FirstName`, `scenarioIds.0`, `filterDeveloperName`) names. */
export function formPathOf(serverField: string, fieldNames: ReadonlySet<string>): SearchFormPath | undefined {
  if (serverField.startsWith('objectData.')) {
    const name = serverField.slice('objectData.'.length);
    return fieldNames.has(name) ? `values.${name}` : undefined;
  }
  if (serverField === 'scenarioIds' || /^scenarioIds\.\d+$/.test(serverField)) return 'scenarioIds';
  if (serverField === 'filterDeveloperName') return 'filterDeveloperName';
  return undefined;
}

/**
 * Splits a refused search (400 INVALID_INPUT) into errors the form can show at its fields and the rest. Answers
 * undefined for any other failure (licence, access, network), which the page reports as a whole.
 */
export function mapServerErrors(
  error: unknown,
  fieldNames: ReadonlySet<string>,
): MappedServerError | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const entries = error.errors.length > 0 ? error.errors : [{ message: error.message, fields: error.fields }];
  const mapped: MappedServerError = { fields: [], other: [] };
  for (const entry of entries) {
    const serverFields = entry.fields ?? [];
    let placed = false;
    for (const field of serverFields) {
      const path = formPathOf(field, fieldNames);
      if (!path) continue;
      placed = true;
      if (!mapped.fields.some((known) => known.path === path)) {
        mapped.fields.push({ path, message: withoutFieldPrefix(entry.message, field) });
      }
    }
    if (!placed) mapped.other.push(entry.message);
  }
  return mapped;
}
