import type { ImportMode, ImportSettings } from '../../../contract/imports';
import type { SObjectField } from '../../../contract/sobjects';

/** The mapping form's values: a select's empty choice ('') is a column not imported; the score is as typed. */
export interface MappingValues {
  mapping: { column: string; field: string }[];
  mode: ImportMode;
  duplicateScore: string;
}

export const mappingValuesOf = (settings: ImportSettings): MappingValues => ({
  mapping: settings.mapping.map(({ column, field }) => ({ column, field: field ?? '' })),
  mode: settings.mode,
  duplicateScore: settings.duplicateScore === undefined ? '' : String(settings.duplicateScore),
});

export function settingsOf(values: MappingValues): ImportSettings {
  const score = values.duplicateScore.trim();
  return {
    mapping: values.mapping.map(({ column, field }) => ({ column, field: field === '' ? null : field })),
    mode: values.mode,
    ...(score === '' ? {} : { duplicateScore: Number(score) }),
  };
}

/** The fields a column may fill: those a row may create or update. */
export const importableFields = (fields: readonly SObjectField[]) =>
  fields.filter((field) => field.createable || field.updateable);

/** The fields a new record must have. */
export const requiredFields = (fields: readonly SObjectField[]) =>
  fields.filter((field) => field.createable && !field.nillable);

/** The required fields no column fills. */
export function unmappedRequired(
  fields: readonly SObjectField[],
  mapping: readonly { field: string }[],
): SObjectField[] {
  const mapped = new Set(mapping.map((entry) => entry.field));
  return requiredFields(fields).filter((field) => !mapped.has(field.name));
}

/** The fields two or more columns fill, which the service cannot tell apart. */
export function fieldsMappedTwice(mapping: readonly { field: string }[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const { field } of mapping) {
    if (field === '') continue;
    if (seen.has(field)) twice.add(field);
    seen.add(field);
  }
  return twice;
}
