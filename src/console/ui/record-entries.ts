import type { SObjectRecord } from '../../contract/records';
import { formatValue } from './record-text';

export interface RecordEntry {
  name: string;
  label: string;
  value: string;
}

/**
 * Every field of a record for its detail view: in describe order with describe labels, then fields describe does not
 * list; a nested lookup (Account) follows its id field under the relationship's name.
 */
export function recordEntries(
  record: SObjectRecord,
  describeFields: readonly { name: string; label: string }[] = [],
): RecordEntry[] {
  const names = Object.keys(record).filter((name) => name !== 'attributes');
  const labels = new Map(describeFields.map((field) => [field.name, field.label]));
  const position = new Map(describeFields.map((field, index) => [field.name, index]));
  const rank = (name: string) => position.get(name) ?? position.get(`${name}Id`) ?? Number.MAX_SAFE_INTEGER;
  return names
    .map((name, index) => ({ name, index }))
    .sort(
      (a, b) =>
        rank(a.name) - rank(b.name) ||
        (labels.has(a.name) ? 0 : 1) - (labels.has(b.name) ? 0 : 1) ||
        a.index - b.index,
    )
    .map(({ name }) => ({ name, label: labels.get(name) ?? name, value: formatValue(record[name]) }));
}
