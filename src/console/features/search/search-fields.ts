import type { Scenario } from '../../../contract/scenarios';
import type { SObjectField, SObjectFieldType } from '../../../contract/sobjects';

/** How a search field is entered and checked; derived from the describe type of the record field. */
export type SearchFieldKind =
  | 'text'
  | 'textarea'
  | 'email'
  | 'phone'
  | 'url'
  | 'number'
  | 'date'
  | 'datetime'
  | 'reference'
  | 'picklist'
  | 'boolean';

export interface SearchFieldOption {
  value: string;
  label: string;
}

/** One input of the search form: a record field that at least one visible scenario compares. */
export interface SearchField {
  /** API name, e.g. FirstName. */
  name: string;
  /** Describe label, e.g. First Name; the API name when describe does not know the field. */
  label: string;
  kind: SearchFieldKind;
  /** Active picklist values; empty for other kinds. */
  options: SearchFieldOption[];
  /** Record types a reference field points to, e.g. ['Account']. */
  referenceTo: string[];
  /** Name of the nested lookup record in results, e.g. Account for AccountId. */
  relationshipName: string | null;
  /** The scenarios comparing this field, in scenario order. */
  scenarioNames: string[];
}

const KIND_BY_TYPE: Record<SObjectFieldType, SearchFieldKind> = {
  id: 'reference',
  string: 'text',
  textarea: 'textarea',
  email: 'email',
  phone: 'phone',
  url: 'url',
  double: 'number',
  date: 'date',
  datetime: 'datetime',
  boolean: 'boolean',
  picklist: 'picklist',
  reference: 'reference',
};

/**
 * The search form of a record type: the union of the fields its scenarios compare, in scenario order (first
 * scenario's fields first), labelled and typed by describe. A field describe does not list keeps its API name.
 */
export function buildSearchFields(
  scenarios: readonly Scenario[],
  describeFields: readonly SObjectField[] = [],
): SearchField[] {
  const described = new Map(describeFields.map((field) => [field.name, field]));
  const byName = new Map<string, SearchField>();
  for (const scenario of scenarios) {
    for (const { field: name } of scenario.scenarioFields) {
      const known = byName.get(name);
      if (known) {
        if (!known.scenarioNames.includes(scenario.scenarioName))
          known.scenarioNames.push(scenario.scenarioName);
        continue;
      }
      const describe = described.get(name);
      byName.set(name, {
        name,
        label: describe?.label ?? name,
        kind: describe ? KIND_BY_TYPE[describe.type] : 'text',
        options: (describe?.picklistValues ?? [])
          .filter((value) => value.active)
          .map(({ value, label }) => ({ value, label })),
        referenceTo: describe?.referenceTo ?? [],
        relationshipName: describe?.relationshipName ?? null,
        scenarioNames: [scenario.scenarioName],
      });
    }
  }
  return [...byName.values()];
}

/** Fields that make up a record's name; the results show them as the name, not as separate columns. */
export const NAME_FIELDS: ReadonlySet<string> = new Set([
  'Name',
  'FirstName',
  'LastName',
  'MiddleName',
  'Salutation',
]);

/**
 * The form fields shown as columns of the results, at most `count`, leaving out the name fields. The fields the
 * search filled come in first, so each match shows the values it was compared on, topped up with the form's
 * first others; but the columns always keep the form's order, so a column does not move from one search to the
 * next whatever was filled, in whichever order, or answered.
 */
export function keyColumns(
  fields: readonly SearchField[],
  filled: Readonly<Record<string, unknown>>,
  count = 3,
): SearchField[] {
  const candidates = fields.filter((field) => !NAME_FIELDS.has(field.name));
  const isFilled = (field: SearchField) => field.name in filled;
  const chosen = new Set(
    [...candidates.filter(isFilled), ...candidates.filter((field) => !isFilled(field))].slice(0, count),
  );
  return candidates.filter((field) => chosen.has(field));
}
