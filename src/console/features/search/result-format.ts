import type { ExplainedResult, ScenarioExplanation } from '../../../contract/explain';
import type { SObjectRecord } from '../../../contract/records';
import { formatDate, formatDateTime } from '../../ui/format-date-time';
import { formatValue, isRecord, recordName, text } from '../../ui/record-text';
import type { SearchField } from './search-fields';

type ResultField = Pick<SearchField, 'name' | 'kind' | 'relationshipName'>;

/**
 * A form field's value in a result as people read it: a lookup id by the looked-up record's name when the result
 * carries it, a date or time formatted.
 */
export function fieldValue(record: SObjectRecord, field: ResultField): string {
  const related = field.relationshipName ? record[field.relationshipName] : undefined;
  if (isRecord(related) && text(related.Name)) return text(related.Name);
  const value = record[field.name];
  if (typeof value === 'string' && value) {
    if (field.kind === 'date') return formatDate(value);
    if (field.kind === 'datetime') return formatDateTime(value);
  }
  return formatValue(value);
}

/** The heading of a key column: a lookup by the relationship it names (Account), not by its id field. */
export const keyFieldLabel = (field: Pick<SearchField, 'label' | 'kind' | 'relationshipName'>) =>
  field.kind === 'reference' && field.relationshipName ? field.relationshipName : field.label;

/**
 * A scenario's name where its record type goes without saying: "Default" for "Lead Default" among Leads. A name
 * that is the type's alone stays whole.
 */
export function scenarioShortName(scenarioName: string, typeLabel: string): string {
  const prefix = `${typeLabel} `;
  const rest = scenarioName.startsWith(prefix) ? scenarioName.slice(prefix.length).trim() : '';
  return rest || scenarioName;
}

/** Why a scenario did not take a match, in the few words a chip has room for; nothing when it did. */
export function scenarioShortStatus(explanation: Pick<ScenarioExplanation, 'verdict' | 'threshold'>): string {
  switch (explanation.verdict) {
    case 'DUPLICATE':
      return '';
    case 'BELOW_THRESHOLD':
      return `below ${explanation.threshold}`;
    case 'NOT_ENOUGH_EVIDENCE':
      return 'no verdict';
    case 'GUARDED':
      return 'held apart';
  }
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

/** A scenario that scored the matches of a table, as its column's header needs it. */
export interface ScenarioColumn {
  scenarioId: string;
  scenarioName: string;
  threshold: number;
}

/**
 * The scenarios that scored the matches, each once, in the order the service explained them: the score columns of
 * the table. Every match is explained by the same scenarios; taken from all of them, the columns stay put from one
 * page to the next.
 */
export function scenarioColumns(results: readonly ExplainedResult[]): ScenarioColumn[] {
  const columns = new Map<string, ScenarioColumn>();
  for (const result of results) {
    for (const { scenarioId, scenarioName, threshold } of result.explanation) {
      if (!columns.has(scenarioId)) columns.set(scenarioId, { scenarioId, scenarioName, threshold });
    }
  }
  return [...columns.values()];
}

export type SortKey = 'score' | 'name' | `field:${string}` | `scenario:${string}`;
export type SortDirection = 'asc' | 'desc';
export interface ResultSort {
  key: SortKey;
  direction: SortDirection;
}

export const DEFAULT_SORT: ResultSort = { key: 'score', direction: 'desc' };

/** The direction a sort starts in: scores highest first, text A to Z. */
export const initialDirection = (key: SortKey): SortDirection =>
  key === 'score' || key.startsWith('scenario:') ? 'desc' : 'asc';

/** What a key column sorts by: numbers, dates and times by their value, as their text would misorder them. */
function sortValue(record: SObjectRecord, field: ResultField): string | number {
  const value = record[field.name];
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && (field.kind === 'date' || field.kind === 'datetime')) {
    const time = Date.parse(value);
    if (!Number.isNaN(time)) return time;
  }
  return fieldValue(record, field);
}

const scenarioScore = (result: ExplainedResult, scenarioId: string) =>
  result.explanation.find((scenario) => scenario.scenarioId === scenarioId)?.scenarioScore ?? '';

/**
 * Results in table order. Ties fall back to the score (highest first), then the name, so the order is stable
 * whatever the service answered.
 */
export function sortResults(
  results: readonly ExplainedResult[],
  sort: ResultSort,
  fields: readonly ResultField[] = [],
): ExplainedResult[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const field = sort.key.startsWith('field:')
    ? fields.find((candidate) => `field:${candidate.name}` === sort.key)
    : undefined;
  const byName = (a: ExplainedResult, b: ExplainedResult) =>
    recordName(a.objectData).localeCompare(recordName(b.objectData));
  const scenarioId = sort.key.startsWith('scenario:') ? sort.key.slice('scenario:'.length) : undefined;
  // What a result shows in the sorted column of a field or a scenario; '' for nothing.
  const columnValue = (result: ExplainedResult): string | number => {
    if (scenarioId) return scenarioScore(result, scenarioId);
    return field ? sortValue(result.objectData, field) : '';
  };
  const primary = (a: ExplainedResult, b: ExplainedResult): number => {
    if (sort.key === 'score') return a.score - b.score;
    if (sort.key === 'name') return byName(a, b);
    const [left, right] = [columnValue(a), columnValue(b)];
    // Empty values go last whichever way the column is sorted.
    if (left === '' || right === '') return left !== '' ? -sign : right !== '' ? sign : 0;
    if (typeof left === 'number' && typeof right === 'number') return left - right;
    return String(left).localeCompare(String(right));
  };
  return [...results].sort((a, b) => sign * primary(a, b) || b.score - a.score || byName(a, b));
}
