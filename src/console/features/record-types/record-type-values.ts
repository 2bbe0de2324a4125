import type {
  AdminRecordField,
  AdminRecordType,
  CrossObjectMapping,
  CrossObjectMappings,
} from '../../../contract/record-type-admin';

export interface FieldPairValues {
  fieldFrom: string;
  fieldTo: string;
}

export interface MappingValues {
  objectTo: string;
  fields: FieldPairValues[];
}

export interface CrossObjectFormValues {
  mappings: MappingValues[];
}

export const emptyFieldPair = (): FieldPairValues => ({ fieldFrom: '', fieldTo: '' });

/** A mapping starts with one row, as the service wants one field at least. */
export const emptyMapping = (): MappingValues => ({ objectTo: '', fields: [emptyFieldPair()] });

// Copies, so the form never changes the query's data in place.
export const toCrossObjectFormValues = (type: AdminRecordType): CrossObjectFormValues => ({
  mappings: type.crossObjects.map((mapping) => ({
    objectTo: mapping.objectTo,
    fields: mapping.fields.map((pair) => ({ ...pair })),
  })),
});

export const toCrossObjectMappings = (values: CrossObjectFormValues): CrossObjectMappings => ({
  mappings: values.mappings.map((mapping) => ({
    objectTo: mapping.objectTo,
    fields: mapping.fields.map(({ fieldFrom, fieldTo }) => ({ fieldFrom, fieldTo })),
  })),
});

/** The form's select for a field the service names; a problem of a whole list (too many) is the page's. */
export function crossObjectPathOf(
  serverField: string,
):
  `mappings.${number}.objectTo` | `mappings.${number}.fields.${number}.${keyof FieldPairValues}` | undefined {
  const mapping = /^mappings\.(\d+)\.objectTo$/.exec(serverField);
  if (mapping) return `mappings.${Number(mapping[1])}.objectTo`;
  const pair = /^mappings\.(\d+)\.fields\.(\d+)\.(fieldFrom|fieldTo)$/.exec(serverField);
  return pair
    ? `mappings.${Number(pair[1])}.fields.${Number(pair[2])}.${pair[3] as keyof FieldPairValues}`
    : undefined;
}

const labelOf = (fields: readonly AdminRecordField[], name: string) =>
  fields.find((field) => field.name === name)?.label ?? name;

/**
 * What a mapping does, in words: "A search of Leads also searches Accounts with Company as Account Name." Rows
 * not chosen yet are left out; a mapping with none says nothing.
 */
export function mappingSentence(
  from: AdminRecordType,
  to: AdminRecordType | undefined,
  pairs: readonly FieldPairValues[],
): string | undefined {
  const chosen = pairs.filter((pair) => pair.fieldFrom !== '' && pair.fieldTo !== '');
  if (!to || chosen.length === 0) return undefined;
  const names = chosen.map(
    (pair) => `${labelOf(from.fields, pair.fieldFrom)} as ${labelOf(to.fields, pair.fieldTo)}`,
  );
  return `A search of ${from.labelPlural} also searches ${to.labelPlural} with ${names.join(', ')}.`;
}

/** The types a type's records are also searched as, by label, for the list of types. */
export const mappedOnto = (
  mappings: readonly CrossObjectMapping[],
  types: readonly AdminRecordType[],
): string[] =>
  mappings.map((mapping) => types.find((type) => type.name === mapping.objectTo)?.label ?? mapping.objectTo);

const SHOWN_PICKLIST_VALUES = 3;

/** "Open, Working, Closed and 2 more": enough of a long picklist to recognise it in a table cell. */
export function shortPicklist(values: readonly string[] | null): string {
  if (!values || values.length === 0) return '';
  const shown = values.slice(0, SHOWN_PICKLIST_VALUES).join(', ');
  const rest = values.length - SHOWN_PICKLIST_VALUES;
  return rest > 0 ? `${shown} and ${rest} more` : shown;
}
