import type { FieldPath } from 'react-hook-form';
import { mapServerErrors as mapToForm, type MappedServerErrors } from '../../ui/server-field-errors';
import type { SearchFormValues } from './search-form-values';

export type SearchFormPath = FieldPath<SearchFormValues>;

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
 * Splits a refused search (400 INVALID_INPUT) into errors the form can show at its fields and the rest, which the
 * page shows above the results. Answers undefined for any other failure (licence, access, network).
 */
export const mapServerErrors = (
  error: unknown,
  fieldNames: ReadonlySet<string>,
): MappedServerErrors<SearchFormValues> | undefined =>
  mapToForm<SearchFormValues>(error, (field) => formPathOf(field, fieldNames));
