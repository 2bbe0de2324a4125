import type { ColumnMapping } from '../../contract/imports';
import type { UpdateRule } from '../../contract/update-rules';
import { InputProblem } from '../input/input-problem';
import type { RecordTypeDefinition } from '../records/record-type';
import { HEADER_SYNONYMS } from './header-synonyms';

/**
 * A column's or field's name as people write it in a header: accents, case, spaces and punctuation dropped, so that
 * "Prénom", "prenom" and "PRE-NOM" are one name, and "E-mail Address" is "Email Address".
 */
export const columnKey = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The fields a file's column can fill: every field but those Steward sets itself. */
export const importableFields = (type: RecordTypeDefinition) =>
  type.fields.filter((field) => !field.readOnly);

/**
 * The mapping proposed for a file's columns: what a steward saved for a column of that name on the type before,
 * else the field whose API name or label the header names, else the field the header's usual name is for
 * (header-synonyms.ts: Surname, Telephone, Postcode, Straße, …). A field is proposed for one column only, the first.
 * Every mapped column is proposed IF_EMPTY: a file fills what the records lack and replaces nothing they hold
 * (docs/survivorship.md) until the steward says otherwise for a column.
 */
export function proposeMapping(
  type: RecordTypeDefinition,
  headers: readonly string[],
  saved: ReadonlyMap<string, string | null>,
): ColumnMapping[] {
  const byKey = new Map<string, string>();
  for (const field of importableFields(type)) {
    for (const name of [field.label, field.name]) {
      if (!byKey.has(columnKey(name))) byKey.set(columnKey(name), field.name);
    }
  }
  const fieldNames = new Set(importableFields(type).map((field) => field.name));
  // What people call a field, after what the type calls it: a label of the type wins over a synonym.
  for (const { fields, headers } of HEADER_SYNONYMS) {
    const field = fields.find((name) => fieldNames.has(name));
    if (field === undefined) continue;
    for (const header of headers) if (!byKey.has(columnKey(header))) byKey.set(columnKey(header), field);
  }
  const taken = new Set<string>();
  return headers.map((column) => {
    const key = columnKey(column);
    const remembered = saved.get(key);
    const field =
      remembered !== undefined && (remembered === null || fieldNames.has(remembered))
        ? remembered
        : (byKey.get(key) ?? null);
    if (field === null || taken.has(field)) return { column, field: null };
    taken.add(field);
    return { column, field, updateRule: 'IF_EMPTY' };
  });
}

/**
 * Checks a mapping against the file's columns and the type: each column named once and present in the file, each
 * field an importable one of the type and filled by one column only, and every required field filled. Answers the
 * mapping of every column of the file, in its order (columns left out are not imported).
 */
export function checkMapping(
  type: RecordTypeDefinition,
  headers: readonly string[],
  mapping: readonly ColumnMapping[],
): ColumnMapping[] {
  const fields = new Map(importableFields(type).map((field) => [field.name, field]));
  const byColumn = new Map<string, ColumnMapping>();
  const columnOfField = new Map<string, string>();
  for (const [index, entry] of mapping.entries()) {
    const { column, field } = entry;
    const where = `mapping.${index}`;
    if (!headers.includes(column))
      throw new InputProblem(`${where}.column`, `the file has no column '${column}'`);
    if (byColumn.has(column)) throw new InputProblem(`${where}.column`, `column '${column}' is mapped twice`);
    byColumn.set(column, entry);
    if (field === null) continue;
    if (!fields.has(field)) {
      const known = type.fields.find((candidate) => candidate.name === field);
      throw new InputProblem(
        `${where}.field`,
        known
          ? `${type.name}.${field} is set by Steward, not imported`
          : `${type.name} has no field ${field}`,
      );
    }
    const other = columnOfField.get(field);
    if (other !== undefined) {
      throw new InputProblem(`${where}.field`, `columns '${other}' and '${column}' both fill ${field}`);
    }
    columnOfField.set(field, column);
  }
  const missing = [...fields.values()].filter((field) => field.required && !columnOfField.has(field.name));
  if (missing.length > 0) {
    throw new InputProblem(
      'mapping',
      `no column fills ${missing.map((field) => `${field.label} (${field.name})`).join(', ')}, which every ` +
        `${type.label} needs`,
    );
  }
  return headers.map((column) => {
    const entry = byColumn.get(column);
    const field = entry?.field ?? null;
    return field !== null && entry?.updateRule
      ? { column, field, updateRule: entry.updateRule }
      : { column, field };
  });
}

/** The write's own update rules of an import: each mapped column's, by its field. */
export const columnRules = (mapping: readonly ColumnMapping[]): Record<string, UpdateRule> =>
  Object.fromEntries(
    mapping.flatMap(({ field, updateRule }) => (field !== null && updateRule ? [[field, updateRule]] : [])),
  );
