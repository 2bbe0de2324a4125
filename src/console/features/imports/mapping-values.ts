import type { ImportMode, ImportSettings } from '../../../contract/imports';
import type { SObjectField } from '../../../contract/sobjects';
import type { UpdateRule } from '../../../contract/update-rules';

/**
 * The rule the service proposes for every column it maps: an import fills what records lack and replaces nothing
 * they hold. A column the steward maps anew starts with it too, as if the service had proposed it.
 */
export const PROPOSED_COLUMN_RULE: UpdateRule = 'IF_EMPTY';

/** A column's rule in the form: a rule, or '' for the field's own rule (the record type's, set by an admin). */
export type ColumnRuleValue = UpdateRule | '';

/**
 * The mapping form's values: a select's empty choice ('') is a column not imported; the score is as typed. A column
 * not imported keeps a rule too, so that mapping it again starts from one.
 */
export interface MappingValues {
  mapping: { column: string; field: string; updateRule: ColumnRuleValue }[];
  mode: ImportMode;
  duplicateScore: string;
}

export const mappingValuesOf = (settings: ImportSettings): MappingValues => ({
  mapping: settings.mapping.map(({ column, field, updateRule }) => ({
    column,
    field: field ?? '',
    updateRule: field === null ? (updateRule ?? PROPOSED_COLUMN_RULE) : (updateRule ?? ''),
  })),
  mode: settings.mode,
  duplicateScore: settings.duplicateScore === undefined ? '' : String(settings.duplicateScore),
});

export function settingsOf(values: MappingValues): ImportSettings {
  const score = values.duplicateScore.trim();
  return {
    mapping: values.mapping.map(({ column, field, updateRule }) =>
      // A column not imported updates nothing; the field's own rule is the rule not given.
      field === ''
        ? { column, field: null }
        : { column, field, ...(updateRule === '' ? {} : { updateRule }) },
    ),
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
