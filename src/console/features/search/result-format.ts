import type { ExplainedResult } from '../../../contract/explain';
import type { SObjectRecord } from '../../../contract/records';
import { formatValue, isRecord, recordName, text } from '../../ui/record-text';
import type { SearchField } from './search-fields';

/** A form field's value in a result; a lookup id shows the looked-up record's name when the result carries it. */
export function fieldValue(
  record: SObjectRecord,
  field: Pick<SearchField, 'name' | 'relationshipName'>,
): string {
  const related = field.relationshipName ? record[field.relationshipName] : undefined;
  if (isRecord(related) && text(related.Name)) return text(related.Name);
  return formatValue(record[field.name]);
}

/** The search values in a sentence: `First Name “Jenny”, Email “j@x.com”`. */
export function summariseInput(
  objectData: Readonly<Record<string, string | null>>,
  fields: readonly SearchField[],
) {
  const labels = new Map(fields.map((field) => [field.name, field.label]));
  return Object.entries(objectData)
    .filter(([, value]) => value)
    .map(([name, value]) => `${labels.get(name) ?? name} “${value}”`)
    .join(', ');
}

export type SortKey = 'score' | 'name' | `field:${string}`;
export type SortDirection = 'asc' | 'desc';
export interface ResultSort {
  key: SortKey;
  direction: SortDirection;
}

export const DEFAULT_SORT: ResultSort = { key: 'score', direction: 'desc' };

/**
 * Results in table order. Ties fall back to the score (highest first), then the name, so the order is stable
 * whatever the service answered.
 */
export function sortResults(
  results: readonly ExplainedResult[],
  sort: ResultSort,
  fields: readonly SearchField[] = [],
): ExplainedResult[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const field = sort.key.startsWith('field:')
    ? fields.find((candidate) => `field:${candidate.name}` === sort.key)
    : undefined;
  const byName = (a: ExplainedResult, b: ExplainedResult) =>
    recordName(a.objectData).localeCompare(recordName(b.objectData));
  const primary = (a: ExplainedResult, b: ExplainedResult): number => {
    if (sort.key === 'score') return a.score - b.score;
    if (sort.key === 'name') return byName(a, b);
    if (!field) return 0;
    const [left, right] = [fieldValue(a.objectData, field), fieldValue(b.objectData, field)];
    // Empty values go last whichever way the column is sorted.
    if (!left || !right) return left ? -sign : right ? sign : 0;
    return left.localeCompare(right);
  };
  return [...results].sort((a, b) => sign * primary(a, b) || b.score - a.score || byName(a, b));
}
