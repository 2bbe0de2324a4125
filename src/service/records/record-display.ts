import type { RecordDetail } from '../../contract/record-ref';
import type { RecordValues } from './record-store';
import type { RecordTypeDefinition } from './record-type';

/** `{FirstName}`: a field of the record, by API name. */
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;
/** Left at the ends when a field the template names is empty: "Smith," of `{LastName}, {FirstName}`. */
const LOOSE_ENDS = /^[\s,;:|·/-]+|[\s,;:|·/-]+$/g;
export const MAX_SECONDARY_FIELDS = 3;

const hasField = (type: RecordTypeDefinition, name: string) =>
  type.fields.some((field) => field.name === name);

/**
 * The name a type's records get when an admin set none: its name field, else a person's first and last name
 * (Salesforce's compound Name), else its first text field, else the record id.
 */
export function defaultDisplayTemplate(type: RecordTypeDefinition): string {
  if (type.nameField && hasField(type, type.nameField)) return `{${type.nameField}}`;
  if (hasField(type, 'Name')) return '{Name}';
  if (hasField(type, 'LastName'))
    return hasField(type, 'FirstName') ? '{FirstName} {LastName}' : '{LastName}';
  const text = type.fields.find((field) => field.type === 'text');
  return text ? `{${text.name}}` : '{Id}';
}

export const displayTemplateOf = (type: RecordTypeDefinition): string =>
  type.displayTemplate ?? defaultDisplayTemplate(type);

/** The field names a template reads, in order, each once. */
export function templateFields(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

/** A stored value as text, as names and comparisons read it: empty for no value. */
export const fieldText = (value: RecordValues[string] | undefined): string =>
  value === null || value === undefined ? '' : String(value).trim();

/** A record's name by a template; null when every field it reads is empty. */
export function renderDisplayName(template: string, id18: string, values: RecordValues): string | null {
  let filled = false;
  const text = template.replace(PLACEHOLDER, (_, field: string) => {
    const value = field === 'Id' ? id18 : fieldText(values[field]);
    if (value !== '') filled = true;
    return value;
  });
  if (!filled) return null;
  const name = text.replace(/\s+/g, ' ').replace(LOOSE_ENDS, '');
  return name === '' ? null : name;
}

/**
 * Fields shown beside a name when an admin chose none: a way to reach the record (its first e-mail and phone
 * field) and where it is (its first city), leaving out what the name shows already.
 */
export function defaultSecondaryFields(type: RecordTypeDefinition): string[] {
  const named = new Set(templateFields(displayTemplateOf(type)));
  const candidates = [
    type.fields.find((field) => field.type === 'email'),
    type.fields.find((field) => field.type === 'phone'),
    type.fields.find((field) => field.name.endsWith('City')),
  ];
  return candidates.flatMap((field) => (field && !named.has(field.name) ? [field.name] : []));
}

export const secondaryFieldsOf = (type: RecordTypeDefinition): string[] =>
  type.secondaryFields ?? defaultSecondaryFields(type);

/** The secondary fields of a record that hold a value, in their order. */
export function recordDetails(type: RecordTypeDefinition, values: RecordValues): RecordDetail[] {
  return secondaryFieldsOf(type).flatMap((field) => {
    const value = fieldText(values[field]);
    return value === '' ? [] : [{ field, value }];
  });
}
