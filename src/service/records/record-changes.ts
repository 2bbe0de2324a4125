import type { FieldChange } from '../../contract/audit';
import { toId18 } from '../../contract/record-id';
import type { FieldValue } from '../../contract/records';
import type { RecordValues, StoredValue } from './record-store';
import type { FieldDefinition, RecordTypeDefinition } from './record-type';

/** A stored value as the wire carries it: lookups as 18-character ids. */
export function wireValue(field: FieldDefinition | undefined, value: StoredValue | undefined): FieldValue {
  if (value === undefined || value === null) return null;
  return field?.type === 'reference' && typeof value === 'string' ? toId18(value) : value;
}

/** The values given for a write, as the wire carries them, in the order given. */
export function wireValues(type: RecordTypeDefinition, values: RecordValues): Record<string, FieldValue> {
  const wire: Record<string, FieldValue> = {};
  for (const [name, value] of Object.entries(values)) {
    wire[name] = wireValue(
      type.fields.find((field) => field.name === name),
      value,
    );
  }
  return wire;
}

/** Every field whose value differs between two versions of a record, in the type's field order. */
export function fieldChanges(
  type: RecordTypeDefinition,
  before: RecordValues,
  after: RecordValues,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of type.fields) {
    const old = wireValue(field, before[field.name]);
    const now = wireValue(field, after[field.name]);
    if (old !== now) changes.push({ field: field.name, before: old, after: now });
  }
  return changes;
}
