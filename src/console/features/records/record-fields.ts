import type { SObjectRecord } from '../../../contract/records';
import type { SObjectField } from '../../../contract/sobjects';
import { recordEntries } from '../../ui/record-entries';

/** Fields every record has; the record page shows them in its header rather than among the fields. */
export const SYSTEM_FIELDS: ReadonlySet<string> = new Set(['Id', 'CreatedDate', 'LastModifiedDate']);

export interface RecordFieldRow {
  name: string;
  label: string;
  /** The value as text; empty when the field is empty. */
  value: string;
  /** For a lookup that holds an id: the record it points to, named as the record carries it. */
  link?: { objectType: string; recordId: string; text: string };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A record's own fields for its page, in describe order with describe labels. A lookup becomes a link to the
 * record it points to, named by the nested `{attributes, Id, Name}` the record carries, which is not listed again.
 */
export function recordFieldRows(
  record: SObjectRecord,
  describeFields: readonly SObjectField[] = [],
): RecordFieldRow[] {
  const lookups = new Map(
    describeFields
      .filter((field) => field.type === 'reference')
      .map((field) => [field.name, { target: field.referenceTo[0], nested: field.relationshipName }]),
  );
  const nestedNames = new Set([...lookups.values()].map((lookup) => lookup.nested));
  return recordEntries(record, describeFields)
    .filter((entry) => !SYSTEM_FIELDS.has(entry.name) && !nestedNames.has(entry.name))
    .map((entry) => {
      const lookup = lookups.get(entry.name);
      const id = record[entry.name];
      if (!lookup || typeof id !== 'string' || !id) return entry;
      const nested = lookup.nested ? record[lookup.nested] : undefined;
      const objectType =
        isRecord(nested) && isRecord(nested.attributes) ? nested.attributes.type : lookup.target;
      if (typeof objectType !== 'string') return entry;
      const name = isRecord(nested) && typeof nested.Name === 'string' ? nested.Name : '';
      return { ...entry, link: { objectType, recordId: id, text: name || id } };
    });
}
