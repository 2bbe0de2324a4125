import type { IntakeSource } from '../../contract/alerts';
import { IMPORT_SOURCE } from '../../contract/update-rules';
import type { RecordTypeDefinition } from '../records/record-type';
import type { RecordValues } from '../records/record-store';

/**
 * A record type's source field, if it has one: the first picklist whose name ends in `Source`, as Salesforce names
 * them (Lead's LeadSource, Account's AccountSource), or one named Source. A picklist keeps the sources few, so their counts stay few.
 */
export const sourceFieldOf = (type: RecordTypeDefinition) =>
  type.fields.find((field) => field.type === 'picklist' && /Source$/.test(field.name));

/**
 * The sources a record that came in is counted under: the channel it came through (file imports, or the API
 * client by its id, `writeSource` as WriteContext.source names it) and, when it carries one, its source field's value.
 */
export function intakeSources(
  type: RecordTypeDefinition,
  values: RecordValues,
  writeSource: string,
): IntakeSource[] {
  const channel: IntakeSource =
    writeSource === IMPORT_SOURCE
      ? { kind: 'IMPORT', field: '', value: '' }
      : { kind: 'CLIENT', field: '', value: writeSource };
  const field = sourceFieldOf(type);
  const value = field && values[field.name];
  return field && typeof value === 'string' && value.trim() !== ''
    ? [channel, { kind: 'FIELD', field: field.name, value: value.trim() }]
    : [channel];
}

/** A source as one key, for an alert's subject. */
export const sourceKey = (source: IntakeSource) => [source.kind, source.field, source.value].join(':');

/** A source in words: "file imports", "the API client crm-sync", "Lead Source Web". */
export function sourceWords(source: IntakeSource, fieldLabel?: string): string {
  if (source.kind === 'IMPORT') return 'file imports';
  if (source.kind === 'CLIENT') return `the API client ${source.value}`;
  return `${fieldLabel ?? source.field} ${source.value}`;
}
